/**
 * What the match index (matchIndex.ts) can answer of a search request: its default filters, facet
 * filters and aggregations as tests on a text's kept matches (matchSet.ts), or nothing, when the
 * search statement must answer.
 */
import { parseAggs, priceRangesFor, type Agg, type PriceRanges } from './aggregations.ts';
import { assertFilterList, intForms, isEither, operationOf } from './filters.ts';
import { equivalents } from './jsonPath.ts';
import { hasAny, type MatchSet } from './matchSet.ts';
import type { SearchRequest } from './searchRequest.ts';
import { TYPED_FIELDS } from './searchSql.ts';

/** A facet filter: does row i pass? */
type Flag = (set: MatchSet, i: number) => boolean;
export interface Facet {
  attribute: string;
  test: Flag;
  fields: string[];
  prices: boolean;
  types: boolean;
}
export interface Plan {
  defaults: { field: string; ints: Set<number> }[];
  facets: Facet[];
  aggs: Agg[];
  ranges: PriceRanges;
}

/** A price bound in cents, when it is a whole number of cents (else the statement compares it). */
function boundCents(raw: unknown): number | null {
  const n = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : NaN;
  if (!Number.isFinite(n) || !/^-?\d+(\.\d{1,2})?$/.test(String(n)) || Math.abs(n) > 1e12) return null;
  return Math.round(n * 100);
}

/** What the index can answer of `req`, or null when the search statement must. */
export function planOf(req: SearchRequest): Plan | null {
  if (req.type !== 'product' || req.sort.length) return null;
  const defaults: Plan['defaults'] = [];
  const facets: Facet[] = [];
  for (const f of assertFilterList(req.query._appliedFilters)) {
    const op = operationOf(f);
    if (f.scope === 'catalog') {
      if (f.attribute === 'price') {
        if (op.kind !== 'range') return null;
        const bounds = Object.entries(op.bounds).map(([k, v]) => [k, boundCents(v)] as const);
        if (bounds.some(([, c]) => c === null)) return null;
        const [gt, gte, lt, lte] = (['gt', 'gte', 'lt', 'lte'] as const).map((k) => bounds.find(([op]) => op === k)?.[1] ?? null);
        // A product without a price (NaN) fails every bound, as NULL does in SQL; no bound passes every product.
        const test: Flag = (set, i) => {
          const c = set.cents[i];
          if (!bounds.length) return true;
          return c === c && (gt === null || c > gt) && (gte === null || c >= gte) && (lt === null || c < lt) && (lte === null || c <= lte);
        };
        facets.push({ attribute: 'price', test, fields: [], prices: true, types: false });
        continue;
      }
      const options = `${f.attribute}_options`;
      if (TYPED_FIELDS.get(f.attribute) !== 'ints' || TYPED_FIELDS.get(options) !== 'ints') return null;
      if (op.kind !== 'in' || !op.values.length || op.values.some((v) => v === null)) return null;
      // A typed int equals a filter value in jsonpath when it equals one of its number forms.
      const wanted = new Set(op.values.flatMap(equivalents).filter((v): v is number => typeof v === 'number'));
      const [own, kids] = [f.attribute, options];
      // The product has a value, or it is a configurable whose children have one (filters.ts).
      const test: Flag = (set, i) => hasAny(set.lists.get(own)!, i, wanted) || (set.configurable[i] === 1 && hasAny(set.lists.get(kids)!, i, wanted));
      facets.push({ attribute: f.attribute, test, fields: [own, kids], prices: false, types: true });
      continue;
    }
    // A default `in` the statement compares on the int column (filters.ts, intInSql).
    if (TYPED_FIELDS.get(f.attribute) !== 'int' || isEither(f) || op.kind !== 'in' || !op.values.length || op.values.some((v) => v === null)) return null;
    defaults.push({ field: f.attribute, ints: new Set(intForms(op.values)) });
  }
  if (facets.length > 30) return null; // one bit each
  const aggs = parseAggs(req.query._availableFilters);
  if (aggs.some((a) => a.kind === 'terms' && TYPED_FIELDS.get(a.field) !== 'ints')) return null;
  return { defaults, facets, aggs, ranges: priceRangesFor(req.view.currency) };
}
