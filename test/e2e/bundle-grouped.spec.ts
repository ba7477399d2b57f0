import type { Product } from '../../src/domain/types.ts';
import { test, expect } from './fixtures.ts';
import { notification } from './helpers.ts';
import { bySkus, cents, productDocs, taxed, toCentsOf } from './productData.ts';

/**
 * Issue 3 journey 5: a bundle and a grouped product show the prices of spec 000 §4 and go into
 * the cart. Expected prices are computed here from the database documents and the tax rule:
 * bundle = Σ over options of the default (or first) link's product price incl. tax × link qty;
 * grouped = Σ of the associated simple products' prices incl. tax at qty 1.
 */

const sellable = `(doc->>'status')::int = 1 and (doc->>'visibility')::int = 4 order by id`;

async function priceInclTax(db: Parameters<typeof taxed>[0], doc: Product): Promise<number> {
  return toCentsOf((await taxed(db, doc)).final_price_incl_tax);
}

test('a bundle shows the sum of its default choices and adds to the cart with its options', async ({ page, db }) => {
  const [bundle] = await productDocs(db, `doc->>'type_id' = 'bundle' and ${sellable}`);
  const defaults = bundle.bundle_options!.map((o) => ({ option: o, link: o.product_links.find((l) => l.is_default) ?? o.product_links[0] }));
  const linked = await bySkus(
    db,
    defaults.map((d) => d.link.sku),
  );
  let expected = 0;
  for (const { link } of defaults) expected += (await priceInclTax(db, linked.get(link.sku)!)) * (Number(link.qty) || 1);

  const started = new Date();
  await page.goto(`/p/${bundle.sku}/${bundle.url_key}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: bundle.name })).toBeVisible();
  for (const { option, link } of defaults) {
    await expect(main.getByRole('group', { name: option.title }).getByRole('radio', { name: new RegExp(escape(linked.get(link.sku)!.name)) })).toBeChecked();
  }
  await expect.poll(async () => cents(await main.locator('.product__price .price').first().textContent())).toBe(expected);

  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(notification(page, 'Product has been added to the cart!')).toBeVisible();
  await expect
    .poll(async () => {
      const { rows } = await db.query<{ product_option: { extension_attributes?: { bundle_options?: unknown[] } } }>(
        `select product_option from cart_item where sku = $1 and created_at >= $2`,
        [bundle.sku, started],
      );
      return rows[0]?.product_option?.extension_attributes?.bundle_options?.length ?? 0;
    })
    .toBe(defaults.length);
});

test('a grouped product lists its products with their prices, shows the set price and adds them to the cart', async ({ page, db }) => {
  const [grouped] = await productDocs(db, `doc->>'type_id' = 'grouped' and ${sellable}`);
  const skus = grouped.product_links!.filter((l) => l.link_type === 'associated').map((l) => l.linked_product_sku);
  const members = await bySkus(db, skus);
  const prices = new Map<string, number>();
  for (const sku of skus) prices.set(sku, await priceInclTax(db, members.get(sku)!));
  const expected = [...prices.values()].reduce((a, b) => a + b, 0);

  const started = new Date();
  await page.goto(`/p/${grouped.sku}/${grouped.url_key}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: grouped.name })).toBeVisible();
  const table = main.getByRole('table', { name: 'Products in this set' });
  for (const sku of skus) {
    const row = table.getByRole('row').filter({ hasText: members.get(sku)!.name });
    await expect.poll(async () => cents(await row.locator('td.price').textContent())).toBe(prices.get(sku));
  }
  await expect.poll(async () => cents(await main.locator('.product__price .price').first().textContent())).toBe(expected);

  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(notification(page, 'Product has been added to the cart!')).toBeVisible();
  // Spec 000 §4: a grouped product goes into the cart as its associated products.
  await expect
    .poll(async () => {
      const { rows } = await db.query<{ sku: string }>(`select sku from cart_item where sku = any($1::text[]) and created_at >= $2`, [skus, started]);
      return rows.map((r) => r.sku).sort();
    })
    .toEqual([...skus].sort());
  await expect(page.getByRole('button', { name: `Cart, ${skus.length} items` })).toBeVisible();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
