import type { Page } from '@playwright/test';
import type { Db } from '../../server/db/index.ts';
import type { ConfigurableChild, Product } from '../../src/domain/types.ts';
import { childAttribute, closestVariantWith } from '../../src/domain/variant.ts';
import { test, expect } from './fixtures.ts';
import { cents, productDocs, taxed, toCentsOf } from './productData.ts';

/** Issue 3 journey 4: configurable product — options change sku, price and stock; direct child links; unavailable combinations. */

const available = (c: ConfigurableChild) => c.status < 2; // out-of-stock children are listed (listOutOfStockProducts)
const flavour = (c: ConfigurableChild) => childAttribute(c, 'flavour')!;
const size = (c: ConfigurableChild) => childAttribute(c, 'size')!;
const labelOf = (p: Product, code: string, value: string) =>
  p.configurable_options!.find((o) => o.attribute_code === code)!.values.find((v) => String(v.value_index) === value)!.label;

interface Plan {
  parent: Product;
  from: ConfigurableChild;
  to: ConfigurableChild;
  /** Which option to click first so every step is an available combination. */
  first: 'flavour' | 'size';
}

/** A configurable parent with two available children differing in flavour and size, reachable in two clicks. */
function planFor(parents: Product[]): Plan {
  for (const parent of parents) {
    const kids = parent.configurable_children!.filter(available);
    const has = (f: string, s: string) => kids.some((k) => flavour(k) === f && size(k) === s);
    for (const from of kids) {
      for (const to of kids) {
        if (flavour(from) === flavour(to) || size(from) === size(to)) continue;
        // Prefer a pair whose stock or price differ, so the journey sees them change.
        if (from.stock.is_in_stock === to.stock.is_in_stock && from.price === to.price) continue;
        if (has(flavour(to), size(from))) return { parent, from, to, first: 'flavour' };
        if (has(flavour(from), size(to))) return { parent, from, to, first: 'size' };
      }
    }
  }
  throw new Error('no configurable product with two reachable children in the catalogue');
}

async function expectShows(page: Page, db: Db, parent: Product, child: ConfigurableChild) {
  const main = page.getByRole('main');
  await expect(main.getByTestId('product-sku')).toHaveText(child.sku);
  const priced = (await taxed(db, parent)).configurable_children!.find((c) => c.sku === child.sku)!;
  await expect.poll(async () => cents(await main.locator('.product__price .price').first().textContent())).toBe(toCentsOf(priced.final_price_incl_tax));
  await expect(main.locator('.stock')).toHaveText(child.stock.is_in_stock ? 'In stock' : 'Out of stock');
  await expect(main.getByRole('radio', { name: labelOf(parent, 'flavour', flavour(child)), exact: true })).toBeChecked();
  await expect(main.getByRole('radio', { name: labelOf(parent, 'size', size(child)), exact: true })).toBeChecked();
}

async function parents(db: Db) {
  return productDocs(db, `doc->>'type_id' = 'configurable' and (doc->>'status')::int = 1 and (doc->>'visibility')::int = 4 order by id`);
}

test('choosing flavour and size changes sku, price and stock', async ({ page, db }) => {
  const { parent, from, to, first } = planFor(await parents(db));
  await page.goto(`/p/${parent.sku}/${parent.url_key}/${from.sku}`);
  await expect(page.getByRole('heading', { level: 1, name: parent.name })).toBeVisible();
  await expectShows(page, db, parent, from);

  const main = page.getByRole('main');
  const clickFlavour = () => main.getByRole('radio', { name: labelOf(parent, 'flavour', flavour(to)), exact: true }).check();
  const clickSize = () => main.getByRole('radio', { name: labelOf(parent, 'size', size(to)), exact: true }).check();
  if (first === 'flavour') await clickFlavour();
  else await clickSize();
  await expect(main.getByTestId('product-sku')).not.toHaveText(from.sku);
  if (first === 'flavour') await clickSize();
  else await clickFlavour();
  await expectShows(page, db, parent, to);
  // The chosen child is in the URL, replacing the entry.
  await expect(page).toHaveURL(new RegExp(`/p/${parent.sku}/${parent.url_key}/${to.sku}$`));
});

test('a direct link to a child opens the parent with that child chosen', async ({ page, db }) => {
  const parent = (await parents(db)).find((p) => p.configurable_children!.filter(available).length > 1)!;
  // Not the default (first) child, so the choice visibly comes from the link.
  const child = parent.configurable_children!.filter(available).at(-1)!;
  const [childDoc] = await productDocs(db, `sku = $1`, [child.sku]);
  expect(childDoc.visibility).toBe(1);

  await page.goto('/');
  await page.goto(`/p/${child.sku}/${childDoc.url_key}`);
  await expect(page).toHaveURL(new RegExp(`/p/${parent.sku}/${parent.url_key}/${child.sku}$`));
  await expect(page.getByRole('heading', { level: 1, name: parent.name })).toBeVisible();
  await expectShows(page, db, parent, child);
  // History replace: Back leaves the product instead of returning to the child's URL.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);

  // The child's own catalogue URL (URL dispatcher) lands there too.
  await page.goto(`/${childDoc.url_path}`);
  await expect(page).toHaveURL(new RegExp(`/p/${parent.sku}/${parent.url_key}/${child.sku}$`));
  await expectShows(page, db, parent, child);
});

test('a size that does not come in the chosen flavour takes the closest variant and says so', async ({ page, db }) => {
  let found: { parent: Product; start: ConfigurableChild; missingSize: string; closest: ConfigurableChild } | undefined;
  for (const parent of await parents(db)) {
    const kids = parent.configurable_children!;
    for (const f of new Set(kids.map(flavour))) {
      for (const s of new Set(kids.map(size))) {
        const combo = kids.filter((k) => flavour(k) === f && size(k) === s && available(k));
        const start = kids.find((k) => available(k) && flavour(k) === f);
        const closest = closestVariantWith(parent, { flavour: f }, 'size', s, { listOutOfStockProducts: true });
        if (!combo.length && start && closest && !found) found = { parent, start, missingSize: s, closest };
      }
    }
  }
  expect(found, 'the seed has disabled children (status 2)').toBeTruthy();
  const { parent, start, missingSize, closest } = found!;
  await page.goto(`/p/${parent.sku}/${parent.url_key}/${start.sku}`);
  await expectShows(page, db, parent, start);
  const main = page.getByRole('main');
  const label = labelOf(parent, 'size', missingSize);
  const chip = main.getByRole('radio', { name: new RegExp(`^${label}`) });
  // The picker marks the value before it is chosen.
  await expect(chip).toHaveAccessibleName(`${label} (not available in this combination)`);
  await chip.click();
  await expectShows(page, db, parent, closest);
  const changedTo = labelOf(parent, 'flavour', flavour(closest));
  await expect(main.getByRole('status')).toHaveText(
    `${label} is not available in ${labelOf(parent, 'flavour', flavour(start))}: Flavour changed to ${changedTo}.`,
  );
});
