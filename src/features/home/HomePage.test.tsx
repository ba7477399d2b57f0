import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { clearSearchCache } from '../../api/catalog';
import { renderWithProviders } from '../../../test/support/renderWithProviders';
import HomePage from './HomePage';
import { heroBlockAtHand, prefetchHome } from './homeQueries';
import { setUpMswServer } from '../../../test/support/mswServer';

const server = setUpMswServer(clearSearchCache);

interface Filter {
  attribute: string;
  value: Record<string, unknown>;
}

const product = (flag: string, i: number) => ({
  id: i,
  sku: `${flag}-${i}`,
  nm: `${flag} product ${i}`,
  u: `${flag}-product-${i}`,
  i: `/product/${flag}-${i}.png`,
  pit: 100 + i,
  spit: flag === 'sale' ? 80 : 0,
  opit: 100 + i,
});

describe('HomePage', () => {
  it('shows three blocks of 8 products, asked for by flag, newest first, visible and enabled only', async () => {
    const asked: { filters: Filter[]; sort: unknown; size: string | null }[] = [];
    server.use(
      http.get('*/api/catalog/ido/product/_search', ({ request }) => {
        const url = new URL(request.url);
        const query = JSON.parse(url.searchParams.get('request')!);
        asked.push({ filters: query._appliedFilters, sort: query._appliedSort, size: url.searchParams.get('size') });
        const flag = (query._appliedFilters as Filter[]).find((f) => 'eq' in f.value)!.attribute;
        return HttpResponse.json({ hits: Array.from({ length: 8 }, (_, i) => product(flag, i)), total: 20 });
      }),
      http.get('*/api/catalog/ido/cms_block/_search', () => HttpResponse.json({ hits: [], total: 0 })),
    );
    await renderWithProviders(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    for (const name of ['New collection', 'Special collection', 'Bestsellers']) {
      const section = screen.getByRole('region', { name });
      const list = await within(section).findByRole('list', { name });
      await within(list).findAllByRole('link');
      expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    }
    // The three requests go out together; the order they arrive in is the network's.
    expect(asked.map((a) => a.filters.at(-1))).toEqual(
      expect.arrayContaining([
        { attribute: 'new', value: { eq: 1 }, scope: 'default' },
        { attribute: 'sale', value: { eq: 1 }, scope: 'default' },
        { attribute: 'bestseller', value: { eq: 1 }, scope: 'default' },
      ]),
    );
    expect(asked).toHaveLength(3);
    for (const a of asked) {
      expect(a.filters.slice(0, 2)).toEqual([
        { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
        { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
      ]);
      expect(a.sort).toEqual([{ field: 'created_at', options: 'desc' }]);
      expect(a.size).toBe('8');
    }
    // A tile: link to /p/<sku>/<slug>, sized image, special price with the struck original.
    const special = screen.getByRole('region', { name: 'Special collection' });
    const link = within(special).getAllByRole('link')[0];
    expect(link).toHaveAttribute('href', '/p/sale-0/sale-product-0');
    // The link is named once, by the product name; its image is decorative (alt="").
    expect(link).toHaveAccessibleName('sale product 0');
    expect(within(link).queryByRole('img')).toBeNull();
    expect(within(special).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('sale product 0');
    const img = link.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('src', '/img/310/300/resize/product/sale-0.png');
    expect(img).toHaveAttribute('width', '310');
    expect(within(special).getAllByText('R80.00')[0]).toBeInTheDocument();
    expect(within(special).getAllByText('R100.00')[0].closest('del')).not.toBeNull();
  });

  it('shows skeletons while loading and an honest message when offline with nothing cached', async () => {
    server.use(
      http.get('*/api/catalog/ido/product/_search', () => HttpResponse.error()),
      http.get('*/api/catalog/ido/cms_block/_search', () => HttpResponse.error()),
    );
    await renderWithProviders(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('list', { busy: true }).length).toBeGreaterThan(0);
    // Each block first asks the IndexedDB cache (reads may take up to the 800 ms cache timeout), so allow time.
    // findAll resolves at the first match; wait until every block has given up on the network and cache.
    await waitFor(() => expect(screen.getAllByText('These products are not available offline yet. Visit them once while online.')).toHaveLength(3), {
      timeout: 5000,
    });
  });

  it('shows the banner in its first render when the early request has answered, and asks again on a later visit', async () => {
    const banner = '<div class="hero"><img src="/banner/home-hero.png" width="1200" height="500" alt="Eat well"><h2>Eat well</h2></div>';
    let cmsAsked = 0;
    server.use(
      http.get('*/api/catalog/ido/product/_search', () => HttpResponse.json({ hits: [], total: 0 })),
      http.get('*/api/catalog/ido/cms_block/_search', () => {
        cmsAsked += 1;
        return HttpResponse.json({ hits: [{ id: 1, identifier: 'home-hero', content: banner }], total: 1 });
      }),
    );
    prefetchHome();
    await waitFor(() => expect(heroBlockAtHand()).toBeDefined());
    const first = await renderWithProviders(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    // No placeholder first: the banner is in the very first commit.
    expect(screen.getByRole('img', { name: 'Eat well' })).toHaveAttribute('fetchpriority', 'high');
    expect(document.querySelector('.home-hero__block--loading')).toBeNull();
    expect(heroBlockAtHand()).toBeUndefined();
    first.unmount();
    await renderWithProviders(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(document.querySelector('.home-hero__block--loading')).not.toBeNull();
    await screen.findByRole('img', { name: 'Eat well' });
    expect(cmsAsked).toBe(2);
  });

  it("commits each block's tiles in a commit of its own when the three lists answer together", async () => {
    // The three answers are held until all three have been asked for, then released in one go.
    let release!: () => void;
    const together = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    server.use(
      http.get('*/api/catalog/ido/product/_search', async ({ request }) => {
        const query = JSON.parse(new URL(request.url).searchParams.get('request')!);
        const flag = (query._appliedFilters as Filter[]).find((f) => 'eq' in f.value)!.attribute;
        if (++asked === 3) release();
        await together;
        return HttpResponse.json({ hits: Array.from({ length: 8 }, (_, i) => product(flag, i)), total: 20 });
      }),
      http.get('*/api/catalog/ido/cms_block/_search', () => HttpResponse.json({ hits: [], total: 0 })),
    );
    // At each commit, which blocks show tiles (links) at that moment.
    const commits: string[][] = [];
    const blocksWithTiles = () =>
      [...document.querySelectorAll('section.home-block')].filter((s) => s.querySelector('a')).map((s) => s.getAttribute('aria-labelledby')!);
    await renderWithProviders(
      <Profiler id="home" onRender={() => commits.push(blocksWithTiles())}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </Profiler>,
    );
    await waitFor(() => expect(blocksWithTiles()).toHaveLength(3));
    const added = commits.map((now, i) => now.filter((b) => !(commits[i - 1] ?? []).includes(b)));
    expect(added.filter((a) => a.length > 0)).toHaveLength(3);
    expect(added.every((a) => a.length <= 1)).toBe(true);
    expect(asked).toBe(3);
  });
});
