// @vitest-environment node
/**
 * The PWA and the server give the same verdict on every input: each row runs through the
 * functions the forms call (checkout, register, contact, cart quantity) and the ones the server
 * calls (register, newsletter, profile addresses, order body). Today's rules come from
 * src/domain/validation; this test notices a copy that drifts away again.
 */
import { describe, expect, it } from 'vitest';
import { capeTownAddress } from '../support/addressFixtures';
import { qtyError } from '../../src/domain/cartQty';
import { validateContact } from '../../src/features/contact/contactApi';
import { emptyBillingAddress, initialCheckoutState } from '../../src/features/checkout/checkoutSlice';
import { validateBilling, validatePersonal, validateShipping } from '../../src/features/checkout/validation';
import { validateRegister } from '../../src/features/user/validation';
import { validateOrder } from '../../server/services/order/validateOrder.ts';
import { checkEmail, checkPassword } from '../../server/services/user/accounts.ts';
import { checkName, cleanAddress } from '../../server/services/user/address.ts';

const passes = (run: () => unknown) => {
  try {
    run();
    return true;
  } catch {
    return false;
  }
};

const shipping = { ...initialCheckoutState.shippingDetails, ...capeTownAddress };
const billing = { ...emptyBillingAddress, ...shipping, company: 'Nkosi Foods', taxId: '4123456789' };
const personal = { ...initialCheckoutState.personalDetails, firstName: 'Thandi', lastName: 'Nkosi', emailAddress: 'thandi@example.com' };
const register = { email: 'thandi@example.com', firstname: 'Thandi', lastname: 'Nkosi', password: 'secret-123', repeat: 'secret-123' };
const profileAddress = {
  firstname: 'Thandi',
  lastname: 'Nkosi',
  street: ['12 Long Street'],
  city: 'Cape Town',
  postcode: '8001',
  country_id: 'ZA',
  vat_id: '4123456789',
};
const orderAddress = { ...profileAddress, telephone: '0821234567', email: 'thandi@example.com' };
const order = (address: object, qty: unknown = 1) => ({
  order_id: 'agreement-1',
  products: [{ sku: 'FLOUR-1', qty }],
  addressInformation: { shippingAddress: { ...orderAddress, ...address }, billingAddress: orderAddress, payment_method_code: 'cashondelivery' },
});
/** The server's verdict on one field of an order's shipping address (the billing one may leave out telephone and e-mail). */
const orderAccepts = (field: string, address: object) => !validateOrder(order(address)).some((r) => r.startsWith(`shippingAddress.${field}:`));

const emails = [
  'thandi@example.com',
  ' thandi@example.co.za ',
  'a@b.c',
  'a@b.co',
  'a@b',
  'no-at.example.com',
  'a b@example.com',
  'a@@b.com',
  '',
  `${'a'.repeat(243)}@example.com`,
];
const passwords = ['secret-123', '12345678', '1234567', '', '        ', 'x'.repeat(256), 'x'.repeat(257)];
const names = ['Thandi', 'Ty', 'T', ' T ', '', '   '];
const zips = ['8001', '800', '80', ' 80 ', ''];
const taxIds = ['4123456789', 'ABC', 'AB', ''];
const quantities: (number | string)[] = [1, 2, '3', 9999, 10000, 0, -1, 1.5, '1.5', 'abc'];

describe('the PWA and the server agree', () => {
  it.each(emails)('on the e-mail %j', (email) => {
    const client = [
      validatePersonal({ ...personal, emailAddress: email }).emailAddress,
      validateRegister({ ...register, email }).email,
      validateContact({ name: 'Thandi', email, message: 'Hi' }).email,
    ].map((e) => e === undefined);
    const server = [passes(() => checkEmail(email)), orderAccepts('email', { email })];
    expect(new Set([...client, ...server]).size).toBe(1);
  });

  it.each(passwords)('on the password %j', (password) => {
    const client = validateRegister({ ...register, password, repeat: password }).password === undefined;
    expect(client).toBe(passes(() => checkPassword(password)));
  });

  it.each(names)('on the name %j', (name) => {
    const client = [
      validateRegister({ ...register, firstname: name }).firstname,
      validatePersonal({ ...personal, firstName: name }).firstName,
      validateShipping({ ...shipping, firstName: name }).firstName,
      validateBilling({ ...billing, firstName: name }).firstName,
    ].map((e) => e === undefined);
    const server = [
      passes(() => checkName(name, 'firstname')),
      passes(() => cleanAddress({ ...profileAddress, firstname: name }, 0)),
      orderAccepts('firstname', { firstname: name }),
    ];
    expect(new Set([...client, ...server]).size).toBe(1);
  });

  it.each(zips)('on the zip code %j', (zip) => {
    const client = [validateShipping({ ...shipping, zipCode: zip }).zipCode, validateBilling({ ...billing, zipCode: zip }).zipCode].map((e) => e === undefined);
    const server = [passes(() => cleanAddress({ ...profileAddress, postcode: zip }, 0)), orderAccepts('postcode', { postcode: zip })];
    expect(new Set([...client, ...server]).size).toBe(1);
  });

  it.each(taxIds)('on the tax ID %j', (taxId) => {
    const client = validateBilling({ ...billing, taxId }).taxId === undefined;
    const server = [passes(() => cleanAddress({ ...profileAddress, vat_id: taxId }, 0)), orderAccepts('vat_id', { vat_id: taxId })];
    expect(server).toEqual([client, client]);
  });

  it.each(quantities)('on the quantity %j', (qty) => {
    const client = qtyError(qty) === null;
    const server = !validateOrder(order({}, qty)).some((r) => r.startsWith('products[0].qty'));
    expect(server).toBe(client);
  });

  it('refuses a@b.c on both sides (the server used to accept it)', () => {
    expect(validatePersonal({ ...personal, emailAddress: 'a@b.c' }).emailAddress).toBe('validation.email');
    expect(() => checkEmail('a@b.c')).toThrow('Please provide valid e-mail address');
  });
});
