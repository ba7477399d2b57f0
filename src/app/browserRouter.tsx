import { createContext, useContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { rememberScroll } from '../lib/scrollPositions';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router-dom';

const NavigationBusy = createContext(false);
/** True while the router is changing pages (the next page's code or data is still loading). */
export const useNavigationBusy = () => useContext(NavigationBusy);

/**
 * react-router's <BrowserRouter>, plus whether a navigation is under way: every page change is a
 * transition (the page shown stays until the next one is ready, as with the data router), and its
 * pending flag lights the progress bar. The scroll position of the page left is remembered (ScrollRestorer).
 */
export function AppBrowserRouter({ basename, children }: { basename?: string; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>({ action: history.action, location: history.location });
  const [busy, startTransition] = useTransition();
  useLayoutEffect(() => {
    let shown = history.location.key;
    return history.listen(({ action, location }) => {
      // The page shown is left: its scroll position is taken now, before the next page is laid out.
      rememberScroll(shown);
      shown = location.key;
      startTransition(() => setState({ action, location }));
    });
  }, [history]);
  return (
    <NavigationBusy.Provider value={busy}>
      <Router basename={basename} location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationBusy.Provider>
  );
}
