/**
 * Resolves once the first page's main pictures are on screen, or after `maxWaitMs` (a page without
 * any, an empty or failed list). Pages mark those pictures with fetchpriority="high": the tiles above
 * the fold, the product photo, the home banner.
 *
 * main.tsx holds back what the first catalogue page does not need until then (the saved state, the
 * order queue, the session, the service worker): on a slow phone network a dozen small chunks
 * requested at start queue in front of the pictures, and their CPU time delays the largest paint
 * (issue 3: Lighthouse performance on the category, product and search pages).
 */
export function afterMainImages(maxWaitMs = 2500, doc: Document = document): Promise<void> {
  const started = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      const images = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
      if ((images.length > 0 && images.every((img) => img.complete)) || Date.now() - started >= maxWaitMs) resolve();
      else setTimeout(check, 50);
    };
    check();
  });
}
