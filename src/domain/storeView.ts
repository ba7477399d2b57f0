/**
 * Store views in the URL (spec 001 §2 with multistore on): a view other than the default one owns
 * the paths under its prefix ('/de', '/de/c/bio'); every other path is the default view's.
 */
export interface ViewPrefix {
  storeCode: string;
  /** '/de'; '' for the default view. */
  prefix: string;
}

/** The view whose prefix starts the path ('/de', '/de/…'), else the default one; always the default with multistore off. */
export function viewOfPath<V extends ViewPrefix>(pathname: string, views: readonly V[], fallback: V, multistore: boolean): V {
  if (!multistore) return fallback;
  return views.find((v) => v.prefix && (pathname === v.prefix || pathname.startsWith(`${v.prefix}/`))) ?? fallback;
}

/** A path of the route table inside a view: '/cart' → '/de/cart', '/' → '/de' (the default view's paths stay as they are). */
export function pathInView(path: string, prefix: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (!prefix) return clean;
  return clean === '/' ? prefix : `${prefix}${clean}`;
}

/** The route-table path of a URL path of a view: '/de/cart' → '/cart', '/de' → '/'. A path outside the view is returned unchanged. */
export function pathWithinView(pathname: string, prefix: string): string {
  if (!prefix) return pathname;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}
