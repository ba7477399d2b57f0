/**
 * Lazy code that could not be fetched, and that the shopper has been told of (app/lazyCode): offline
 * on a first visit, before the service worker kept it. Here, below the features, so that a page's
 * error element can say so (features/errors/ErrorPage).
 */

/** A start-up part whose code could not be fetched. */
export class PartNotLoaded extends Error {
  constructor(cause: unknown) {
    super('a start-up part could not be loaded', { cause });
    this.name = 'PartNotLoaded';
  }
}

// The loader's errors the shopper has been told of.
const told = new WeakSet<object>();

export function toldNotLoaded(error: unknown): void {
  if (typeof error === 'object' && error !== null) told.add(error);
}

/** The error is lazy code that could not be fetched, which the shopper has been told of. */
export function codeNotLoaded(error: unknown): boolean {
  // A WeakSet answers false for what is not an object.
  return error instanceof PartNotLoaded || told.has(error as object);
}
