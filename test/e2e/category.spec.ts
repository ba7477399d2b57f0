import { test, expect } from './fixtures.ts';
import { docs, listedInCategory, shownPrices, subtreeIds } from './catalogData.ts';

/** Spec 000 §9 price ranges, as the server buckets them (from inclusive, to exclusive) and the PWA labels them. */
const BUCKETS = [
  { from: 0, to: 100, label: '< R100' },
  { from: 100, to: 250, label: 'R100 - R250' },
  { from: 250, to: 400, label: 'R250 - R400' },
  { from: 400, to: Infinity, label: '> R400' },
];

test('brand and price filters with "Price: High to low" list exactly the matching products; the URL keeps the state; reset clears it', async ({
  page,
  db,
  request,
}) => {
  const categories = await docs(db, 'category');
  const products = await docs(db, 'product');
  const brandAttr = (await docs(db, 'attribute')).find((a) => a.attribute_code === 'brand')!;

  // A top-level category, a brand and a price bucket where the filters really narrow the list.
  let choice: {
    category: Record<string, any>;
    brand: number;
    bucket: (typeof BUCKETS)[number];
    expected: { name: string; price: number }[];
    all: number;
  } | null = null;
  for (const category of categories.filter((c) => c.level === 2)) {
    const listed = listedInCategory(products, subtreeIds(category, categories));
    const prices = await shownPrices(
      request,
      listed.map((p) => p.sku),
    );
    for (const brand of new Set(listed.map((p) => Number(p.brand)).filter(Boolean))) {
      const ofBrand = listed.filter((p) => Number(p.brand) === brand);
      for (const bucket of BUCKETS) {
        const expected = ofBrand.map((p) => ({ name: String(p.name), price: prices.get(p.sku)! })).filter((p) => p.price >= bucket.from && p.price < bucket.to);
        if (expected.length >= 2 && expected.length < ofBrand.length) {
          choice = { category, brand, bucket, expected: expected.sort((a, b) => b.price - a.price), all: listed.length };
          break;
        }
      }
      if (choice) break;
    }
    if (choice) break;
  }
  expect(choice, 'a category with a brand spread over price buckets').not.toBeNull();
  const { category, brand, bucket, expected, all } = choice!;
  const brandLabel = brandAttr.options.find((o: { value: string }) => Number(o.value) === brand).label as string;

  await page.goto(`/c/${category.slug}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expect(main.getByText(`${all} products`, { exact: true })).toBeVisible();

  const filters = main.getByRole('region', { name: 'Filters' });
  const toggle = filters.getByRole('button', { name: /^Filters/ });
  // On a phone the panel folds behind its "Filters" button (hidden from 900px).
  const openPanel = async () => {
    await expect(filters.getByRole('group', { name: 'Price' }).or(toggle)).toBeVisible();
    if (await toggle.isVisible()) await toggle.click();
  };
  await openPanel();
  await filters
    .getByRole('group', { name: 'Brand' })
    .getByRole('button', { name: new RegExp(`^${brandLabel},`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]brand=${brand}`));
  const priceGroup = filters.getByRole('group', { name: 'Price' });
  await priceGroup.getByRole('button', { name: new RegExp(`^${bucket.label.replace(/[<>]/g, '\\$&')},`) }).click();
  await main.getByLabel('Sort by').selectOption({ label: 'Price: High to low' });

  const checkList = async () => {
    const grid = main.getByRole('list', { name: category.name });
    await expect(grid.getByRole('heading', { level: 3 })).toHaveCount(expected.length);
    const read = () =>
      grid.locator('.tile').evaluateAll((tiles) =>
        tiles.map((t) => ({
          name: t.querySelector('h3')?.textContent?.trim() ?? '',
          price: Number((t.querySelector('.price')?.textContent ?? '').replace(/\D/g, '')) / 100,
        })),
      );
    // The order is by price, high to low; products of equal price may come in either order. Read again
    // until it holds: the list before the sort also has this many products, and the sorted one comes
    // after a moment of loading tiles.
    await expect.poll(async () => (await read()).map((s) => s.price)).toEqual(expected.map((e) => e.price));
    const shown = await read();
    expect(shown.map((s) => s.name).sort()).toEqual(expected.map((e) => e.name).sort());
    await expect(main.getByText(`${expected.length} products`, { exact: true })).toBeVisible();
    // The facet counts agree with the list: the chosen brand and the chosen bucket both count what is shown.
    await expect(filters.getByRole('button', { name: `${brandLabel}, ${expected.length} products` })).toHaveAttribute('aria-pressed', 'true');
    await expect(priceGroup.getByRole('button', { name: `${bucket.label}, ${expected.length} products` })).toHaveAttribute('aria-pressed', 'true');
  };
  await checkList();

  const url = new URL(page.url());
  expect(url.searchParams.getAll('brand')).toEqual([String(brand)]);
  expect(url.searchParams.get('price')).toBe(`${bucket.from}-${Number.isFinite(bucket.to) ? bucket.to : ''}`);
  expect(url.searchParams.get('sort')).toBe('final_price:desc');

  await page.reload();
  await openPanel();
  await checkList();

  await filters.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/c/${category.slug}$`));
  await expect(main.getByText(`${all} products`, { exact: true })).toBeVisible();
});

test('scrolling loads the second page; back from a product restores the products and the scroll position', async ({ page, db }) => {
  const categories = await docs(db, 'category');
  const products = await docs(db, 'product');
  // The menu category listing the most products; the demo seed gives one more than a page of 50.
  const [category, count] = categories
    .filter((c) => c.is_active !== false && c.slug && c.level >= 2)
    .map((c) => [c, listedInCategory(products, subtreeIds(c, categories)).length] as const)
    .sort((a, b) => b[1] - a[1])[0];
  expect(count).toBeGreaterThan(50);

  await page.goto(`/c/${category.slug}`);
  const grid = page.getByRole('main').getByRole('list', { name: category.name });
  const tiles = grid.getByRole('listitem');
  await expect(tiles).toHaveCount(50);
  await expect(page.getByText(`Showing 50 of ${count}`)).toBeVisible();

  // Scrolling to the end loads the next page by itself (no button press).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const loaded = Math.min(100, count);
  await expect(tiles).toHaveCount(loaded);

  // A product of the second page, in the middle of the screen.
  const target = tiles.nth(60 < loaded ? 60 : loaded - 1);
  const name = (await target.getByRole('heading').textContent())!.trim();
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(1000);
  await target.getByRole('link').first().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goBack();
  await expect(tiles).toHaveCount(loaded);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(5);
  await expect(grid.getByRole('heading', { name, exact: true })).toBeInViewport();
  // Still the same products, and going back did not load a third page by itself.
  await page.waitForTimeout(500);
  await expect(tiles).toHaveCount(loaded);
});

test('a missing category tells the shopper and goes to the home page', async ({ page }) => {
  await page.goto('/c/no-such-category');
  await expect(page.getByText('Category query returned empty result slug = no-such-category')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
