/**
 * The PWA's catalogue requests against the real server: the URL the client builds
 * (src/api/catalog.ts buildSearchUrl), answered by the app, decompacted as the client does. Lets
 * server tests price products through the same code paths as the tiles and the product page.
 */
import type { FastifyInstance } from 'fastify';
import { buildSearchUrl, decompactProduct, filter, type SearchQueryBody } from '../../src/api/catalog';
import type { Product } from '../../src/domain/types';

/** The store view's catalogue index replaces the default one in the client's URL. */
export function clientCatalog(app: FastifyInstance, index = 'ido') {
  async function search(
    query: SearchQueryBody,
    opts: { size?: number; from?: number; includeFields?: readonly string[] } = {},
  ): Promise<{ items: Product[]; total: number }> {
    const url = buildSearchUrl('product', query, opts).replace('/api/catalog/ido/', `/api/catalog/${index}/`);
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const body = res.json() as { hits: Record<string, unknown>[]; total: number };
    return { items: body.hits.map((h) => decompactProduct(h) as unknown as Product), total: body.total };
  }
  return {
    search,
    /** Every product a category listing can show (contract §6.3 filters), page by page; only the given fields when given. */
    async listing(includeFields?: readonly string[]): Promise<Product[]> {
      const query = { _appliedFilters: [filter('visibility', { in: [2, 3, 4] }), filter('status', { in: [0, 1] })] };
      const all: Product[] = [];
      for (let from = 0; ; from += 100) {
        const page = await search(query, { size: 100, from, includeFields });
        all.push(...page.items);
        if (!page.items.length || all.length >= page.total) return all;
      }
    },
    /** As getProductBySku (the product page) and loadProductsBySku (its linked products). */
    async bySku(skus: readonly string[]): Promise<Map<string, Product>> {
      if (!skus.length) return new Map();
      const res = await search({ _appliedFilters: [filter('sku', { in: [...skus] })] }, { size: skus.length });
      return new Map(res.items.map((p) => [p.sku, p]));
    },
  };
}
