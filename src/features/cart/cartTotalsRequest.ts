/**
 * Where the cart's server totals come from. Once a shipping method is chosen (and the cart needs
 * shipping) they come from POST shipping-information with the address and the method's codes, so
 * they include the shipping the order will be charged; before that from GET totals. Sending it on
 * every totals pull also covers a server that does not remember the method (any vsf-api backend)
 * and a method chosen while offline.
 */
import { ApiError } from '../../api/http';
import type { RootState } from '../../app/store';
import { fetchTotals, sendShippingInformation, type ServerTotals, type ShippingInformation } from './cartApi';
import { toOrderAddress } from '../../domain/address';
import { selectIsVirtualCart } from './cartSelectors';

/** The shipping-information body for the chosen method, or null when none applies. */
export function shippingInformationOf(state: RootState): ShippingInformation | null {
  const method = state.cart.shipping;
  if (!method || selectIsVirtualCart(state)) return null;
  const d = state.checkout.shippingDetails;
  return {
    shippingAddress: toOrderAddress(d, state.checkout.personalDetails.emailAddress),
    shippingCarrierCode: method.carrier_code,
    shippingMethodCode: method.method_code,
  };
}

export async function requestCartTotals(state: RootState, cartId: string): Promise<ServerTotals> {
  const info = shippingInformationOf(state);
  if (!info) return fetchTotals(cartId);
  try {
    return await sendShippingInformation(cartId, info);
  } catch (e) {
    // The server refuses the method (e.g. the offline default it does not offer): its totals without
    // shipping; the selector then shows the local totals, which include the chosen method.
    if (e instanceof ApiError && e.code === 400) return fetchTotals(cartId);
    throw e;
  }
}
