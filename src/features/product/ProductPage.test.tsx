import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeCartServer } from '../cart/fakeCartServer';
import { catalogHandlers } from '../catalog/catalogHandlers';
import { configurableProduct, simpleProduct } from '../catalog/fixtures';
import { renderPage } from '../catalog/renderPage';
import ProductPage from './ProductPage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const routes = [{ path: '/p/:parentSku/:slug/:childSku?', element: <ProductPage /> }];

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
  });

  it('refuses an out-of-stock product', async () => {
    const { store } = await open('/p/ALMOND-FLOUR-1KG/x', [simpleProduct({ stock: { qty: 0, is_in_stock: false } })]);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The product is out of stock and cannot be added to the cart!');
    expect(store.getState().cart.cartItems).toEqual([]);
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

  it("shows 'Product query returned empty result product status' for a disabled product", async () => {
    await open('/p/ALMOND-FLOUR-1KG/x', [simpleProduct({ status: 2 })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Product query returned empty result product status');
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

  it('adds the chosen child with its options to the cart', async () => {
    const { store } = await open('/p/WHEY-PRO/whey-protein-pro/WHEY-PRO-VAN-1K');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(store.getState().cart.cartItems).toEqual([
        expect.objectContaining({
          sku: 'WHEY-PRO-VAN-1K',
          parentSku: 'WHEY-PRO',
          price_incl_tax: 520,
          product_option: { extension_attributes: { configurable_item_options: [{ option_id: '93', option_value: '1' }, { option_id: '142', option_value: '11' }] } },
        }),
      ]),
    );
  });
});
