/**
 * Customer addresses in Magento's shape (contract §3): validated field by field with the texts of
 * spec 001 §5, and rebuilt from known fields only, so nothing else is ever stored.
 */
import { ApiError } from '../apiError.ts';

export interface Address {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  telephone?: string;
  company?: string;
  vat_id?: string;
  region?: { region_code: string | null; region: string | null; region_id: number | null };
  region_id?: number;
  default_shipping?: boolean;
  default_billing?: boolean;
}

export const NAME_TOO_SHORT = 'Name must have at least 2 letters';
export const MAX_ADDRESSES = 2;

const text = (v: unknown, max = 255) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

export function checkName(v: unknown, field: string): string {
  const name = text(v);
  if (name.length < 2) throw new ApiError(400, `${field}: ${NAME_TOO_SHORT}`);
  return name;
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
  if (!street.length) throw new ApiError(400, `${where}.street: Field is required`);
  const city = text(a.city);
  if (!city) throw new ApiError(400, `${where}.city: Field is required`);
  const postcode = text(a.postcode, 20);
  if (postcode.length < 3) throw new ApiError(400, `${where}.postcode: Zip-code must have at least 3 letters`);
  const country = text(a.country_id, 2);
  if (!/^[A-Z]{2}$/.test(country)) throw new ApiError(400, `${where}.country_id: Field is required`);
  const vat = optionalText(a.vat_id);
  if (vat !== undefined && vat.length < 3) throw new ApiError(400, `${where}.vat_id: Tax ID must have at least 3 letters`);
  const out: Address = {
    firstname: checkName(a.firstname, `${where}.firstname`),
    lastname: checkName(a.lastname, `${where}.lastname`),
    street: street.slice(0, 4),
    city,
    postcode,
    country_id: country,
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
