/**
 * Two moments of the start-up that main.tsx announces and the rest of the app waits for. Both are
 * already passed (resolved) until main.tsx says otherwise, so tests and other entry points need
 * nothing set up.
 */
interface Gate {
  /** `done` resolves when the moment has passed; `start` (optional) makes it come when someone waits. */
  hold: (done: Promise<unknown>, start?: () => void) => void;
  /** Waits for the moment, asking for it to come (its `start`). */
  when: () => Promise<unknown>;
  /** Waits for the moment without asking for it. */
  after: () => Promise<unknown>;
}

function gate(): Gate {
  let passed: Promise<unknown> = Promise.resolve();
  let start: (() => void) | undefined;
  return {
    hold: (done, startOnDemand) => {
      passed = done;
      start = startOnDemand;
    },
    when: () => {
      start?.();
      return passed;
    },
    after: () => passed,
  };
}

/**
 * The saved state (IndexedDB) is read back. Catalogue pages paint without it; the cart, checkout
 * and account pages (router.tsx), adding to the cart and the wishlist and compare toggles wait for it,
 * and on a fresh device (nothing saved yet) their waiting is what has it read (main.tsx).
 * `afterStateRestored` waits without asking: for what only matters when something was saved.
 */
const stateRestored = gate();
export const holdPagesUntilStateRestored = stateRestored.hold;
export const whenStateRestored = stateRestored.when;
export const afterStateRestored = stateRestored.after;
/** A lazy part that shows or changes the saved state (a drawer): its code and the restored state, together. */
export const withStateRestored = <T>(load: () => Promise<T>): Promise<T> => Promise.all([load(), whenStateRestored()]).then(([module]) => module);

/**
 * The first page's main pictures are on screen (afterMainImages). Work for further down the page
 * (reviews, similar products, recently viewed, search-cache writes) starts then: on a phone network
 * its requests would share the line with the photo.
 */
const pageShown = gate();
export const holdLaterWorkUntilPageShown = pageShown.hold;
export const whenPageShown = pageShown.when;
