import type { Page } from '@playwright/test';
import type { Db } from '../../server/db/index.ts';
import { logIn, registerViaLogin, uniqueEmail } from './accountSteps.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 10 "Wishlist with the account": a logged-in shopper's wishlist is kept on the server, merged
 * with a guest's list at login, the same in a second browser, and changed offline then replayed.
 */

async function serverWishlist(db: Db, email: string): Promise<string[]> {
  const { rows } = await db.query<{ sku: string }>(
    'select w.sku from wishlist_item w join customer c on c.id = w.customer_id where lower(c.email) = lower($1) order by w.sku',
    [email],
  );
  return rows.map((r) => r.sku);
}

/** The names of the first two products of a category, the category shown. */
async function twoProducts(page: Page): Promise<string[]> {
  await page.goto('/c/baking-mixes');
  const grid = page.getByRole('list', { name: 'Baking Mixes' });
  await expect(grid.getByRole('heading', { level: 3 }).nth(1)).toBeVisible();
  return (await grid.getByRole('heading', { level: 3 }).allTextContents()).slice(0, 2).map((n) => n.trim());
}

const wishlistButton = (page: Page, count: number) => page.getByRole('button', { name: `Wishlist, ${count} product${count === 1 ? '' : 's'}` });

test("the wishlist of an account shows in a second browser after login, merged with that browser's guest list", async ({ page, browser, db, network }) => {
  test.setTimeout(120_000);
  const who = { email: uniqueEmail('wish'), first: 'Lerato', last: 'Dlamini', password: 'rooibos-2024' };
  await registerViaLogin(page, who);
  const [first, second] = await twoProducts(page);
  const grid = page.getByRole('list', { name: 'Baking Mixes' });
  await grid.getByRole('button', { name: `Add ${first} to the wishlist` }).click();
  await expect(wishlistButton(page, 1)).toBeVisible();
  await expect.poll(() => serverWishlist(db, who.email)).toHaveLength(1);

  // A second browser: as a guest it keeps its own list on the device, then logs in to the account.
  const other = await browser.newContext();
  try {
    const page2 = await other.newPage();
    await twoProducts(page2);
    await page2
      .getByRole('list', { name: 'Baking Mixes' })
      .getByRole('button', { name: `Add ${second} to the wishlist` })
      .click();
    await expect(wishlistButton(page2, 1)).toBeVisible();
    expect(await serverWishlist(db, who.email)).toHaveLength(1);
    await logIn(page2, who.email, who.password);
    await expect(wishlistButton(page2, 2)).toBeVisible();
    await wishlistButton(page2, 2).click();
    const panel = page2.getByRole('dialog', { name: 'Wishlist' });
    await expect(panel.getByRole('link', { name: first })).toBeVisible();
    await expect(panel.getByRole('link', { name: second })).toBeVisible();
    await page2.keyboard.press('Escape');
    // The guest's product went to the account as well.
    await expect.poll(() => serverWishlist(db, who.email)).toHaveLength(2);

    // The first browser, offline, takes the first product out; back online the change is sent.
    await page.reload();
    await expect(wishlistButton(page, 2)).toBeVisible();
    await wishlistButton(page, 2).click();
    const panel1 = page.getByRole('dialog', { name: 'Wishlist' });
    await expect(panel1.getByRole('link', { name: second })).toBeVisible();
    await network.offline();
    await panel1.getByRole('button', { name: `Remove ${first} from the wishlist` }).click();
    await expect(wishlistButton(page, 1)).toBeAttached();
    expect(await serverWishlist(db, who.email)).toHaveLength(2);
    await network.online();
    await expect.poll(() => serverWishlist(db, who.email)).toHaveLength(1);

    // The second browser follows on its next start: the same list on every device.
    await page2.reload();
    await expect(wishlistButton(page2, 1)).toBeVisible();
    await wishlistButton(page2, 1).click();
    await expect(page2.getByRole('dialog', { name: 'Wishlist' }).getByRole('link', { name: second })).toBeVisible();
    await expect(page2.getByRole('dialog', { name: 'Wishlist' }).getByRole('link', { name: first })).toHaveCount(0);
  } finally {
    await other.close();
  }
});
