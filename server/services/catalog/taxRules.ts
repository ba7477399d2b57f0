import type { Queryable } from '../../db/index.ts';
import type { TaxRule } from '../../../src/domain/types.ts';

/**
 * Tax rules are catalogue data (entity 'taxrule'), needed on nearly every request. A short cache
 * per database keeps that cheap; importers call invalidateTaxRules() after writing rules, and
 * the TTL bounds staleness on other replicas (DESIGN: no state another replica would need).
 */
const TTL_MS = 30_000;
const cache = new WeakMap<Queryable, { at: number; rules: Promise<TaxRule[]> }>();

export function loadTaxRules(db: Queryable, now = Date.now()): Promise<TaxRule[]> {
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.rules;
  const rules = db
    .query<{ doc: TaxRule }>(`select doc from catalog_entity where entity = 'taxrule' order by (doc->'priority') nulls last, id`)
    .then((r) => r.rows.map((row) => row.doc));
  cache.set(db, { at: now, rules });
  rules.catch(() => cache.delete(db));
  return rules;
}

export function invalidateTaxRules(db: Queryable): void {
  cache.delete(db);
}
