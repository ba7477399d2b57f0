/**
 * Customer addresses in Magento's shape (contract §3): validated field by field with the texts of
 * spec 001 §5, and rebuilt from known fields only, so nothing else is ever stored.
 */
import { type ContractAddress } from '../../../src/domain/address.ts';
import { countryError, messageText, nameError, requiredError, taxIdError, VALIDATION_TEXT, zipError, type MessageKey } from '../../../src/domain/validation.ts';
import { ApiError } from '../apiError.ts';

/** The stored form of a customer address: the contract's shape, without the ids. */
export type Address = Omit<ContractAddress, 'id' | 'customer_id'>;

export const NAME_TOO_SHORT = VALIDATION_TEXT.nameMin;
export const MAX_ADDRESSES = 2;

const text = (v: unknown, max = 255) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/** A shared rule's verdict as the contract's 400 '<field>: <spec text>'. */
function check(problem: MessageKey | undefined, field: string): void {
  if (problem) throw new ApiError(400, `${field}: ${messageText(problem)}`);
}

export function checkName(v: unknown, field: string): string {
  check(nameError(v), field);
  return text(v);
}

function optionalText(v: unknown): string | undefined {
  const t = text(v);
  return t ? t : undefined;
}

function region(v: unknown): Address['region'] | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const r = v as Record<string, unknown>;
  const id = Number(r.region_id);
  return { region_code: optionalText(r.region_code) ?? null, region: optionalText(r.region) ?? null, region_id: Number.isInteger(id) && id > 0 ? id : null };
}

/** Validates one incoming address (index for the message) and returns the clean stored form. */
export function cleanAddress(raw: unknown, index: number): Address {
  if (!raw || typeof raw !== 'object') throw new ApiError(400, `addresses[${index}] must be an object`);
  const a = raw as Record<string, unknown>;
  const where = `addresses[${index}]`;
  const street = Array.isArray(a.street) ? a.street.map((s) => text(s)).filter(Boolean) : [];
  check(requiredError(street[0]), `${where}.street`);
  check(requiredError(a.city), `${where}.city`);
  check(zipError(a.postcode), `${where}.postcode`);
  check(countryError(a.country_id), `${where}.country_id`);
  check(taxIdError(a.vat_id), `${where}.vat_id`);
  const vat = optionalText(a.vat_id);
  const out: Address = {
    firstname: checkName(a.firstname, `${where}.firstname`),
    lastname: checkName(a.lastname, `${where}.lastname`),
    street: street.slice(0, 4),
    city: text(a.city),
    postcode: text(a.postcode, 20),
    country_id: text(a.country_id),
  };
  const telephone = optionalText(a.telephone);
  if (telephone) out.telephone = telephone;
  const company = optionalText(a.company);
  if (company) out.company = company;
  if (vat) out.vat_id = vat;
  const reg = region(a.region);
  if (reg) out.region = reg;
  if (Number.isInteger(Number(a.region_id)) && Number(a.region_id) > 0) out.region_id = Number(a.region_id);
  if (a.default_shipping === true) out.default_shipping = true;
  if (a.default_billing === true) out.default_billing = true;
  return out;
}

export function cleanAddresses(raw: unknown): Address[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new ApiError(400, 'addresses must be an array');
  if (raw.length > MAX_ADDRESSES) throw new ApiError(400, `addresses may hold at most ${MAX_ADDRESSES} items`);
  return raw.map(cleanAddress);
}
