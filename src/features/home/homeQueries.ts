import { filter, searchCatalog, type SearchResult } from '../../api/catalog';
import { PRODUCT_TILE_FIELDS } from '../../domain/catalogFields';
import { cmsBlockSearch, HOME_HERO_BLOCK } from '../../domain/catalogSearchPath';
import type { CmsBlock, Product } from '../../domain/types';
import { earlyRequests } from '../../lib/earlyRequests';

/** The three home blocks of spec 001 §1/§7, each flagged by a seed attribute. */
export const HOME_BLOCKS = [
  { id: 'new', flag: 'new', titleKey: 'home.newCollection' },
  { id: 'special', flag: 'sale', titleKey: 'home.specialCollection' },
  { id: 'bestsellers', flag: 'bestseller', titleKey: 'home.bestsellers' },
] as const;

export type HomeBlockId = (typeof HOME_BLOCKS)[number]['id'];

/** Spec 001 §7 / 000 §9: 8 items, created_at desc, visibility in [2,3,4], status in [0,1]; the tiles' fields only. */
export function loadHomeCollection(flag: string): Promise<SearchResult<Product>> {
  return early.take(`collection:${flag}`, () => fetchHomeCollection(flag));
}

function fetchHomeCollection(flag: string): Promise<SearchResult<Product>> {
  return searchCatalog<Product>(
    'product',
    {
      _appliedFilters: [filter('visibility', { in: [2, 3, 4] }), filter('status', { in: [0, 1] }), filter(flag, { eq: 1 })],
    },
    { size: 8, sort: 'created_at:desc', includeFields: PRODUCT_TILE_FIELDS },
  );
}

export function loadCmsBlock(identifier: string): Promise<CmsBlock | null> {
  return early.take(`cms:${identifier}`, () => fetchCmsBlock(identifier));
}

async function fetchCmsBlock(identifier: string): Promise<CmsBlock | null> {
  // The same search as the home page's start-up answer (server/services/catalog/startupData.ts).
  const { entity, query, size } = cmsBlockSearch(identifier);
  const res = await searchCatalog<CmsBlock>(entity, query, { size });
  return res.items[0] ?? null;
}

/** Answers requested before the first render, each used once; later visits ask again. */
const early = earlyRequests();

/**
 * Called by main.tsx on the home route before React renders: the hero banner (the page's largest
 * paint) and the three blocks are requested while the app is still starting instead of after it.
 */
export function prefetchHome(): void {
  early.keep(`cms:${HOME_HERO_BLOCK}`, fetchCmsBlock(HOME_HERO_BLOCK));
  for (const b of HOME_BLOCKS) early.keep(`collection:${b.flag}`, fetchHomeCollection(b.flag));
}

/**
 * The banner's block if its early request has already answered (index.html brings it:
 * server/services/catalog/startupData.ts), so that the first render shows the banner instead of its
 * placeholder: the page's largest paint is then the app's first paint, not a later commit.
 */
export const heroBlockAtHand = () => early.answered<CmsBlock | null>(`cms:${HOME_HERO_BLOCK}`);

/** The banner shown from heroBlockAtHand uses up its early request: a later visit asks again. */
export const takeHeroBlockAtHand = () => early.forget(`cms:${HOME_HERO_BLOCK}`);
