/**
 * Filter groups built from the aggregations the server returns (contract §6.4): `agg_terms_{field}`
 * merged with `agg_terms_{field}_options` (configurable children's values), and `agg_range_price`.
 * Labels of attribute values come from the attribute entity. Pure: no React, no i18n.
 */
import type { Attribute } from '../../domain/types';
import { PRICE, priceRangeValue, type ChosenFilters } from './filterParams';

export interface FilterOption {
  value: string;
  /** For price: the bucket's bounds (labelled by the view through i18n); otherwise the option label. */
  label: string;
  from?: number;
  to?: number;
  count: number;
  active: boolean;
}

export interface FilterGroup {
  field: string;
  /** The attribute's label; '' for price (translated by the view). */
  label: string;
  single: boolean;
  options: FilterOption[];
}

interface Bucket {
  key: string | number;
  doc_count: number;
  from?: number;
  to?: number;
}

/** ES answers buckets as an array, or as an object when `keyed`: accept both. */
function bucketsOf(aggs: Record<string, unknown>, name: string): Bucket[] {
  const raw = (aggs[name] as { buckets?: unknown } | undefined)?.buckets;
  if (Array.isArray(raw)) return raw as Bucket[];
  if (raw && typeof raw === 'object') return Object.entries(raw as Record<string, Bucket>).map(([key, b]) => ({ ...b, key: b.key ?? key }));
  return [];
}

/** The attributes the category page offers as filters: user-facing ones with options. */
export function filterableAttributes(attributes: Attribute[]): Attribute[] {
  return attributes.filter((a) => a.is_filterable !== false && a.options?.length && /select/.test(a.frontend_input));
}

/** The `_availableFilters` fields, price and brand first (spec 000 §9 default filters), then the others by code. */
export function filterFields(attributes: Attribute[]): string[] {
  const others = filterableAttributes(attributes)
    .map((a) => a.attribute_code)
    .filter((c) => c !== PRICE && c !== 'brand')
    .sort();
  return [PRICE, 'brand', ...others];
}

function priceGroup(aggs: Record<string, unknown>, chosen: ChosenFilters): FilterGroup | null {
  const active = chosen[PRICE]?.[0];
  const options: FilterOption[] = bucketsOf(aggs, 'agg_range_price')
    .filter((b) => typeof b.from === 'number')
    .sort((a, b) => (a.from ?? 0) - (b.from ?? 0))
    .map((b) => {
      const value = priceRangeValue(b.from!, b.to);
      return { value, label: value, from: b.from, to: b.to, count: b.doc_count, active: value === active };
    })
    // Unique bounds only: vsf-api appends the applied range as an extra bucket.
    .filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i)
    .filter((o) => o.count > 0 || o.active);
  return options.length ? { field: PRICE, label: '', single: true, options } : null;
}

function termsGroup(aggs: Record<string, unknown>, attribute: Attribute, chosen: ChosenFilters): FilterGroup | null {
  const field = attribute.attribute_code;
  const counts = new Map<string, number>();
  for (const b of [...bucketsOf(aggs, `agg_terms_${field}`), ...bucketsOf(aggs, `agg_terms_${field}_options`)]) {
    const key = String(b.key);
    // A product is in the plain bucket or (as a configurable) in the _options one: the larger count is the closer one.
    counts.set(key, Math.max(counts.get(key) ?? 0, b.doc_count));
  }
  const activeValues = new Set(chosen[field] ?? []);
  const options = [...attribute.options]
    .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0) || a.label.localeCompare(b.label))
    .map((o) => ({ value: String(o.value), label: o.label, count: counts.get(String(o.value)) ?? 0, active: activeValues.has(String(o.value)) }))
    .filter((o) => o.label && (o.count > 0 || o.active));
  return options.length ? { field, label: attribute.frontend_label || field, single: false, options } : null;
}

/** The groups to show, in filterFields order; a group without any value in this list is left out. */
export function filterGroups(aggs: Record<string, unknown>, attributes: Attribute[], chosen: ChosenFilters): FilterGroup[] {
  const byCode = new Map(filterableAttributes(attributes).map((a) => [a.attribute_code, a]));
  const groups: (FilterGroup | null)[] = filterFields(attributes).map((field) => {
    if (field === PRICE) return priceGroup(aggs, chosen);
    const attribute = byCode.get(field);
    return attribute ? termsGroup(aggs, attribute, chosen) : null;
  });
  return groups.filter((g): g is FilterGroup => g !== null);
}

/** How a bucket label writes an amount. */
export type AmountFormat = (amount: number) => string;

/** Spec 000 §9: an amount in a bucket label: the currency sign and the amount without needless decimals ('R100'). */
export function bucketAmount(amount: number, sign: string): string {
  return `${sign}${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

/**
 * The amount as a store view's locale writes its currency ('100 €' in de-DE), without needless
 * decimals: the euro views' labels, where the spec's sign-first form ('€100') would be foreign.
 */
export const localeAmount =
  (locale: string, currency: string): AmountFormat =>
  (amount) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }).format(
      amount,
    );

/**
 * Spec 000 §9: the first bucket is '< {currency}{to}', the last '> {currency}{from}', the middle
 * ones '{from} - {to}' (with the sign, as the issue shows 'R100 - R250'). Returns the i18n key and
 * its values; the view translates. `format` may write the amounts another way (localeAmount).
 */
export function priceLabel(
  option: Pick<FilterOption, 'from' | 'to'>,
  sign: string,
  format: AmountFormat = (amount) => bucketAmount(amount, sign),
): { key: string; values: Record<string, string> } {
  const from = option.from ?? 0;
  if (option.to === undefined || option.to === null) return { key: 'category.price.above', values: { from: format(from) } };
  if (from <= 0) return { key: 'category.price.below', values: { to: format(option.to) } };
  return { key: 'category.price.between', values: { from: format(from), to: format(option.to) } };
}
