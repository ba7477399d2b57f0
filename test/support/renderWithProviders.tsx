import { act, cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach } from 'vitest';
import { i18n, initI18n } from '../../src/lib/i18n';
import { makeStore, type AppStore, type RootState } from '../../src/app/store';
import { AppRoutes } from '../../src/app/router';
import { Notifications } from '../../src/features/notifications/Notifications';

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

/**
 * Renders a route table at `path` the way the app does (useRoutes, app/router), for pages, layouts
 * and the URL dispatcher. A memory router around it gives the test its location (`router.state`).
 */
export async function renderRoutes(routes: RouteObject[], path: string, options: Options = {}) {
  const element = (
    <Suspense fallback={null}>
      <AppRoutes table={routes} />
    </Suspense>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  // An awaited act: a page that suspends on data (the URL dispatcher's `use`) renders once it is in.
  let rendered!: Awaited<ReturnType<typeof renderWithProviders>>;
  await act(async () => {
    rendered = await renderWithProviders(<RouterProvider router={router} />, options);
  });
  return { router, ...rendered };
}

/** A route table of one page at `path` with the notices beside it, as the app's layout shows them. */
export function pageWithNotices(path: string, page: ReactElement): RouteObject[] {
  return [
    {
      path,
      element: (
        <>
          {page}
          <Notifications />
        </>
      ),
    },
  ];
}
