import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { itemAdded, serverTokenSet } from '../cart/cartSlice';
import { toCartItem } from '../../domain/cartLineFromProduct';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { emptyBillingAddress, initialCheckoutState, paymentDetailsSaved, personalDetailsSaved, shippingDetailsSaved } from './checkoutSlice';
import { buildOrder } from './prepareOrder';
import { capeTownAddress } from '../../../test/support/addressFixtures';
import { contractAddress, sameAddressInformation } from '../../../test/support/orderFixtures';

function storeWith(types: ('simple' | 'virtual')[]) {
  const store = makeStore();
  types.forEach((type_id, i) => store.dispatch(itemAdded(toCartItem(simpleProduct({ sku: `S${i}`, type_id }), 1))));
  store.dispatch(serverTokenSet('abc'));
  store.dispatch(personalDetailsSaved({ firstName: 'Thandi', lastName: 'Botha', emailAddress: ' t@example.co.za ', createAccount: false }));
  store.dispatch(
    shippingDetailsSaved({
      ...initialCheckoutState.shippingDetails,
      ...capeTownAddress,
      shippingCarrier: 'courier',
      shippingMethod: 'standard',
    }),
  );
  return store;
}

describe('buildOrder', () => {
  it('builds the contract §4.1 body for a guest with billing = shipping', () => {
    const order = buildOrder(storeWith(['simple']).getState());
    const address = {
      ...contractAddress('Thandi', 'Botha', ['12 Long St', 'Unit 4, Gardens'], 'Cape Town', '8001', 'ZA', '0821234567'),
      region: 'Western Cape',
      region_id: 0,
      region_code: '',
      email: 't@example.co.za',
    };
    expect(order).toEqual({
      user_id: '',
      cart_id: 'abc',
      products: [{ sku: 'S0', qty: 1, price: 100, price_incl_tax: 115, name: 'Organic Almond Flour 1kg', product_type: 'simple', type_id: 'simple' }],
      addressInformation: sameAddressInformation(address),
    });
  });

  it('omits the shipping address for a virtual-only cart', () => {
    const order = buildOrder(storeWith(['virtual']).getState());
    expect(order.addressInformation).not.toHaveProperty('shippingAddress');
    expect(order.addressInformation.billingAddress.city).toBe('Cape Town');
  });

  it('sends the billing address of its own, with company and tax ID, and the chosen method', () => {
    const store = storeWith(['simple']);
    const billingAddress = {
      ...emptyBillingAddress,
      firstName: 'Sipho',
      lastName: 'Mokoena',
      company: 'Mokoena Foods',
      taxId: '4123456789',
      streetAddress: '1 Main Rd',
      city: 'Durban',
      zipCode: '4001',
      phoneNumber: '0311234567',
    };
    store.dispatch(paymentDetailsSaved({ paymentMethod: 'paygate', paymentMethodAdditional: {}, sameAsShipping: false, billingAddress }));
    const info = buildOrder(store.getState()).addressInformation;
    expect(info.payment_method_code).toBe('paygate');
    expect(info.shippingAddress?.city).toBe('Cape Town');
    expect(info.billingAddress).toMatchObject({
      firstname: 'Sipho',
      company: 'Mokoena Foods',
      vat_id: '4123456789',
      street: ['1 Main Rd', ''],
      city: 'Durban',
      postcode: '4001',
      email: 't@example.co.za',
    });
  });

  it('uses the shipping address for billing when the shopper says they are the same', () => {
    const store = storeWith(['simple']);
    store.dispatch(
      paymentDetailsSaved({
        paymentMethod: 'zapper',
        paymentMethodAdditional: {},
        sameAsShipping: true,
        billingAddress: { ...emptyBillingAddress, city: 'Durban' },
      }),
    );
    const info = buildOrder(store.getState()).addressInformation;
    expect(info.billingAddress).toEqual(info.shippingAddress);
  });
});
