/**
 * What this browser remembers for the install offer (issue 10), in localStorage: small, read
 * synchronously at start, shared by the shop's tabs. Unavailable storage (private modes) counts as a
 * first view every time, so the offer then never shows: the safe side.
 */
const KEY = 'storefront.install';

export interface InstallMemory {
  opens: number;
  orderPlaced: boolean;
  dismissedAt: number | null;
}

const EMPTY: InstallMemory = { opens: 0, orderPlaced: false, dismissedAt: null };

export function readInstallMemory(): InstallMemory {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<InstallMemory> | null;
    return { ...EMPTY, ...(saved && typeof saved === 'object' ? saved : {}) };
  } catch {
    return { ...EMPTY };
  }
}

function update(change: Partial<InstallMemory>): InstallMemory {
  const next = { ...readInstallMemory(), ...change };
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Not remembered: the rules fall back to "first view".
  }
  return next;
}

let counted: InstallMemory | null = null;

/** Counts this page load as one opening of the shop, once per document (a reload or a new tab counts). */
export function countThisOpening(): InstallMemory {
  counted ??= update({ opens: readInstallMemory().opens + 1 });
  return counted;
}

export const rememberDismissal = (now = Date.now()) => update({ dismissedAt: now });
export const rememberOrderPlaced = () => update({ orderPlaced: true });

/** Tests: the next mount of the offer is another page load. */
export function forgetThisOpening(): void {
  counted = null;
}

/** Tests: a fresh browser. */
export function forgetInstallMemory(): void {
  counted = null;
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
