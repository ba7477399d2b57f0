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

export function savedScroll(key: string): number | undefined {
  return all().get(key);
}
