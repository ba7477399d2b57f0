import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addProduct, registerViaLogin, uniqueEmail } from './accountSteps.ts';
import { serverLines } from './helpers.ts';

/**
 * Two tabs of one store view share the session (docs/session-tabs.md): a login in one tab makes the
 * other logged in with the same cart, a logout in one logs the other out, both without a reload of
 * the other tab.
 */

const accountLink = (page: Page) => page.getByTestId('account-link');
const cartButton = (page: Page, count: number) => page.getByRole('button', { name: `Cart, ${count} item${count === 1 ? '' : 's'}` });

test('a login in one tab logs the other in with the same cart; a logout in one logs the other out', async ({ page, context, db }) => {
  const who = { email: uniqueEmail('tabs'), first: 'Ayanda', last: 'Mokoena', password: 'rooibos-2024' };
  const other = await context.newPage();
  // The guest puts a product into the cart in the other tab; both tabs show it.
  await addProduct(other);
  await page.goto('/');
  await expect(cartButton(page, 1)).toBeVisible();
  await expect(accountLink(other)).toHaveAttribute('href', '/login');

  // Registering logs in: the other tab follows without a reload, with the guest's line in the customer's cart.
  await registerViaLogin(page, who);
  await expect(accountLink(other)).toHaveAttribute('href', '/my-account');
  await accountLink(other).click();
  await expect(other.getByLabel('First name')).toHaveValue(who.first);
  await expect(cartButton(other, 1)).toBeVisible();
  const { rows } = await db.query<{ id: string }>('select c.id::text as id from cart c join customer u on u.id = c.customer_id where u.email = $1', [
    who.email,
  ]);
  expect(rows).toHaveLength(1);
  // The guest's line, once, in the customer's cart.
  await expect.poll(async () => (await serverLines(db, rows[0].id)).map((l) => l.qty)).toEqual([1]);

  // A logout in the first tab: the other tab, still on the account page, shows nothing of the customer.
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(accountLink(page)).toHaveAttribute('href', '/login');
  await expect(other.getByText('You need to be logged in to see this page')).toBeVisible();
  await expect(other.getByLabel('First name')).toHaveCount(0);
  await expect(accountLink(other)).toHaveAttribute('href', '/login');
  await expect(cartButton(other, 0)).toBeVisible();
});
