import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../../test/support/renderWithProviders';
import UrlDispatcher from './UrlDispatcher';
import { setUpMswServer } from '../../../test/support/mswServer';

// The product and category pages belong to pwa-shop; stand-ins show which page got which document.
vi.mock('../product/ProductPage', () => ({
  default: ({ product }: { product: { name: string } }) => <h1>Product page: {product.name}</h1>,
}));
vi.mock('../category/CategoryPage', () => ({
  default: ({ category }: { category: { name: string } }) => <h1>Category page: {category.name}</h1>,
}));

const server = setUpMswServer(() => vi.restoreAllMocks());

const routes: RouteObject[] = [
  { path: '/', element: <h1>Home</h1> },
  { path: '*', element: <UrlDispatcher /> },
];

function mapTo(body: Record<string, unknown> | null, seen?: string[]) {
  server.use(
    http.post('*/api/url/map', async ({ request }) => {
      seen?.push(((await request.json()) as { url: string }).url);
      return HttpResponse.json(body);
    }),
  );
}

describe('URL dispatcher', () => {
  it('resolves a product url_path to the product page with its _source', async () => {
    const seen: string[] = [];
    mapTo({ _type: 'product', _source: { sku: 'P1', name: 'Almond Flour', url_path: 'pantry/baking/almond-flour' } }, seen);
    await renderRoutes(routes, '/pantry/baking/almond-flour/');
    expect(await screen.findByRole('heading', { name: 'Product page: Almond Flour' })).toBeInTheDocument();
    expect(seen).toEqual(['pantry/baking/almond-flour']);
  });

  it('resolves a category', async () => {
    mapTo({ _type: 'category', _source: { id: 5, name: 'Baking', slug: 'baking' } });
    await renderRoutes(routes, '/pantry/baking');
    expect(await screen.findByRole('heading', { name: 'Category page: Baking' })).toBeInTheDocument();
  });

  it('resolves a CMS page and renders its sanitised content', async () => {
    mapTo({
      _type: 'cms_page',
      _source: { id: 1, identifier: 'our-story', title: 'Our story', content: '<p>Since 1998<script>x()</script></p>', active: true },
    });
    await renderRoutes(routes, '/our-story');
    expect(await screen.findByRole('heading', { name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByText('Since 1998')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows page-not-found when nothing maps', async () => {
    mapTo(null);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoutes(routes, '/no/such/thing');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('offline without a cached mapping: tells the shopper and goes home', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.post('*/api/url/map', () => HttpResponse.error()));
    const { store, router } = await renderRoutes(routes, '/never/visited');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().notifications.items[0].message).toBe('common.offlineRedirect');
  });

  it.each([
    ['the network fails', () => HttpResponse.error()],
    ['the server answers 503', () => HttpResponse.json({ code: 503, result: 'Service unavailable' }, { status: 503 })],
    ['a proxy answers with an HTML page', () => new HttpResponse('<html>Sign in to the Wi-Fi</html>', { headers: { 'Content-Type': 'text/html' } })],
  ])('online, but %s: says the shop cannot be reached (not that the page does not exist), and stays', async (_case, answer) => {
    server.use(http.post('*/api/url/map', answer));
    const { store, router } = await renderRoutes(routes, '/never/visited');
    expect(await screen.findByRole('heading', { name: "The shop can't be reached right now" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/never/visited');
    expect(store.getState().notifications.items).toEqual([]);
  });

  it('offline with a mapping visited before: still resolves', async () => {
    mapTo({ _type: 'category', _source: { id: 7, name: 'Teas', slug: 'teas' } });
    const first = await renderRoutes(routes, '/beverages/teas');
    await screen.findByRole('heading', { name: 'Category page: Teas' });
    first.unmount();
    server.use(http.post('*/api/url/map', () => HttpResponse.error()));
    await renderRoutes(routes, '/beverages/teas');
    expect(await screen.findByRole('heading', { name: 'Category page: Teas' })).toBeInTheDocument();
  });
});

describe('logging', () => {
  it('the not-found path logs the missing mapping', async () => {
    mapTo(null);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoutes(routes, '/gone');
    await waitFor(() => expect(log).toHaveBeenCalledWith('No mapping found for', '/gone'));
  });
});
