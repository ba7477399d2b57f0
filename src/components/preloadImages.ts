/**
 * Starts loading pictures the first page is about to show, as soon as their addresses are known
 * (the start-up prefetches: the listing or the product has arrived, the page chunk may not have):
 * the <img> rendered later with the same address takes the preloaded picture instead of asking again.
 */
export function preloadImages(urls: string[], doc: Document = document): void {
  for (const href of urls) {
    if (!href || [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some((l) => l.getAttribute('href') === href)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    link.setAttribute('fetchpriority', 'high');
    doc.head.append(link);
  }
}
