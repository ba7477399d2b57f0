import { test, expect } from './fixtures.ts';
import { scrollToFooter } from './helpers.ts';

/**
 * Issue 13 with MULTISTORE unset (the suite's usual server): one store view, as before. /de is just
 * a URL the dispatcher does not know, the footer has no store switcher, the page no hreflang.
 */
// E2E_MULTISTORE=on runs the suite's usual server with the switch on: this journey is about off.
test.skip(process.env.E2E_MULTISTORE === 'on', 'checks the switch off');

test('multistore off: /de is not a store view, and no switcher or alternates are shown', async ({ page }) => {
  await page.goto('/c/baking-mixes');
  await expect(page.locator('meta[name="vs-multistore"]')).toHaveAttribute('content', 'off');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Baking Mixes');
  await expect(page.getByRole('main').locator('.tile .price').first()).toHaveText(/^R\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/c\/baking-mixes$/);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await scrollToFooter(page);
  await expect(page.getByRole('navigation', { name: 'Store views' })).toHaveCount(0);

  await page.goto('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
});
