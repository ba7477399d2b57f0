import type { Queryable } from '../../db/index.ts';
import type { TaxRule } from '../../../src/domain/types.ts';
import { SHARED_STORE_CODE } from './catalogView.ts';

/**
 * Tax rules are catalogue data (entity 'taxrule'), needed on nearly every request. A short cache
 * per database keeps that cheap; importers call invalidateTaxRules() after writing rules, and
 * the TTL bounds staleness on other replicas (DESIGN: no state another replica would need).
 * Every store view is taxed by the same rules (its country picks the rate): the default view's rows.
 */
const TTL_MS = 30_000;
const cache = new WeakMap<Queryable, { at: number; rules: Promise<TaxRule[]> }>();

export function loadTaxRules(db: Queryable, now = Date.now()): Promise<TaxRule[]> {
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.rules;
  const rules = db
    .query<{ doc: TaxRule }>(`select doc from catalog_entity where store_code = $1 and entity = 'taxrule' order by (doc->'priority') nulls last, id`, [
      SHARED_STORE_CODE,
    ])
    .then((r) => r.rows.map((row) => row.doc));
  cache.set(db, { at: now, rules });
  rules.catch(() => cache.delete(db));
  return rules;
}

export function invalidateTaxRules(db: Queryable): void {
  cache.delete(db);
}
