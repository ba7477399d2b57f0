/** The shopper and order body that the order-placing tests share (contract §4.1), kept in one place. */

/** Thandi's Cape Town address without the e-mail: each test suite gives its own. */
const thandi = {
  firstname: 'Thandi',
  lastname: 'Nkosi',
  street: ['12 Long Street', ''],
  city: 'Cape Town',
  postcode: '8001',
  country_id: 'ZA',
  telephone: '0821234567',
};

/** The order address with a suite's own e-mail (so its orders are told apart in the database). */
export const addressWithEmail = (email: string) => ({ ...thandi, email });

export const address = { ...addressWithEmail('thandi@example.com'), region: 'Western Cape' };

/** One address for shipping and billing, the courier's standard method, the given payment method. */
export function sameAddressInformation(addressOf: object = address, payment_method_code = 'cashondelivery') {
  return {
    shippingAddress: addressOf,
    billingAddress: addressOf,
    shipping_method_code: 'standard',
    shipping_carrier_code: 'courier',
    payment_method_code,
    payment_method_additional: {},
  };
}

/** A guest's order body: unique order_id, no cart, the given lines. */
export function guestOrder(order_id: string, products: object[], addressOf: object = address) {
  return { order_id, user_id: '', cart_id: '', products, addressInformation: sameAddressInformation(addressOf) };
}
