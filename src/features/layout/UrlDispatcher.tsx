import { use, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import NotFoundPage from '../errors/NotFoundPage';
import { PageUnavailable } from '../errors/PageUnavailable';
import { dispatchPath } from './dispatchPath';
import { dispatchedAnswer, dispatchedShown } from './dispatchedPages';

export default function UrlDispatcher() {
  const { pathname, search } = useLocation();
  // Suspends until the mapping (and the page's code) is in: the router keeps the page shown until then.
  const result = use(dispatchedAnswer(pathname, () => dispatchPath(pathname, new URLSearchParams(search).get('childSku') ?? undefined)));
  useEffect(() => {
    dispatchedShown(pathname, true);
    return () => dispatchedShown(pathname, false);
  }, [pathname]);
  if (result.kind === 'offline') return <PageUnavailable />;
  if (result.kind === 'not-found') return <NotFoundPage />;
  const { Page, props } = result;
  // A new path is a new page: remount instead of reusing the previous page's state.
  return <Page key={pathname} {...props} />;
}
