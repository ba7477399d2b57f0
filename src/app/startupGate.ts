/**
 * The first paint does not wait for the saved state (IndexedDB) to come back: the layout and the
 * home page render at once. Every other page reads saved state (cart, checkout, account, the last
 * order), so the router's lazy routes wait for it here; main.tsx says when it is back.
 */
let restored: Promise<unknown> = Promise.resolve();

export function holdPagesUntilStateRestored(done: Promise<unknown>): void {
  restored = done;
}

export function whenStateRestored(): Promise<unknown> {
  return restored;
}

let pageShown: Promise<unknown> = Promise.resolve();

/** main.tsx: the first page's main pictures are on screen (afterMainImages). */
export function holdLaterWorkUntilPageShown(done: Promise<unknown>): void {
  pageShown = done;
}

/**
 * Work for further down the first page (reviews, similar products, recently viewed) starts once its
 * main pictures are shown: on a phone network their requests would share the line with the photo.
 */
export function whenPageShown(): Promise<unknown> {
  return pageShown;
}
