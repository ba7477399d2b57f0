import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/**
 * Issue 15: the page's main picture is painted from the HTML, before any script (the server puts it
 * into index.html's boot shell: server/services/catalog/pageShell.ts). With JavaScript off it is
 * there, loaded, at the place and size the app then shows its own copy; with JavaScript the app
 * keeps it until its copy is shown (src/lib/bootPicture.ts), takes it away, and nothing shifts.
 */

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

type Box = { x: number; y: number; width: number; height: number };

/** The layout shifts of the page (as Lighthouse mobile counts them), from its first frame. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const near = (a: Box | null, b: Box | null) => {
  expect(a && b).toBeTruthy();
  for (const k of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(a![k] - b![k]), `${k}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBeLessThanOrEqual(2.5);
};

const PAGES = [
  { name: 'home', path: async () => '/', app: '.home-hero__block img', count: 1 },
  { name: 'category', path: async () => '/c/baking', app: '.tile img', count: 4 },
  {
    name: 'product',
    path: async (db: { query: <T>(sql: string) => Promise<{ rows: T[] }> }) => {
      const { rows } = await db.query<{ sku: string; key: string }>(
        `select doc->>'sku' as sku, coalesce(doc->>'slug', doc->>'url_key') as key from catalog_entity
          where store_code = 'default' and entity = 'product' and (doc->>'visibility')::int = 4 and (doc->>'status')::int = 1
            and coalesce(doc->>'image', '') not in ('', 'no_selection') order by id limit 1`,
      );
      return `/p/${encodeURIComponent(rows[0]!.sku)}/${rows[0]!.key}`;
    },
    app: '.gallery__main img',
    count: 1,
  },
];

for (const p of PAGES) {
  test(`the ${p.name} page's main picture is in its HTML, painted without scripts, where the app then shows it`, async ({ browser, baseURL, page, db }) => {
    const url = await p.path(db as never);
    // Without JavaScript: only what the HTML paints.
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 412, height: 823 }, deviceScaleFactor: 2 });
    const bare = await noScript.newPage();
    // The lookup has a time budget: on a busy machine, ask again until the picture came in time.
    await expect(async () => {
      await bare.goto(url);
      await expect(bare.locator('#root > .boot-main img')).toHaveCount(p.count, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const shellPictures = bare.locator('#root > .boot-main img');
    await expect(shellPictures.first()).toHaveJSProperty('complete', true);
    expect(await shellPictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const shellBox = await shellPictures.first().boundingBox();
    const shellSrc = await shellPictures.first().getAttribute('src');
    await noScript.close();

    // With JavaScript: the app shows the same picture at the same place; the shell's copy goes; nothing moves.
    await watchShifts(page);
    await page.goto(url);
    const own = page.getByRole('main').locator(p.app).first();
    await expect(own).toHaveJSProperty('complete', true);
    await expect(page.locator(`.boot-main`)).toHaveCount(0);
    expect(new URL((await own.getAttribute('src'))!, baseURL).pathname).toBe(shellSrc);
    near(await own.boundingBox(), shellBox);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  });
}

test('a category page with a sort or filter in its address, and the service worker’s shell, carry no picture', async ({ page }) => {
  for (const url of ['/c/baking?sort=final_price:desc', '/index.html', '/search?q=oat']) {
    const html = await (await page.request.get(url, { headers: { accept: 'text/html' } })).text();
    expect(html, url).not.toContain('class="boot-main"');
  }
});
