import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { toldNotLoaded } from '../lib/codeNotLoaded';
import { startErrorReporting } from './errorReporting';

const sentry = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn() }));
vi.mock('@sentry/browser', () => sentry);

function Broken({ error }: { error: Error }): never {
  throw error;
}

const caught = (error: Error) =>
  render(
    <ErrorBoundary what="part" fallback={<p>fallback</p>}>
      <Broken error={error} />
    </ErrorBoundary>,
  );

describe('errors an error boundary caught', () => {
  it('are reported once error reporting starts, also those caught before; code not fetched offline is not', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const early = new Error('a panel failed to render before reporting started');
    caught(early);
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(sentry.captureException).not.toHaveBeenCalled();

    startErrorReporting('https://k@errors.example.com/1', 'test');
    expect(sentry.init).toHaveBeenCalledWith(expect.objectContaining({ dsn: 'https://k@errors.example.com/1', environment: 'test' }));
    expect(sentry.captureException).toHaveBeenCalledWith(early);

    const later = new Error('a page failed to render');
    caught(later);
    expect(sentry.captureException).toHaveBeenLastCalledWith(later);

    const offline = new TypeError('Failed to fetch dynamically imported module');
    toldNotLoaded(offline);
    caught(offline);
    expect(sentry.captureException).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
