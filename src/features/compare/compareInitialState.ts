import type { CompareState } from './compareSlice';

/** The empty compare list, apart from the reducer (see cart/cartInitialState.ts). */
export const initialCompareState: CompareState = { items: [] };
