/**
 * Issue 14: axe-core (WCAG 2 A and AA rules) finds nothing on the pages a shopper goes through:
 * home, a category, a product of each type, the cart, the open mini cart, the checkout's review
 * step, the thank-you page and the account pages. axe-core is injected into the real page.
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { addProduct, fillCheckout, registerViaLogin, uniqueEmail } from './accountSteps.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Finding {
  id: string;
  help: string;
  nodes: string[];
}

/** The violations axe-core reports on the page as it is now (WCAG 2.0/2.1 A and AA rules). */
async function violations(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
}

async function expectClean(page: Page, what: string) {
  // Wait until the page has its content: no skeleton or busy list left.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await violations(page), what).toEqual([]);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    // The shop's CSP (script-src 'self') would refuse the injected axe-core script; the test page lifts it.
    test.use({ viewport, bypassCSP: true });

    test('catalogue pages: home, a category and a product of each type', async ({ page, db }) => {
      test.setTimeout(120_000);
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('list').first().getByRole('listitem').first()).toBeVisible();
      await expectClean(page, 'home');
      await page.goto('/c/pantry');
      await expectClean(page, 'category');
      const { rows } = await db.query<{ type: string; url: string }>(
        `select distinct on (doc->>'type_id') doc->>'type_id' as type, doc->>'url_path' as url from catalog_entity
          where store_code = 'default' and entity = 'product' and doc->>'visibility' = '4' and doc->>'status' = '1' order by doc->>'type_id', id`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(4);
      for (const { type, url } of rows) {
        await page.goto(`/${url}`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expectClean(page, `${type} product`);
      }
    });

    test('cart, mini cart, checkout review, thank-you and account pages', async ({ page }) => {
      test.setTimeout(120_000);
      const who = { email: uniqueEmail('axe'), first: 'Lindiwe', last: 'Dube', password: 'Sunbird-2026!' };
      await registerViaLogin(page, who);
      await page.goto('/my-account');
      await expectClean(page, 'account');
      await addProduct(page);
      await page.getByRole('banner').getByRole('button', { name: /cart/i }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page), 'mini cart').toEqual([]);
      await page.keyboard.press('Escape');
      await page.goto('/cart');
      await expectClean(page, 'cart');
      await fillCheckout(page, who);
      expect(await violations(page), 'checkout review').toEqual([]);
      await page.getByRole('main').getByRole('button', { name: 'Place order' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/thank/i);
      expect(await violations(page), 'thank-you').toEqual([]);
      await page.goto('/my-account/orders');
      await expectClean(page, 'order history');
    });
  });
}
