import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { afterStateRestored, withStateRestored } from '../../lib/startupGate';
import { NavigationRequests } from '../cart/NavigationRequests';
import ErrorPage from '../errors/ErrorPage';
import { Notifications } from '../notifications/Notifications';
import { FooterWhenNear } from './FooterWhenNear';
import { Header } from './Header';
import { OfflineIndicator } from './OfflineIndicator';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { codeNotLoaded } from '../../lib/codeNotLoaded';
import { ScrollRestorer } from './ScrollRestorer';
import { withTranslations } from '../../lib/i18n';
import { LazyPart } from '../../components/LazyPart';

// The mini-cart shows (and syncs) the saved cart: it waits for it, and with it for the cart's reducer.
const MiniCart = lazy(() => withTranslations(() => withStateRestored(() => import('../cart/MiniCart'))));
// Orders saved on this device and not yet sent; loaded after first paint to keep the entry chunk small.
// Loaded once the saved state is back (without asking for it: a fresh device has no orders saved).
const QueuedOrdersNotice = lazy(() =>
  afterStateRestored()
    .then(() => withTranslations(() => import('../order/QueuedOrdersNotice')))
    .then((m) => ({ default: m.QueuedOrdersNotice })),
);

export type LayoutName = 'default' | 'minimal';
export interface RouteHandle {
  layout?: LayoutName;
}

interface Props {
  /** Spec 001 §2: the route's layout meta (handle.layout), default otherwise (app/router). */
  layout: LayoutName;
  /** A page change is under way (the progress bar). */
  busy: boolean;
}

export function AppLayout({ layout, busy }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const microcart = useAppSelector((s) => s.ui.microcart);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {layout === 'default' ? <Header /> : null}
      {layout === 'default' ? <OfflineIndicator /> : null}
      {layout === 'default' ? (
        <LazyPart>
          <QueuedOrdersNotice />
        </LazyPart>
      ) : null}
      <div className={`progress${busy ? ' progress--active' : ''}`} aria-hidden="true" />
      <main id="main" tabIndex={-1} className={`main main--${layout}`}>
        <ErrorBoundary what="page" resetKey={location.key} fallback={(error) => <ErrorPage notLoaded={codeNotLoaded(error)} />}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      {layout === 'default' ? <FooterWhenNear /> : null}
      {microcart ? (
        <LazyPart>
          <MiniCart />
        </LazyPart>
      ) : null}
      <Notifications />
      <NavigationRequests />
      {/* Spec 001 §2: restore the saved position on back navigation, otherwise top on path change. */}
      <ScrollRestorer />
    </>
  );
}

/**
 * Shown while the first page's code loads (a lazy page opened first: later ones replace the page
 * shown when ready). It fills the screen, so the lazy footer, which may come first, waits below the
 * fold instead of being pushed down in view when the page arrives (issue 15: CLS 0).
 */
function PageFallback() {
  return (
    <div className="page-fallback" aria-busy="true">
      <div className="skeleton skeleton--title" />
    </div>
  );
}
