import { expect, test } from './fixtures.ts';
import { addProduct, fillCheckout, logIn, openRegisterForm, uniqueEmail } from './accountSteps.ts';

/**
 * Issue 5 journey 1: register during checkout, then in a fresh browser (new context: no saved
 * state) log in — the order is in the order history with the right total.
 */
test('an account created at checkout owns the order, which shows in the history after logging in elsewhere', async ({ page, browser, db, baseURL }) => {
  const who = { email: uniqueEmail('checkout'), first: 'Thandi', last: 'Nkosi', password: 'rooibos-2024' };
  await addProduct(page);
  await fillCheckout(page, who);
  const review = page.getByRole('main');
  await review.getByLabel(/Create an account with this order/).check();
  await review.getByLabel('Password', { exact: true }).fill(who.password);
  await review.getByLabel('Repeat password').fill(who.password);
  await review.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/thank/i);
  // Logged in now: the header links to the account.
  await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/my-account');

  const { rows } = await db.query<{ order_number: string; grand_total: string; customer_id: number | null }>(
    'select o.order_number, o.grand_total, o.customer_id from shop_order o join customer c on c.id = o.customer_id where c.email = $1',
    [who.email],
  );
  expect(rows).toHaveLength(1);
  const [order] = rows;

  // A fresh browser: nothing saved, log in with the new account.
  const other = await browser.newContext({ baseURL });
  const fresh = await other.newPage();
  await logIn(fresh, who.email, who.password);
  await fresh.goto('/my-account/orders');
  const row = fresh.getByRole('row').filter({ hasText: order.order_number });
  await expect(row).toBeVisible();
  const total = `R${Number(order.grand_total).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(row).toContainText(total);
  await other.close();
});

test('registering on /login: the form rules of spec 001 §5, logged in afterwards, a taken e-mail refused with the spec text', async ({ page }) => {
  const email = uniqueEmail('logout');
  const form = await openRegisterForm(page, { email, first: 'Sipho', last: 'Dlamini', password: 'short', repeat: 'different' });
  await form.getByRole('button', { name: 'Create an account' }).click();
  await expect(form.getByText('Password must have at least 8 letters')).toBeVisible();
  await expect(form.getByText('Passwords must be identical')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill('long-enough-1');
  await form.getByLabel('Repeat password').fill('long-enough-1');
  await form.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/my-account/);
  await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/my-account');

  // Registering the same e-mail again is refused with the spec's text.
  const other = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const second = await other.newPage();
  const again = await openRegisterForm(second, { email, first: 'Sipho', last: 'Dlamini', password: 'long-enough-1' });
  await again.getByRole('button', { name: 'Create an account' }).click();
  await expect(second.getByRole('alert').filter({ hasText: 'A customer with the same email already exists in an associated website.' })).toBeVisible();
  await other.close();
});
