/**
 * Errors an error boundary caught (components/ErrorBoundary): the page or part shows its fallback, so
 * nothing reaches the window's error handlers, where error reporting listens. They are handed to it
 * here instead, once it has started (app/errorReporting, only with a DSN); until then a few are kept.
 */
type Reporter = (error: unknown) => void;

const KEPT_BEFORE_START = 10;
let reporter: Reporter | null = null;
const early: unknown[] = [];

export function reportCaughtError(error: unknown): void {
  if (reporter) reporter(error);
  else if (early.length < KEPT_BEFORE_START) early.push(error);
}

export function reportCaughtErrorsTo(report: Reporter): void {
  reporter = report;
  for (const error of early.splice(0)) report(error);
}
