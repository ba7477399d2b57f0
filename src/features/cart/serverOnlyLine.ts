import { getProductBySku } from '../../api/catalog';
import { type CartItem } from '../../domain/cartItem';
import { toCartItem } from '../../domain/cartLineFromProduct';

/** What the server tells about one of its cart lines. */
interface ServerLineFacts {
  sku: string;
  qty: number;
  name?: string;
  price?: number;
  product_type?: string;
}

/**
 * A cart line for a line only the server has: from the catalogue when it knows the sku, else from
 * the server's own data. `ids` tie it to the server line; `fromCatalogue` is added only to a line
 * built from the catalogue. Used by the cart merge and by the login handover.
 */
export async function serverOnlyLine(si: ServerLineFacts, ids: Partial<CartItem>, fromCatalogue: Partial<CartItem> = {}): Promise<CartItem> {
  const product = await getProductBySku(si.sku).catch(() => null);
  if (product) return { ...toCartItem(product, si.qty), ...ids, ...fromCatalogue };
  const price = si.price ?? 0;
  return {
    sku: si.sku,
    name: si.name ?? si.sku,
    qty: si.qty,
    type_id: (si.product_type ?? 'simple') as CartItem['type_id'],
    price,
    price_incl_tax: price,
    ...ids,
  };
}
