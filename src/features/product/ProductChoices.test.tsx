import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productChecksum } from '../../domain/cartItem';
import { fakeCartServer } from '../../../test/support/fakeCartServer';
import { catalogHandlers } from '../../../test/support/catalogHandlers';
import { renderPage } from '../../../test/support/renderPage';
import ProductPage from './ProductPage';
import { bundleProduct, customOptionProduct, groupedProduct, honey, oats, seeds } from '../../../test/support/productFixtures';
import { setUpMswServer } from '../../../test/support/mswServer';

const server = setUpMswServer();

const routes = [{ path: '/p/:parentSku/:slug/:childSku?', element: <ProductPage /> }];
const shownPrice = () => document.querySelector('.product__price .price')?.textContent;

async function open(url: string, products: object[]) {
  const cart = fakeCartServer();
  server.use(...catalogHandlers({ product: products as never, category: [], attribute: [] }), ...cart.handlers);
  const page = await renderPage(routes, url);
  await screen.findByRole('heading', { level: 1 });
  return page;
}

describe('bundle product', () => {
  it('shows the default links price (Σ link price × qty), follows the choices, and adds bundle_options to the cart', async () => {
    const { store } = await open('/p/BREAKFAST-BOX/breakfast-box', [bundleProduct(), oats, honey, seeds]);
    // Oats 46.00 × 2 + honey 92.00 = 184.00
    await waitFor(() => expect(shownPrice()).toBe('R184.00'));
    const cereal = screen.getByRole('group', { name: 'Cereal' });
    expect(within(cereal).getByRole('radio', { name: /Rolled Oats 1kg/ })).toBeChecked();
    await userEvent.click(within(cereal).getByRole('radio', { name: /Chia Seeds 250g/ }));
    // seeds 34.50 × 2 (the option's quantity stays) + honey 92.00
    expect(shownPrice()).toBe('R161.00');
    const qty = within(cereal).getByLabelText('Quantity of Cereal');
    await userEvent.clear(qty);
    await userEvent.type(qty, '1');
    expect(shownPrice()).toBe('R126.50');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const options = [
      { option_id: 1, option_qty: 1, option_selections: [102] },
      { option_id: 2, option_qty: 1, option_selections: [201] },
    ];
    await waitFor(() => expect(store.getState().cart.cartItems).toHaveLength(1));
    const [line] = store.getState().cart.cartItems;
    expect(line).toMatchObject({ sku: 'BREAKFAST-BOX', price_incl_tax: 126.5, product_option: { extension_attributes: { bundle_options: options } } });
    expect(line.checksum).toBe(productChecksum({ product_option: { extension_attributes: { bundle_options: options } } }));
    await waitFor(() => expect(store.getState().cart.cartItems[0].server_item_id).toBeDefined());
  });
});

describe('grouped product', () => {
  it('lists each associated product with its price, prices the set at qty 1 and adds the chosen products', async () => {
    const { store } = await open('/p/PANTRY-SET/pantry-set', [groupedProduct(), oats, honey, seeds]);
    const table = await screen.findByRole('table', { name: 'Products in this set' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(within(row('Raw Honey 500g')).getByText('R92.00')).toBeInTheDocument();
    // 46.00 + 92.00 + 34.50
    expect(shownPrice()).toBe('R172.50');
    await userEvent.clear(screen.getByLabelText('Quantity of Raw Honey 500g'));
    await userEvent.type(screen.getByLabelText('Quantity of Raw Honey 500g'), '3');
    await userEvent.clear(screen.getByLabelText('Quantity of Chia Seeds 250g'));
    await userEvent.type(screen.getByLabelText('Quantity of Chia Seeds 250g'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(store.getState().cart.cartItems.map((i) => [i.sku, i.qty])).toEqual([
        ['OATS', 1],
        ['HONEY', 3],
      ]),
    );
    await waitFor(() => expect(store.getState().cart.cartItems.every((i) => i.server_item_id !== undefined)).toBe(true));
  });
});

describe('custom options', () => {
  it('changes the price live (fixed with tax, percent of the price) and the line carries them', async () => {
    const { store } = await open('/p/ALMOND-FLOUR-1KG/x', [customOptionProduct()]);
    expect(shownPrice()).toBe('R115.00');
    await userEvent.click(screen.getByRole('radio', { name: /Gift wrap \(\+R23\.00\)/ }));
    expect(shownPrice()).toBe('R138.00');
    await userEvent.click(screen.getByRole('checkbox', { name: /Packed today \(\+10%\)/ }));
    // + 10% of 115.00
    expect(shownPrice()).toBe('R149.50');
    await userEvent.click(screen.getByRole('radio', { name: 'No gift wrapping' }));
    expect(shownPrice()).toBe('R126.50');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(store.getState().cart.cartItems).toHaveLength(1));
    expect(store.getState().cart.cartItems[0]).toMatchObject({
      price_incl_tax: 126.5,
      price: 110,
      product_option: { extension_attributes: { custom_options: [{ option_id: 8, option_value: '81' }] } },
    });
    // The line then reaches the server cart (and no request outlives the test).
    await waitFor(() => expect(store.getState().cart.cartItems[0].server_item_id).toBeDefined());
  });
});
