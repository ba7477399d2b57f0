import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { cartItemsHash, type CartItem } from '../../domain/cartItem';
import { toCents } from '../../domain/money';
import { calculateTotals, type TotalsLine } from '../../domain/totals';
import type { TotalSegment } from './cartApi';

export const selectCart = (state: RootState) => state.cart;
export const selectCartItems = (state: RootState) => state.cart.cartItems;
export const selectCartServerToken = (state: RootState) => state.cart.cartServerToken;
export const selectShippingMethod = (state: RootState) => state.cart.shipping;
export const selectPaymentMethod = (state: RootState) => state.cart.payment;

/** The mini cart count by total quantity (config cart.minicartCountType 'quantities'). */
export const selectCartCount = createSelector(selectCartItems, (items) => items.reduce((n, i) => n + i.qty, 0));

export const selectIsVirtualCart = createSelector(
  selectCartItems,
  (items) => items.length > 0 && items.every((i) => i.type_id === 'virtual' || i.type_id === 'downloadable'),
);

/** Line's tax percent from its net and gross unit prices (the server computed the tax). */
function taxPercent(item: CartItem): number {
  return item.price > 0 ? Math.round((item.price_incl_tax / item.price - 1) * 10000) / 100 : 0;
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
  [selectCart, selectIsVirtualCart, (state: RootState) => state.ui.online],
  (cart, virtual, online): CartTotalsView => {
    // Shipping is charged once a method is chosen, except for a cart of virtual products only.
    const method = virtual ? null : cart.shipping;
    const current = cart.platformTotalSegments && cart.cartItemsHash === cartItemsHash(cart.cartItems, cart.cartServerToken);
    // Server totals pulled before the method was chosen (or for another one) lack its shipping.
    const sameShipping = toCents(cart.platformTotals?.shipping_incl_tax ?? 0) === toCents(method?.price_incl_tax ?? 0);
    if (online && current && sameShipping && cart.platformTotalSegments) {
      const grand = cart.platformTotalSegments.find((s) => s.code === 'grand_total');
      return { segments: cart.platformTotalSegments, grandTotal: grand?.value ?? cart.platformTotals?.grand_total ?? 0, fromServer: true };
    }
    const lines: TotalsLine[] = cart.cartItems.map((item, index) => ({
      item_id: item.server_item_id ?? index,
      name: item.name,
      qty: item.qty,
      price: item.price,
      price_incl_tax: item.price_incl_tax,
      tax_percent: taxPercent(item),
    }));
    const shippingTax = Math.max(0, ...lines.map((l) => l.tax_percent));
    const shipping = method
      ? { title: [method.carrier_title, method.method_title].filter(Boolean).join(' - '), price_incl_tax: method.price_incl_tax, tax_percent: shippingTax }
      : null;
    const totals = calculateTotals(lines, { shipping });
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
