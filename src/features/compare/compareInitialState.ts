import type { Product } from '../../domain/types';

/** Spec 001 §3: a compare item is a product keyed by sku. */
export type CompareItem = Pick<Product, 'sku' | 'name'> & Partial<Product>;

export interface CompareState {
  items: CompareItem[];
}

/** The empty compare list, apart from the reducer (see cart/cartInitialState.ts). */
export const initialCompareState: CompareState = { items: [] };

/** Whether a product is in the compare list, for the toggles (see wishlistInitialState's selectInWishlist). */
export const selectInCompare = (state: { compare: CompareState }, sku: string) => state.compare.items.some((i) => i.sku === sku);
