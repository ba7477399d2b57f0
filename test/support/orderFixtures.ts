/** The shopper and order body that the order-placing tests share (contract §4.1), kept in one place. */

/** An order address in the contract's shape (§4.1), without the e-mail: each test suite gives its own. */
export const contractAddress = (
  firstname: string,
  lastname: string,
  street: string[],
  city: string,
  postcode: string,
  country_id: string,
  telephone: string,
) => ({
  firstname,
  lastname,
  street,
  city,
  postcode,
  country_id,
  telephone,
});

/** Thandi's Cape Town address, the default shopper of the order tests. */
const thandi = contractAddress('Thandi', 'Nkosi', ['12 Long Street', ''], 'Cape Town', '8001', 'ZA', '0821234567');

/** Lena's Berlin address, the shopper of the German store view. */
export const berlinAddress = contractAddress('Lena', 'Weber', ['Torstraße 1', ''], 'Berlin', '10119', 'DE', '030123456');

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
