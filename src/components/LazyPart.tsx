import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

interface Props {
  children: ReactNode;
  /** Shown while its code loads (nothing unless given). */
  fallback?: ReactNode;
}

/**
 * A lazy part of a page or of the layout (a panel, the footer, a notice): `fallback` while its code
 * loads, and nothing when it cannot load, instead of taking the page or the whole shop down with it.
 * That happens offline on a first visit, before the service worker kept the code; app/lazyCode tells
 * the shopper, with a reload.
 */
export function LazyPart({ children, fallback = null }: Props) {
  return (
    <ErrorBoundary what="part" fallback={null}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
