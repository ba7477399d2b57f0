import { expect, test } from './fixtures.ts';
import { addProduct, fillCheckout, logIn, openRegisterForm, registerViaLogin, uniqueEmail } from './accountSteps.ts';
import { notification } from './helpers.ts';

const rand = (n: string | number) => `R${Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Account area: an order placed while logged in shows in /my-account/orders with the server's total,
 * its detail page lists its lines, and "Order again" puts them back into an emptied cart.
 */
test('a logged-in order shows in My orders, its detail lists the lines, and reorder refills the cart', async ({ page, db }) => {
  const who = { email: uniqueEmail('account'), first: 'Lindiwe', last: 'Dlamini', password: 'rooibos-2024' };
  await registerViaLogin(page, who);
  await addProduct(page);
  await fillCheckout(page, who);
  await page.getByRole('main').getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/thank/i);

  const { rows } = await db.query<{ id: number; order_number: string; grand_total: string }>(
    'select o.id, o.order_number, o.grand_total from shop_order o join customer c on c.id = o.customer_id where c.email = $1',
    [who.email],
  );
  expect(rows).toHaveLength(1);
  const [order] = rows;
  const { rows: lines } = await db.query<{ name: string; qty: string; row_total_incl_tax: string }>(
    'select name, qty, row_total_incl_tax from shop_order_item where order_ref = $1',
    [order.id],
  );

  await page.goto('/my-account/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `#${order.order_number}` });
  await expect(row).toContainText(rand(order.grand_total));
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(/\d\d:\d\d \d{1,2}\/\d{1,2}\/\d{4}/);

  await row.getByRole('link', { name: `View order ${order.order_number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/my-account/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.order_number}` })).toBeVisible();
  for (const l of lines) {
    const line = page.getByRole('row').filter({ hasText: l.name });
    await expect(line).toContainText(rand(l.row_total_incl_tax));
    await expect(line).toContainText(String(Number(l.qty)));
  }
  await expect(page.locator('.order-totals__grand')).toContainText(rand(order.grand_total));

  // The order emptied the cart; reorder puts the same lines back.
  const qty = lines.reduce((n, l) => n + Number(l.qty), 0);
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(notification(page, 'Product has been added to the cart!')).toBeVisible();
  const cart = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(cart).toBeVisible();
  for (const l of lines) await expect(cart).toContainText(l.name);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: new RegExp(`Cart, ${qty} item`) })).toBeVisible();
});

test('a guest on an account page is asked to log in', async ({ page }) => {
  await page.goto('/my-account/orders');
  await expect(page.getByText('You need to be logged in to see this page')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login/);
});

/**
 * Spec 001 §4: a password change succeeds on code 200, says so, and logs the shopper in again with the
 * new password; the old password no longer works. A wrong current password shows the server's message.
 */
test('a shopper changes the password in the account area and logs in with the new one', async ({ page, browser, baseURL }) => {
  const who = { email: uniqueEmail('password'), first: 'Ayanda', last: 'Zulu', password: 'rooibos-2024' };
  await registerViaLogin(page, who);
  await page.goto('/my-account');
  const form = page.getByRole('form', { name: 'Change password' });

  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('honeybush-2025');
  await form.getByLabel('Repeat the new password').fill('honeybush-2025');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(notification(page, "The password doesn't match this account.")).toBeVisible();

  await form.getByLabel('Current password').fill(who.password);
  await form.getByLabel('New password', { exact: true }).fill('honeybush-2025');
  await form.getByLabel('Repeat the new password').fill('honeybush-2025');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(notification(page, 'Your password has been changed.')).toBeVisible();
  // Logged in again with the new password: the account area still opens after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  // Elsewhere: the new password logs in, the old one does not.
  const other = await browser.newContext({ baseURL });
  const fresh = await other.newPage();
  await fresh.goto('/login');
  const login = fresh.getByRole('form', { name: 'Log in' });
  await login.getByLabel('E-mail address').fill(who.email);
  await login.getByLabel('Password', { exact: true }).fill(who.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(fresh.getByText(/sign-in was incorrect/)).toBeVisible();
  await logIn(fresh, who.email, 'honeybush-2025');
  await other.close();
});

/**
 * The newsletter belongs to the account: ticked at registration on one device, the account's
 * newsletter page on another device shows it, and unsubscribing there reaches the shop's list.
 */
test('a newsletter sign-up at registration shows on the account page of another device, which can end it', async ({ page, browser, baseURL, db }) => {
  const who = { email: uniqueEmail('newsletter'), first: 'Lerato', last: 'Mokoena', password: 'rooibos-2024' };
  const form = await openRegisterForm(page, who);
  await form.getByRole('checkbox', { name: /Sign up for our newsletter/ }).check();
  await form.getByRole('button', { name: 'Create an account' }).click();
  await expect(notification(page, 'Your account has been created.')).toBeVisible();
  const status = async () =>
    (await db.query<{ status: string }>('select status from newsletter_subscriber where email = $1', [who.email])).rows[0]?.status ?? null;
  await expect.poll(status).toBe('subscribed');

  const other = await browser.newContext({ baseURL });
  const phone = await other.newPage();
  await logIn(phone, who.email, who.password);
  await phone.goto('/my-account/newsletter');
  const choice = phone.getByRole('checkbox', { name: `Send the newsletter to ${who.email}` });
  await expect(choice).toBeChecked();
  await choice.uncheck();
  await phone.getByRole('main').getByRole('button', { name: 'Save changes' }).click();
  await expect(notification(phone, 'You have been unsubscribed from the newsletter.')).toBeVisible();
  expect(await status()).toBe('unsubscribed');
  await other.close();

  // Back on the first device, which signed up: the shop's list has the last word.
  await page.goto('/my-account/newsletter');
  await expect(page.getByRole('checkbox', { name: `Send the newsletter to ${who.email}` })).not.toBeChecked();
});
