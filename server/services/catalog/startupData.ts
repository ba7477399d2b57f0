/**
 * A page's first catalogue answer inside its index.html (issue 15: LCP): a product page's product,
 * the home page's banner block (whose picture also goes into the boot shell: pageShell.ts), the search
 * results page's first page of results (whose first tiles' pictures go into the head's preloads and
 * the boot shell: one lookup for all three). The app stays
 * client-rendered; main.tsx asks for the product before anything else, and on a phone network that
 * request costs one more round trip after the scripts. The server asks its own API for the very
 * address the PWA will ask (src/domain/catalogSearchPath.ts, the same builder the PWA uses; through
 * app.inject, so the body is byte for byte what the API sends) and puts it at the end of the body
 * (src/domain/startupData.ts); src/api/startupAnswers.ts uses it once.
 * - Product pages (`/p/<sku>/<slug>`), the home page (`/`, not `/index.html` or `/pwa.html`, the
 *   service worker's shells) and the search results page (`/search?q=<term>`, a searchable term of
 *   at most MAX_TERM characters), in any served view: the view's own index, so its own
 *   prices and texts, and an answer keyed by one index can never be taken by another view's page).
 * - Only the catalogue: no cookie, token or header of the shopper is passed on, and the API's public
 *   (not customer-group) answer is the one the PWA's request gets too.
 * - Only when ready within the budget: the HTML never waits longer for it.
 */
import type { FastifyInstance } from 'fastify';
import { catalogSearchPath, cmsBlockSearch, HOME_HERO_BLOCK, productBySkuSearch, productSkuOfPath } from '../../../src/domain/catalogSearchPath.ts';
import { searchResultsSearch } from '../../../src/domain/catalogQuery.ts';
import { EAGER_TILES, imagePath, TILE_IMAGE } from '../../../src/domain/productImages.ts';
import { isSearchableTerm, normaliseTerm } from '../../../src/domain/searchTerm.ts';
import { startupDataElement } from '../../../src/domain/startupData.ts';
import { pathWithinView, viewOfPath } from '../../../src/domain/storeView.ts';
import { withinBudget } from './withinBudget.ts';
import { searchHeading } from './searchHeading.ts';
import { bannerOfBlockAnswer, pictureShell, preloadTags, type PageParts, type PagePicture } from './pageShell.ts';

export const STARTUP_BUDGET_MS = 150;
const MAX_SKU = 200;
/** A longer search term gets no start-up answer (the PWA asks for it itself): the HTML does not spend its budget on it. */
export const MAX_TERM = 200;

type StartupPage = 'home' | 'product' | 'search';

/**
 * The API path a page's first request goes to for a requested path and query, and which page it is
 * (its main picture is read from the answer); null when the page has none.
 */
export function startupPath(
  pathname: string,
  views: readonly { storeCode: string; index: string; language?: string }[],
  multistore: boolean,
  query = '',
): { path: string; page: StartupPage; heading?: string } | null {
  const prefixed = views.map((v, i) => ({ ...v, prefix: i === 0 ? '' : `/${v.storeCode}` }));
  const view = viewOfPath(pathname, prefixed, prefixed[0], multistore);
  const within = pathWithinView(pathname, view.prefix);
  // The home page: its banner block (the largest paint waits for it; the tiles below do not).
  if (within === '/' || within === '') {
    const { entity, query, size, from } = cmsBlockSearch(HOME_HERO_BLOCK);
    return { path: catalogSearchPath(view.index, entity, query, { size, from }), page: 'home' };
  }
  // The results page's first page of results, as the PWA asks for it (features/search/searchPrefetch.ts).
  if (within === '/search') {
    const term = normaliseTerm(new URLSearchParams(query).get('q') ?? '');
    if (!isSearchableTerm(term) || term.length > MAX_TERM) return null;
    const { entity, query: body, ...params } = searchResultsSearch(term);
    return { path: catalogSearchPath(view.index, entity, body, params), page: 'search', heading: searchHeading(view.language ?? 'en', term) ?? '' };
  }
  const sku = productSkuOfPath(within);
  if (sku === null || sku.length > MAX_SKU) return null;
  const { entity, query: body, size, from } = productBySkuSearch(sku);
  return { path: catalogSearchPath(view.index, entity, body, { size, from }), page: 'product' };
}

/**
 * The pictures of the first EAGER_TILES results of a search answer (the API's compact body), as the
 * results page's tiles show them; up to the first result without a picture, so that each picture is
 * in its own tile's place.
 */
export function resultsOfSearchAnswer(body: string): PagePicture[] {
  let hits: unknown;
  try {
    hits = (JSON.parse(body) as { hits?: unknown }).hits;
  } catch {
    return [];
  }
  const pictures: PagePicture[] = [];
  for (const hit of Array.isArray(hits) ? hits.slice(0, EAGER_TILES) : []) {
    // A compacted answer names the image `i` (contract §6.2); the PWA reads either (decompactProduct).
    const found = hit as { image?: unknown; i?: unknown } | null;
    const image = found?.image ?? found?.i;
    const src = typeof image === 'string' ? imagePath(image, TILE_IMAGE.width, TILE_IMAGE.height, TILE_IMAGE.mode) : '';
    if (!src) break;
    pictures.push({ src, alt: '', kind: 'result' });
  }
  return pictures;
}

/** The page's main pictures from its start-up answer: the home page's banner, the search results' first tiles. */
function picturesOfAnswer(page: StartupPage, body: string): PagePicture[] {
  if (page === 'search') return resultsOfSearchAnswer(body);
  const banner = page === 'home' ? bannerOfBlockAnswer(body) : null;
  return banner ? [banner] : [];
}

async function answer(app: FastifyInstance, path: string): Promise<string | null> {
  const res = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
  return res.statusCode === 200 && String(res.headers['content-type'] ?? '').includes('json') ? res.body : null;
}

/**
 * The start-up data element for a requested URL (path and query), at the end of the body; from that
 * answer also the page's main pictures in the boot shell (pageShell.ts): the home page's banner, the
 * search results' first tiles (with their preloads in the head, which index.html has for the banner
 * already), so no second lookup. Nothing when the page has none or it was not ready in time.
 */
export function startupDataParts(app: FastifyInstance, multistore: boolean, budgetMs = STARTUP_BUDGET_MS): (url: string) => Promise<PageParts> {
  return async (url) => {
    const [page = '', query = ''] = url.split(/\?(.*)/s);
    const first = startupPath(page, app.storeViews, multistore, query);
    if (!first) return {};
    const { path } = first;
    const body = await withinBudget(answer(app, path), budgetMs, null);
    if (body === null) return {};
    const pictures = picturesOfAnswer(first.page, body);
    const head = first.page === 'search' ? preloadTags(pictures.map((p) => p.src)) : '';
    return { head, end: startupDataElement({ page, answers: { [path]: body } }), shell: pictureShell(pictures, first.heading) };
  };
}
