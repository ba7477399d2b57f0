import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { notification, scrollToFooter, waitForServiceWorker } from './helpers.ts';
import { distDir } from './testServer.ts';

/** The waiting worker's presence, as the page's registration sees it. */
const hasWaitingWorker = (page: Page) => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

// Issue 10: a new version of the shop is offered, never over a half-filled form or during checkout,
// and takes over only when the shopper accepts.
// A deploy replaces the files the server serves: this journey changes the served sw.js by one
// comment (Chromium fetches a worker's script itself, out of reach of request interception) and puts
// it back afterwards. The journeys run one at a time, so no other journey sees the changed file.
// Its precompressed copies (sw.js.br, sw.js.gz) would be served unchanged, so they are set aside too.
const swFiles = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(distDir, name));
let originals: Map<string, Buffer> | null = null;
test.afterEach(() => {
  for (const [file, bytes] of originals ?? []) fs.writeFileSync(file, bytes);
  originals = null;
});

test('a new version waits for the shopper: not over typed text, not in checkout, then on Reload', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);

  // "Deploy" a new version.
  originals = new Map(swFiles.filter((file) => fs.existsSync(file)).map((file) => [file, fs.readFileSync(file)]));
  for (const file of swFiles.slice(1)) fs.rmSync(file, { force: true });
  fs.writeFileSync(swFiles[0], `${originals.get(swFiles[0])!.toString('utf8')}\n// a new version\n`);

  // The shopper is writing to the shop when the new version arrives.
  await scrollToFooter(page);
  await page.getByRole('link', { name: 'Contact' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  const message = page.getByRole('textbox', { name: 'Your message' });
  await message.fill('Do you stock rooibos in 1 kg bags?');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect.poll(() => hasWaitingWorker(page), { timeout: 20_000 }).toBe(true);

  const offer = notification(page, 'A new version is available');
  // Over typed text the offer stays away; once the field is empty it shows, and typing hides it again.
  await message.fill('');
  await expect(offer).toBeVisible();
  await message.fill('Do you stock rooibos in 1 kg bags?');
  await expect(offer).toBeHidden();
  await expect(message).toHaveValue('Do you stock rooibos in 1 kg bags?');
  expect(await hasWaitingWorker(page), 'the old version still runs the page').toBe(true);

  // Checkout: never offered there.
  await message.fill('');
  await expect(offer).toBeVisible();
  await page.evaluate(() => {
    history.pushState(null, '', '/checkout');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(offer).toBeHidden();

  // Back on a calm page the offer returns; Reload lets the new version take over.
  await page.goBack();
  await expect(offer).toBeVisible();
  await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
  await offer.getByRole('button', { name: 'Reload' }).click();
  // The page reloads: asking while it navigates fails, and counts as "not yet".
  const stillOldPage = () => page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false).catch(() => true);
  await expect.poll(stillOldPage).toBe(false);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await hasWaitingWorker(page), 'the new version is active, nothing waits').toBe(false);
});
