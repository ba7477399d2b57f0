import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { mapUrl, OfflineError, type UrlMapping } from '../../api/url';
import { pathWithinView } from '../../domain/storeView';
import { currentStoreView } from '../../lib/config';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page takes its own props (the table below hands them over)
type Page = ComponentType<any>;

export type Dispatched = { kind: 'page'; type: UrlMapping['_type']; Page: Page; props: Record<string, unknown> } | { kind: 'not-found' } | { kind: 'offline' };

/** Which page shows each mapped type, and under which prop the `_source` is handed over. */
const PAGES: Record<UrlMapping['_type'], { load: () => Promise<{ default: Page }>; prop: string }> = {
  product: { load: () => import('../product/ProductPage'), prop: 'product' },
  category: { load: () => import('../category/CategoryPage'), prop: 'category' },
  cms_page: { load: () => import('../cms/CmsPage'), prop: 'page' },
};

/**
 * The URL dispatcher (spec 000 §2, spec 001 §2): any other path is resolved through /api/url/map
 * to a product, category or CMS page; no mapping → page-not-found (logged, navigation continues).
 * The page's code is fetched here too, so the page appears in one step.
 */
export async function dispatcherLoader({ request }: LoaderFunctionArgs): Promise<Dispatched> {
  const url = new URL(request.url);
  // The loader's request carries the whole address: a view's url_path is the part after its prefix.
  const path = pathWithinView(url.pathname, currentStoreView().prefix);
  let mapping: UrlMapping | null;
  try {
    mapping = await mapUrl(path, url.searchParams.get('childSku') ?? undefined);
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

/** Filters and sort live in the query string: only a new path needs a new mapping. */
export function dispatcherShouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}
