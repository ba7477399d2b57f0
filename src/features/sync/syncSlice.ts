import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';

/**
 * The UI's mirror of the sync-task queue in IndexedDB (the queue itself is the truth, see
 * taskStore.ts) plus the outcome of the last order placement for the thank-you state.
 * Rebuilt from IndexedDB on start, so nothing here needs persisting except `lastOrder`.
 */
export interface QueuedOrderSummary {
  order_id: string;
  created_at: string;
  /** The shopper confirmed sending it (or it was queued after a server error). */
  confirmed: boolean;
  attempts: number;
  grand_total: number | null;
  itemCount: number;
}

export interface LastOrder {
  order_id: string;
  status: 'sent' | 'queued';
  orderNumber: string | null;
  backendOrderId: string | number | null;
  transferedAt: string | null;
  /** When the shopper placed it (ms since epoch), the "timestamp" of spec 000 §4 Orders. */
  placedAt: number;
}

export interface SyncState {
  queuedOrders: QueuedOrderSummary[];
  lastOrder: LastOrder | null;
  /** An order placement is running (guards against a double submit, old bugs #2405/#2409). */
  placingOrder: boolean;
  /** Orders placed by this page session (not persisted): "still on the thank-you page" means one of these. */
  sessionOrderIds: string[];
}

const initialState: SyncState = { queuedOrders: [], lastOrder: null, placingOrder: false, sessionOrderIds: [] };

/**
 * Only `lastOrder` is worth persisting (the thank-you state after a reload); the queue mirror is
 * rebuilt from IndexedDB on start. Read by src/app/persist.ts (PERSISTED_SLICES + sliceModules).
 */
export const persistBlacklist: (keyof SyncState)[] = ['queuedOrders', 'placingOrder', 'sessionOrderIds'];

const isPlaceOrder = (suffix: string) => (action: UnknownAction) => action.type === `order/placeOrder/${suffix}`;

const syncSlice = createSlice({
  name: 'sync',
  initialState,
  reducers: {
    queueLoaded(state, action: PayloadAction<QueuedOrderSummary[]>) {
      state.queuedOrders = action.payload;
    },
    orderPlaced(state, action: PayloadAction<LastOrder>) {
      state.lastOrder = action.payload;
      state.sessionOrderIds.push(action.payload.order_id);
    },
    /**
     * A queued order reached the server (replayed by this page or by the service worker). It becomes
     * the last order when it is the one placed in this session, or when none is known (after a
     * reload the thank-you state then shows its number instead of "waiting").
     */
    queuedOrderTransmitted(state, action: PayloadAction<Omit<LastOrder, 'status'>>) {
      const { order_id } = action.payload;
      state.queuedOrders = state.queuedOrders.filter((o) => o.order_id !== order_id);
      if (!state.lastOrder || state.lastOrder.order_id === order_id) {
        state.lastOrder = { ...action.payload, placedAt: state.lastOrder?.placedAt ?? action.payload.placedAt, status: 'sent' };
      }
    },
    /** The server refused a queued order for good (4xx): it is dropped. */
    queuedOrderRejected(state, action: PayloadAction<string>) {
      state.queuedOrders = state.queuedOrders.filter((o) => o.order_id !== action.payload);
      if (state.lastOrder?.order_id === action.payload) state.lastOrder = null;
    },
    lastOrderCleared(state) {
      state.lastOrder = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(isPlaceOrder('pending'), (state) => {
        state.placingOrder = true;
      })
      .addMatcher(
        (a) => isPlaceOrder('fulfilled')(a) || isPlaceOrder('rejected')(a),
        (state) => {
          state.placingOrder = false;
        },
      );
  },
  selectors: {
    selectQueuedOrders: (s) => s.queuedOrders,
    selectUnconfirmedOrderCount: (s) => s.queuedOrders.filter((o) => !o.confirmed).length,
    selectLastOrder: (s) => s.lastOrder,
    selectPlacingOrder: (s) => s.placingOrder,
  },
});

export const { queueLoaded, orderPlaced, queuedOrderTransmitted, queuedOrderRejected, lastOrderCleared } = syncSlice.actions;
export const { selectQueuedOrders, selectUnconfirmedOrderCount, selectLastOrder, selectPlacingOrder } = syncSlice.selectors;
export default syncSlice.reducer;
