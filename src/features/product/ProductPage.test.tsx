import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SearchQueryBody } from '../../api/catalog';
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

const jsonLdBlocks = () => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}'));
const meta = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
const shownPrice = () => document.querySelector('.product__price .price')?.textContent;

const routes = [
  { path: '/p/:parentSku/:slug/:childSku?', element: <ProductPage /> },
  { path: '/', element: <h1>Home page</h1> },
];

type Docs = Record<string, unknown>[];

async function open(
  url: string,
  products = [simpleProduct(), configurableProduct()],
  more: { review?: Docs; cms_block?: Docs } = {},
  seen: SearchQueryBody[] = [],
) {
  const cart = fakeCartServer();
  server.use(...catalogHandlers({ product: products, category: [], attribute: [], ...more }, seen), ...cart.handlers);
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

  it('JSON-LD carries the approved reviews, the special price with its end day, and share tags with the page price', async () => {
    const reviews = [
      { id: 1, product_id: 11, review_status: 1, nickname: 'Thandi', detail: 'Lovely and fine.', created_at: '2025-10-02 09:00:00', ratings: [{ value: 5 }] },
      { id: 2, product_id: 11, review_status: 1, nickname: 'Pieter', detail: 'Good for baking.', created_at: '2025-10-01 09:00:00', ratings: [{ value: 4 }] },
    ];
    const special = simpleProduct({ special_price: 80, special_price_incl_tax: 92, final_price_incl_tax: 92, special_to_date: '2099-12-31 00:00:00' });
    await open('/p/ALMOND-FLOUR-1KG/organic-almond-flour-1kg', [special], { review: reviews });
    await screen.findByText('Lovely and fine.');
    const product = await waitFor(() => {
      const found = jsonLdBlocks().find((b) => b['@type'] === 'Product');
      expect(found?.review).toHaveLength(2);
      return found!;
    });
    expect(product.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(product.review[0]).toMatchObject({
      author: { name: 'Thandi' },
      reviewBody: 'Lovely and fine.',
      reviewRating: { ratingValue: 5 },
      datePublished: '2025-10-02',
    });
    expect(shownPrice()).toContain('R92.00');
    expect(product.offers).toMatchObject({ price: '92.00', priceValidUntil: '2099-12-31' });
    expect(meta('og:title')).toBe('Organic Almond Flour 1kg');
    expect(meta('og:type')).toBe('product');
    expect(meta('og:description')).toBe('Finely ground almonds.');
    expect(meta('og:image')).toBe(`${location.origin}/img/600/744/crop/product/organic-almond-flour-1kg.png`);
    expect(meta('og:url')).toBe(`${location.origin}/p/ALMOND-FLOUR-1KG/organic-almond-flour-1kg`);
    expect(meta('product:price:amount')).toBe('92.00');
    expect(meta('product:price:currency')).toBe('ZAR');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(meta('og:image'));
  });

  it('gives a virtual product named after the shop the shop suffix in its title', async () => {
    const card = simpleProduct({ sku: 'GIFT-100', name: 'Health Dept Gift Card R100', type_id: 'virtual', url_key: 'gift-100' });
    await open('/p/GIFT-100/gift-100', [card]);
    await waitFor(() => expect(document.title).toBe('Health Dept Gift Card R100 | Health Dept'));
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
    expect(screen.getByRole('img', { name: 'Organic Almond Flour 1kg' })).toHaveAttribute('src', expect.stringContaining('/600/744/crop/product/a-1.png'));
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

  it('an out-of-stock child is shown as such; a chip that does not go with the choice takes the closest variant and says so', async () => {
    const { router } = await open('/p/WHEY-PRO/whey-protein-pro');
    await userEvent.click(screen.getByRole('radio', { name: /Chocolate/ }));
    expect(screen.getByText('WHEY-PRO-CHOC-500')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    // Chocolate 1 kg has status 2: the chip is marked, and choosing it takes Vanilla 1 kg.
    const oneKg = screen.getByRole('radio', { name: '1 kg (not available in this combination)' });
    await userEvent.click(oneKg);
    expect(screen.getByText('WHEY-PRO-VAN-1K')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 kg is not available in Chocolate: Flavour changed to Vanilla.');
    expect(screen.getByRole('radio', { name: /Vanilla/ })).toBeChecked();
    expect(router.state.location.pathname).toBe('/p/WHEY-PRO/whey-protein-pro/WHEY-PRO-VAN-1K');
  });

  it('with 1 kg chosen, Vanilla (only in 500 g) chooses Vanilla 500 g; a flavour no variant has stays disabled and says why', async () => {
    const base = configurableProduct();
    const kids = base.configurable_children!;
    const product = configurableProduct({
      configurable_options: [
        { ...base.configurable_options![0], values: [...base.configurable_options![0].values, { value_index: 3, label: 'Strawberry' }] },
        base.configurable_options![1],
      ],
      configurable_children: [
        ...kids.map((c) => ({ ...c, status: c.sku === 'WHEY-PRO-VAN-1K' ? 2 : 1, stock: { qty: 5, is_in_stock: true } })),
        { ...kids[0], id: 999, sku: 'WHEY-PRO-STRAW-500', flavour: 3, status: 2 },
      ],
    });
    await open('/p/WHEY-PRO/whey-protein-pro/WHEY-PRO-CHOC-1K', [product]);
    expect(screen.getByText('WHEY-PRO-CHOC-1K')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Vanilla/ }));
    expect(screen.getByText('WHEY-PRO-VAN-500')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '500 g' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Vanilla is not available in 1 kg: Size changed to 500 g.');
    const strawberry = screen.getByRole('radio', { name: 'Strawberry' });
    expect(strawberry).toBeDisabled();
    expect(strawberry).toHaveAccessibleDescription('not available in any combination');
  });

  it("a variant URL's JSON-LD describes that variant: its own name, sku, the page's price and availability", async () => {
    const product = configurableProduct({
      configurable_children: configurableProduct().configurable_children!.map((c) => ({ ...c, name: `Whey Protein Pro ${c.sku}` })),
    });
    await open('/p/WHEY-PRO/whey-protein-pro/WHEY-PRO-VAN-1K', [product]);
    const data = await waitFor(() => {
      const found = jsonLdBlocks().find((b) => b['@type'] === 'Product');
      expect(found?.sku).toBe('WHEY-PRO-VAN-1K');
      return found!;
    });
    expect(shownPrice()).toBe('R520.00');
    expect(data).toMatchObject({
      name: 'Whey Protein Pro WHEY-PRO-VAN-1K',
      offers: { price: '520.00', availability: 'https://schema.org/InStock', url: `${location.origin}/p/WHEY-PRO/whey-protein-pro/WHEY-PRO-VAN-1K` },
    });
    expect(data.offers.priceValidUntil).toBeUndefined();
    expect(meta('product:price:amount')).toBe('520.00');
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

  it('a product in sizes opens a size guide from the CMS (fetched when opened), a dialog that closes with Escape', async () => {
    const seen: SearchQueryBody[] = [];
    const block = {
      id: 9,
      identifier: 'size-guide',
      title: 'Size guide',
      content: '<p>A 1kg tub gives about 33 servings.</p><script>alert(1)</script>',
      active: true,
    };
    await open('/p/WHEY-PRO/whey-protein-pro', undefined, { cms_block: [block] }, seen);
    const button = screen.getByRole('button', { name: 'Size guide' });
    expect(seen.some((q) => JSON.stringify(q).includes('size-guide'))).toBe(false);
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Size guide' });
    expect(await within(dialog).findByText('A 1kg tub gives about 33 servings.')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('a product without sizes has no size guide', async () => {
    await open('/p/ALMOND-FLOUR-1KG/organic-almond-flour-1kg');
    expect(screen.queryByRole('button', { name: 'Size guide' })).toBeNull();
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
