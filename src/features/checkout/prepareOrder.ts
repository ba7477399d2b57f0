/** The order body of the vsf-api contract §4.1, built from the cart and checkout state. */
import type { RootState } from '../../app/store';
import { toOrderAddress, type OrderAddress } from '../../domain/address';
import type { CartItem } from '../../domain/cartItem';
import { isVirtualCart } from '../../domain/shipping';
import { isCollectInStore } from '../../domain/storeLocation';
import { cleanCustomParameters, type CustomParameters } from '../../domain/validation';
import type { OrderBody } from '../order/placeOrder';

export const CASH_ON_DELIVERY = 'cashondelivery';

export type { OrderAddress };

export interface OrderProduct {
  sku: string;
  parentSku?: string;
  qty: number;
  price: number;
  price_incl_tax: number;
  name: string;
  product_type: string;
  type_id: string;
  product_option?: CartItem['product_option'];
  server_item_id?: number;
}

export interface ShopOrder extends OrderBody {
  user_id: string;
  cart_id: string;
  products: OrderProduct[];
  /** Spec 000 §3 customParameters (only the fields given). */
  customParameters?: CustomParameters;
  addressInformation: {
    shippingAddress?: OrderAddress;
    billingAddress: OrderAddress;
    shipping_method_code: string;
    shipping_carrier_code: string;
    payment_method_code: string;
    payment_method_additional: Record<string, unknown>;
  };
}

const product = (i: CartItem): OrderProduct => {
  const p: OrderProduct = {
    sku: i.sku,
    parentSku: i.parentSku,
    qty: i.qty,
    price: i.price,
    price_incl_tax: i.price_incl_tax,
    name: i.name,
    product_type: i.type_id,
    type_id: i.type_id,
    product_option: i.product_option,
    server_item_id: i.server_item_id,
  };
  for (const k of Object.keys(p) as (keyof OrderProduct)[]) if (p[k] === undefined) delete p[k];
  return p;
};

/** Guest order; billing = shipping unless the shopper gave its own; a virtual-only cart has no shipping address (contract §4.1). */
export function buildOrder(state: RootState): ShopOrder {
  const { cart, checkout } = state;
  const email = checkout.personalDetails.emailAddress;
  const shipping = toOrderAddress(checkout.shippingDetails, email);
  const pay = checkout.paymentDetails;
  const own = pay.sameAsShipping === false && pay.billingAddress ? toOrderAddress(pay.billingAddress, email) : null;
  const virtual = isVirtualCart(cart.cartItems.map((i) => i.type_id));
  const collectInStore = !virtual && isCollectInStore(checkout.shippingDetails.shippingCarrier);
  const customParameters = cleanCustomParameters(checkout.customParameters ?? {}, { collectInStore });
  return {
    user_id: '',
    cart_id: cart.cartServerToken || '',
    products: cart.cartItems.map(product),
    ...(Object.keys(customParameters).length ? { customParameters } : {}),
    addressInformation: {
      ...(virtual ? {} : { shippingAddress: shipping }),
      billingAddress: own ?? shipping,
      shipping_method_code: checkout.shippingDetails.shippingMethod,
      shipping_carrier_code: checkout.shippingDetails.shippingCarrier,
      payment_method_code: checkout.paymentDetails.paymentMethod || CASH_ON_DELIVERY,
      payment_method_additional: checkout.paymentDetails.paymentMethodAdditional ?? {},
    },
  };
}
