/**
 * Checkout form rules with the messages of spec 001 §5 (as i18n keys of locales/en/checkout.json):
 * 'Field is required', 'Name must have at least 2 letters', 'Please provide valid e-mail address',
 * 'Zip-code must have at least 3 letters'.
 */
import type { BillingAddress, PersonalDetails, ShippingDetails } from './checkoutSlice';

export type Errors<T> = Partial<Record<keyof T, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const filled = (v: string | undefined) => (v ?? '').trim().length > 0;

function name(value: string): string | undefined {
  if (!filled(value)) return 'checkout.errors.required';
  // Spec 001 §9: minimum name length 2.
  if (value.trim().length < 2) return 'checkout.errors.nameMin';
  return undefined;
}

const required = (value: string) => (filled(value) ? undefined : 'checkout.errors.required');

function compact<T>(errors: Errors<T>): Errors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Errors<T>;
}

export function validatePersonal(d: PersonalDetails): Errors<PersonalDetails> {
  return compact<PersonalDetails>({
    firstName: name(d.firstName),
    lastName: name(d.lastName),
    emailAddress: !filled(d.emailAddress) ? 'checkout.errors.required' : EMAIL.test(d.emailAddress.trim()) ? undefined : 'checkout.errors.email',
  });
}

export function validateShipping(d: ShippingDetails): Errors<ShippingDetails> {
  return compact<ShippingDetails>({
    firstName: name(d.firstName),
    lastName: name(d.lastName),
    streetAddress: required(d.streetAddress),
    city: required(d.city),
    state: required(d.state),
    country: required(d.country),
    zipCode: !filled(d.zipCode) ? 'checkout.errors.required' : d.zipCode.trim().length < 3 ? 'checkout.errors.zipMin' : undefined,
    phoneNumber: required(d.phoneNumber),
  });
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** Billing address (own, not the shipping one): the tax ID is optional but, when given, 3 letters or more. */
export function validateBilling(d: BillingAddress): Errors<BillingAddress> {
  return compact<BillingAddress>({
    firstName: name(d.firstName),
    lastName: name(d.lastName),
    streetAddress: required(d.streetAddress),
    city: required(d.city),
    country: required(d.country),
    zipCode: !filled(d.zipCode) ? 'checkout.errors.required' : d.zipCode.trim().length < 3 ? 'checkout.errors.zipMin' : undefined,
    phoneNumber: required(d.phoneNumber),
    taxId: filled(d.taxId) && d.taxId.trim().length < 3 ? 'checkout.errors.taxIdMin' : undefined,
  });
}
