import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Issue 10 "Write-ahead": a change made right before the page goes away is never lost. 50 rounds,
 * each a change (a cart quantity, a removal, the wishlist, a checkout field) followed AT ONCE by a
 * reload or an address typed in; after each, the change is on screen.
 */

const ROUNDS = 50;

/** Opens a product of the category by name and adds it to the cart (the add waits for its save). */
async function addToCart(page: Page, href: string): Promise<void> {
  await page.goto(href);
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();
  // Back once the line is saved (the confirmation toast lasts 700 ms: too short to wait for under load).
  await expect(add).toBeEnabled();
}

/**
 * Clicks in the page itself: the handler has run when this returns, and nothing (a layout shift, a
 * toast sliding in) can make the click miss, so a change not on screen afterwards was lost on leaving.
 */
async function press(button: Locator): Promise<void> {
  await expect(button).toBeEnabled();
  await button.evaluate((el) => (el as HTMLElement).click());
}

const wishlistCount = (page: Page, n: number) => page.getByRole('button', { name: `Wishlist, ${n} product${n === 1 ? '' : 's'}` });

test('50 changes made right before leaving the page are all kept', async ({ page }) => {
  test.setTimeout(600_000);
  await page.goto('/c/baking-mixes');
  const grid = page.getByRole('list', { name: 'Baking Mixes' });
  await expect(grid.getByRole('heading', { level: 3 }).nth(1)).toBeVisible();
  const names = (await grid.getByRole('heading', { level: 3 }).allTextContents()).slice(0, 2).map((n) => n.trim());
  const hrefs = await Promise.all(names.map((name) => grid.getByRole('link', { name }).first().getAttribute('href')));
  for (const href of hrefs) await addToCart(page, href!);
  await page.goto('/cart');
  for (const name of names) await expect(page.getByRole('textbox', { name: `Quantity of ${name}` })).toBeVisible();

  let qty = 1;
  let secondInCart = true;
  let wished = false;
  let firstName = '';
  const leave = async (round: number) => {
    // A reload, or the same address typed in (a new document load, not a client-side route).
    if (round % 2 === 0) await page.reload();
    else await page.goto(page.url());
  };

  for (let round = 0; round < ROUNDS; round++) {
    const kind = ['qty', 'wishlist', 'checkout', 'remove'][round % 4];
    if (kind === 'qty') {
      await page.goto('/cart');
      await expect(page.getByRole('textbox', { name: `Quantity of ${names[0]}` })).toHaveValue(String(qty));
      await press(page.getByRole('button', { name: `One more ${names[0]}` }));
      qty += 1;
      await leave(round);
      await expect(page.getByRole('textbox', { name: `Quantity of ${names[0]}` })).toHaveValue(String(qty));
    } else if (kind === 'wishlist') {
      await page.goto('/c/baking-mixes');
      const toggle = grid.getByRole('button', { name: wished ? `Remove ${names[0]} from the wishlist` : `Add ${names[0]} to the wishlist` });
      await press(toggle);
      wished = !wished;
      await expect(wishlistCount(page, wished ? 1 : 0)).toBeAttached();
      await leave(round);
      await expect(wishlistCount(page, wished ? 1 : 0)).toBeAttached();
      await expect(grid.getByRole('button', { name: wished ? `Remove ${names[0]} from the wishlist` : `Add ${names[0]} to the wishlist` })).toBeVisible();
    } else if (kind === 'checkout') {
      await page.goto('/checkout');
      const field = page.getByLabel('First name');
      await expect(field).toHaveValue(firstName);
      firstName = `Naledi ${round}`;
      await field.fill(firstName);
      await leave(round);
      await expect(page.getByLabel('First name')).toHaveValue(firstName);
    } else {
      await page.goto('/cart');
      if (!secondInCart) {
        await addToCart(page, hrefs[1]!);
        await page.goto('/cart');
      }
      await expect(page.getByRole('textbox', { name: `Quantity of ${names[1]}` })).toBeVisible();
      await press(page.getByRole('button', { name: `Remove ${names[1]}` }));
      await press(page.getByRole('group', { name: 'Confirm removal' }).getByRole('button', { name: 'Remove', exact: true }));
      secondInCart = false;
      await leave(round);
      await expect(page.getByRole('textbox', { name: `Quantity of ${names[0]}` })).toBeVisible();
      await expect(page.getByRole('textbox', { name: `Quantity of ${names[1]}` })).toHaveCount(0);
    }
  }
});
