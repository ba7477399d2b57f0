import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISMISS_MS } from '../../domain/installOffer';
import { renderPage } from '../../../test/support/renderPage';
import { orderPlaced } from '../sync/syncSlice';
import { forgetInstallMemory, forgetThisOpening, readInstallMemory } from './installMemory';
import { forgetInstallEvents } from './installPrompt';
import { startInstallOffer } from './startInstallOffer';

let stop: () => void = () => undefined;
beforeEach(() => history.replaceState(null, '', '/'));
afterEach(() => {
  stop();
  cleanup();
  forgetInstallMemory();
  forgetInstallEvents();
  vi.restoreAllMocks();
});

/** What Chromium hands over when the shop is installable; `outcome` is the shopper's answer in its dialog. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

/** Earlier page loads of the shop in this browser; the one opened now is counted when the offer starts. */
function openedBefore(times: number) {
  localStorage.setItem('storefront.install', JSON.stringify({ ...readInstallMemory(), opens: times }));
}

/** A page load of the shop: the app, and the install offer started with it. */
async function open() {
  forgetThisOpening();
  const view = await renderPage([{ path: '*', element: <main /> }], location.pathname);
  stop();
  act(() => void (stop = startInstallOffer(view.store.dispatch)));
  return view;
}
const installButton = () => screen.queryByRole('button', { name: 'Install the shop' });
const offered = (timeout = 1000) => screen.findByRole('button', { name: 'Install the shop' }, { timeout });

describe('the install offer', () => {
  it('is not made on the first view, even when the browser could install', async () => {
    await open();
    offerInstall();
    expect(installButton()).toBeNull();
    expect(readInstallMemory().opens).toBe(1);
  });

  it('is made from the second opening on, and installs through the browser prompt', async () => {
    openedBefore(1);
    await open();
    expect(installButton()).toBeNull(); // nothing to offer until the browser says it can install
    const event = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true); // not the browser's own mini-infobar
    const install = await offered();
    expect(screen.getByText('Keep the shop at hand: install it and open it from your home screen, also without a connection.')).toBeVisible();
    await userEvent.click(install);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(installButton()).toBeNull();
    expect(readInstallMemory().dismissedAt).toBeNull();
  });

  it('takes a prompt caught before it was loaded (main.tsx keeps it)', async () => {
    openedBefore(1);
    window.installPromptEvent = Object.assign(new Event('beforeinstallprompt'), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    await open();
    await userEvent.click(await offered());
    expect(window.installPromptEvent).toBeUndefined();
  });

  it('is never made in checkout, and is made on leaving it', async () => {
    openedBefore(3);
    history.replaceState(null, '', '/checkout');
    await open();
    offerInstall();
    expect(installButton()).toBeNull();
    history.replaceState(null, '', '/cart');
    expect(await offered(3000)).toBeVisible();
    history.replaceState(null, '', '/order/status');
    await waitFor(() => expect(installButton()).toBeNull(), { timeout: 3000 });
  });

  it('is made on the first view once an order has been placed', async () => {
    const { store } = await open();
    offerInstall();
    expect(installButton()).toBeNull();
    act(() => void store.dispatch(orderPlaced({ order_id: 'o1', status: 'sent', orderNumber: '1', backendOrderId: null, transferedAt: null, placedAt: 1 })));
    expect(await offered()).toBeVisible();
    expect(readInstallMemory().orderPlaced).toBe(true);
  });

  it('"Not now" takes it away for the dismissal period, then it comes back', async () => {
    openedBefore(1);
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await open();
    offerInstall();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(installButton()).toBeNull();
    expect(readInstallMemory().dismissedAt).toBe(1_000_000);
    cleanup();

    now.mockReturnValue(1_000_000 + DISMISS_MS - 60_000);
    await open();
    offerInstall();
    expect(installButton()).toBeNull();
    cleanup();

    now.mockReturnValue(1_000_000 + DISMISS_MS);
    await open();
    offerInstall();
    expect(await offered()).toBeVisible();
  });

  it('a "Cancel" in the browser dialog counts as "Not now"', async () => {
    openedBefore(1);
    await open();
    offerInstall('dismissed');
    await userEvent.click(await offered());
    await waitFor(() => expect(readInstallMemory().dismissedAt).toEqual(expect.any(Number)));
    expect(installButton()).toBeNull();
  });

  it('is never made in the installed app (display-mode: standalone)', async () => {
    openedBefore(1);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query === '(display-mode: standalone)', media: query }) as MediaQueryList);
    await open();
    offerInstall();
    expect(installButton()).toBeNull();
  });

  it('on iOS (no install event) says how to add the shop to the home screen, under the same rules', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
    );
    const hint = 'Keep the shop at hand: tap Share, then “Add to Home Screen”.';
    await open();
    expect(screen.queryByText(hint)).toBeNull();
    cleanup();
    await open();
    expect(screen.getByText(hint)).toBeVisible();
    expect(installButton()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(hint)).toBeNull();
    cleanup();
    await open();
    expect(screen.queryByText(hint)).toBeNull();
  });
});
