import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { itemsEqual, type CartItem } from '../../domain/cartItem';
import { createGuestCart, pullServerCart, type ServerCartItem } from '../cart/cartApi';
import { customerCartAdopted } from '../cart/cartSlice';
import { serverOnlyLine } from '../cart/serverOnlyLine';
import { betweenCartSyncs, syncCart } from '../cart/syncCart';

type Thunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

/** A server-only line adopted into the customer's cart, tied to its server line. */
function lineFor(si: ServerCartItem, cartId: string): Promise<CartItem> {
  return serverOnlyLine(si, { server_item_id: si.item_id, server_cart_id: cartId, prev_qty: si.qty, product_option: si.product_option });
}

/**
 * The guest cart becomes the customer's cart (spec 001 §4, after login or a restored session):
 * POST /api/cart/create?token= answers the customer's own cart; its lines are pulled; local lines
 * keep their quantities and take the matching server line's id; server-only lines are adopted;
 * then one sync pushes what differs. Runs between syncs so no push goes to the wrong cart.
 */
export const adoptCustomerCart = (): Thunk<Promise<void>> => async (dispatch, getState) => {
  if (!getState().user.token || !getState().ui.online) return;
  await dispatch(
    betweenCartSyncs(async () => {
      const cartId = await createGuestCart();
      if (cartId === getState().cart.cartServerToken) return;
      const serverItems = await pullServerCart(cartId);
      // Logged out meanwhile (here or in another tab): the customer's lines must not enter the guest cart.
      if (!getState().user.token) return;
      const local = getState().cart.cartItems;
      const serverOnly = serverItems.filter(
        (si) => !local.some((l) => itemsEqual({ ...l, server_item_id: undefined }, { sku: si.sku, product_option: si.product_option })),
      );
      const adopted = await Promise.all(serverOnly.map((si) => lineFor(si, cartId)));
      dispatch(customerCartAdopted({ cartId, serverItems, adopted }));
    }),
  );
  await dispatch(syncCart());
};
