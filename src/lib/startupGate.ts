/**
 * Two moments of the start-up that main.tsx announces and the rest of the app waits for. Both are
 * already passed (resolved) until main.tsx says otherwise, so tests and other entry points need
 * nothing set up.
 */
function gate(): { hold: (done: Promise<unknown>) => void; when: () => Promise<unknown> } {
  let passed: Promise<unknown> = Promise.resolve();
  return { hold: (done) => void (passed = done), when: () => passed };
}

/**
 * The saved state (IndexedDB) is read back. Catalogue pages paint without it; the cart, checkout
 * and account pages (router.tsx), adding to the cart and the wishlist and compare toggles wait for it.
 */
const stateRestored = gate();
export const holdPagesUntilStateRestored = stateRestored.hold;
export const whenStateRestored = stateRestored.when;

/**
 * The first page's main pictures are on screen (afterMainImages). Work for further down the page
 * (reviews, similar products, recently viewed, search-cache writes) starts then: on a phone network
 * its requests would share the line with the photo.
 */
const pageShown = gate();
export const holdLaterWorkUntilPageShown = pageShown.hold;
export const whenPageShown = pageShown.when;
