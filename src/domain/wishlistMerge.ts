/**
 * How a shopper's wishlist on this device and the one kept with the account become one list
 * (issue 10). Lists are skus in display order; the account's order comes first.
 */

/** A change made on this device and not yet stored by the server (a queued sync task). */
export interface WishlistChange {
  op: 'add' | 'remove';
  skus: string[];
}

const unique = (skus: string[]) => [...new Set(skus)];

/**
 * At login the guest's list joins the account's: nothing is dropped on either side, and what only
 * the device had is uploaded.
 */
export function mergeAtLogin(device: string[], account: string[]): { skus: string[]; upload: string[] } {
  const upload = unique(device).filter((sku) => !account.includes(sku));
  return { skus: [...unique(account), ...upload], upload };
}

/**
 * A device that is already signed in takes the account's list (so a product removed on another
 * device goes here too), with its own unsent changes applied on top, oldest first.
 */
export function withPendingChanges(account: string[], pending: WishlistChange[]): string[] {
  let skus = unique(account);
  for (const change of pending) {
    if (change.op === 'add') skus = [...skus, ...change.skus.filter((s) => !skus.includes(s))];
    else skus = skus.filter((s) => !change.skus.includes(s));
    skus = unique(skus);
  }
  return skus;
}
