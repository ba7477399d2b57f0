/**
 * URL mapping (contract §7, vsf1-behaviour §4.4): the product, category or CMS page whose
 * url_path (CMS: identifier) equals the url exactly, as the raw hit vsf-api returns. Only the store
 * view's own documents (its index): a German url_path does not resolve in the Italian view.
 */
import type { Queryable } from '../../db/index.ts';
import type { Product } from '../../../src/domain/types.ts';
import { priceProducts, type PricingView } from '../catalog/pricing.ts';
import { filterSource } from '../catalog/sourceFilter.ts';

// vsf-api's urlModule.map.includeFields: always returned so the client can route.
const ALWAYS_INCLUDED = ['url_path', 'identifier', 'id', 'slug', 'sku', 'type_id'];
const ENTITY_ORDER = ['product', 'category', 'cms_page'];

export interface UrlHit {
  _index: string;
  _type: string;
  _id: string;
  _score: number;
  _source: Record<string, unknown>;
}

export function normaliseUrl(url: string): string {
  return url.split('?')[0].replace(/^\/+/, '').replace(/\/+$/, '');
}

export async function mapUrl(
  db: Queryable,
  view: PricingView,
  url: string,
  includeFields: string[] | null,
  excludeFields: string[] | null,
  now = new Date(),
): Promise<UrlHit | null> {
  const path = normaliseUrl(url);
  if (!path) return null;
  const { rows } = await db.query<{ entity: string; id: string; doc: Record<string, unknown> }>(
    `select entity, id, doc from catalog_entity where store_code = $1 and url_path = $2 and entity in ('product','category','cms_page')`,
    [view.storeCode, path],
  );
  const exact = rows
    .filter((r) => r.doc.url_path === path || r.doc.identifier === path)
    .sort((a, b) => ENTITY_ORDER.indexOf(a.entity) - ENTITY_ORDER.indexOf(b.entity))[0];
  if (!exact) return null;
  let doc = exact.doc;
  if (exact.entity === 'product') [doc] = (await priceProducts(db, [doc as unknown as Product], view, now)) as unknown as Record<string, unknown>[];
  // The client routes by slug (vsf1-behaviour §4.4); VSF's own fallback for a document without one is url_key.
  if (exact.entity !== 'cms_page' && !doc.slug && typeof doc.url_key === 'string') doc = { ...doc, slug: doc.url_key };
  const asked = (includeFields ?? []).filter(Boolean);
  const includes = asked.length ? [...asked, ...ALWAYS_INCLUDED] : [];
  return {
    _index: view.index,
    _type: exact.entity,
    _id: String(exact.id),
    _score: 1,
    _source: filterSource(doc, includes, (excludeFields ?? []).filter(Boolean)),
  };
}
