/**
 * Lighthouse mobile scores of a category page, a product page and a search result page (issue 3
 * bench; targets: performance >= 90, accessibility, best practices and SEO >= 95). The pages are
 * picked from the running server's catalogue: a level-3 category with products, a listed simple
 * product, and a search for a word of that product's name. The lead wires this into run.ts.
 */
import { runLighthouse, type LighthouseScores } from './lighthouse.ts';
import { searchUrl } from './latency.ts';

export interface LighthousePages {
  category: LighthouseScores;
  product: LighthouseScores;
  search: LighthouseScores;
  paths: { category: string; product: string; search: string };
}

type Hit = Record<string, unknown>;

async function firstHit(base: string, entity: string, filters: Parameters<typeof searchUrl>[2]): Promise<Hit> {
  const res = await fetch(searchUrl(base, entity, filters, { size: 1 }));
  const hit = ((await res.json()) as { hits?: Hit[] }).hits?.[0];
  if (!hit) throw new Error(`no ${entity} to measure at ${base}`);
  return hit;
}

/** The three page paths of the seeded catalogue. */
export async function lighthousePagePaths(base: string): Promise<LighthousePages['paths']> {
  const category = await firstHit(base, 'category', [
    { attribute: 'is_active', value: { eq: true }, scope: 'default' },
    { attribute: 'level', value: { eq: 3 }, scope: 'default' },
    { attribute: 'product_count', value: { gt: 0 }, scope: 'default' },
  ]);
  const product = await firstHit(base, 'product', [
    { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
    { attribute: 'status', value: { eq: 1 }, scope: 'default' },
    { attribute: 'type_id', value: { eq: 'simple' }, scope: 'default' },
  ]);
  // A word of the product's name that is long enough for the search panel (spec: at least 3 characters).
  const name = String(product.nm ?? product.name ?? '');
  const word = name.split(/\s+/).find((w) => /^[a-z]{4,}$/i.test(w)) ?? 'organic';
  const slug = String(product.url_key ?? product.u ?? product.slug ?? '');
  return {
    category: `/c/${String(category.slug ?? category.url_key)}`,
    product: `/p/${encodeURIComponent(String(product.sku))}/${slug}`,
    search: `/search?q=${encodeURIComponent(word.toLowerCase())}`,
  };
}

/** Runs Lighthouse (median of `runs`, fresh Chromium each run) on the three pages of the server at `baseURL`. */
export async function benchLighthousePages(baseURL: string, runs = 1): Promise<LighthousePages> {
  const paths = await lighthousePagePaths(baseURL);
  return {
    category: await runLighthouse(`${baseURL}${paths.category}`, runs),
    product: await runLighthouse(`${baseURL}${paths.product}`, runs),
    search: await runLighthouse(`${baseURL}${paths.search}`, runs),
    paths,
  };
}
