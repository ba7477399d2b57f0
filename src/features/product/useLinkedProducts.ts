import { filter, searchCatalog } from '../../api/catalog';
import { useAsync } from '../../components/useAsync';
import type { Product } from '../../domain/types';

const EMPTY: ReadonlyMap<string, Product> = new Map();

/** Loads products by sku (bundle links, grouped associated products), priced by the server. */
export async function loadProductsBySku(skus: readonly string[]): Promise<Map<string, Product>> {
  if (!skus.length) return new Map();
  const res = await searchCatalog<Product>('product', { _appliedFilters: [filter('sku', { in: [...skus] })] }, { size: skus.length });
  return new Map(res.items.map((p) => [p.sku, p]));
}

/** The linked products of the shown product; an empty map while loading or when it failed. */
export function useLinkedProducts(skus: readonly string[]): { products: ReadonlyMap<string, Product>; loading: boolean } {
  const key = skus.length ? `linked:${[...skus].sort().join(',')}` : null;
  const state = useAsync(key, () => loadProductsBySku(skus));
  if (!key) return { products: EMPTY, loading: false };
  return { products: state.status === 'success' ? state.data : EMPTY, loading: state.status === 'loading' };
}

/** The skus a product links to: bundle option links or grouped associated products. */
export function linkedSkus(product: Product): string[] {
  if (product.type_id === 'bundle') return [...new Set((product.bundle_options ?? []).flatMap((o) => o.product_links.map((l) => l.sku)))];
  if (product.type_id === 'grouped') {
    return (product.product_links ?? []).filter((l) => l.link_type === 'associated').map((l) => l.linked_product_sku);
  }
  return [];
}
