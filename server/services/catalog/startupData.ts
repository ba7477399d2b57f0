/**
 * A page's first catalogue answer inside its index.html (issue 15: LCP): a product page's product,
 * the home page's banner block (whose picture also goes into the boot shell: pageShell.ts). The app stays
 * client-rendered; main.tsx asks for the product before anything else, and on a phone network that
 * request costs one more round trip after the scripts. The server asks its own API for the very
 * address the PWA will ask (src/domain/catalogSearchPath.ts, the same builder the PWA uses; through
 * app.inject, so the body is byte for byte what the API sends) and puts it at the end of the body
 * (src/domain/startupData.ts); src/api/startupAnswers.ts uses it once.
 * - Product pages (`/p/<sku>/<slug>`) and the home page (`/`, not `/index.html` or `/pwa.html`, the
 *   service worker's shells), in any served view: the view's own index, so its own
 *   prices and texts, and an answer keyed by one index can never be taken by another view's page).
 * - Only the catalogue: no cookie, token or header of the shopper is passed on, and the API's public
 *   (not customer-group) answer is the one the PWA's request gets too.
 * - Only when ready within the budget: the HTML never waits longer for it.
 */
import type { FastifyInstance } from 'fastify';
import { catalogSearchPath, cmsBlockSearch, HOME_HERO_BLOCK, productBySkuSearch, productSkuOfPath } from '../../../src/domain/catalogSearchPath.ts';
import { startupDataElement } from '../../../src/domain/startupData.ts';
import { pathWithinView, viewOfPath } from '../../../src/domain/storeView.ts';
import { withinBudget } from './withinBudget.ts';
import { bannerOfBlockAnswer, pictureShell, type PageParts } from './pageShell.ts';

export const STARTUP_BUDGET_MS = 150;
const MAX_SKU = 200;

/** The API path a page's first request goes to for a requested path (no query), and whether it is the home page's banner; null when the page has none. */
export function startupPath(
  pathname: string,
  views: readonly { storeCode: string; index: string }[],
  multistore: boolean,
): { path: string; home: boolean } | null {
  const prefixed = views.map((v, i) => ({ ...v, prefix: i === 0 ? '' : `/${v.storeCode}` }));
  const view = viewOfPath(pathname, prefixed, prefixed[0], multistore);
  const within = pathWithinView(pathname, view.prefix);
  // The home page: its banner block (the largest paint waits for it; the tiles below do not).
  if (within === '/' || within === '') {
    const { entity, query, size, from } = cmsBlockSearch(HOME_HERO_BLOCK);
    return { path: catalogSearchPath(view.index, entity, query, { size, from }), home: true };
  }
  const sku = productSkuOfPath(within);
  if (sku === null || sku.length > MAX_SKU) return null;
  const { entity, query, size, from } = productBySkuSearch(sku);
  return { path: catalogSearchPath(view.index, entity, query, { size, from }), home: false };
}

async function answer(app: FastifyInstance, path: string): Promise<string | null> {
  const res = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
  return res.statusCode === 200 && String(res.headers['content-type'] ?? '').includes('json') ? res.body : null;
}

/**
 * The start-up data element for a requested URL (path and query), at the end of the body; on the
 * home page also the banner of that answer in the boot shell (pageShell.ts), so no second lookup.
 * Nothing when the page has none or it was not ready in time.
 */
export function startupDataParts(app: FastifyInstance, multistore: boolean, budgetMs = STARTUP_BUDGET_MS): (url: string) => Promise<PageParts> {
  return async (url) => {
    const page = url.split('?')[0] ?? '';
    const first = startupPath(page, app.storeViews, multistore);
    if (!first) return {};
    const { path, home } = first;
    const body = await withinBudget(answer(app, path), budgetMs, null);
    if (body === null) return {};
    const banner = home ? bannerOfBlockAnswer(body) : null;
    return { end: startupDataElement({ page, answers: { [path]: body } }), shell: banner ? pictureShell([banner]) : '' };
  };
}
