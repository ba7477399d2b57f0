import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { i18n } from './app/i18n';
import { createAppRouter } from './app/router';
import type { AppStore } from './app/store';

interface Props {
  store: AppStore;
  persistor: Persistor;
}

/** Providers: store → saved state restored (IndexedDB) → translations → routes. */
export function App({ store, persistor }: Props) {
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </PersistGate>
    </Provider>
  );
}
