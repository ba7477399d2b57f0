/**
 * The address, once: the shape a shopper fills in (checkout shipping and billing, the account's
 * shipping details), its rules, and the one mapping to and from the contract's address (contract
 * §3 customer address, §4.1 order address).
 */
import { compact, countryError, nameError, requiredError, taxIdError, zipError, type FieldErrors } from './validation.ts';

/** The address form. Fields a form does not show are left out (older saved drafts lack them too). */
export interface Address {
  firstName: string;
  lastName: string;
  company?: string;
  taxId?: string;
  streetAddress: string;
  apartmentNumber?: string;
  suburb?: string;
  city: string;
  state?: string;
  region_id?: number;
  zipCode: string;
  country: string;
  phoneNumber: string;
}

/** The optional parts a form may show; the others are always shown and required. */
export type OptionalAddressField = 'company' | 'taxId' | 'apartmentNumber' | 'suburb' | 'state';

/** The contract's customer address (contract §3); the order address (§4.1) shares its fields. */
export interface ContractAddress {
  id?: number;
  customer_id?: number;
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  telephone?: string;
  company?: string;
  vat_id?: string;
  region?: { region_code?: string | null; region?: string | null; region_id?: number | null };
  region_id?: number;
  default_shipping?: boolean;
  default_billing?: boolean;
}

export const DEFAULT_COUNTRY = 'ZA';

/** The optional parts each address form shows: checkout shipping, checkout billing, the account. */
export const SHIPPING_FIELDS: readonly OptionalAddressField[] = ['apartmentNumber', 'suburb', 'state'];
export const BILLING_FIELDS: readonly OptionalAddressField[] = ['company', 'taxId'];
export const ACCOUNT_FIELDS: readonly OptionalAddressField[] = ['company', 'apartmentNumber', 'state'];

/** `country`: the store view's country (ZA unless the view says otherwise). */
export const emptyAddress = (country = DEFAULT_COUNTRY): Required<Omit<Address, 'region_id'>> => ({
  firstName: '',
  lastName: '',
  company: '',
  taxId: '',
  streetAddress: '',
  apartmentNumber: '',
  suburb: '',
  city: '',
  state: '',
  zipCode: '',
  country,
  phoneNumber: '',
});

const clean = (v: string | undefined) => (v ?? '').trim();

/** The rules of spec 001 §5 for the fields a form shows (state is required where it is shown). */
export function addressErrors(a: Address, shown: readonly OptionalAddressField[]): FieldErrors<keyof Address> {
  return compact<keyof Address>({
    firstName: nameError(a.firstName),
    lastName: nameError(a.lastName),
    streetAddress: requiredError(a.streetAddress),
    city: requiredError(a.city),
    state: shown.includes('state') ? requiredError(a.state) : undefined,
    zipCode: zipError(a.zipCode),
    country: countryError(a.country),
    phoneNumber: requiredError(a.phoneNumber),
    taxId: shown.includes('taxId') ? taxIdError(a.taxId) : undefined,
  });
}

/** The second street line: apartment and suburb, as one line of the contract's street array. */
const secondLine = (a: Address) => [clean(a.apartmentNumber), clean(a.suburb)].filter(Boolean).join(', ');

/** The form as the contract's address: trimmed, empty optional fields left out. */
export function toContractAddress(a: Address): ContractAddress {
  const out: ContractAddress = {
    firstname: clean(a.firstName),
    lastname: clean(a.lastName),
    street: [clean(a.streetAddress), secondLine(a)],
    city: clean(a.city),
    postcode: clean(a.zipCode),
    country_id: a.country || DEFAULT_COUNTRY,
    telephone: clean(a.phoneNumber),
  };
  if (clean(a.company)) out.company = clean(a.company);
  if (clean(a.taxId)) out.vat_id = clean(a.taxId);
  return out;
}

/**
 * A contract address in the form (the second street line is the apartment; '-' stands for none).
 * `defaultCountry`: the store view's country, for an address that names none yet.
 */
export function fromContractAddress(
  c: Partial<ContractAddress> | undefined,
  names: { firstname: string; lastname: string },
  defaultCountry = DEFAULT_COUNTRY,
): Address {
  const line2 = c?.street?.[1] ?? '';
  return {
    ...emptyAddress(defaultCountry),
    firstName: c?.firstname ?? names.firstname,
    lastName: c?.lastname ?? names.lastname,
    company: c?.company ?? '',
    taxId: c?.vat_id ?? '',
    streetAddress: c?.street?.[0] ?? '',
    apartmentNumber: line2 === '-' ? '' : line2,
    city: c?.city ?? '',
    state: c?.region?.region ?? '',
    zipCode: c?.postcode ?? '',
    country: c?.country_id ?? defaultCountry,
    phoneNumber: c?.telephone ?? '',
  };
}

/** The order address of contract §4.1 (also sent for shipping methods and totals): a flat region and the e-mail. */
export interface OrderAddress extends Omit<ContractAddress, 'street' | 'region' | 'region_id' | 'telephone'> {
  street: [string, string];
  region: string;
  region_id: number;
  region_code: string;
  telephone: string;
  email: string;
}

export function toOrderAddress(a: Address, email: string): OrderAddress {
  const c = toContractAddress(a);
  return {
    ...c,
    street: [c.street[0] ?? '', c.street[1] ?? ''],
    telephone: c.telephone ?? '',
    region: clean(a.state),
    region_id: a.region_id || 0,
    region_code: '',
    email: email.trim(),
  };
}
