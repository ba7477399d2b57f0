import type { SyncState } from './syncSlice';

/** No order placed or queued, apart from the reducer (see cart/cartInitialState.ts). */
export const initialSyncState: SyncState = { queuedOrders: [], lastOrder: null, placingOrder: false, sessionOrderIds: [] };
