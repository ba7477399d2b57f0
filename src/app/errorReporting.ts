import { captureException, init, type Breadcrumb, type ErrorEvent } from '@sentry/browser';
import { reportCaughtErrorsTo } from '../lib/caughtErrors';

/** Query strings may hold secrets (a password-reset token): never sent with a report. */
const withoutQuery = (url: string) => url.split(/[?#]/)[0];

function scrubEvent(event: ErrorEvent): ErrorEvent {
  if (event.request?.url) event.request.url = withoutQuery(event.request.url);
  return event;
}

function scrubBreadcrumb(crumb: Breadcrumb): Breadcrumb {
  const data = crumb.data as Record<string, unknown> | undefined;
  for (const key of ['url', 'from', 'to']) if (typeof data?.[key] === 'string') data[key] = withoutQuery(data[key]);
  return crumb;
}

/** The error reporting SDK, loaded (a lazy chunk) only when the server has a DSN configured. */
export function startErrorReporting(dsn: string, environment: string): void {
  init({ dsn, environment, sendDefaultPii: false, beforeSend: scrubEvent, beforeBreadcrumb: scrubBreadcrumb });
  // What an error boundary caught (a page or a panel that failed to render) never reaches the window.
  reportCaughtErrorsTo((error) => captureException(error));
}
