/**
 * The check that catalog_search (migrations 023 and 025) equals a fresh computation from
 * catalog_entity: shared by the tests of the table's triggers and of its rebuild.
 */
import { LEAN_FIELDS, TYPED_FIELDS } from '../../server/services/catalog/searchSql.ts';

const STORED = ['search', 'price_plain', 'price_special', 'special_from', 'special_until', 'tax_class', 'price_kids', 'price_parts', 'sellable'];
const TYPED = [...TYPED_FIELDS].map(([f, kind]) => `catalog_typed_${kind}(doc_small->'${f}') as t_${f}`);
const COMPARED = [...STORED, ...[...LEAN_FIELDS].map((f) => `v_${f}`), ...[...TYPED_FIELDS.keys()].map((f) => `t_${f}`)];

/** Products of catalog_entity whose copy in catalog_search is missing, stale or extra (every LEAN_FIELDS and TYPED_FIELDS column too): `n`. */
export const SEARCH_TABLE_DRIFT = `select count(*)::int as n from
  (select store_code, id, ${STORED.join(', ')}, ${[...LEAN_FIELDS].map((f) => `doc_small->'${f}' as v_${f}`).join(', ')}, ${TYPED.join(', ')}
     from catalog_entity where entity = 'product') e
  full join catalog_search s using (store_code, id)
 where e.id is null or s.id is null
    or (${COMPARED.map((c) => `e.${c}`).join(', ')}) is distinct from (${COMPARED.map((c) => `s.${c}`).join(', ')})`;
