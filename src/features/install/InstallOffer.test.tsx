import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISMISS_MS } from '../../domain/installOffer';
import { renderPage } from '../catalog/renderPage';
import InstallOffer from './InstallOffer';
import { forgetInstallEvents } from './installPrompt';
import { forgetInstallMemory, forgetThisOpening, readInstallMemory } from './installMemory';

afterEach(() => {
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

/** Earlier page loads of the shop in this browser; the rendered one is counted when the offer mounts. */
function openedBefore(times: number) {
  localStorage.setItem('storefront.install', JSON.stringify({ ...readInstallMemory(), opens: times }));
}

const render = (url = '/', state = {}) =>
  renderPage([{ path: '/', element: <InstallOffer /> }, { path: '/checkout', element: <InstallOffer /> }, { path: '/cart', element: <InstallOffer /> }], url, state);
const installButton = () => screen.queryByRole('button', { name: 'Install the shop' });

describe('InstallOffer', () => {
  it('does not offer installing on the first view, even when the browser could', async () => {
    await render();
    offerInstall();
    expect(installButton()).toBeNull();
    expect(readInstallMemory().opens).toBe(1);
  });

  it('offers it from the second opening on, and installs through the browser prompt', async () => {
    openedBefore(1);
    await render();
    expect(installButton()).toBeNull(); // nothing to offer until the browser says it can install
    const event = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true); // no mini-infobar of its own
    await userEvent.click(await screen.findByRole('button', { name: 'Install the shop' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    await waitFor(() => expect(installButton()).toBeNull());
  });

  it('takes a prompt caught before it was loaded', async () => {
    openedBefore(1);
    window.installPromptEvent = Object.assign(new Event('beforeinstallprompt'), { prompt: vi.fn(), userChoice: Promise.resolve({ outcome: 'dismissed' as const }) });
    await render();
    expect(await screen.findByRole('button', { name: 'Install the shop' })).toBeVisible();
  });

  it('never offers it in checkout, and offers it again on leaving', async () => {
    openedBefore(3);
    const { router } = await render('/checkout');
    offerInstall();
    expect(installButton()).toBeNull();
    await act(() => router.navigate('/cart'));
    expect(await screen.findByRole('button', { name: 'Install the shop' })).toBeVisible();
  });

  it('offers it on the first view once an order has been placed', async () => {
    await render('/', { sync: { queuedOrders: [], lastOrder: { order_id: 'o1', status: 'sent', orderNumber: '1', backendOrderId: null, transferedAt: null, placedAt: 1 }, placingOrder: false, sessionOrderIds: [] } });
    offerInstall();
    expect(await screen.findByRole('button', { name: 'Install the shop' })).toBeVisible();
    expect(readInstallMemory().orderPlaced).toBe(true);
  });

  it('"Not now" hides it and it stays away for the dismissal period, then comes back', async () => {
    openedBefore(1);
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    const first = await render();
    offerInstall();
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(installButton()).toBeNull();
    first.unmount();

    now.mockReturnValue(1_000_000 + DISMISS_MS - 60_000);
    forgetThisOpening();
    await render();
    offerInstall();
    expect(installButton()).toBeNull();
    cleanup();
    forgetThisOpening();

    now.mockReturnValue(1_000_000 + DISMISS_MS);
    await render();
    offerInstall();
    expect(await screen.findByRole('button', { name: 'Install the shop' })).toBeVisible();
  });

  it('a dismissal in the browser dialog counts as "Not now"', async () => {
    openedBefore(1);
    await render();
    offerInstall('dismissed');
    await userEvent.click(await screen.findByRole('button', { name: 'Install the shop' }));
    await waitFor(() => expect(installButton()).toBeNull());
    expect(readInstallMemory().dismissedAt).toEqual(expect.any(Number));
  });

  it('is never shown in the installed app (display-mode: standalone)', async () => {
    openedBefore(1);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query === '(display-mode: standalone)', media: query }) as MediaQueryList);
    await render();
    offerInstall();
    expect(installButton()).toBeNull();
  });

  it('on iOS (no install event) shows how to add the shop to the home screen, under the same rules', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1');
    const first = await render();
    expect(screen.queryByText(/Add to Home Screen/)).toBeNull();
    first.unmount();
    forgetThisOpening();
    await render();
    expect(await screen.findByText(/Tap Share, then “Add to Home Screen”/)).toBeVisible();
    expect(installButton()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(/Add to Home Screen/)).toBeNull();
  });
});
