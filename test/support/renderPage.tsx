/** Test helper: renders a page with a fresh store, English i18n and a memory router. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { initI18n } from '../../src/lib/i18n';
import { makeStore, type RootState } from '../../src/app/store';
import { Notifications } from '../../src/features/notifications/Notifications';

export async function renderPage(routes: { path: string; element: ReactElement }[], url: string, preloadedState?: Partial<RootState>) {
  await initI18n('en-US');
  const store = makeStore(preloadedState);
  const routeObjects: RouteObject[] = routes.map((r) => ({
    path: r.path,
    element: (
      <>
        {r.element}
        <Notifications />
      </>
    ),
  }));
  const router = createMemoryRouter(routeObjects, { initialEntries: [url] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...view };
}
