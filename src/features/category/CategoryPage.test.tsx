import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SearchQueryBody } from '../../api/catalog';
import type { Category } from '../../domain/types';
import { catalogHandlers } from '../catalog/catalogHandlers';
import { simpleProduct } from '../catalog/fixtures';
import { renderPage } from '../catalog/renderPage';
import CategoryPage from './CategoryPage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const cat = (id: number, name: string, slug: string, path: string, parent_id: number, level: number): Category => ({
  id, name, slug, url_key: slug, url_path: slug, path, parent_id, level, is_active: true, position: id, product_count: 1,
});
const pantry = cat(10, 'Pantry', 'pantry', '1/2/10', 2, 2);
const baking = cat(20, 'Baking', 'baking', '1/2/10/20', 10, 3);
const flours = cat(30, 'Flours', 'flours', '1/2/10/20/30', 20, 4);
const products = [
  simpleProduct({ sku: 'A', name: 'Almond flour', category_ids: [20], final_price: 50, final_price_incl_tax: 57.5 }),
  simpleProduct({ sku: 'B', name: 'Buckwheat flour', category_ids: [30], final_price: 20, final_price_incl_tax: 23 }),
  simpleProduct({ sku: 'C', name: 'Hidden', category_ids: [20], visibility: 1 }),
  simpleProduct({ sku: 'D', name: 'Other', category_ids: [99] }),
];

async function open(url: string, docs = products) {
  const seen: SearchQueryBody[] = [];
  server.use(...catalogHandlers({ product: docs, category: [pantry, baking, flours], attribute: [] }, seen));
  const page = await renderPage([{ path: '/c/:slug', element: <CategoryPage /> }], url);
  return { ...page, seen };
}

describe('CategoryPage', () => {
  it('lists visible products of the category and its descendants, with breadcrumbs and subcategories', async () => {
    const { seen } = await open('/c/baking');
    const grid = await screen.findByRole('list', { name: 'Baking' });
    await waitFor(() => expect(within(grid).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Almond flour', 'Buckwheat flour']));
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Pantry' })).toHaveAttribute('href', '/c/pantry');
    expect(screen.getByRole('link', { name: 'Flours' })).toHaveAttribute('href', '/c/flours');
    const query = seen.find((q) => q._appliedFilters.some((f) => f.attribute === 'category_ids'));
    expect(query?._appliedFilters).toEqual(
      expect.arrayContaining([
        { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
        { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
      ]),
    );
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
    expect(await screen.findByRole('status')).toHaveTextContent('No products synchronized for this category. Please come back while online!');
  });

  it('reports a missing category', async () => {
    await open('/c/nothing');
    expect(await screen.findByRole('alert')).toHaveTextContent('Category query returned empty result slug = nothing');
  });
});
