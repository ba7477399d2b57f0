import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from './fixtures.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { waitForServiceWorker } from './helpers.ts';

interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23), so an icon's declared size is checked. */
function pngSize(buf: Buffer): { width: number; height: number } {
  expect(buf.subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

async function fetchIcon(request: APIRequestContext, url: string): Promise<{ width: number; height: number }> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type'], url).toContain('image/png');
  return pngSize(await res.body());
}

// Installability is judged per browser profile, so this journey runs in a persistent profile of its
// own rather than the default throw-away context (the real install prompt needs one too).
test('Chromium finds the shop installable: manifest, icons and service worker', async ({ server }) => {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
    serviceWorkers: 'allow',
    baseURL: server.baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForServiceWorker(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const { url: manifestUrl, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(manifestUrl).not.toBe('');

    const manifestRes = await page.request.get(manifestUrl);
    expect(manifestRes.status()).toBe(200);
    const manifest = (await manifestRes.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest.name).toEqual(expect.any(String));
    expect(manifest.short_name).toEqual(expect.any(String));
    expect((manifest.short_name as string).length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toEqual(expect.any(String));
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{3,8}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{3,8}$/i);

    // 192 and 512 icons that really are that size, plus a maskable one (Android's adaptive icon).
    const find = (pred: (i: ManifestIcon) => boolean) => manifest.icons.find(pred);
    const anyPurpose = (i: ManifestIcon) => !i.purpose || i.purpose.split(' ').includes('any');
    for (const size of [192, 512]) {
      const icon = find((i) => anyPurpose(i) && (i.sizes ?? '').split(' ').includes(`${size}x${size}`));
      expect(icon, `a ${size}x${size} icon`).toBeDefined();
      const got = await fetchIcon(page.request, new URL(icon!.src, manifestUrl).href);
      expect(got).toEqual({ width: size, height: size });
    }
    // The tab's icon is a PNG of its declared size (an SVG one costs the page's main thread a
    // whole SVG document while the app starts: issue 15).
    const favicon = page.locator('link[rel="icon"]');
    await expect(favicon).toHaveCount(1);
    const [href, sizes] = await Promise.all([favicon.getAttribute('href'), favicon.getAttribute('sizes')]);
    const tabIcon = await fetchIcon(page.request, new URL(href!, page.url()).href);
    expect(`${tabIcon.width}x${tabIcon.height}`).toBe(sizes);
    const maskable = find((i) => (i.purpose ?? '').split(' ').includes('maskable'));
    expect(maskable, 'a maskable icon').toBeDefined();
    const got = await fetchIcon(page.request, new URL(maskable!.src, manifestUrl).href);
    expect(got.width).toBe(got.height);
    expect(got.width).toBeGreaterThanOrEqual(192);

    // Issue 10: an id, categories, shortcuts that open, and narrow and wide screenshots (Chromium's
    // richer install sheet) that are what they say; every icon named exists.
    expect(manifest.id).toEqual(expect.any(String));
    expect(manifest.categories).toEqual(expect.arrayContaining(['shopping']));
    const shortcuts = manifest.shortcuts as { name: string; url: string; icons?: ManifestIcon[] }[];
    expect(shortcuts.map((s) => s.url)).toEqual(['/search', '/cart', '/my-account/orders']);
    for (const shortcut of shortcuts) {
      for (const icon of shortcut.icons ?? []) await fetchIcon(page.request, new URL(icon.src, manifestUrl).href);
    }
    const screenshots = manifest.screenshots as (ManifestIcon & { form_factor?: string })[];
    expect(screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of screenshots) {
      const res = await page.request.get(new URL(shot.src, manifestUrl).href);
      expect(res.status(), shot.src).toBe(200);
      expect(res.headers()['content-type'], shot.src).toContain(shot.type!);
      const meta = await sharp(await res.body()).metadata();
      expect(`${meta.width}x${meta.height}`, shot.src).toBe(shot.sizes);
      expect((await res.body()).length, `${shot.src} is kept small`).toBeLessThan(60_000);
    }
    for (const shortcut of shortcuts) {
      const opened = await page.goto(new URL(shortcut.url, manifestUrl).href);
      expect(opened?.ok(), shortcut.url).toBe(true);
      await expect(page.getByRole('main')).toBeVisible();
    }

    // start_url opens (through the service worker, which now controls the scope).
    const start = await page.goto(new URL(manifest.start_url as string, manifestUrl).href);
    expect(start?.ok()).toBe(true);
    await expect(page.getByRole('main')).toBeVisible();
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
});
