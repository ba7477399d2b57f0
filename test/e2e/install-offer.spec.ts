import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/**
 * Issue 10 "Install and update": the shop offers to be installed from the second time it is opened,
 * never on the first view and never in checkout, and a "Not now" is remembered. The browser's install
 * event is synthetic (headless Chromium never judges a test origin worth an install banner); it
 * records whether the shop asked the browser to show its install dialog.
 */
async function offerBrowserInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void ((window as unknown as { prompted: number }).prompted = 1),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

/** This page load has been counted: the install offer's code is running. */
async function offerStarted(page: Page, opens: number): Promise<void> {
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('storefront.install') ?? '{}').opens as number | undefined)).toBe(opens);
}

const installButton = (page: Page) => page.getByRole('button', { name: 'Install the shop' });

test('the install offer: not on the first view, from the second opening on, through the browser prompt', async ({ page }) => {
  await page.goto('/');
  await offerStarted(page, 1);
  await offerBrowserInstall(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(installButton(page)).toHaveCount(0);

  // Opened again (a reload counts): offered, and the button asks the browser to install.
  await page.reload();
  await offerStarted(page, 2);
  await offerBrowserInstall(page);
  await expect(page.getByText('Keep the shop at hand: install it and open it from your home screen, also without a connection.')).toBeVisible();
  await installButton(page).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  await expect(installButton(page)).toHaveCount(0);
});

test('the install offer waits outside checkout, and "Not now" is remembered', async ({ page, context }) => {
  await page.goto('/');
  await offerStarted(page, 1);
  // A new tab counts as opening the shop again: straight into checkout, where nothing is offered.
  const tab = await context.newPage();
  await tab.goto('/checkout');
  await offerStarted(tab, 2);
  await offerBrowserInstall(tab);
  await expect(tab.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(installButton(tab)).toHaveCount(0);

  // Leaving checkout (in the app, no reload): now it is offered.
  await tab.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(installButton(tab)).toBeVisible();
  await tab.getByRole('button', { name: 'Not now' }).click();
  await expect(installButton(tab)).toHaveCount(0);

  // Opened again: the dismissal holds.
  await tab.reload();
  await offerStarted(tab, 3);
  await offerBrowserInstall(tab);
  await expect(tab.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(installButton(tab)).toHaveCount(0);
});
