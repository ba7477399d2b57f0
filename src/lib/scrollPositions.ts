/**
 * Where each page of this tab was left (by history entry key), for back and forward (spec 001 §2),
 * also across a reload of the tab (sessionStorage). Taken when the page is left, as react-router's
 * own scroll restoration does: later scroll events (the next page's layout) never overwrite it.
 */
const STORAGE_KEY = 'storefront:scroll';
const KEPT = 50;

let positions: Map<string, number> | null = null;

function all(): Map<string, number> {
  if (positions) return positions;
  try {
    positions = new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    positions = new Map();
  }
  return positions;
}

/** The page of history entry `key` is being left at the current scroll position. */
export function rememberScroll(key: string): void {
  const map = all();
  map.delete(key);
  map.set(key, window.scrollY);
  if (map.size > KEPT) map.delete(map.keys().next().value as string);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...map]));
  } catch {
    // Storage refused (private mode, full): positions last as long as this page.
  }
}

/**
 * Where the page of history entry `key` was left. `opening`: the entry this document opened on, at
 * its first render. A new load (a link from elsewhere, a typed address) opens a new entry that no
 * page was left at, so only a reload, back or forward into the document asks: the first read of
 * sessionStorage is a synchronous call to the browser (0.1 to 30 ms on a loaded phone, in the first
 * commit of every load).
 */
export function savedScroll(key: string, opening = false): number | undefined {
  if (opening && !documentReturnedTo()) return undefined;
  return all().get(key);
}

/** The document was reloaded or reached by back/forward (unknown: as if it were). */
function documentReturnedTo(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return !entry || entry.type === 'reload' || entry.type === 'back_forward';
}
