import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { i18n } from './lib/i18n';
import { createAppRouter } from './app/router';
import type { AppStore } from './app/store';

interface Props {
  store: AppStore;
}

/**
 * Providers: store → translations → routes. The saved state is not awaited here: the layout and
 * the home page paint at once, the other pages wait for it in the router (lib/startupGate.ts).
 */
export function App({ store }: Props) {
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>
  );
}
