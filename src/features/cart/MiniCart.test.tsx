import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toCartItem } from '../../domain/cartLineFromProduct';
import { configureProduct } from '../../domain/variant';
import { configurableProduct, simpleProduct } from '../../../test/support/catalogFixtures';
import { renderPage } from '../../../test/support/renderPage';
import { initialCartState } from './cartSlice';
import { fakeCartServer } from '../../../test/support/fakeCartServer';
import MiniCart from './MiniCart';
import { setUpMswServer } from '../../../test/support/mswServer';

const server = setUpMswServer();

async function open(cartItems = [toCartItem(simpleProduct(), 2)]) {
  const api = fakeCartServer();
  server.use(...api.handlers);
  const page = await renderPage([{ path: '/', element: <MiniCart /> }], '/', {
    cart: { ...initialCartState, cartItems },
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

  it('names what each line stands for, and keeps the codes behind "Have a code?" (issue 14)', async () => {
    const whey = configurableProduct();
    const vanilla1k = configureProduct(whey, whey.configurable_children![1]);
    const wrapped = toCartItem(
      {
        ...simpleProduct(),
        custom_options: [
          {
            option_id: 7,
            title: 'Gift wrapping',
            type: 'radio',
            is_require: false,
            values: [{ option_type_id: 71, title: 'Gift wrap', price: 25, price_type: 'fixed' }],
          },
        ],
        product_option: { extension_attributes: { custom_options: [{ option_id: 7, option_value: '71' }] } },
      },
      1,
    );
    await open([toCartItem(vanilla1k, 1), wrapped]);
    expect(screen.getByText('Flavour: Vanilla, Size: 1 kg')).toBeInTheDocument();
    expect(screen.getByText('Gift wrapping: Gift wrap')).toBeInTheDocument();
    const codes = screen.getByText('Have a code?').closest('details')!;
    expect(codes).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Have a code?'));
    expect(codes).toHaveAttribute('open');
    expect(screen.getByLabelText('Discount code')).toBeVisible();
    // The totals and the way to the checkout come after the lines, outside the scrolling list.
    const footer = screen.getByRole('link', { name: 'Go to checkout' }).closest('footer')!;
    expect(footer).toContainElement(screen.getByText('Grand total'));
    expect(footer.querySelector('.cart-line')).toBeNull();
  });
});
