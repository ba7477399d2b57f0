import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { STATIC_PAGES } from '../features/cms/staticPages';
import ErrorPage from '../features/errors/ErrorPage';
import HomePage from '../features/home/HomePage';
import { AppLayout, ShellFallback, type RouteHandle } from '../features/layout/AppLayout';
import { dispatcherLoader, dispatcherShouldRevalidate } from '../features/layout/dispatcherLoader';

// The home page is in the entry chunk (it is the first paint for most visits); every other page is
// a lazy chunk (DESIGN "How we measure": first-load JS of the home route).
const page = (load: () => Promise<{ default: ComponentType<any> }>, props?: Record<string, unknown>) => async () => {
  const { default: Page } = await load();
  return { Component: props ? () => <Page {...props} /> : Page };
};

const cms = () => import('../features/cms/CmsPage');
const notAvailable = (titleKey: string) => page(() => import('../features/errors/NotAvailablePage'), { titleKey });
const minimal: RouteHandle = { layout: 'minimal' };

/** The route table of spec 001 §2. Routes of later issues say they are not available yet. */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    HydrateFallback: ShellFallback,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, Component: HomePage },
          { path: 'pwa.html', Component: HomePage },
          { path: 'checkout', lazy: page(() => import('../features/checkout/CheckoutPage')) },
          { path: 'cart', lazy: page(() => import('../features/cart/CartPage')) },
          { path: 'p/:parentSku/:slug/:childSku?', lazy: page(() => import('../features/product/ProductPage')) },
          { path: 'c/:slug', lazy: page(() => import('../features/category/CategoryPage')) },
          { path: 'i/:slug', lazy: page(cms) },
          ...STATIC_PAGES.map((identifier) => ({ path: identifier, lazy: page(cms, { identifier }) })),
          { path: 'error', handle: minimal, Component: ErrorPage },
          { path: 'order/status', lazy: notAvailable('common.routes.orderStatus') },
          { path: 'my-account/*', lazy: notAvailable('common.routes.myAccount') },
          { path: 'compare', lazy: notAvailable('common.routes.compare') },
          { path: 'login', lazy: notAvailable('common.routes.login') },
          { path: 'reset-password', lazy: notAvailable('common.routes.resetPassword') },
          { path: 'Account/Reset-Password', lazy: notAvailable('common.routes.changePassword') },
          { path: 'page-not-found', lazy: page(() => import('../features/errors/NotFoundPage')) },
          // Anything else goes through the URL dispatcher (spec 000 §2).
          {
            path: '*',
            loader: dispatcherLoader,
            shouldRevalidate: dispatcherShouldRevalidate,
            lazy: page(() => import('../features/layout/UrlDispatcher')),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
