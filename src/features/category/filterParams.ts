/**
 * Category filters in the route query (spec 000 §2): `?brand=101&brand=104&price=100-250&sort=final_price:desc`.
 * A value of a multi-choice filter toggles; the single-choice filter (price) replaces its value;
 * resetting clears the whole query. Pure functions over URLSearchParams.
 */
import type { AppliedFilter } from '../../api/catalog';

export const PRICE = 'price';
/** Spec 000 §9: default filters price and brand (always asked for, even before attributes load). */
export const DEFAULT_FILTERS = [PRICE, 'brand'] as const;
/** Filters where one value replaces the other instead of adding to it. */
const SINGLE_CHOICE = new Set<string>([PRICE]);
export const SORT_PARAM = 'sort';

export type ChosenFilters = Record<string, string[]>;

/** The chosen values of the known filter fields; other query keys (utm_…, sort) are not filters. */
export function chosenFilters(params: URLSearchParams, fields: readonly string[]): ChosenFilters {
  const chosen: ChosenFilters = {};
  for (const field of fields) {
    const values = [...new Set(params.getAll(field).filter(Boolean))];
    if (!values.length) continue;
    chosen[field] = SINGLE_CHOICE.has(field) ? values.slice(0, 1) : values.sort();
  }
  return chosen;
}

export function countChosen(chosen: ChosenFilters): number {
  return Object.values(chosen).reduce((n, v) => n + v.length, 0);
}

/** The next query after pressing a filter value. */
export function toggleFilter(params: URLSearchParams, field: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = next.getAll(field);
  next.delete(field);
  if (SINGLE_CHOICE.has(field)) {
    if (!current.includes(value)) next.set(field, value);
    return next;
  }
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  for (const v of values) next.append(field, v);
  return next;
}

/** Spec 000 §2: resetting filters clears the query. */
export function resetFilters(): URLSearchParams {
  return new URLSearchParams();
}

/** '100-250' → {from:100, to:250}; '400-' → {from:400}. Invalid text → null. */
export function parsePriceRange(value: string): { from: number; to?: number } | null {
  const m = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)?$/.exec(value);
  if (!m) return null;
  const from = Number(m[1]);
  const to = m[2] === undefined ? undefined : Number(m[2]);
  return to !== undefined && to <= from ? null : { from, to };
}

export function priceRangeValue(from: number, to?: number | null): string {
  return `${from}-${to ?? ''}`;
}

/** Option ids travel as numbers when the catalogue stores them as numbers ("101" in the URL → 101). */
const typed = (v: string): string | number => (/^\d+$/.test(v) ? Number(v) : v);

/**
 * Chosen filters → catalog-scope filters of the SearchQuery (contract §6.3: OR inside one attribute,
 * AND across attributes). The price range is from-inclusive and to-exclusive, like the range
 * aggregation's buckets, so a product at exactly R250 is counted and listed in one bucket only.
 */
export function appliedFacetFilters(chosen: ChosenFilters): AppliedFilter[] {
  const out: AppliedFilter[] = [];
  for (const [field, values] of Object.entries(chosen)) {
    if (field === PRICE) {
      const range = parsePriceRange(values[0]);
      if (range) out.push({ attribute: PRICE, value: range.to === undefined ? { gte: range.from } : { gte: range.from, lt: range.to }, scope: 'catalog' });
      continue;
    }
    out.push({ attribute: field, value: { in: values.map(typed) }, scope: 'catalog' });
  }
  return out;
}
