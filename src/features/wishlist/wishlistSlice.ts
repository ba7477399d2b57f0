import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../../domain/types';
import type { WishlistChange } from '../../domain/wishlistMerge';
import { userLoggedIn, userLoggedOut } from '../user/userSlice';
import { initialWishlistState, type UnsyncedChange, type WishlistItem, type WishlistState } from './wishlistInitialState';

export { type UnsyncedChange, type WishlistItem, type WishlistState };

type ChangeMeta = { changeId?: string } | undefined;
/**
 * The id of a recorded change, also its sync task's id ("<ms>-<random>", the queue's order). Not
 * syncTask's uuid: this slice is in the first-load JS, and the id only has to be unique on the device.
 */
const newChangeId = () => `${Date.now()}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
const withChangeId = <P>(payload: P) => ({ payload, meta: { changeId: newChangeId() } });

/** `id` comes with the action (prepare); a hand-made action without one still gets its change recorded. */
function recordChange(state: WishlistState, id: string | undefined, change: WishlistChange) {
  if (state.forAccount && change.skus.length) (state.unsynced ??= []).push({ id: id ?? newChangeId(), ...change });
}

const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    /** Spec 001 §4: adding an existing sku is ignored. */
    wishlistItemAdded: {
      reducer(state, action: PayloadAction<Pick<Product, 'sku' | 'name'> & Partial<Product>, string, ChangeMeta>) {
        if (state.items.some((i) => i.sku === action.payload.sku)) return;
        state.items.push({ ...action.payload, qty: 1 });
        recordChange(state, action.meta?.changeId, { op: 'add', skus: [action.payload.sku] });
      },
      prepare: withChangeId<Pick<Product, 'sku' | 'name'> & Partial<Product>>,
    },
    wishlistItemRemoved: {
      reducer(state, action: PayloadAction<string, string, ChangeMeta>) {
        if (!state.items.some((i) => i.sku === action.payload)) return;
        state.items = state.items.filter((i) => i.sku !== action.payload);
        recordChange(state, action.meta?.changeId, { op: 'remove', skus: [action.payload] });
      },
      prepare: withChangeId<string>,
    },
    wishlistCleared: {
      reducer(state, action: PayloadAction<undefined, string, ChangeMeta>) {
        recordChange(state, action.meta?.changeId, { op: 'remove', skus: state.items.map((i) => i.sku) });
        state.items = [];
      },
      prepare: () => withChangeId(undefined),
    },
    /** The list as merged with the one kept with the account (wishlistSync.ts); records nothing. */
    wishlistSynced(state, action: PayloadAction<WishlistItem[]>) {
      state.items = action.payload;
    },
    /** At login: what only the device had goes to the account. */
    wishlistUploadRecorded: {
      reducer(state, action: PayloadAction<string[], string, ChangeMeta>) {
        recordChange(state, action.meta?.changeId, { op: 'add', skus: action.payload });
      },
      prepare: withChangeId<string[]>,
    },
    /** The server has answered these changes (stored, or refused for good). */
    wishlistChangesSettled(state, action: PayloadAction<string[]>) {
      state.unsynced = (state.unsynced ?? []).filter((c) => !action.payload.includes(c.id));
    },
  },
  extraReducers: (builder) =>
    builder
      // From the login on, changes are recorded for the account (the guest's list is merged: wishlistSync).
      .addCase(userLoggedIn, (state) => {
        state.forAccount = true;
      })
      // Spec 001 §4: clearing the user empties wishlist and compare lists.
      .addCase(userLoggedOut, () => initialWishlistState),
  selectors: {
    selectWishlistItems: (state) => state.items,
    selectIsInWishlist: (state, sku: string) => state.items.some((i) => i.sku === sku),
  },
});

export const { wishlistItemAdded, wishlistItemRemoved, wishlistCleared, wishlistSynced, wishlistUploadRecorded, wishlistChangesSettled } =
  wishlistSlice.actions;
export const { selectWishlistItems, selectIsInWishlist } = wishlistSlice.selectors;
export default wishlistSlice.reducer;
