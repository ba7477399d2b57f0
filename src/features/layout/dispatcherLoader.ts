import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { mapUrl, OfflineError, type UrlMapping } from '../../api/url';

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
  let mapping: UrlMapping | null;
  try {
    mapping = await mapUrl(url.pathname, url.searchParams.get('childSku') ?? undefined);
  } catch (err) {
    if (err instanceof OfflineError) return { kind: 'offline' };
    throw err;
  }
  if (!mapping) {
    console.error('No mapping found for', url.pathname);
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
