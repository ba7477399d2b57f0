import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/support/renderWithProviders';
import { userLoggedOut } from '../user/userSlice';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { wishlistItemAdded } from './wishlistSlice';
import { WishlistButton } from './WishlistButton';
import { WishlistToggle } from './WishlistToggle';
import { MemoryRouter } from 'react-router-dom';

const almond = simpleProduct();
const oats = simpleProduct({ id: 12, sku: 'OATS-500G', name: 'Rolled Oats 500g', url_key: 'rolled-oats-500g', slug: 'rolled-oats-500g' });

async function setup() {
  return renderWithProviders(
    <MemoryRouter>
      <WishlistToggle />
      <WishlistButton product={almond} />
      <WishlistButton product={oats} compact />
    </MemoryRouter>,
  );
}

describe('wishlist', () => {
  it('adds a product once: adding an existing sku changes nothing', async () => {
    const { store } = await setup();
    store.dispatch(wishlistItemAdded(almond));
    store.dispatch(wishlistItemAdded({ ...almond, name: 'Changed' }));
    expect(store.getState().wishlist.items).toHaveLength(1);
    expect(store.getState().wishlist.items[0]).toMatchObject({ sku: 'ALMOND-FLOUR-1KG', name: 'Organic Almond Flour 1kg', qty: 1 });
  });

  it('the buttons add and remove, the header counts, the panel lists, removes and clears', async () => {
    const { user, store } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    await user.click(screen.getByRole('button', { name: 'Add Rolled Oats 500g to the wishlist' }));
    // The toggle's code loads with the first click.
    await waitFor(() => expect(store.getState().wishlist.items.map((i) => i.sku)).toEqual(['ALMOND-FLOUR-1KG', 'OATS-500G']));
    // Long texts stay out of the persisted list.
    expect(store.getState().wishlist.items[0]).not.toHaveProperty('description');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wishlist, 2 products' }));
    const panel = await screen.findByRole('dialog', { name: 'Wishlist' });
    expect(within(panel).getByRole('link', { name: 'Rolled Oats 500g' })).toHaveAttribute('href', '/p/OATS-500G/rolled-oats-500g');
    await user.click(within(panel).getByRole('button', { name: 'Remove Organic Almond Flour 1kg from the wishlist' }));
    expect(store.getState().wishlist.items.map((i) => i.sku)).toEqual(['OATS-500G']);
    await user.click(within(panel).getByRole('button', { name: 'Clear the wishlist' }));
    expect(store.getState().wishlist.items).toEqual([]);
    expect(within(panel).getByText('Your wishlist is empty.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(store.getState().ui.wishlist).toBe(false);
  });

  it('is emptied when the user is cleared (logout)', async () => {
    const { store } = await setup();
    store.dispatch(wishlistItemAdded(almond));
    store.dispatch({ type: 'compare/compareItemAdded', payload: almond });
    store.dispatch(userLoggedOut());
    expect(store.getState().wishlist.items).toEqual([]);
    expect(store.getState().compare.items).toEqual([]);
  });
});
