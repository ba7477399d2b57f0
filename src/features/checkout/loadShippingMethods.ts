/**
 * Shipping methods for the checkout (spec 000 §4 "Shipping and payment choice"): from
 * POST /api/cart/shipping-methods when online and connected; otherwise the last methods the server
 * offered, or the default courier method, marked offline.
 */
import { toOrderAddress } from '../../domain/address';
import { shippingTermsOf } from '../../domain/shipping';
import { currentStoreView } from '../../lib/config';
import { fetchShippingMethods } from '../cart/cartApi';
import type { ShippingMethod } from '../cart/cartSlice';
import { syncCart, type AppThunk } from '../cart/syncCart';
import { shippingMethodsReceived } from './checkoutSlice';

/**
 * The bundled server's courier method at the store view's rate (R65, or 4.90 € in the euro views);
 * used only until the server has answered once.
 */
export const defaultShippingMethod = (): ShippingMethod => ({
  carrier_code: 'courier',
  method_code: 'standard',
  carrier_title: 'Courier',
  method_title: 'Standard',
  price_incl_tax: shippingTermsOf(currentStoreView().i18n.currencyCode).flatRate,
  default: true,
  offline: true,
});

export const loadShippingMethods = (): AppThunk<Promise<ShippingMethod[]>> => async (dispatch, getState) => {
  const fallback = () => {
    const known = getState().checkout.shippingMethods;
    return known.length ? known.map((m) => ({ ...m, offline: true })) : [defaultShippingMethod()];
  };
  if (!getState().ui.online) return fallback();
  await dispatch(syncCart());
  const { cart, checkout } = getState();
  if (!cart.cartServerToken) return fallback();
  const d = checkout.shippingDetails;
  try {
    const answer = await fetchShippingMethods(cart.cartServerToken, toOrderAddress(d, checkout.personalDetails.emailAddress));
    // Methods marked unavailable are dropped (spec 000 §4).
    const methods = answer
      .filter((m) => m.available !== false)
      .map((m, i) => ({
        carrier_code: m.carrier_code,
        method_code: m.method_code,
        carrier_title: m.carrier_title,
        method_title: m.method_title,
        price_incl_tax: m.price_incl_tax ?? m.amount ?? 0,
        amount: m.amount,
        default: i === 0,
        is_server_method: true,
      }));
    if (methods.length) dispatch(shippingMethodsReceived(methods));
    return methods.length ? methods : fallback();
  } catch {
    return fallback();
  }
};
