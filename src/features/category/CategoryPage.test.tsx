import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clearSearchCache, type SearchQueryBody } from '../../api/catalog';
import type { Attribute, Category } from '../../domain/types';
import { catalogHandlers } from '../../../test/support/catalogHandlers';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { renderPage } from '../../../test/support/renderPage';
import CategoryPage from './CategoryPage';
import { forgetAll } from './useRemembered';
import { setUpMswServer } from '../../../test/support/mswServer';

const server = setUpMswServer(async () => {
  forgetAll();
  await clearSearchCache();
});

const cat = (id: number, name: string, slug: string, path: string, parent_id: number, level: number): Category => ({
  id,
  name,
  slug,
  url_key: slug,
  url_path: slug,
  path,
  parent_id,
  level,
  is_active: true,
  position: id,
  product_count: 1,
});
const pantry = cat(10, 'Pantry', 'pantry', '1/2/10', 2, 2);
const baking = { ...cat(20, 'Baking', 'baking', '1/2/10/20', 10, 3), image: '/category/baking.png' };
const flours = cat(30, 'Flours', 'flours', '1/2/10/20/30', 20, 4);
const brand: Attribute = {
  attribute_id: 142,
  attribute_code: 'brand',
  frontend_label: 'Brand',
  frontend_input: 'select',
  is_user_defined: true,
  is_visible: true,
  is_comparable: true,
  is_filterable: true,
  options: [
    { value: '101', label: 'Acme', sort_order: 0 },
    { value: '102', label: 'Globex', sort_order: 1 },
  ],
};
const fixtureProducts = [
  simpleProduct({ sku: 'A', name: 'Almond flour', category_ids: [20], final_price: 50, final_price_incl_tax: 57.5, brand: 101 }),
  simpleProduct({ sku: 'B', name: 'Buckwheat flour', category_ids: [30], final_price: 20, final_price_incl_tax: 23, brand: 102 }),
  simpleProduct({ sku: 'C', name: 'Hidden', category_ids: [20], visibility: 1 }),
  simpleProduct({ sku: 'D', name: 'Other', category_ids: [99] }),
];
const aggregations = {
  agg_terms_brand: {
    buckets: [
      { key: 101, doc_count: 1 },
      { key: 102, doc_count: 1 },
    ],
  },
  agg_terms_brand_options: { buckets: [] },
  agg_range_price: {
    buckets: [
      { key: '0.0-100.0', from: 0, to: 100, doc_count: 2 },
      { key: '100.0-250.0', from: 100, to: 250, doc_count: 0 },
      { key: '250.0-400.0', from: 250, to: 400, doc_count: 3 },
      { key: '400.0-*', from: 400, doc_count: 1 },
    ],
  },
};

