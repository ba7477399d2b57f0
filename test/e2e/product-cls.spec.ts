import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/**
 * Issue 15: the product and category pages do not shift while they load (CLS 0): the gallery, the price, the
 * reviews and the similar products get their space before their data arrives. Layout shifts are
 * read with a PerformanceObserver on a phone-sized window, the way Lighthouse mobile counts them.
 */

interface Shift {
  value: number;
  sources: string[];
}

async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Shift[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (e.hadRecentInput) continue;
        const one = (n: Element) => `${n.tagName.toLowerCase()}.${[...n.classList].join('.')}`;
        const describe = (n?: Node) =>
          n instanceof Element
            ? [n, n.parentElement, n.parentElement?.parentElement]
                .filter((x): x is Element => Boolean(x))
                .map(one)
                .join(' < ')
            : String(n?.nodeName ?? '?');
        const r = (x?: DOMRectReadOnly) => (x ? `${Math.round(x.x)},${Math.round(x.y)} ${Math.round(x.width)}x${Math.round(x.height)}` : '');
        w.__shifts.push({
          value: e.value,
          sources: (e.sources ?? []).map(
            (s) =>
              `${describe(s.node)} ${r((s as never as { previousRect: DOMRectReadOnly }).previousRect)} -> ${r((s as never as { currentRect: DOMRectReadOnly }).currentRect)} @${Math.round(performance.now())}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

for (const type of ['simple', 'configurable']) {
  test(`a ${type} product page does not shift while it loads`, async ({ page, db }) => {
    const { rows } = await db.query<{ sku: string; key: string }>(
      `select doc->>'sku' as sku, coalesce(doc->>'slug', doc->>'url_key') as key from catalog_entity
        where store_code = 'default' and entity = 'product' and doc->>'type_id' = $1 and (doc->>'visibility')::int = 4 and (doc->>'status')::int = 1
          and jsonb_array_length(coalesce(doc->'media_gallery', '[]')) > 1 order by id limit 1`,
      [type],
    );
    await watchShifts(page);
    await page.goto(`/p/${encodeURIComponent(rows[0].sku)}/${rows[0].key}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.locator('.gallery__main img')).toHaveJSProperty('complete', true);
    await page.waitForLoadState('networkidle');
    const found = await shifts(page);
    expect(found, JSON.stringify(found)).toEqual([]);
  });
}

test('a category page whose code arrives late does not shift: the footer waits below the fold', async ({ page }) => {
  // The lazy footer can arrive before the page's own chunk on a slow phone; it must not be pushed
  // down in view when the page comes.
  await page.context().route(/\/assets\/CategoryPage-[^/]*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await watchShifts(page);
  await page.goto('/c/baking');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.locator('.tile img').first()).toHaveJSProperty('complete', true);
  await page.waitForLoadState('networkidle');
  const found = await shifts(page);
  expect(found, JSON.stringify(found)).toEqual([]);
});

test('the home page does not shift when its banner arrives after the first paint', async ({ page }) => {
  // The banner's block usually comes inside the HTML; here it comes late, from the API, so the page
  // first paints its placeholder and the block replaces it in view (the copy may be shorter than reserved).
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script type="application\/json" id="startup-data">[\s\S]*?<\/script>/, '');
      await route.fulfill({ response, body: html });
    },
  );
  await page.route(/\/api\/catalog\/[^/]+\/cms_block\/_search/, async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await watchShifts(page);
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.locator('.home-hero__block--loading')).toBeVisible();
  await expect(main.locator('.home-hero__block img')).toHaveJSProperty('complete', true);
  await expect(main.locator('.tile img').first()).toHaveJSProperty('complete', true);
  await page.waitForLoadState('networkidle');
  const found = await shifts(page);
  expect(found, JSON.stringify(found)).toEqual([]);
});
