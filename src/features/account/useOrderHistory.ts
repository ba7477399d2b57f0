import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { orderHistoryLoaded, selectUserToken } from '../user/userSlice';
import { fetchOrderHistory } from './accountApi';
import type { Order } from './orderTypes';

interface HistoryState {
  orders: Order[];
  total: number;
  page: number;
  status: 'loading' | 'ready' | 'error';
}

/**
 * The shopper's orders, newest first (the server sorts), 20 a page (spec 001 §9). Offline or on an
 * error, the history the session saved (user.orders_history) is shown instead.
 */
export function useOrderHistory() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectUserToken);
  const saved = useAppSelector((s) => s.user.orders_history?.items as unknown as Order[] | undefined);
  const [state, setState] = useState<HistoryState>({ orders: [], total: 0, page: 0, status: 'loading' });

  const load = useCallback(
    async (page: number) => {
      if (!token) return;
      try {
        const res = await fetchOrderHistory(page);
        setState((s) => {
          const orders = page === 1 ? res.items : [...s.orders, ...res.items.filter((o) => !s.orders.some((x) => x.entity_id === o.entity_id))];
          return { orders, total: res.total_count, page, status: 'ready' };
        });
        // Spec 001 §4: the orders history is persisted whenever it changes (the session keeps page 1).
        if (page === 1) dispatch(orderHistoryLoaded({ items: res.items as unknown as Record<string, unknown>[] }));
      } catch {
        setState((s) => ({ ...s, status: 'error' }));
      }
    },
    [token, dispatch],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  const fallback = state.status === 'error' && !state.orders.length && saved?.length ? saved : null;
  return {
    orders: fallback ?? state.orders,
    total: fallback ? fallback.length : state.total,
    status: fallback ? ('ready' as const) : state.status,
    stale: Boolean(fallback),
    hasMore: !fallback && state.orders.length < state.total,
    loadMore: () => load(state.page + 1),
  };
}
