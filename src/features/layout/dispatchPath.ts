import { mapUrl, OfflineError, type UrlMapping } from '../../api/url';
import type { Dispatched } from './dispatchedPages';

/** Which page shows each mapped type, and under which prop the `_source` is handed over. */
const PAGES: Record<UrlMapping['_type'], { load: () => Promise<{ default: Extract<Dispatched, { kind: 'page' }>['Page'] }>; prop: string }> = {
  product: { load: () => import('../product/ProductPage'), prop: 'product' },
  category: { load: () => import('../category/CategoryPage'), prop: 'category' },
  cms_page: { load: () => import('../cms/CmsPage'), prop: 'page' },
};

/**
 * The URL dispatcher (spec 000 §2, spec 001 §2): any other path (within the store view) is resolved
 * through /api/url/map to a product, category or CMS page; no mapping → page-not-found (logged,
 * navigation continues). The page's code is fetched here too, so the page appears in one step.
 */
export async function dispatchPath(path: string, childSku: string | undefined): Promise<Dispatched> {
  let mapping: UrlMapping | null;
  try {
    mapping = await mapUrl(path, childSku);
  } catch (err) {
    if (err instanceof OfflineError) return { kind: 'offline' };
    throw err;
  }
  if (!mapping) {
    console.error('No mapping found for', path);
    return { kind: 'not-found' };
  }
  const entry = PAGES[mapping._type];
  const { default: Page } = await entry.load();
  return { kind: 'page', type: mapping._type, Page, props: { [entry.prop]: mapping._source } };
}
