import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fakeCartServer } from '../../../test/support/fakeCartServer';
import { catalogHandlers } from '../../../test/support/catalogHandlers';
import { configurableProduct, simpleProduct } from '../../../test/support/catalogFixtures';
import { renderPage } from '../../../test/support/renderPage';
import ProductPage from './ProductPage';
import { setUpMswServer } from '../../../test/support/mswServer';

const server = setUpMswServer(() => {
  vi.restoreAllMocks();
});

const routes = [
  { path: '/p/:parentSku/:slug/:childSku?', element: <ProductPage /> },
  { path: '/', element: <h1>Home page</h1> },
];

async function open(url: string, products = [simpleProduct(), configurableProduct()]) {
  const cart = fakeCartServer();
  server.use(...catalogHandlers({ product: products, category: [], attribute: [] }), ...cart.handlers);
  const page = await renderPage(routes, url);
  await screen.findByRole('heading', { level: 1 });
  return { ...page, cart };
}

describe('ProductPage: simple product', () => {
  it('adds to the cart and shows the success notification with Proceed to checkout', async () => {
    const { store } = await open('/p/ALMOND-FLOUR-1KG/organic-almond-flour-1kg');
    expect(screen.getByRole('heading', { level: 1, name: 'Organic Almond Flour 1kg' })).toBeInTheDocument();
    expect(screen.getByText('R115.00')).toBeInTheDocument();
    expect(document.querySelector('.product__description script')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('Product has been added to the cart!');
    expect(within(note).getByRole('button', { name: 'Proceed to checkout' })).toBeInTheDocument();
    expect(store.getState().cart.cartItems).toEqual([expect.objectContaining({ sku: 'ALMOND-FLOUR-1KG', qty: 1 })]);
    // The line then reaches the server cart (and no request outlives the test).
    await waitFor(() => expect(store.getState().cart.cartItems[0].server_item_id).toBeDefined());
  });

  it('refuses an out-of-stock product', async () => {
    const { store } = await open('/p/ALMOND-FLOUR-1KG/x', [simpleProduct({ stock: { qty: 0, is_in_stock: false } })]);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The product is out of stock and cannot be added to the cart!');
    expect(store.getState().cart.cartItems).toEqual([]);
  });

  it('describes the product for search engines: Product and BreadcrumbList JSON-LD, canonical link', async () => {
    await open('/p/ALMOND-FLOUR-1KG/organic-almond-flour-1kg');
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}'));
    const product = blocks.find((b) => b['@type'] === 'Product');
    expect(product).toMatchObject({ name: 'Organic Almond Flour 1kg', sku: 'ALMOND-FLOUR-1KG' });
    expect(JSON.stringify(product)).toContain('ZAR');
    expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/p\/ALMOND-FLOUR-1KG\/organic-almond-flour-1kg$/);
  });

  it('validates the quantity with the spec messages', async () => {
    const { store } = await open('/p/ALMOND-FLOUR-1KG/x');
    const qty = screen.getByLabelText('Quantity');
    await userEvent.clear(qty);
    await userEvent.type(qty, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Quantity must be above 0')).toBeInTheDocument();
    await userEvent.clear(qty);
    await userEvent.type(qty, '1.5');
    expect(screen.getByText('Quantity must be positive integer')).toBeInTheDocument();
    expect(store.getState().cart.cartItems).toEqual([]);
  });

  it('says in words for shoppers that a disabled product is not sold any more, and goes home', async () => {
    const { router } = await open('/p/ALMOND-FLOUR-1KG/x', [simpleProduct({ status: 2 })]);
    // Spec 000 §4's 'Product query returned empty result product status' is the failure, not a shopper's text (issue 14 #11).
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this product is no longer available.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('moves through the gallery thumbnails with the arrow keys', async () => {
    await open('/p/ALMOND-FLOUR-1KG/x', [
      simpleProduct({ media_gallery: [1, 2, 3].map((n) => ({ image: `/product/a-${n}.png`, pos: n, typ: 'image', lab: null })) }),
    ]);
    const thumbs = within(screen.getByRole('list', { name: 'Product images' })).getAllByRole('button');
    expect(thumbs).toHaveLength(4);
    await userEvent.click(thumbs[0]);
    await userEvent.keyboard('{ArrowRight}');
    expect(thumbs[1]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[1]).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Organic Almond Flour 1kg' })).toHaveAttribute('src', expect.stringContaining('/600/744/resize/product/a-1.png'));
    await userEvent.keyboard('{End}');
    expect(thumbs[3]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a special price with the regular price struck through', async () => {
    await open('/p/ALMOND-FLOUR-1KG/x', [
      simpleProduct({ special_price: 80, special_price_incl_tax: 92, final_price_incl_tax: 92, original_price_incl_tax: 115 }),
    ]);
    expect(screen.getByText('R92.00')).toBeInTheDocument();
    expect(screen.getByText('R115.00').closest('del')).not.toBeNull();
  });

  it('lists similar products of the same category without the product itself', async () => {
    const other = simpleProduct({ id: 12, sku: 'COCONUT-FLOUR', name: 'Coconut Flour 500g', url_key: 'coconut-flour', slug: 'coconut-flour' });
    const elsewhere = simpleProduct({ id: 13, sku: 'TEA', name: 'Rooibos Tea', category_ids: [30] });
    const category = {
      id: 20,
      parent_id: 2,
      name: 'Flours',
      slug: 'flours',
      url_key: 'flours',
      url_path: 'pantry/flours',
      is_active: true,
      level: 2,
      position: 1,
      product_count: 2,
      path: '1/2/20',
    };
    server.use(...catalogHandlers({ product: [simpleProduct(), other, elsewhere], category: [category], attribute: [] }), ...fakeCartServer().handlers);
    await renderPage(routes, '/p/ALMOND-FLOUR-1KG/x');
    await waitFor(() => {
      const similar = screen.getByRole('list', { name: 'Similar products' });
      expect(
        within(similar)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Coconut Flour 500g']);
    });
  });
});

describe('ProductPage: configurable product', () => {
  it('picks the child given in the route, and changing options updates sku, price and URL', async () => {
    const { router } = await open('/p/WHEY-PRO/whey-protein-pro/WHEY-PRO-VAN-500');
    expect(screen.getByText('WHEY-PRO-VAN-500')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Vanilla/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /1 kg/ }));
    expect(screen.getByText('WHEY-PRO-VAN-1K')).toBeInTheDocument();
    expect(screen.getByText('R520.00')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/p/WHEY-PRO/whey-protein-pro/WHEY-PRO-VAN-1K');
  });

  it('an out-of-stock child is shown as such; an unavailable combination warns and keeps the choice', async () => {
    await open('/p/WHEY-PRO/whey-protein-pro');
    await userEvent.click(screen.getByRole('radio', { name: /Chocolate/ }));
    expect(screen.getByText('WHEY-PRO-CHOC-500')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    // Chocolate 1 kg has status 2: no such configuration.
    await userEvent.click(screen.getByRole('radio', { name: /1 kg/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('No such configuration for the product. Please do choose another combination of attributes.');
    expect(screen.getByText('WHEY-PRO-CHOC-500')).toBeInTheDocument();
  });

  it('a configurable child opened directly lands on its parent with that child chosen (history replace)', async () => {
    const childDoc = simpleProduct({
      id: 61,
      sku: 'WHEY-PRO-VAN-1K',
      name: 'Whey Protein Pro Vanilla 1 kg',
      visibility: 1,
      url_key: 'whey-van-1k',
      slug: 'whey-van-1k',
    });
    const { router } = await open('/p/WHEY-PRO-VAN-1K/whey-van-1k', [configurableProduct(), childDoc]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/p/WHEY-PRO/whey-protein-pro/WHEY-PRO-VAN-1K'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Whey Protein Pro' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Vanilla/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /1 kg/ })).toBeChecked();
    expect(screen.getByText('R520.00')).toBeInTheDocument();
  });

  it("a parent without an available child says 'No available product variants' and cannot be added", async () => {
    const product = configurableProduct();
    product.configurable_children = product.configurable_children!.map((c) => ({ ...c, status: 2 }));
    await open('/p/WHEY-PRO/whey-protein-pro', [product]);
    expect(screen.getByText('No available product variants')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('adds the chosen child with its options to the cart', async () => {
    const { store } = await open('/p/WHEY-PRO/whey-protein-pro/WHEY-PRO-VAN-1K');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(store.getState().cart.cartItems).toEqual([
        expect.objectContaining({
          sku: 'WHEY-PRO-VAN-1K',
          parentSku: 'WHEY-PRO',
          price_incl_tax: 520,
          product_option: {
            extension_attributes: {
              configurable_item_options: [
                { option_id: '93', option_value: '1' },
                { option_id: '142', option_value: '11' },
              ],
            },
          },
        }),
      ]),
    );
    await waitFor(() => expect(store.getState().cart.cartItems[0].server_item_id).toBeDefined());
  });
});

describe('ProductPage: a product that cannot be loaded', () => {
  it('offline, never visited: the spec message of the offline mode and home (not "empty result")', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.get('*/api/catalog/*', () => HttpResponse.error()));
    const { store, router } = await renderPage(routes, '/p/NEVER-SEEN/x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().notifications.items.map((n) => n.message)).toEqual(['common.offlineRedirect']);
  });

  it.each([
    ['the network fails', () => HttpResponse.error()],
    ['the server answers 500', () => HttpResponse.json({ code: 500, result: 'Internal error' }, { status: 500 })],
  ])('online, but %s: says the shop cannot be reached, not that the product does not exist', async (_case, answer) => {
    server.use(http.get('*/api/catalog/*', answer));
    // A product this device never saw (nothing cached to fall back on).
    const { store, router } = await renderPage(routes, '/p/NOT-CACHED/x');
    expect(await screen.findByRole('heading', { level: 1, name: "The shop can't be reached right now" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/p/NOT-CACHED/x');
    expect(store.getState().notifications.items.map((n) => n.message)).not.toContain('catalog.productNotFound');
  });
});
