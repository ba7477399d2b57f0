/**
 * The cart line a product becomes (spec 000 §4). Apart from the line rules of cartItem.ts because it
 * names the chosen options (chosenOptions.ts, with the variant, bundle and grouped rules): the cart
 * state code in the entry chunk needs only the line rules, adding to the cart is a lazy chunk.
 */
import { productChecksum, type CartItem, type ProductOption } from './cartItem';
import { chosenOptions } from './chosenOptions';
import type { Product } from './types';

/** The line a product becomes: only what the cart, totals and the order need. */
export function toCartItem(product: Product, qty: number): CartItem {
  const item: CartItem = {
    sku: product.sku,
    parentSku: product.parentSku,
    id: product.id,
    name: product.name,
    qty,
    type_id: product.type_id,
    price: product.final_price ?? product.price,
    price_incl_tax: (product.final_price_incl_tax ?? product.price_incl_tax) as number,
    tax_percent: typeof product.tax_percent === 'number' ? product.tax_percent : undefined,
    original_price_incl_tax: product.original_price_incl_tax,
    special_price: product.special_price,
    image: product.image,
    url_path: product.url_path,
    url_key: product.url_key,
    product_option: product.product_option as ProductOption | undefined,
    stock: product.stock,
    is_configured: product.is_configured === true || undefined,
  };
  const options = chosenOptions(product, product.product_option);
  if (options.length) item.options = options;
  for (const key of Object.keys(item) as (keyof CartItem)[]) if (item[key] === undefined) delete item[key];
  item.checksum = productChecksum(item);
  return item;
}
