import type { Page } from '@playwright/test';
import { CAP_MS } from '../../scripts/appScriptsAfterPicture.ts';
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
  // The search results: the first 4 tiles below the heading, at a phone's, a tablet's and a desktop's width.
  ...[412, 800, 1350].map((width) => ({ name: `search results (${width} px)`, width, path: async () => '/search?q=oat', app: '.tile img', count: 4 })),
  {
    // A term that wraps the heading onto two lines: the tiles come lower, in the shell as in the app.
    name: 'search results with a long term',
    path: async (db: { query: <T>(sql: string) => Promise<{ rows: T[] }> }) => {
      const { rows } = await db.query<{ name: string }>(
        `select doc->>'name' as name from catalog_entity where store_code = 'default' and entity = 'product'
          and (doc->>'visibility')::int in (3, 4) and (doc->>'status')::int = 1 and length(doc->>'name') > 25 order by id limit 1`,
      );
      return `/search?q=${encodeURIComponent(rows[0]!.name)}`;
    },
    app: '.tile img',
    count: 4,
  },
];

for (const p of PAGES) {
  test(`the ${p.name} page's main picture is in its HTML, painted without scripts, where the app then shows it`, async ({ browser, baseURL, page, db }) => {
    const url = await p.path(db as never);
    const viewport = { width: 'width' in p ? p.width : 412, height: 823 };
    await page.setViewportSize(viewport);
    // Without JavaScript: only what the HTML paints.
    const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport, deviceScaleFactor: 2 });
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
    const shellSrcs = await shellPictures.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')!));
    await noScript.close();

    // With JavaScript: the app shows the same picture at the same place; the shell's copy goes; nothing moves.
    await watchShifts(page);
    const violations = await watchCspViolations(page);
    await page.goto(url);
    const own = page.getByRole('main').locator(p.app).first();
    await expect(own).toHaveJSProperty('complete', true);
    await expect(page.locator(`.boot-main`)).toHaveCount(0);
    expect(new URL((await own.getAttribute('src'))!, baseURL).pathname).toBe(shellSrc);
    near(await own.boundingBox(), shellBox);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);

    // The app's scripts were asked for only once the shell's picture had loaded (scripts/appScriptsAfterPicture.ts),
    // by the inline loader the page's CSP allows by its hash.
    const timing = await page.evaluate((srcs) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const pictures = entries.filter((e) => srcs.includes(new URL(e.name).pathname));
      const scripts = entries.filter((e) => /\/assets\/.*\.js$/.test(new URL(e.name).pathname));
      return { pictureEnd: Math.min(...pictures.map((e) => e.responseEnd)), firstScript: Math.min(...scripts.map((e) => e.startTime)) };
    }, shellSrcs);
    expect(timing.pictureEnd, 'the picture was loaded').toBeGreaterThan(0);
    expect(timing.pictureEnd).toBeLessThan(Infinity);
    expect(timing.firstScript, JSON.stringify(timing)).toBeGreaterThanOrEqual(timing.pictureEnd);
    expect(violations).toEqual([]);
  });
}

/** The page's CSP refusals (securitypolicyviolation events) and console errors, from its first frame. */
async function watchCspViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => found.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) found.push(m.text());
  });
  return found;
}

/** The shell picture's address in a page's HTML. */
async function shellPictureOf(page: Page, url: string): Promise<string> {
  let src: string | undefined;
  // The lookup has a time budget: ask again until the picture came in time.
  await expect(async () => {
    const html = await (await page.request.get(url, { headers: { accept: 'text/html' } })).text();
    src = /<div class="boot-main">.*?<img src="([^"]+)"/.exec(html)?.[1];
    expect(src).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  return src!;
}

const appScript = (url: string) => /\/assets\/[^/]+\.js$/.test(new URL(url).pathname);

test.describe('the app’s scripts wait for the main picture, not longer than the cap', () => {
  // A paused clock: the cap's timer fires only when the test moves the time on.
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-25T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-25T10:00:01Z'));
  });

  for (const url of ['/search?q=zzqxvw', '/pwa.html', '/index.html']) {
    test(`without a picture (${url}) the app's scripts start at once`, async ({ page }) => {
      const violations = await watchCspViolations(page);
      const script = page.waitForRequest((r) => appScript(r.url()));
      await page.goto(url, { waitUntil: 'commit' });
      await script;
      expect(await page.locator('#root > .boot-main').count()).toBe(0);
      expect(violations).toEqual([]);
    });
  }

  test('in a tab opened hidden (a background tab) the app starts at once, without waiting for a picture no one sees', async ({ page, context }) => {
    const src = await shellPictureOf(page, '/');
    // The picture never answers, and the clock is paused: only the hidden tab's way can start the app.
    await context.route(`**${src}`, () => undefined);
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => true });
      Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => 'hidden' });
    });
    const script = page.waitForRequest((r) => appScript(r.url()));
    await page.goto('/', { waitUntil: 'commit' });
    await script;
    // Started by the hidden tab's way: the picture has still not loaded.
    await expect(page.locator('#root > .boot-main img, body > .boot-main img').first()).toHaveJSProperty('complete', false);
  });

  test('a picture that never answers holds the app back only until the cap', async ({ page, context }) => {
    const src = await shellPictureOf(page, '/');
    const held: (() => void)[] = [];
    await context.route(`**${src}`, (route) => new Promise<void>((resolve) => held.push(resolve)).then(() => route.abort().catch(() => undefined)));
    const scripts: string[] = [];
    page.on('request', (r) => appScript(r.url()) && scripts.push(r.url()));
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root > .boot-main img')).toHaveJSProperty('complete', false);
    await page.clock.runFor(CAP_MS - 1);
    // Nothing has asked for a script yet (a request made before this round trip to the page would have been seen).
    await page.evaluate(() => document.readyState);
    expect(scripts).toEqual([]);
    const script = page.waitForRequest((r) => appScript(r.url()));
    await page.clock.runFor(1);
    await script;
    // The picture is still pending: the cap, not the picture, let the app start.
    await expect(page.locator('#root > .boot-main img, body > .boot-main img').first()).toHaveJSProperty('complete', false);
    for (const release of held) release();
  });
});

test('a category page with a sort or filter in its address, a search without results or term, and the service worker’s shell, carry no picture', async ({
  page,
}) => {
  for (const url of ['/c/baking?sort=final_price:desc', '/index.html', '/search?q=zzqxvw', '/search?q=oa', '/search']) {
    const html = await (await page.request.get(url, { headers: { accept: 'text/html' } })).text();
    expect(html, url).not.toContain('class="boot-main"');
  }
});
