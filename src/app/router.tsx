import { lazy, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { STATIC_PAGES } from '../features/cms/staticPages';
import ErrorPage from '../features/errors/ErrorPage';
import HomePage from '../features/home/HomePage';
import { AppLayout, type LayoutName, type RouteHandle } from '../features/layout/AppLayout';
import { whenTranslationsReady } from '../lib/i18n';
import { whenStateRestored } from '../lib/startupGate';
import { useNavigationBusy } from './browserRouter';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages take different props; each gets the ones it declares
type PageModule = { default: ComponentType<any> };

/**
 * A lazy page: its chunk, all its translations and (for `waitForState`) the saved state, before it
 * renders (see startupGate). The router changes pages in a transition, so the page shown stays
 * until the next one is ready. A chunk that failed to load (offline, not cached yet) shows the
 * layout's error page for that visit (ErrorPage says the page did not load), and is asked for again
 * on a later visit instead of failing for the rest of the session (React keeps a failed lazy).
 * Asking again within the same visit would suspend again at once: the visit would wait for ever.
 * Chromium 150 also keeps a failed dynamic import for the document's life and fails it again
 * without a request: there a full page load is what recovers, which app/lazyCode offers.
 */
export const lazyPage =
  (waitForState: boolean) =>
  (load: () => Promise<PageModule>, props?: Record<string, unknown>): ComponentType => {
    // The visit (location key) that last rendered the page, and the one in which its load failed.
    let visit: string | undefined;
    let failedIn: string | undefined;
    const make = () =>
      lazy(() =>
        Promise.all([load(), whenTranslationsReady(), waitForState ? whenStateRestored() : undefined]).then(
          ([module]) => module,
          (err: unknown) => {
            failedIn = visit;
            throw err;
          },
        ),
      );
    let Page = make();
    return function LazyPage() {
      const { key } = useLocation();
      if (failedIn !== undefined && failedIn !== key) {
        failedIn = undefined;
        Page = make();
      }
      visit = key;
      return <Page {...props} />;
    };
  };
const page = lazyPage(true);
// Catalogue pages (category, product, search, CMS, the URL dispatcher) paint without the saved state:
// their largest paint is a product photo, and the few parts reading saved slices (wishlist/compare
// marks) re-render after REHYDRATE; adding to the cart waits for the restore itself (cartThunks).
const catalogue = lazyPage(false);

const route = (path: string, Component: ComponentType, handle?: RouteHandle): RouteObject => ({ path, element: <Component />, handle });
const Cms = () => import('../features/cms/CmsPage');
const Checkout = page(() => import('../features/checkout/CheckoutPage'));

/**
 * The route table of spec 001 §2, for the declarative router (useRoutes): the data router costs
 * about 18 kB more of a first visit (issue 15). The home page is in the entry chunk (the first paint
 * for most visits); every other page is a lazy chunk. The layout catches a page's errors (ErrorPage).
 */
export const routes: RouteObject[] = [
  {
    element: <RoutedLayout />,
    children: [
      { index: true, element: <HomePage /> },
      route('pwa.html', HomePage),
      route('checkout', Checkout),
      // In the checkout's chunk: an order placed offline (no service worker yet) reaches it without a fetch.
      route(
        'checkout/thank-you',
        page(() => import('../features/checkout/CheckoutPage').then((m) => ({ default: m.ThankYouPage }))),
      ),
      route(
        'cart',
        page(() => import('../features/cart/CartPage')),
      ),
      route(
        'p/:parentSku/:slug/:childSku?',
        catalogue(() => import('../features/product/ProductPage')),
      ),
      route(
        'c/:slug',
        catalogue(() => import('../features/category/CategoryPage')),
      ),
      route(
        'search',
        catalogue(() => import('../features/search/SearchResultsPage')),
      ),
      route('i/:slug', catalogue(Cms)),
      // The contact variant of the static page carries the contact form (spec 001 §2).
      ...STATIC_PAGES.map((identifier) =>
        route(identifier, identifier === 'contact' ? page(() => import('../features/contact/ContactPage')) : catalogue(Cms, { identifier })),
      ),
      route('error', ErrorPage, { layout: 'minimal' }),
      route(
        'order/status',
        page(() => import('../features/payment/OrderStatusPage')),
      ),
      route(
        'my-account/*',
        page(() => import('../features/account/AccountPage')),
      ),
      route(
        'stores',
        page(() => import('../features/stores/StoreLocatorPage')),
      ),
      route(
        'compare',
        page(() => import('../features/compare/ComparePage')),
      ),
      route(
        'login',
        page(() => import('../features/user/LoginPage')),
      ),
      route(
        'reset-password',
        page(() => import('../features/user/ResetPasswordPage')),
      ),
      // The link in every newsletter mail (server/services/newsletter/subscribers.ts).
      route(
        'newsletter/unsubscribe',
        page(() => import('../features/newsletter/UnsubscribePage')),
      ),
      route(
        'Account/Reset-Password',
        page(() => import('../features/user/ChangePasswordPage')),
      ),
      route(
        'page-not-found',
        page(() => import('../features/errors/NotFoundPage')),
      ),
      // Anything else goes through the URL dispatcher (spec 000 §2), a lazy chunk: only addresses
      // outside the route table need it (not the first load's).
      route(
        '*',
        catalogue(() => import('../features/layout/UrlDispatcher')),
      ),
    ],
  },
];

/** The layout with the layout meta of the current route (its `handle`) and the navigation state. */
function RoutedLayout() {
  const location = useLocation();
  const matches = matchRoutes(routes, location) ?? [];
  const layout = matches.map((m) => (m.route.handle as RouteHandle | undefined)?.layout).findLast(Boolean) as LayoutName | undefined;
  return <AppLayout layout={layout ?? 'default'} busy={useNavigationBusy()} />;
}

/** The pages of `routes` at the current address. */
export function AppRoutes({ table = routes }: { table?: RouteObject[] }) {
  return useRoutes(table);
}
