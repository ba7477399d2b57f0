import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'storefront:scroll';

function savedPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

/**
 * Spec 001 §2: back and forward restore the position a page was left at (also after a reload of the
 * tab: kept in sessionStorage), any other change of path starts at the top. A change of the query
 * alone (a filter, a sort, more products) keeps the position.
 */
export function ScrollRestorer() {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const current = useRef(location.key);
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const record = () => positions.current?.set(current.current, window.scrollY);
    const keep = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...(positions.current ?? [])].slice(-50)));
      } catch {
        // Storage refused (private mode, full): positions only last this page.
      }
    };
    addEventListener('scroll', record, { passive: true });
    addEventListener('pagehide', keep);
    return () => {
      removeEventListener('scroll', record);
      removeEventListener('pagehide', keep);
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= savedPositions();
    current.current = location.key;
    const pathChanged = lastPath.current !== null && lastPath.current !== location.pathname;
    lastPath.current = location.pathname;
    const saved = positions.current.get(location.key);
    if (action === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (pathChanged) window.scrollTo(0, 0);
  }, [location.key, location.pathname, action]);
  return null;
}
