import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { taxRateOf } from '../../domain/bundle';
import { cartItemsHash, type CartItem } from '../../domain/cartItem';
import { priceCart } from '../../domain/cartPricing';
import { toCents } from '../../domain/money';
import { isVirtualCart } from '../../domain/shipping';
import { calculateTotals, type TotalsLine, type TotalsShipping } from '../../domain/totals';
import { currentStoreView } from '../../lib/config';
import type { ShippingMethod } from './cartSlice';
import type { TotalSegment } from './cartApi';

export const selectCart = (state: RootState) => state.cart;
export const selectCartItems = (state: RootState) => state.cart.cartItems;
export const selectCartServerToken = (state: RootState) => state.cart.cartServerToken;
export const selectShippingMethod = (state: RootState) => state.cart.shipping;
export const selectPaymentMethod = (state: RootState) => state.cart.payment;

/** The mini cart count by total quantity (config cart.minicartCountType 'quantities'). */
export const selectCartCount = createSelector(selectCartItems, (items) => items.reduce((n, i) => n + i.qty, 0));

export const selectIsVirtualCart = createSelector(selectCartItems, (items) => isVirtualCart(items.map((i) => i.type_id)));

/** The delivery country the totals are asked for (cartTotalsRequest.ts sends it to the server). */
export const selectShippingCountry = (state: RootState): string => state.checkout.shippingDetails.country || currentStoreView().tax.defaultCountry;

/** The line's VAT rate: as the catalogue priced the product, else as the server's totals last said, else as its prices imply. */
function lineTaxPercent(item: CartItem): number {
  const fromTotals = item.totals?.tax_percent;
  return item.tax_percent ?? (typeof fromTotals === 'number' ? fromTotals : taxRateOf(item));
}

/** A line as the totals price it. */
export function totalsLineOf(item: CartItem, index: number): TotalsLine {
  return {
    item_id: item.server_item_id ?? index,
    name: item.name,
    qty: item.qty,
    price: item.price,
    price_incl_tax: item.price_incl_tax,
    tax_percent: lineTaxPercent(item),
  };
}

/** A backend that sends no pricing terms: the chosen method at the price it offered, taxed at the highest line rate. */
function offeredShipping(method: ShippingMethod | null, lines: TotalsLine[]): TotalsShipping | null {
  if (!method) return null;
  const title = [method.carrier_title, method.method_title].filter(Boolean).join(' - ');
  return { title, price_incl_tax: method.price_incl_tax, tax_percent: Math.max(0, ...lines.map((l) => l.tax_percent)) };
}

export interface CartTotalsView {
  segments: TotalSegment[];
  grandTotal: number;
  /** True when the server's totals describe exactly the items shown. */
  fromServer: boolean;
}

/**
 * The server's segments when they belong to the current items (same hash) and we are online;
 * otherwise totals computed locally with the same domain function the server uses.
 */
export const selectCartTotals = createSelector(
  [selectCart, selectIsVirtualCart, (state: RootState) => state.ui.online, selectShippingCountry],
  (cart, virtual, online, country): CartTotalsView => {
    // Shipping is charged once a method is chosen, except for a cart of virtual products only.
    const method = virtual ? null : cart.shipping;
    const current = cart.platformTotalSegments && cart.cartItemsHash === cartItemsHash(cart.cartItems, cart.cartServerToken);
    // Server totals pulled before the method was chosen (or for another one) lack its shipping.
    const sameShipping = toCents(cart.platformTotals?.shipping_incl_tax ?? 0) === toCents(method?.price_incl_tax ?? 0);
    if (online && current && sameShipping && cart.platformTotalSegments) {
      const grand = cart.platformTotalSegments.find((s) => s.code === 'grand_total');
      return { segments: cart.platformTotalSegments, grandTotal: grand?.value ?? cart.platformTotals?.grand_total ?? 0, fromServer: true };
    }
    const lines = cart.cartItems.map(totalsLineOf);
    // The server's own pricing with the terms it last sent: coupon, gift card, shipping rates and VAT.
    const totals = cart.pricing
      ? priceCart(
          { lines, physical: !virtual, ...cart.pricing, shipping: method ? { carrier: method.carrier_code, method: method.method_code, country } : null },
          new Date(),
        ).totals
      : calculateTotals(lines, { shipping: offeredShipping(method, lines) });
    return { segments: totals.total_segments, grandTotal: totals.grand_total, fromServer: false };
  },
);

/** The coupon the server applied (vsf1 §1.3 getCoupon): code and discount, or null. */
export const selectAppliedCoupon = createSelector(selectCart, (cart) => {
  const code = cart.platformTotals?.coupon_code;
  return typeof code === 'string' && code ? { code, discount: Number(cart.platformTotals?.discount_amount ?? 0) } : null;
});

/** The gift card on the server cart, or null. */
export const selectAppliedVoucher = (state: RootState): string | null => {
  const code = state.cart.platformTotals?.voucher_code;
  return typeof code === 'string' && code ? code : null;
};
