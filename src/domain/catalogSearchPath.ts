/**
 * The address of a catalogue search (contract §6.1), built by one pure function so that the PWA
 * (src/api/catalog.ts) and the server, which puts a product page's first answer into its index.html
 * (server/services/catalog/startupData.ts, issue 15), ask for the very same URL, byte for byte.
 */

export interface SearchPathParams {
  size: number;
  from: number;
  includeFields?: readonly string[];
  excludeFields?: readonly string[];
}

/**
 * Contract §6.1 / §11.11: vsf-api decodes `request` twice, so a literal '%' in the JSON breaks it.
 * We write '%' as the JSON escape \u0025: the text then has no '%' at all, so a server that decodes
 * once (ours) or twice (vsf-api) reads the same JSON, and JSON.parse turns it back into '%'.
 */
export function encodeRequest(query: object): string {
  return encodeURIComponent(JSON.stringify(query).replace(/%/g, '\\u0025'));
}

/** `/api/catalog/<index>/<entity>/_search?…` for a search body (paging already normalised). */
export function catalogSearchPath(index: string, entity: string, body: object, { size, from, includeFields, excludeFields }: SearchPathParams): string {
  // Keys sorted alphabetically, as query-string does for the VSF client (keeps HTTP caches aligned).
  const params: [string, string][] = [];
  if (excludeFields?.length) params.push(['_source_exclude', encodeURIComponent(excludeFields.join(','))]);
  if (includeFields?.length) params.push(['_source_include', encodeURIComponent(includeFields.join(','))]);
  params.push(['from', String(from)], ['request', encodeRequest(body)], ['request_format', 'search-query']);
  params.push(['response_format', 'compact'], ['size', String(size)]);
  return `/api/catalog/${encodeURIComponent(index)}/${entity}/_search?${params.map(([k, v]) => `${k}=${v}`).join('&')}`;
}

/** One document of an entity by an exact value of one of its fields (default scope). */
function oneBy<E extends string>(entity: E, attribute: string, value: string) {
  return { entity, query: { _appliedFilters: [{ attribute, value: { eq: value }, scope: 'default' as const }] }, size: 1, from: 0 };
}

/** The product page's lookup of its product (api/catalog lookupProductBySku): one product by SKU. */
export const productBySkuSearch = (sku: string) => oneBy('product', 'sku', sku);

/** A CMS block by identifier (features/home loadCmsBlock): the home page's hero is its largest paint. */
export const cmsBlockSearch = (identifier: string) => oneBy('cms_block', 'identifier', identifier);

/** The CMS block of the home page's banner, its largest paint (HomeHero.tsx). */
export const HOME_HERO_BLOCK = 'home-hero';

/** The route parameter the router would see, or null for a malformed escape (`%E0%A4%A`). */
function decodedParam(found: RegExpExecArray | null): string | null {
  if (!found) return null;
  try {
    return decodeURIComponent(found[1] ?? '');
  } catch {
    return null;
  }
}

/**
 * The SKU of a product page's route-table path (`/p/<sku>/<slug>`, maybe with a child after it), as
 * the router decodes it; null for any other path or a malformed escape.
 */
export const productSkuOfPath = (path: string): string | null => decodedParam(/^\/p\/([^/]+)\/[^/]+/.exec(path));

/** The slug of a category page's path (`/c/<slug>`), as the router decodes it; null otherwise. */
export const categorySlugOfPath = (path: string): string | null => decodedParam(/^\/c\/([^/]+)\/?$/.exec(path));
