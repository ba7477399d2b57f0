import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clearSearchCache, type SearchQueryBody } from '../../api/catalog';
import { forgetSeenProducts } from '../../api/offlineSearch/search';
import type { Category, Product } from '../../domain/types';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { renderPage } from '../../../test/support/renderPage';
import { forgetAll } from '../category/useRemembered';
import SearchPanel from './SearchPanel';
import { setUpMswServer } from '../../../test/support/mswServer';

const server = setUpMswServer(async () => {
  forgetAll();
  await clearSearchCache();
  await forgetSeenProducts();
});

const baking: Category = {
  id: 20,
  name: 'Baking',
  slug: 'baking',
  url_key: 'baking',
  url_path: 'pantry/baking',
  path: '1/2/10/20',
  parent_id: 10,
  level: 3,
  is_active: true,
  position: 1,
  product_count: 3,
};
const almond = simpleProduct({
  id: 1,
  sku: 'ALM',
  name: 'Organic Almond Flour 1kg',
  slug: 'organic-almond-flour-1kg',
  category: [{ category_id: 20, name: 'Baking' }],
});
const oat = simpleProduct({ id: 2, sku: 'OAT', name: 'Oat Flour 500g', slug: 'oat-flour-500g', url_key: 'oat-flour-500g' });

type Answer = (text: string) => Response | Promise<Response>;
function handlers(answer: Answer, seen: SearchQueryBody[] = []) {
  return [
    http.get('*/api/catalog/:index/category/_search', () => HttpResponse.json({ hits: [baking], total: 1 })),
    http.get('*/api/catalog/:index/product/_search', ({ request }) => {
      const query = JSON.parse(new URL(request.url).searchParams.get('request') ?? '{}') as SearchQueryBody;
      seen.push(query);
      return answer(query._searchText ?? '');
    }),
  ];
}

async function openPanel() {
  return renderPage(
    [
      { path: '/', element: <SearchPanel /> },
      { path: '/p/:sku/:slug', element: <h1>Product page</h1> },
    ],
    '/',
    {
      ui: { searchpanel: true } as never,
    },
  );
}

describe('SearchPanel', () => {
  it('asks for at least 3 characters before searching', async () => {
    const seen: SearchQueryBody[] = [];
    server.use(...handlers(() => HttpResponse.json({ hits: [], total: 0 }), seen));
    await openPanel();
    const box = screen.getByRole('combobox', { name: 'Search the shop' });
    expect(box).toHaveFocus();
    await userEvent.type(box, 'al');
    expect(screen.getByRole('status')).toHaveTextContent('Searched term should consist of at least 3 characters');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(seen).toEqual([]);
  });

  it('searches as you type with the search-panel filters, shows categories and products, and the keyboard opens one', async () => {
    const seen: SearchQueryBody[] = [];
    server.use(...handlers((text) => HttpResponse.json({ hits: text === 'almnd' ? [almond, oat] : [], total: 2 }), seen));
    const { router } = await openPanel();
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'almnd');
    const list = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Category: Baking', expect.stringContaining('Organic Almond Flour 1kg'), expect.stringContaining('Oat Flour 500g')]),
    );
    // Debounced: one request for the whole word, not one per letter.
    expect(seen.map((q) => q._searchText)).toEqual(['almnd']);
    expect(seen[0]._appliedFilters).toEqual([
      { attribute: 'visibility', value: { in: [3, 4] }, scope: 'default' },
      { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const chosen = within(list).getByRole('option', { selected: true });
    expect(chosen).toHaveTextContent('Organic Almond Flour 1kg');
    expect(box).toHaveAttribute('aria-activedescendant', chosen.id);
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/p/ALM/organic-almond-flour-1kg');
    expect(router.state.location.pathname).not.toBe('/');
  });

  it('drops the answer of a stale term: only the newest term is listed', async () => {
    server.use(
      ...handlers(async (text) => {
        if (text === 'oat') await delay(600);
        return HttpResponse.json({ hits: text === 'oat' ? [oat] : [almond], total: 1 });
      }),
    );
    await openPanel();
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'oat');
    await act(() => new Promise((r) => setTimeout(r, 300)));
    await userEvent.type(box, ' flour');
    await waitFor(() => expect(screen.getByRole('option', { name: /Organic Almond Flour/ })).toBeVisible());
    await act(() => new Promise((r) => setTimeout(r, 700)));
    expect(screen.queryByRole('option', { name: /Oat Flour/ })).toBeNull();
  });

  /** Searches `term` while the server answers `hits` (oat flour among them), then cuts the network and empties the box. */
  async function searchThenGoOffline(hits: Product[], term: string) {
    let online = true;
    server.use(...handlers(() => (online ? HttpResponse.json({ hits, total: hits.length }) : HttpResponse.error())));
    await openPanel();
    const box = screen.getByRole('combobox');
    await userEvent.type(box, term);
    await screen.findByRole('option', { name: /Oat Flour 500g/ });
    online = false;
    await userEvent.clear(box);
    return box;
  }

  it('offline: shows the cached result with an offline note, or an empty result from this device', async () => {
    const box = await searchThenGoOffline([oat], 'oat flour');
    await userEvent.type(box, 'oat flour');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You are offline: these are the results saved on this device.'));
    expect(screen.getByRole('option', { name: /Oat Flour 500g/ })).toBeVisible();
    await userEvent.clear(box);
    await userEvent.type(box, 'quinoa');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You are offline and no product seen on this device matches “quinoa”.'));
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('offline: a search not made before is answered from the products seen on this device, typos forgiven', async () => {
    const tea = simpleProduct({ id: 3, sku: 'TEA', name: 'Rooibos Tea', slug: 'rooibos-tea', visibility: 1 });
    const box = await searchThenGoOffline([almond, oat, tea], 'flour');
    // Never searched for, misspelt (a letter missing).
    await userEvent.type(box, 'almnd');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You are offline: these results are products seen on this device.'));
    expect(screen.getByRole('option', { name: /Organic Almond Flour 1kg/ })).toBeVisible();
    expect(screen.queryByRole('option', { name: /Oat Flour/ })).toBeNull();
    // The panel's own filters hold offline too: a product not searchable (visibility 1) is not listed.
    await userEvent.clear(box);
    await userEvent.type(box, 'rooibos');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You are offline and no product seen on this device matches “rooibos”.'));
  });

  it('Escape closes the panel', async () => {
    server.use(...handlers(() => HttpResponse.json({ hits: [], total: 0 })));
    const { store } = await openPanel();
    await userEvent.type(screen.getByRole('combobox'), '{Escape}');
    expect(store.getState().ui.searchpanel).toBe(false);
  });
});
