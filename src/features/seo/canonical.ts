import { config, currentStoreView } from '../../lib/config';
import { pathInView } from '../../domain/storeView';

/** This origin with the current view's prefix ('https://shop/de'): the base of the page's absolute URLs (canonical, JSON-LD). */
export const viewBase = (): string => `${globalThis.location?.origin ?? ''}${currentStoreView().prefix}`;

/** Canonical links (one per page): the given path on this origin, inside the current view (callers leave out filters, sort and tracking). */
export function canonicalUrl(path: string, origin = viewBase()): string {
  const clean = path.split('#')[0] || '/';
  return `${origin}${clean.startsWith('/') ? clean : `/${clean}`}`;
}

/** Sets (or creates) the single <link rel="canonical"> of the document. */
export function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * With multistore on, <link rel="alternate" hreflang> to the same page in each store view (its
 * locale, 'x-default' for the default view); off, there are no alternates. `path` is a route path.
 */
export function setAlternates(path: string, origin = globalThis.location?.origin ?? ''): void {
  for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  if (!config.multistore) return;
  const clean = path.split('#')[0] || '/';
  for (const view of Object.values(config.storeViews)) {
    const href = `${origin}${pathInView(clean, view.prefix)}`;
    const langs = view.prefix ? [view.i18n.defaultLocale] : [view.i18n.defaultLocale, 'x-default'];
    for (const hreflang of langs) {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = href;
      document.head.appendChild(link);
    }
  }
}
