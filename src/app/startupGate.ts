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
