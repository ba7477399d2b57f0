import { viewScoped } from '../lib/config';
import { apiUrl, storeHeaders } from './http';
import { REQUEST_TIMEOUT_MS } from './requestTimeout';
import { createIdbCache } from './idbCache';

export type MappedType = 'product' | 'category' | 'cms_page';

export interface UrlMapping<T = Record<string, unknown>> {
  _type: MappedType;
  _source: T;
}

/** Thrown when the path is neither answerable by the network nor by the local cache. */
export class OfflineError extends Error {
  constructor(readonly path: string) {
    super(`No connection and no cached mapping for ${path}`);
    this.name = 'OfflineError';
  }
}

// Spec 000 §8: a storage quota error anywhere clears this cache.
const cache = createIdbCache<UrlMapping>('urlCache', { clearOnQuotaError: true });
const KNOWN: MappedType[] = ['product', 'category', 'cms_page'];

/** vsf1 §4.4: leading '/' and trailing '/' removed, query string and hash cut ('/gear/gear-3/?a=1' → 'gear/gear-3'). */
export function normaliseUrlPath(path: string): string {
  return path.split(/[?#]/)[0].replace(/^\/+/, '').replace(/\/+$/, '');
}

// Each view has its own url_paths: its mappings are kept apart (the default view's keys are unchanged).
// ':' and not '-': a default-view path such as 'gear-de' must not meet the de view's 'gear'.
const cacheKey = (url: string) => viewScoped(url, ':');

async function cachedOrOffline(url: string, path: string): Promise<UrlMapping> {
  const cached = await cache.get(cacheKey(url));
  if (cached) return cached;
  throw new OfflineError(path);
}

/**
 * Resolves any path through POST /api/url/map (contract §7) to a product, category or CMS page.
 * No match (JSON null), a 4xx or an unknown _type → null (page-not-found).
 * Mappings are cached in IndexedDB so a visited dispatcher URL still resolves offline; a network
 * failure, a 5xx or a non-JSON answer without a cached mapping throws OfflineError (the caller
 * shows the offline notice, or says the shop cannot be reached when the browser is online).
 */
export async function mapUrl(path: string, childSku?: string): Promise<UrlMapping | null> {
  const url = normaliseUrlPath(path);
  if (!url) return null;
  let res: Response;
  try {
    res = await fetch(apiUrl('/api/url/map'), {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...storeHeaders() },
      body: JSON.stringify({
        url,
        includeFields: null,
        excludeFields: [],
        options: { prefetchGroupProducts: true, assignProductConfiguration: true, fallbackToDefaultWhenNoAvailable: true },
        filters: { sku: childSku ?? null },
      }),
    });
  } catch {
    return cachedOrOffline(url, path);
  }
  // A 5xx or a non-JSON page (a proxy, a captive portal) did not answer the question either.
  if (res.status >= 500 || !(res.headers.get('content-type') ?? '').includes('json')) return cachedOrOffline(url, path);
  if (!res.ok) return null;
  const hit = (await res.json()) as { _type?: string; _source?: Record<string, unknown> } | null;
  if (!hit || !hit._source || !KNOWN.includes(hit._type as MappedType)) return null;
  const mapping: UrlMapping = { _type: hit._type as MappedType, _source: hit._source };
  await cache.set(cacheKey(url), mapping);
  // A product page reached by its address is a product this device has seen: the offline search keeps it too.
  if (mapping._type === 'product') void import('./offlineSearch/seen').then((m) => m.keepSeen('product', [mapping._source])).catch(() => undefined);
  return mapping;
}
