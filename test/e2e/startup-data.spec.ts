import type { Page } from '@playwright/test';
import { catalogSearchPath, cmsBlockSearch, HOME_HERO_BLOCK, productBySkuSearch } from '../../src/domain/catalogSearchPath.ts';
import { searchResultsSearch } from '../../src/domain/catalogQuery.ts';
import { docs } from './catalogData.ts';
import { test, expect } from './fixtures.ts';
import { productDocs } from './productData.ts';

/**
 * Issue 15: a product page's index.html brings the answer of its product lookup, the home page's its
 * banner block, the search results page its first page of results; the app renders
 * from it without asking the API, and asks the network for everything later, that product included.
 */
// The service worker's shell (no start-up data) must not answer the navigations; context.route sees every request.
test.use({ serviceWorkers: 'block' });

const lookup = (sku: string) => {
  const { entity, query, size, from } = productBySkuSearch(sku);
  return catalogSearchPath('ido', entity, query, { size, from });
};
const asked = (url: string) => new URL(url).pathname + new URL(url).search;
/** A client-side navigation, as a link inside the app makes it (the router follows history). */
const visit = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test('a product page renders from the answer index.html brought; later lookups ask the network', async ({ page, context, db }) => {
  const [a, b] = await productDocs(db, `(doc->>'status')::int = 1 and (doc->>'visibility')::int = 4 and doc->>'type_id' = 'simple' order by id limit 2`);
  const pathOf = (p: typeof a) => `/p/${encodeURIComponent(String(p!.sku))}/${p!.url_key}`;
  // The API never answers the first product's lookup while it is blocked: only index.html can.
  let blocked = true;
  const seen: string[] = [];
  await context.route('**/api/catalog/**', (route) => {
    seen.push(asked(route.request().url()));
    return blocked && asked(route.request().url()) === lookup(String(a!.sku)) ? route.abort() : route.continue();
  });

  // On a busy machine the server may leave the answer out (its time budget): load again until it came.
  await expect(async () => {
    seen.length = 0;
    const html = await (await page.goto(pathOf(a)))!.text();
    expect(html).toContain('<script type="application/json" id="startup-data">');
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(a!.name));
  expect(seen).not.toContain(lookup(String(a!.sku)));

  blocked = false;
  await visit(page, pathOf(b));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(b!.name));
  expect(seen).toContain(lookup(String(b!.sku)));
  // Back to the first product: the answer was used once, this lookup goes to the network.
  await visit(page, pathOf(a));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(a!.name));
  expect(seen).toContain(lookup(String(a!.sku)));
});

test("the home page's banner comes from index.html's answer, without asking the API for it", async ({ page, context }) => {
  const { entity, query, size, from } = cmsBlockSearch(HOME_HERO_BLOCK);
  const hero = catalogSearchPath('ido', entity, query, { size, from });
  const seen: string[] = [];
  await context.route('**/api/catalog/**', (route) => {
    seen.push(asked(route.request().url()));
    return asked(route.request().url()) === hero ? route.abort() : route.continue();
  });
  await expect(async () => {
    seen.length = 0;
    const html = await (await page.goto('/'))!.text();
    expect(html).toContain('<script type="application/json" id="startup-data">');
  }).toPass({ timeout: 30_000 });
  // The seeded banner's picture, although its block's request would have failed.
  await expect(page.locator('.home-hero__block img')).toHaveAttribute('src', /home-hero/);
  expect(seen).not.toContain(hero);
});

test('the search results page shows the results index.html brought, without asking the API; a new search asks it', async ({ page, context }) => {
  const key = (term: string) => {
    const { entity, query, ...params } = searchResultsSearch(term);
    return catalogSearchPath('ido', entity, query, params);
  };
  const seen: string[] = [];
  await context.route('**/api/catalog/**', (route) => {
    seen.push(asked(route.request().url()));
    return asked(route.request().url()) === key('oat') ? route.abort() : route.continue();
  });
  await expect(async () => {
    seen.length = 0;
    const html = await (await page.goto('/search?q=oat'))!.text();
    expect(html).toContain('<script type="application/json" id="startup-data">');
  }).toPass({ timeout: 30_000 });
  // The results, although their request would have failed (an offline miss would say so instead).
  await expect(page.locator('.search-page [role="status"]')).toHaveText(/\d+ results?/);
  await expect(page.getByRole('main').locator('.tile').first()).toBeVisible();
  expect(seen).not.toContain(key('oat'));
  await visit(page, '/search?q=flour');
  // The oat results stay on screen until the new page is ready (a transition): wait for the request.
  await expect.poll(() => seen).toContain(key('flour'));
  await expect(page.getByRole('main').locator('.tile').first()).toBeVisible();
});

test("a category page's first requests are its lookups, before the page's code and texts", async ({ page, context, db }) => {
  const [category] = (await docs(db, 'category')).filter((c) => c.is_active !== false && c.slug && c.level === 2);
  // Every request of the page, in the order the browser sends them.
  const sent: string[] = [];
  context.on('request', (request) => sent.push(new URL(request.url()).pathname));
  await page.goto(`/c/${String(category!.slug)}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: String(category!.name) })).toBeVisible();
  const first = (pattern: RegExp) => sent.findIndex((path) => pattern.test(path));
  const lookups = [first(/\/api\/catalog\/[^/]+\/category\/_search$/), first(/\/api\/catalog\/[^/]+\/attribute\/_search$/)];
  const [code, texts] = [first(/\/assets\/CategoryPage-[^/]*\.js$/), first(/\/assets\/en-[^/]*\.js$/)];
  expect([...lookups, code, texts], sent.join('\n')).not.toContain(-1);
  expect(Math.max(...lookups), sent.join('\n')).toBeLessThan(Math.min(code, texts));
});
