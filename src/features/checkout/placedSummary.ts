import type { RootState } from '../../app/store';
import { isVirtualCart } from '../../domain/shipping';
import { isCollectInStore } from '../../domain/storeLocation';
import { cleanCustomParameters } from '../../domain/validation';
import { selectCartItems, selectCartTotals } from '../cart/cartSelectors';
import type { PlacedOrderSummary } from './checkoutSlice';
import { summaryLineOf } from './summaryLine';

/** What the thank-you page will show of the order about to be placed, taken while the cart still has it. */
export function placedSummaryOf(state: RootState): PlacedOrderSummary {
  const items = selectCartItems(state);
  const { checkout } = state;
  const collectInStore = !isVirtualCart(items.map((i) => i.type_id)) && isCollectInStore(checkout.shippingDetails.shippingCarrier);
  return {
    lines: items.map(summaryLineOf),
    segments: selectCartTotals(state).segments.map((s) => ({ code: s.code, title: s.title, value: s.value })),
    email: checkout.personalDetails.emailAddress,
    customParameters: cleanCustomParameters(checkout.customParameters ?? {}, { collectInStore }),
    store: collectInStore ? checkout.collectStore : null,
  };
}
