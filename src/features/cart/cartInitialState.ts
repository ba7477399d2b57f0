import type { CartItem } from '../../domain/cartItem';
import type { CartPricingTerms } from '../../domain/cartPricing';
import type { ServerTotals, TotalSegment } from './cartApi';

export interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title?: string;
  method_title?: string;
  price_incl_tax: number;
  amount?: number;
  available?: boolean;
  offline?: boolean;
  default?: boolean;
  is_server_method?: boolean;
}

export interface PaymentMethod {
  code: string;
  title: string;
  cost_incl_tax: number;
  default?: boolean;
  offline?: boolean;
  is_server_method?: boolean;
}

/** Cart state of spec 000 §3 (isMicrocartOpen lives in the ui slice as `microcart`). */
export interface CartState {
  cartItems: CartItem[];
  /** Guest cart id from POST /api/cart/create; '' when not connected. */
  cartServerToken: string;
  /** Hash of (items, token) at the last finished sync (vsf1 §1.6). */
  cartItemsHash: string;
  lastSyncAt: number;
  lastTotalsSyncAt: number;
  platformTotals: ServerTotals | null;
  platformTotalSegments: TotalSegment[] | null;
  /**
   * The coupon, gift card and VAT terms the server last priced the cart with (sent with its totals):
   * the offline totals use them so they equal the server's (src/domain/cartPricing.ts). Null until
   * the server has answered, and with a backend that does not send them.
   */
  pricing: CartPricingTerms | null;
  shipping: ShippingMethod | null;
  payment: PaymentMethod | null;
  /** Server lines removed locally, still to be deleted on the server at the next sync. */
  pendingDeletes: { sku: string; item_id: number }[];
  connectBypassCount: number;
  /** Spec 000 §4: after the guest-cart bypass a further 401 switches cart sync off for this page session. */
  syncDisabled: boolean;
  /** Spec 000 §3 isAddingToCart: an add is being prepared (grouped expansion, validation). */
  isAddingToCart: boolean;
}

/**
 * The empty cart, apart from its reducer (cartSlice.ts): the store holds it from the start while the
 * reducer's code loads with the saved state (app/stateSlices.ts), so a first visit need not load it.
 */
export const initialCartState: CartState = {
  cartItems: [],
  cartServerToken: '',
  cartItemsHash: '',
  lastSyncAt: 0,
  lastTotalsSyncAt: 0,
  platformTotals: null,
  platformTotalSegments: null,
  pricing: null,
  shipping: null,
  payment: null,
  pendingDeletes: [],
  connectBypassCount: 0,
  syncDisabled: false,
  isAddingToCart: false,
};
