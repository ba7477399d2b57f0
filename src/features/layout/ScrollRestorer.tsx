import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { rememberScroll, savedScroll } from '../../lib/scrollPositions';

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
    // The layout stays for the document's life: its first render is the entry the document opened on.
    const opening = lastPath.current === null;
    const pathChanged = !opening && lastPath.current !== location.pathname;
    lastPath.current = location.pathname;
    // Only back and forward (and the document's first page, POP too) have a position to restore.
    const saved = action === 'POP' ? savedScroll(location.key, opening) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (pathChanged) window.scrollTo(0, 0);
  }, [location.key, location.pathname, action]);
  return null;
}
