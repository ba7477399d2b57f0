import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { rememberScroll, savedScroll } from '../../lib/scrollPositions';

/** Whether this document's first page has been placed (the entry it opened on). */
let opened = false;

/**
 * Spec 001 §2: back and forward restore the position a page was left at (the router remembers it
 * when a page is left: lib/scrollPositions), any other change of path starts at the top. A change
 * of the query alone (a filter, a sort, more products) keeps the position.
 */
export function ScrollRestorer() {
  const location = useLocation();
  const action = useNavigationType();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    history.scrollRestoration = 'manual';
  }, []);
  // A reload or a page load elsewhere leaves this entry too.
  useEffect(() => {
    const leave = () => rememberScroll(location.key);
    addEventListener('pagehide', leave);
    return () => removeEventListener('pagehide', leave);
  }, [location.key]);

  useLayoutEffect(() => {
    const pathChanged = lastPath.current !== null && lastPath.current !== location.pathname;
    lastPath.current = location.pathname;
    const opening = !opened;
    opened = true;
    // Only back and forward (and the document's first page, POP too) have a position to restore.
    const saved = action === 'POP' ? savedScroll(location.key, opening) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (pathChanged) window.scrollTo(0, 0);
  }, [location.key, location.pathname, action]);
  return null;
}
