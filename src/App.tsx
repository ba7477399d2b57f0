import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { i18n } from './lib/i18n';
import { AppBrowserRouter } from './app/browserRouter';
import { AppRoutes } from './app/router';
import { currentStoreView } from './lib/config';
import type { AppStore } from './app/store';

interface Props {
  store: AppStore;
}

/**
 * Providers: store → translations → routes. The saved state is not awaited here: the layout and
 * the home page paint at once, the other pages wait for it in the router (lib/startupGate.ts).
 */
export function App({ store }: Props) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        {/* With multistore on, a view's pages live under its prefix ('/de/cart'): links, redirects and navigations stay inside it. */}
        <AppBrowserRouter basename={currentStoreView().prefix || undefined}>
          <AppRoutes />
        </AppBrowserRouter>
      </I18nextProvider>
    </Provider>
  );
}
