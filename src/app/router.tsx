import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { STATIC_PAGES } from '../features/cms/staticPages';
import ErrorPage from '../features/errors/ErrorPage';
import HomePage from '../features/home/HomePage';
import { AppLayout, ShellFallback, type RouteHandle } from '../features/layout/AppLayout';
import { currentStoreView } from '../lib/config';
import { whenTranslationsReady } from '../lib/i18n';
import { whenStateRestored } from '../lib/startupGate';

// The home page is in the entry chunk (it is the first paint for most visits); every other page is
// a lazy chunk (DESIGN "How we measure": first-load JS of the home route).
// A lazy page also waits for all its translations and the saved state (see startupGate).
const lazyPage =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages take different props; each gets the ones it declares
  (waitForState: boolean) => (load: () => Promise<{ default: ComponentType<any> }>, props?: Record<string, unknown>) => async () => {
    const [{ default: Page }] = await Promise.all([load(), whenTranslationsReady(), waitForState ? whenStateRestored() : undefined]);
    return { Component: props ? () => <Page {...props} /> : Page };
  };
const page = lazyPage(true);
// Catalogue pages (category, product, search, CMS, the URL dispatcher) paint without the saved state:
// their largest paint is a product photo, and the few parts reading saved slices (wishlist/compare
// marks) re-render after REHYDRATE; adding to the cart waits for the restore itself (cartThunks).
const catalogue = lazyPage(false);

const cms = () => import('../features/cms/CmsPage');
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
          // In the checkout's chunk: an order placed offline (no service worker yet) reaches it without a fetch.
          { path: 'checkout/thank-you', lazy: page(() => import('../features/checkout/CheckoutPage').then((m) => ({ default: m.ThankYouPage }))) },
          { path: 'cart', lazy: page(() => import('../features/cart/CartPage')) },
          { path: 'p/:parentSku/:slug/:childSku?', lazy: catalogue(() => import('../features/product/ProductPage')) },
          { path: 'c/:slug', lazy: catalogue(() => import('../features/category/CategoryPage')) },
          { path: 'search', lazy: catalogue(() => import('../features/search/SearchResultsPage')) },
          { path: 'i/:slug', lazy: catalogue(cms) },
          // The contact variant of the static page carries the contact form (spec 001 §2).
          ...STATIC_PAGES.map((identifier) => ({
            path: identifier,
            lazy: identifier === 'contact' ? page(() => import('../features/contact/ContactPage')) : catalogue(cms, { identifier }),
          })),
          { path: 'error', handle: minimal, Component: ErrorPage },
          { path: 'order/status', lazy: page(() => import('../features/payment/OrderStatusPage')) },
          { path: 'my-account/*', lazy: page(() => import('../features/account/AccountPage')) },
          { path: 'stores', lazy: page(() => import('../features/stores/StoreLocatorPage')) },
          { path: 'compare', lazy: page(() => import('../features/compare/ComparePage')) },
          { path: 'login', lazy: page(() => import('../features/user/LoginPage')) },
          { path: 'reset-password', lazy: page(() => import('../features/user/ResetPasswordPage')) },
          { path: 'Account/Reset-Password', lazy: page(() => import('../features/user/ChangePasswordPage')) },
          { path: 'page-not-found', lazy: page(() => import('../features/errors/NotFoundPage')) },
          // Anything else goes through the URL dispatcher (spec 000 §2). Its loader comes with its page
          // in lazy chunks: only addresses outside the route table need them (not the first load's).
          {
            path: '*',
            lazy: async () => {
              const [route, dispatcher] = await Promise.all([
                catalogue(() => import('../features/layout/UrlDispatcher'))(),
                import('../features/layout/dispatcherLoader'),
              ]);
              return { ...route, loader: dispatcher.dispatcherLoader, shouldRevalidate: dispatcher.dispatcherShouldRevalidate };
            },
          },
        ],
      },
    ],
  },
];

/** With multistore on, a view's pages live under its prefix ('/de/cart'): links, redirects and navigations stay inside it. */
export function createAppRouter() {
  const { prefix } = currentStoreView();
  return createBrowserRouter(routes, prefix ? { basename: prefix } : undefined);
}
