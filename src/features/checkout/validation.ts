/** The checkout's forms: the shared rules of src/domain (validation, address) on its field sets. */
import { addressErrors, BILLING_FIELDS, SHIPPING_FIELDS } from '../../domain/address';
import { compact, emailError, nameError } from '../../domain/validation';
import type { BillingAddress, PersonalDetails, ShippingDetails } from './checkoutSlice';

export { hasErrors } from '../../domain/validation';
export type Errors<T> = Partial<Record<keyof T, string>>;

export const validatePersonal = (d: PersonalDetails): Errors<PersonalDetails> =>
  compact({ firstName: nameError(d.firstName), lastName: nameError(d.lastName), emailAddress: emailError(d.emailAddress) });

export const validateShipping = (d: ShippingDetails): Errors<ShippingDetails> => addressErrors(d, SHIPPING_FIELDS);

/** Billing address (own, not the shipping one): the tax ID is optional but, when given, 3 letters or more. */
export const validateBilling = (d: BillingAddress): Errors<BillingAddress> => addressErrors(d, BILLING_FIELDS);
