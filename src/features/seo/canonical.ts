/** Canonical links (one per page): the given path on this origin (callers leave out filters, sort and tracking). */
export function canonicalUrl(path: string, origin = globalThis.location?.origin ?? ''): string {
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
