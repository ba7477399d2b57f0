import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/support/renderWithProviders';
import { Notifications } from './Notifications';
import { notificationRemoved, notificationShown } from './notificationsSlice';

/**
 * The region, with the code that shows a notification loaded: the first notification loads it (a lazy
 * chunk), so a first one is shown and taken away here, and the test's own show at once.
 */
async function renderRegion() {
  const rendered = await renderWithProviders(<Notifications />);
  act(() => {
    rendered.store.dispatch(notificationShown({ type: 'info', message: 'Loading the code', hasNoTimeout: true }));
  });
  expect(await screen.findByText('Loading the code')).toBeInTheDocument();
  act(() => {
    rendered.store.dispatch(notificationRemoved(rendered.store.getState().notifications.items[0].id));
  });
  return rendered;
}

describe('Notifications', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows a translated message once, de-duplicated against the last one', async () => {
    const { store } = await renderRegion();
    act(() => {
      store.dispatch(notificationShown({ type: 'warning', message: 'common.offlineRedirect' }));
      store.dispatch(notificationShown({ type: 'warning', message: 'common.offlineRedirect' }));
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByText('The product, category or CMS page is not available in Offline mode. Redirecting to Home.')).toBeInTheDocument();
  });

  it('removes a notification after the default 10000 ms but keeps one without timeout', async () => {
    const { store } = await renderRegion();
    act(() => {
      store.dispatch(notificationShown({ type: 'success', message: 'Saved' }));
      store.dispatch(notificationShown({ type: 'info', message: 'Order waiting!', hasNoTimeout: true }));
    });
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Order waiting!')).toBeInTheDocument();
  });

  it('honours a shorter timeToLive', async () => {
    const { store } = await renderRegion();
    act(() => {
      store.dispatch(notificationShown({ type: 'success', message: 'Quick', timeToLive: 700 }));
    });
    act(() => vi.advanceTimersByTime(700));
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  it('runs an action button and then removes the notification', async () => {
    const { store, user } = await renderRegion();
    act(() => {
      store.dispatch(
        notificationShown({
          type: 'info',
          message: 'Order waiting!',
          hasNoTimeout: true,
          action1: { label: 'common.notifications.ok', action: { type: 'ui/microcartToggled', payload: true } },
        }),
      );
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(store.getState().ui.microcart).toBe(true);
    expect(store.getState().notifications.items).toHaveLength(0);
  });
});
