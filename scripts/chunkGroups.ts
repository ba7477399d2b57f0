/**
 * The lazy chunk groups of the build (vite.config.ts), each named by the files it holds. The files
 * are listed by path, not by a pattern, so that a file renamed or moved does not silently fall out
 * of its group (test/lint/chunkGroups.test.ts checks every listed file exists, and in one group only).
 */
export interface ChunkGroup {
  name: string;
  /** Paths from the repository root. */
  files: readonly string[];
}

export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  // The service worker's start and the install offer's memory (also needed by its lazy rest).
  { name: 'pwa', files: ['src/app/pwa.ts', 'src/app/serviceWorker.ts', 'src/domain/installOffer.ts', 'src/features/install/installMemory.ts'] },
  // The device storage code loads together (the catalogue caches' first write, the offline search's
  // store, the quota watch, all after the first page's pictures): one request instead of eight, and
  // one compressed file (issue 15).
  {
    name: 'storage',
    files: [
      'src/api/idbCacheStore.ts',
      'src/api/keyValueStore.ts',
      'src/api/offlineSearch/productStore.ts',
      'src/api/offlineSearch/seen.ts',
      'src/api/purge.ts',
      'src/api/queue/idb.ts',
      'src/app/storageWatch.ts',
      'src/domain/keptProduct.ts',
      'src/domain/storageBudget.ts',
    ],
  },
  // Issue 15: a category or product page's first paint waited for about 12 small lazy chunks (the
  // page, its hooks, SEO, prices, dialogs...). On a phone network over HTTP/1.1 (6 connections) each
  // round of requests costs a round trip, so what those pages need comes in a few chunks:
  // - the default listing's query (the category's first products are asked for with it, before the
  //   page's code is here: keep it small);
  {
    name: 'listing-query',
    files: [
      'src/features/category/categoryQuery.ts',
      'src/features/category/defaultListingQuery.ts',
      'src/features/category/filterGroups.ts',
      'src/features/category/filterParams.ts',
    ],
  },
  // - what the catalogue pages share with other lazy parts (cart, checkout, drawers, footer, search
  //   panel), so that those never load the pages' own code;
  {
    name: 'lazy-shared',
    files: [
      'src/components/DialogShell.tsx',
      'src/components/useDialog.ts',
      'src/domain/bundle.ts',
      'src/domain/customOption.ts',
      'src/domain/grouped.ts',
      'src/domain/money.ts',
      'src/domain/regions.ts',
      'src/domain/shipping.ts',
      'src/domain/variant.ts',
      'src/features/catalog/catalog.css',
      'src/features/category/LoadMore.tsx',
      'src/features/category/useCategoryData.ts',
      'src/features/category/useCategoryListing.ts',
      'src/features/category/useRemembered.ts',
      'src/features/errors/OfflineRedirect.tsx',
      'src/features/errors/PageUnavailable.tsx',
      'src/features/product/QtyInput.tsx',
      'src/features/product/validateQty.ts',
      'src/features/search/offlineMessage.ts',
      'src/features/search/search.css',
      'src/features/seo/useSeo.ts',
      'src/lib/online.ts',
    ],
  },
  // - the category and product pages with everything else they import. The search results page
  //   stays on its own: its largest paint waits for the search, not for code.
  { name: 'catalogue', files: ['src/features/category/CategoryPage.tsx', 'src/features/product/ProductPage.tsx'] },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The module ids of a group's files (absolute paths ending in one of them). */
export function filesTest(files: readonly string[]): RegExp {
  return new RegExp(`/(${files.map(escape).join('|')})$`);
}
