/**
 * Writing the saved state now, for the moments a shopper must be able to rely on it: redux-persist
 * writes a change a few timer ticks later, and a page left in that time (a typed address, a reload,
 * the tab closed) loses it. "Product has been added to the cart!" is shown once the line is saved.
 * persist.ts (a lazy chunk) installs the writer; until then there is nothing to write.
 */
let saver: () => Promise<unknown> = () => Promise.resolve();

export function setStateSaver(save: () => Promise<unknown>): void {
  saver = save;
}

/** Resolves once what the store holds now is written to IndexedDB (a failed write is logged there). */
export function saveStateNow(): Promise<unknown> {
  return saver();
}
