/**
 * The cms-data extension's look-ups (contract §8.2, spec 001 §7) over the CMS documents that
 * catalogue search serves (catalog_entity cms_page / cms_block): by id, or by identifier within
 * a store view. Each store view has CMS documents of its own (migration 018: its catalogue); within
 * them a document's store_id lists the Magento store ids it shows in; 0 (or none) = all.
 */
import type { Queryable } from '../../db/index.ts';
import { ApiError } from '../apiError.ts';

export type CmsType = 'Page' | 'Block';

const ENTITY: Record<CmsType, string> = { Page: 'cms_page', Block: 'cms_block' };

/** Magento's own wording for a missing page or block ("CMS Page with id "7" does not exist."). */
const missing = (type: CmsType, field: string, value: string) => new ApiError(404, `CMS ${type} with ${field} "${value}" does not exist.`);

function shownIn(doc: Record<string, unknown>, storeId: number): boolean {
  const stores = doc.store_id;
  const list = Array.isArray(stores) ? stores : stores === undefined || stores === null ? [] : [stores];
  return list.length === 0 || list.some((s) => Number(s) === 0 || Number(s) === storeId);
}

export async function cmsById(db: Queryable, storeCode: string, type: CmsType, id: string): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ doc: Record<string, unknown> }>('select doc from catalog_entity where store_code = $1 and entity = $2 and id = $3', [
    storeCode,
    ENTITY[type],
    id,
  ]);
  if (!rows[0]) throw missing(type, 'id', id);
  return rows[0].doc;
}

/** The active document with this identifier shown in the store (a store-specific one before an all-stores one). */
export async function cmsByIdentifier(db: Queryable, storeCode: string, type: CmsType, identifier: string, storeId: number): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ doc: Record<string, unknown> }>(
    `select doc from catalog_entity where store_code = $1 and entity = $2 and doc->>'identifier' = $3 and coalesce(doc->>'active', 'true') <> 'false'
     order by id`,
    [storeCode, ENTITY[type], identifier],
  );
  const shown = rows.map((r) => r.doc).filter((doc) => shownIn(doc, storeId));
  const own = shown.find((doc) => Array.isArray(doc.store_id) && doc.store_id.some((s) => Number(s) === storeId));
  const doc = own ?? shown[0];
  if (!doc) throw missing(type, 'identifier', identifier);
  return doc;
}
