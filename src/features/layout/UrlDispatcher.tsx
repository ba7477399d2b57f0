import { useLoaderData, useLocation } from 'react-router-dom';
import NotFoundPage from '../errors/NotFoundPage';
import { PageUnavailable } from '../errors/PageUnavailable';
import type { Dispatched } from './dispatcherLoader';

export default function UrlDispatcher() {
  const result = useLoaderData() as Dispatched;
  const { pathname } = useLocation();
  if (result.kind === 'offline') return <PageUnavailable />;
  if (result.kind === 'not-found') return <NotFoundPage />;
  const { Page, props } = result;
  // A new path is a new page: remount instead of reusing the previous page's state.
  return <Page key={pathname} {...props} />;
}
