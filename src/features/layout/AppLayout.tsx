import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { afterStateRestored } from '../../lib/startupGate';
import { NavigationRequests } from '../cart/NavigationRequests';
import { Notifications } from '../notifications/Notifications';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineIndicator } from './OfflineIndicator';

const MiniCart = lazy(() => import('../cart/MiniCart'));
// Orders saved on this device and not yet sent; loaded after first paint to keep the entry chunk small.
// Loaded once the saved state is back (without asking for it: a fresh device has no orders saved).
const QueuedOrdersNotice = lazy(() =>
  afterStateRestored()
    .then(() => import('../order/QueuedOrdersNotice'))
    .then((m) => ({ default: m.QueuedOrdersNotice })),
);

export type LayoutName = 'default' | 'minimal';
export interface RouteHandle {
  layout?: LayoutName;
}

/** Spec 001 §2: the layout is chosen by the route's layout meta (handle.layout), default otherwise. */
function useLayout(): LayoutName {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = (matches[i].handle as RouteHandle | undefined)?.layout;
    if (layout) return layout;
  }
  return 'default';
}

export function AppLayout() {
  const { t } = useTranslation();
  const layout = useLayout();
  const microcart = useAppSelector((s) => s.ui.microcart);
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {layout === 'default' ? <Header /> : null}
      {layout === 'default' ? <OfflineIndicator /> : null}
      {layout === 'default' ? (
        <Suspense fallback={null}>
          <QueuedOrdersNotice />
        </Suspense>
      ) : null}
      <div className={`progress${busy ? ' progress--active' : ''}`} aria-hidden="true" />
      <main id="main" tabIndex={-1} className={`main main--${layout}`}>
        <Outlet />
      </main>
      {layout === 'default' ? <Footer /> : null}
      {microcart ? (
        <Suspense fallback={null}>
          <MiniCart />
        </Suspense>
      ) : null}
      <Notifications />
      <NavigationRequests />
      {/* Spec 001 §2: restore the saved position on back navigation, otherwise top on path change. */}
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route's code loads (only for lazily loaded pages). */
export function ShellFallback() {
  return (
    <div className="shell-fallback" aria-busy="true">
      <div className="header header--placeholder" />
      <main className="main">
        <div className="skeleton skeleton--title" />
      </main>
    </div>
  );
}
