import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toCartItem } from '../../domain/cartItem';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { renderPage } from '../../../test/support/renderPage';
import { initialCartState } from './cartSlice';
import { fakeCartServer } from '../../../test/support/fakeCartServer';
import MiniCart from './MiniCart';
import { setUpMswServer } from '../../../test/support/mswServer';

const server = setUpMswServer();

async function open() {
  const api = fakeCartServer();
  server.use(...api.handlers);
  const page = await renderPage([{ path: '/', element: <MiniCart /> }], '/', {
    cart: { ...initialCartState, cartItems: [toCartItem(simpleProduct(), 2)] },
  });
  page.store.dispatch({ type: 'ui/microcartToggled', payload: true });
  await screen.findByRole('dialog', { name: 'Shopping cart' });
  return { ...page, api };
}

describe('MiniCart', () => {
  it('moves focus in, and Escape closes it', async () => {
    const { store } = await open();
    expect(screen.getByRole('button', { name: 'Close the cart' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(store.getState().ui.microcart).toBe(false);
  });

  it('the close button closes it', async () => {
    const { store } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Close the cart' }));
    expect(store.getState().ui.microcart).toBe(false);
  });

  it('keeps Tab inside the dialog', async () => {
    await open();
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('changes the quantity and removes a line only after confirmation', async () => {
    const { store, api } = await open();
    // The line's price (the totals may show the same amount once the server answered).
    expect(screen.getAllByText('R230.00')[0]).toHaveClass('cart-line__price');
    await userEvent.click(screen.getByRole('button', { name: 'One more Organic Almond Flour 1kg' }));
    expect(store.getState().cart.cartItems[0].qty).toBe(3);
    await userEvent.click(screen.getByRole('button', { name: /Remove/ }));
    expect(screen.getByText('Remove Organic Almond Flour 1kg from the cart?')).toBeInTheDocument();
    expect(store.getState().cart.cartItems).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    await waitFor(() => expect(api.carts.get('cart1')).toEqual([]));
  });
});
