import type { Page } from '@playwright/test';
import type { Product } from '../../src/domain/types.ts';
import { test, expect } from './fixtures.ts';
import { cents, productDocs } from './productData.ts';

/** Issue 14: the product page's picture, structured data, share tags, size guide and tidy texts, on the real server. */

const listed = `(doc->>'status')::int = 1 and (doc->>'visibility')::int = 4`;
const first = async (db: Parameters<typeof productDocs>[0], where: string) => (await productDocs(db, `${listed} and ${where} order by id limit 1`))[0];
const pathOf = (p: Product) => `/p/${p.sku}/${p.url_key}`;

async function productJsonLd(page: Page): Promise<Record<string, unknown> & { offers: Record<string, string> }> {
  const handle = page.locator('script[type="application/ld+json"]');
  await expect.poll(async () => (await handle.allTextContents()).some((t) => JSON.parse(t)['@type'] === 'Product')).toBe(true);
  return (await handle.allTextContents()).map((t) => JSON.parse(t)).find((d) => d['@type'] === 'Product');
}

const shownPriceCents = async (page: Page) => cents(await page.getByRole('main').locator('.product__price .price').first().textContent());

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the gallery picture fills its 600×744 frame without bands or distortion at ${viewport.width}px`, async ({ page, db }) => {
    await page.setViewportSize(viewport);
    const product = await first(db, `doc->>'type_id' = 'simple'`);
    await page.goto(pathOf(product));
    const img = page.locator('.gallery__main img');
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(600);
    const fit = await img.evaluate((el: HTMLImageElement) => {
      const frame = el.parentElement!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return {
        natural: [el.naturalWidth, el.naturalHeight],
        frame: [frame.width, frame.height],
        box: [box.width, box.height],
        objectFit: getComputedStyle(el).objectFit,
      };
    });
    // The picture itself has the frame's shape, and fills the frame: nothing to pad, nothing stretched.
    expect(fit.natural).toEqual([600, 744]);
    expect(fit.box[0]).toBeCloseTo(fit.frame[0], 0);
    expect(fit.box[1]).toBeCloseTo(fit.frame[1], 0);
    expect(fit.frame[0] / fit.frame[1]).toBeCloseTo(600 / 744, 2);
    expect(fit.objectFit).toBe('cover');
  });
}

test('HD000051 shows its two approved reviews, and its JSON-LD carries them with the rating', async ({ page, db }) => {
  const [product] = await productDocs(db, `sku = 'HD000051'`);
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from catalog_entity where entity = 'review' and (doc->>'product_id')::int = $1 and (doc->>'review_status')::int = 1`,
    [product.id],
  );
  expect(rows[0].n).toBe(2);
  await page.goto(pathOf(product));
  await expect(page.locator('.review')).toHaveCount(2);
  const data = await productJsonLd(page);
  await expect.poll(async () => ((await productJsonLd(page)).review as unknown[] | undefined)?.length).toBe(2);
  const withReviews = await productJsonLd(page);
  expect(withReviews.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: 2 });
  expect(Number(data.offers.price.replace('.', ''))).toBe(await shownPriceCents(page));
});

test("a configurable variant's URL: JSON-LD and share tags describe that variant with the page's price", async ({ page, db }) => {
  const parents = await productDocs(db, `${listed} and doc->>'type_id' = 'configurable' order by id`);
  // A variant other than the default one, so the default's price cannot pass for it.
  const { parent, child } = parents
    .map((p) => ({ parent: p, child: p.configurable_children!.filter((c) => c.status < 2).at(-1)! }))
    .find(({ parent: p, child: c }) => c && c.sku !== p.configurable_children!.find((k) => k.status < 2)!.sku)!;
  await page.goto(`${pathOf(parent)}/${child.sku}`);
  await expect(page.getByTestId('product-sku')).toHaveText(child.sku);
  const data = await productJsonLd(page);
  expect(data).toMatchObject({ name: child.name, sku: child.sku });
  expect(data.offers.availability).toBe(child.stock.is_in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
  expect(data.offers.url).toMatch(new RegExp(`/p/${parent.sku}/${parent.url_key}/${child.sku}$`));
  const page_ = await shownPriceCents(page);
  expect(Number(data.offers.price.replace('.', ''))).toBe(page_);
  const amount = await page.locator('meta[property="product:price:amount"]').getAttribute('content');
  expect(Number(amount!.replace('.', ''))).toBe(page_);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', parent.name);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/.+\/img\/600\/744\/crop\/product\/.+\.png$/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
});

test('a product in sizes opens the size guide from the CMS; Escape closes it', async ({ page, db }) => {
  const parent = await first(db, `doc->>'type_id' = 'configurable'`);
  await page.goto(pathOf(parent));
  const button = page.getByRole('button', { name: 'Size guide' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Size guide' });
  await expect(dialog.getByRole('table', { name: 'How pack sizes are given' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('a virtual product named after the shop still has the shop suffix in its title; no name says a word twice', async ({ page, db }) => {
  const card = await first(db, `doc->>'type_id' = 'virtual'`);
  await page.goto(pathOf(card));
  await expect(page).toHaveTitle(`${card.name} | Health Dept`);
  const names = (await productDocs(db, `true`)).map((p) => p.name);
  expect(names.filter((n) => /\b(\w[\w-]*) \1\b/i.test(n))).toEqual([]);
});