async function open(url: string, docs: Record<string, unknown>[] = fixtureProducts) {
  const seen: SearchQueryBody[] = [];
  // Products: the default-scope filters (eq/in) and the sort, plus the aggregations; categories and attributes from the fixtures.
  const products = http.get('*/api/catalog/:index/product/_search', ({ request }) => {
    const url = new URL(request.url);
    const query = JSON.parse(url.searchParams.get('request') ?? '{}') as SearchQueryBody;
    seen.push(query);
    const has = (doc: Record<string, unknown>, field: string, v: unknown) => ([] as unknown[]).concat(doc[field]).includes(v);
    let hits = docs.filter((d) =>
      query._appliedFilters.filter((f) => f.scope === 'default').every((f) => ((f.value as { in: unknown[] }).in ?? []).some((v) => has(d, f.attribute, v))),
    );
    const sort = query._appliedSort?.[0];
    if (sort) hits = [...hits].sort((a, b) => (Number(a[sort.field]) - Number(b[sort.field])) * (sort.options === 'desc' ? -1 : 1));
    const from = Number(url.searchParams.get('from') ?? 0);
    const size = Number(url.searchParams.get('size') ?? 50);
    return HttpResponse.json({ hits: hits.slice(from, from + size), total: hits.length, aggregations });
  });
  server.use(products, ...catalogHandlers({ category: [pantry, baking, flours], attribute: [brand] }));
  const page = await renderPage(
    [
      { path: '/c/:slug', element: <CategoryPage /> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    url,
  );
  return { ...page, seen };
}

const productQueries = (seen: SearchQueryBody[]) => seen.filter((q) => q._appliedFilters.some((f) => f.attribute === 'category_ids'));

describe('CategoryPage', () => {
  it('lists visible products of the category and its descendants, with breadcrumbs, subcategories and aggregations asked for', async () => {
    const { seen } = await open('/c/baking');
    const grid = await screen.findByRole('list', { name: 'Baking' });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(['Almond flour', 'Buckwheat flour']),
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Pantry' })).toHaveAttribute('href', '/c/pantry');
    expect(screen.getByRole('link', { name: 'Flours' })).toHaveAttribute('href', '/c/flours');
    const [query] = productQueries(seen);
    expect(query._appliedFilters).toEqual(
      expect.arrayContaining([
        { attribute: 'category_ids', value: { in: [20, 30] }, scope: 'default' },
        { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
        { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
      ]),
    );
    expect(query._availableFilters).toEqual([
      { field: 'price', scope: 'catalog' },
      { field: 'brand', scope: 'catalog' },
    ]);
    // One listing request: the query waits for the tree and the attributes instead of asking twice.
    expect(productQueries(seen)).toHaveLength(1);
  });

  it('has Open Graph and Twitter card tags: title, description, page URL and the category picture as an absolute URL', async () => {
    await open('/c/baking');
    await screen.findByRole('list', { name: 'Baking' });
    const meta = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    await waitFor(() => expect(meta('og:title')).toBe('Baking'));
    expect(meta('og:type')).toBe('website');
    expect(meta('og:url')).toBe(`${location.origin}/c/baking`);
    expect(meta('og:description')).toBe(document.querySelector('meta[name="description"]')?.getAttribute('content'));
    expect(meta('og:image')).toBe(`${location.origin}/img/600/600/crop/category/baking.png`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe('Baking');
  });

  it('shows price buckets with the spec labels and counts, leaving out empty ones', async () => {
    await open('/c/baking');
    const price = await screen.findByRole('group', { name: 'Price' });
    expect(
      within(price)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['< R100 2', 'R250 - R400 3', '> R400 1']);
    expect(within(price).getByRole('button', { name: '< R100, 2 products' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles brand values in the query, replaces the price, sends them as facets, and reset clears the query', async () => {
    const { router, seen } = await open('/c/baking?sort=final_price%3Adesc');
    const brands = await screen.findByRole('group', { name: 'Brand' });
    await userEvent.click(within(brands).getByRole('button', { name: /^Acme/ }));
    await userEvent.click(within(brands).getByRole('button', { name: /^Globex/ }));
    expect(router.state.location.search).toBe('?sort=final_price%3Adesc&brand=101&brand=102');
    await userEvent.click(screen.getByRole('button', { name: /^< R100/ }));
    await userEvent.click(screen.getByRole('button', { name: /^> R400/ }));
    expect(new URLSearchParams(router.state.location.search).getAll('price')).toEqual(['400-']);
    await userEvent.click(screen.getByRole('button', { name: /^Acme/ }));
    expect(new URLSearchParams(router.state.location.search).getAll('brand')).toEqual(['102']);
    await waitFor(() =>
      expect(productQueries(seen).at(-1)?._appliedFilters).toEqual(
        expect.arrayContaining([
          { attribute: 'brand', value: { in: [102] }, scope: 'catalog' },
          { attribute: 'price', value: { gte: 400 }, scope: 'catalog' },
        ]),
      ),
    );
    expect(screen.getByRole('button', { name: /^Globex/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('loads 50 a page, and a second visit shows every loaded product in its first render (so Back can restore the scroll position)', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      simpleProduct({ id: 100 + i, sku: `S${i}`, name: `Seed mix ${i}`, category_ids: [20], final_price: i, final_price_incl_tax: i }),
    );
    const { seen } = await open('/c/baking', many);
    const grid = await screen.findByRole('list', { name: 'Baking' });
    await waitFor(() => expect(within(grid).getAllByRole('heading')).toHaveLength(50));
    expect(screen.getByText('Showing 50 of 60')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(grid).getAllByRole('heading')).toHaveLength(60));
    const requests = productQueries(seen).length;
    cleanup();

    // Going back: the same 60, at once, without asking the server again.
    await renderPage([{ path: '/c/:slug', element: <CategoryPage /> }], '/c/baking');
    expect(within(screen.getByRole('list', { name: 'Baking' })).getAllByRole('heading')).toHaveLength(60);
    expect(productQueries(seen)).toHaveLength(requests);
  });

  it('sorts by price through the URL query', async () => {
    const { router } = await open('/c/baking');
    await screen.findByText('Almond flour');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: Low to high');
    expect(router.state.location.search).toBe('?sort=final_price%3Aasc');
    const grid = await screen.findByRole('list', { name: 'Baking' });
    await waitFor(() => expect(within(grid).getAllByRole('heading')[0]).toHaveTextContent('Buckwheat flour'));
  });

  it('warns when the list is empty', async () => {
    await open('/c/flours', []);
    const text = 'No products synchronized for this category. Please come back while online!';
    // The notification (a live region with its OK action) and the page's own note.
    await waitFor(() => expect(screen.getAllByRole('status').some((n) => n.textContent?.includes(text))).toBe(true));
    expect(screen.getByRole('button', { name: 'OK' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Flours' })).toBeNull();
  });

  it('reports a missing category and sends the shopper to the home page', async () => {
    const { router } = await open('/c/nothing');
    // Generous waits: this machine's cores are shared by many test runs.
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Category query returned empty result slug = nothing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeVisible();
  });

  it('a server error (5xx) is not a missing category: says the shop did not answer, keeps the page', async () => {
    // The first handler given wins: the category lookup fails, the rest answers.
    server.use(
      http.get('*/api/catalog/:index/category/_search', () => HttpResponse.json({ code: 500, result: 'Internal Server Error' }, { status: 500 })),
      ...catalogHandlers({ category: [pantry, baking, flours], attribute: [brand] }),
    );
    const { router } = await renderPage(
      [
        { path: '/c/:slug', element: <CategoryPage /> },
        { path: '/', element: <h1>Home page</h1> },
      ],
      '/c/pantry',
    );
    expect(await screen.findByRole('heading', { name: "The shop can't be reached right now" }, { timeout: 3000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/c/pantry');
    expect(screen.queryByText(/Category query returned empty result/)).toBeNull();
  });
});
