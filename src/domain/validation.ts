/**
 * The field rules of spec 001 §5 and §9, once: the PWA's forms and the server's validators call
 * these same functions, so both give the same verdict for the same input. A rule answers with an
 * i18n key of locales/<lang>/validation.json (undefined when the value passes); the server sends
 * the English text of that key (VALIDATION_TEXT, the spec's wording, word for word).
 */
import { isSearchableTerm, MIN_TERM_LENGTH } from './searchTerm.ts';

/** English texts of the keys; locales/en/validation.json holds the same (a test keeps them equal). */
export const VALIDATION_TEXT = {
  required: 'Field is required',
  nameMin: 'Name must have at least 2 letters',
  email: 'Please provide valid e-mail address',
  passwordMin: 'Password must have at least 8 letters',
  passwordMax: 'Password must have at most 256 letters',
  passwordsIdentical: 'Passwords must be identical',
  zipMin: 'Zip-code must have at least 3 letters',
  taxIdMin: 'Tax ID must have at least 3 letters',
  terms: 'You must accept the terms and conditions',
  searchMin: 'Searched term should consist of at least 3 characters',
  qtyAboveZero: 'Quantity must be above 0',
  qtyBelow: 'Quantity must be below {{quantity}}',
  qtyPositiveInteger: 'Quantity must be positive integer',
  qtyOnlyAvailable: 'Only {{maxQuantity}} products of this type are available',
  storeRequired: 'Please choose a store',
  poNumber: 'Purchase order number may have up to 40 letters, digits, spaces and - / . _',
  commentMax: 'Comment must have at most 500 letters',
} as const;

export type Rule = keyof typeof VALIDATION_TEXT;
export type MessageKey = `validation.${Rule}`;
export type FieldErrors<K extends string> = Partial<Record<K, MessageKey>>;

/** Spec 001 §9 minimum lengths; the e-mail and password maxima keep stored values bounded. */
export const NAME_MIN = 2;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const ZIP_MIN = 3;
export const TAX_ID_MIN = 3;
export const SEARCH_TERM_MIN = MIN_TERM_LENGTH;
export const EMAIL_MAX = 254;
export const PO_NUMBER_MAX = 40;
export const COMMENT_MAX = 500;

/**
 * One '@', no spaces, and a dot in the domain followed by at least two characters: `a@b.c` is
 * refused (no top-level domain has one letter), which the server used to accept.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const key = (rule: Rule): MessageKey => `validation.${rule}`;
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The English text of a key, with {{params}} filled in (what the server answers). */
export function messageText(k: MessageKey, params: Record<string, string | number> = {}): string {
  const rule = k.slice('validation.'.length) as Rule;
  return VALIDATION_TEXT[rule].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function requiredError(v: unknown): MessageKey | undefined {
  return text(v) ? undefined : key('required');
}

function minLength(v: unknown, min: number, rule: Rule): MessageKey | undefined {
  const t = text(v);
  if (!t) return key('required');
  return t.length < min ? key(rule) : undefined;
}

export const nameError = (v: unknown) => minLength(v, NAME_MIN, 'nameMin');
export const zipError = (v: unknown) => minLength(v, ZIP_MIN, 'zipMin');

/** The tax ID is optional; when given it has at least 3 characters. */
export function taxIdError(v: unknown): MessageKey | undefined {
  const t = text(v);
  return t && t.length < TAX_ID_MIN ? key('taxIdMin') : undefined;
}

export function emailError(v: unknown): MessageKey | undefined {
  const t = text(v);
  if (!t) return key('required');
  return EMAIL.test(t) && t.length <= EMAIL_MAX ? undefined : key('email');
}

/** Passwords are taken as typed (spaces count), 8 to 256 characters. */
export function passwordError(v: unknown): MessageKey | undefined {
  if (typeof v !== 'string' || !v) return key('required');
  if (v.length < PASSWORD_MIN) return key('passwordMin');
  return v.length > PASSWORD_MAX ? key('passwordMax') : undefined;
}

export function repeatError(password: string, repeat: string): MessageKey | undefined {
  if (!repeat) return key('required');
  return password === repeat ? undefined : key('passwordsIdentical');
}

/** A country is an ISO 3166-1 alpha-2 code, as the contract's country_id. */
export function countryError(v: unknown): MessageKey | undefined {
  return /^[A-Z]{2}$/.test(text(v)) ? undefined : key('required');
}

export const termsError = (accepted: boolean): MessageKey | undefined => (accepted ? undefined : key('terms'));

export function searchTermError(raw: string): MessageKey | undefined {
  return isSearchableTerm(raw) ? undefined : key('searchMin');
}

/**
 * Spec 000 §3 customParameters of the checkout. storeSelect: required when the shopper collects
 * in store (that the code names an open store, only the server can say); PONumber and comment are
 * optional and bounded, so an order row stays small and a purchase-order number stays printable.
 */
export interface CustomParameters {
  storeSelect?: string;
  PONumber?: string;
  comment?: string;
}
const PO_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 /._-]*$/;

export function customParametersErrors(
  p: Partial<Record<keyof CustomParameters, unknown>>,
  opts: { collectInStore: boolean },
): FieldErrors<keyof CustomParameters> {
  const po = text(p.PONumber);
  const rawComment = p.comment;
  return compact({
    storeSelect: opts.collectInStore && !text(p.storeSelect) ? key('storeRequired') : undefined,
    PONumber:
      (p.PONumber !== undefined && p.PONumber !== null && typeof p.PONumber !== 'string') || (po && (po.length > PO_NUMBER_MAX || !PO_NUMBER.test(po)))
        ? key('poNumber')
        : undefined,
    comment:
      (rawComment !== undefined && rawComment !== null && typeof rawComment !== 'string') || text(rawComment).length > COMMENT_MAX
        ? key('commentMax')
        : undefined,
  });
}

/** The parameters an order carries: trimmed, empty ones left out; no store unless collected in store. */
export function cleanCustomParameters(p: CustomParameters, opts: { collectInStore: boolean }): CustomParameters {
  const out: CustomParameters = {};
  if (opts.collectInStore && text(p.storeSelect)) out.storeSelect = text(p.storeSelect);
  if (text(p.PONumber)) out.PONumber = text(p.PONumber);
  if (text(p.comment)) out.comment = text(p.comment);
  return out;
}

/** Keeps the fields that have an error. */
export function compact<K extends string>(errors: Partial<Record<K, MessageKey | undefined>>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors<K>;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
