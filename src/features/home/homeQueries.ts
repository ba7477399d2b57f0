import { filter, searchCatalog, type SearchResult } from '../../api/catalog';
import type { CmsBlock, Product } from '../../domain/types';

/** The three home blocks of spec 001 §1/§7, each flagged by a seed attribute. */
export const HOME_BLOCKS = [
  { id: 'new', flag: 'new', titleKey: 'home.newCollection' },
  { id: 'special', flag: 'sale', titleKey: 'home.specialCollection' },
  { id: 'bestsellers', flag: 'bestseller', titleKey: 'home.bestsellers' },
] as const;

export type HomeBlockId = (typeof HOME_BLOCKS)[number]['id'];

/** Spec 001 §7 / 000 §9: 8 items, created_at desc, visibility in [2,3,4], status in [0,1]. */
export function loadHomeCollection(flag: string): Promise<SearchResult<Product>> {
  return searchCatalog<Product>(
    'product',
    {
      _appliedFilters: [filter('visibility', { in: [2, 3, 4] }), filter('status', { in: [0, 1] }), filter(flag, { eq: 1 })],
    },
    { size: 8, sort: 'created_at:desc' },
  );
}

export async function loadCmsBlock(identifier: string): Promise<CmsBlock | null> {
  const res = await searchCatalog<CmsBlock>('cms_block', { _appliedFilters: [filter('identifier', { eq: identifier })] }, { size: 1 });
  return res.items[0] ?? null;
}
