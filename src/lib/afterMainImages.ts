import { BOOT_PICTURE_CLASS } from '../domain/bootPicture';

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
/**
 * Marks a part whose main pictures are still to come (a list of tiles loading with eager tiles):
 * the home banner alone, loaded first, is not yet "the page's main pictures".
 */
export const MAIN_PICTURES_PENDING = 'data-main-pictures-pending';

export function afterMainImages(maxWaitMs = 2500, doc: Document = document): Promise<void> {
  const started = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      // The app's pictures only: the boot shell's copy (bootPicture.ts) is there before the app has rendered.
      const images = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((img) => !img.closest(`.${BOOT_PICTURE_CLASS}`));
      const shown = images.length > 0 && images.every((img) => img.complete) && !doc.querySelector(`[${MAIN_PICTURES_PENDING}]`);
      if (shown) afterNextPaint(resolve);
      else if (Date.now() - started >= maxWaitMs) resolve();
      else setTimeout(check, 50);
    };
    check();
  });
}

/**
 * A loaded picture is on screen one frame later: what waits for it starts after that paint, not
 * before it (a request started before the largest paint counts towards it in Lighthouse's model).
 * A frame never comes in a hidden tab: then a short timer.
 */
export function afterNextPaint(fn: () => void): void {
  let done = false;
  const once = () => {
    if (!done) fn();
    done = true;
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}
