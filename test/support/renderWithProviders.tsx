import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach } from 'vitest';
import { i18n, initI18n } from '../../src/lib/i18n';
import { makeStore, type AppStore, type RootState } from '../../src/app/store';

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

interface Options {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** A fresh store per test (STYLE 8) with translations; returns the store and a userEvent session. */
export async function renderWithProviders(ui: ReactElement, { preloadedState, store = makeStore(preloadedState) }: Options = {}) {
  await initI18n('en-US');
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </Provider>,
  );
  return { store, user, ...result };
}

/** Renders a route table in a memory router at `path` (for pages, layouts and the URL dispatcher). */
export async function renderRoutes(routes: RouteObject[], path: string, options: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const rendered = await renderWithProviders(<RouterProvider router={router} />, options);
  return { router, ...rendered };
}
