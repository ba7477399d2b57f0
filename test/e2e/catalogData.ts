/**
 * Expected catalogue answers for the category and search journeys, computed from the database
 * (which products a listing holds: category subtree, visibility, status, brand) and the server's
 * price rules (prices incl. tax as the API computes them for the shopper).
 */
import type { APIRequestContext } from '@playwright/test';
import type { Db } from '../../server/db/index.ts';

type Doc = Record<string, any>;

export interface ListedProduct {
  sku: string;
  name: string;
  brand: number | null;
  price: number;
}

export async function docs(db: Db, entity: string): Promise<Doc[]> {
  const { rows } = await db.query<{ doc: Doc }>("select doc from catalog_entity where store_code = 'default' and entity = $1", [entity]);
  return rows.map((r) => r.doc);
}

/** The category and its active descendants (by path), as the category page lists them. */
export function subtreeIds(category: Doc, categories: Doc[]): number[] {
  return categories.filter((c) => c.is_active !== false && String(c.path).split('/').map(Number).includes(category.id)).map((c) => c.id);
}

/** Products a category page lists (visibility 2–4, status 0–1, in the subtree), from the database. */
export function listedInCategory(products: Doc[], ids: number[]): Doc[] {
  const set = new Set(ids);
  return products.filter(
    (p) => [2, 3, 4].includes(Number(p.visibility)) && [0, 1].includes(Number(p.status)) && (p.category_ids ?? []).some((id: number) => set.has(id)),
  );
}

/** The server's shown price (final_price incl. tax) of each sku, asked from the API in one request. */
export async function shownPrices(request: APIRequestContext, skus: string[]): Promise<Map<string, number>> {
  const query = { _appliedFilters: [{ attribute: 'sku', value: { in: skus }, scope: 'default' }] };
  const res = await request.get(
    `/api/catalog/ido/product/_search?size=${skus.length}&request_format=search-query&response_format=compact&request=${encodeURIComponent(JSON.stringify(query))}`,
  );
  const body = (await res.json()) as { hits: Doc[] };
  return new Map(body.hits.map((h) => [String(h.sku), Number(h.final_price_incl_tax ?? h.fpit)]));
}
