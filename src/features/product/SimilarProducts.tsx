import { useTranslation } from 'react-i18next';
import { filter, searchCatalog } from '../../api/catalog';
import { ProductGrid } from '../../components/ProductGrid';
import { tileActions } from '../catalog/tileActions';
import { whenPageShown } from '../../lib/startupGate';
import { useAsync } from '../../components/useAsync';
import type { Product } from '../../domain/types';

const SIMILAR_COUNT = 4;

/** Products of the same category, excluding the product itself; listed ones only (spec 000 §9). */
export async function loadSimilarProducts(product: Pick<Product, 'sku'>, categoryId: number): Promise<Product[]> {
  const res = await searchCatalog<Product>(
    'product',
    {
      _appliedFilters: [
        filter('category_ids', { in: [categoryId] }),
        filter('visibility', { in: [2, 3, 4] }),
        filter('status', { in: [0, 1] }),
        filter('sku', { neq: product.sku }),
      ],
    },
    { size: SIMILAR_COUNT + 1 },
  );
  return res.items.filter((p) => p.sku !== product.sku).slice(0, SIMILAR_COUNT);
}

export function SimilarProducts({ product, categoryId }: { product: Product; categoryId?: number }) {
  const { t } = useTranslation();
  const key = categoryId ? `similar:${product.sku}:${categoryId}` : null;
  const state = useAsync(key, () => whenPageShown().then(() => loadSimilarProducts(product, categoryId!)));
  if (!key || state.status === 'error' || (state.status === 'success' && !state.data.length)) return null;
  return (
    <section className="product__section product__section--wide" aria-labelledby="similar-products">
      <h2 id="similar-products">{t('product.similar')}</h2>
      <ProductGrid
        tileActions={tileActions}
        products={state.data ?? []}
        loading={state.status === 'loading'}
        skeletonCount={SIMILAR_COUNT}
        label={t('product.similar')}
      />
    </section>
  );
}
