import { useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectCartServerToken, selectIsVirtualCart } from '../cart/cartSelectors';
import type { PaymentMethod } from '../cart/cartSlice';
import { fetchPaymentMethods } from '../payment/paymentApi';
import { CASH_ON_DELIVERY } from './prepareOrder';

const COD: PaymentMethod = { code: CASH_ON_DELIVERY, title: 'Cash On Delivery', cost_incl_tax: 0, default: false, offline: true, is_server_method: true };

/**
 * The cart's payment methods from the server (GET /api/cart/payment-methods); null while loading.
 * Without an answer (offline, no server cart yet) only cash on delivery can be offered — and not
 * for a cart of only virtual or downloadable items (spec 000 §4).
 */
export function usePaymentMethods(): PaymentMethod[] | null {
  const cartId = useAppSelector(selectCartServerToken);
  const virtual = useAppSelector(selectIsVirtualCart);
  const [methods, setMethods] = useState<PaymentMethod[] | null>(null);
  useEffect(() => {
    let live = true;
    const fallback = virtual ? [] : [COD];
    if (!cartId) {
      setMethods(fallback);
      return;
    }
    fetchPaymentMethods(cartId).then(
      (list) => live && setMethods(list),
      () => live && setMethods(fallback),
    );
    return () => {
      live = false;
    };
  }, [cartId, virtual]);
  return methods;
}
