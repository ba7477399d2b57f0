import type { Attribute, Category, CmsBlock, CmsPage, Product, TaxRule } from '../../src/domain/types.ts';
import { buildAttributes } from './attributes.ts';
import { buildCategories, categoryDocs, countProducts, type CategoryInfo } from './categories.ts';
import { buildCmsBlocks, buildCmsPages } from './cms.ts';
import { makeBundle, makeGiftCard, makeGrouped, makeMealPlan } from './compositeProducts.ts';
import { makeConfigurable } from './configurableProducts.ts';
import { daysBefore } from './pricing.ts';
import type { Ctx } from './productBase.ts';
import { makeRng } from './random.ts';
import { makeSimple } from './simpleProducts.ts';
import { buildTaxRules } from './taxrules.ts';

export interface Catalogue {
  products: Product[];
  categories: Category[];
  attributes: Attribute[];
  taxrules: TaxRule[];
  cms_pages: CmsPage[];
  cms_blocks: CmsBlock[];
}

export interface GenerateOptions {
  /** Number of product documents, configurable children included (default 360, minimum 100). */
  products?: number;
  seed?: number;
}

export const DEFAULT_PRODUCTS = 360;
export const DEFAULT_SEED = 20260101;
/** Every PAGED_SHARE-th randomly placed simple product goes to this department (see generateCatalogue). */
const PAGED_DEPARTMENT = 'pantry';
const PAGED_SHARE = 6;
/** The home page's blocks show 8 items each (spec 000 §9); a few spare keep them full. */
const HOME_BLOCK_MIN = 12;

/** The whole demo catalogue, deterministically from the seed (no clock, network or Math.random). */
export function generateCatalogue(opts: GenerateOptions = {}): Catalogue {
  const total = Math.max(100, Math.floor(opts.products ?? DEFAULT_PRODUCTS));
  const rng = makeRng(opts.seed ?? DEFAULT_SEED);
  const attrs = buildAttributes();
  const { root, all, bySlug } = buildCategories();
  let id = 0;
  const ctx: Ctx = { rng, attrs, categories: { all, bySlug }, usedKeys: new Set(), nextId: () => ++id };
  const cat = (slug: string) => bySlug.get(slug)!;

  const counts = {
    giftCards: 4,
    mealPlans: Math.max(3, Math.round(total * 0.004)),
    bundles: Math.max(4, Math.round(total * 0.008)),
    grouped: Math.max(4, Math.round(total * 0.008)),
    configurable: Math.max(6, Math.round(total * 0.012)),
  };
  const products: Product[] = [];
  const configurableCats = [
    cat('protein-powders'),
    cat('protein-powders'),
    cat('protein-powders'),
    cat('pre-workout'),
    cat('pre-workout'),
    cat('hydration-electrolytes'),
  ];
  for (let c = 0; c < counts.configurable; c++) products.push(...makeConfigurable(ctx, configurableCats[c % configurableCats.length], c));

  const fixed = counts.giftCards + counts.mealPlans + counts.bundles + counts.grouped;
  const simpleCount = total - products.length - fixed;
  const leaves: CategoryInfo[] = all.filter((c) => c.kind);
  // The pantry (the shop's biggest department) gets an extra share, so at least one menu category
  // lists more than a page (50) and "load more" can be seen; same number of draws, so the rest of
  // the catalogue stays as it was for the seed.
  const pantry = leaves.filter((c) => c.chain[0]?.slug === PAGED_DEPARTMENT);
  const simples: Product[] = [];
  for (let i = 0; i < simpleCount; i++) {
    // Every category gets products first; then categories are picked at random.
    const from = i % PAGED_SHARE === 0 && pantry.length ? pantry : leaves;
    simples.push(makeSimple(ctx, i < leaves.length ? leaves[i] : rng.pick(from), i));
  }
  // One by one: spreading a million products into push() overflows the call stack.
  for (const p of simples) products.push(p);

  const usable = simples.filter((p) => p.status === 1 && p.stock.is_in_stock);
  const byCategory = new Map<string, Product[]>();
  for (const p of usable) {
    const slug = p.category?.[p.category.length - 1]?.slug ?? '';
    const list = byCategory.get(slug);
    if (list) list.push(p);
    else byCategory.set(slug, [p]);
  }
  const pool = (slug: string) => byCategory.get(slug) ?? usable.slice(0, 12);
  const house = attrs.brandId.get('Health Dept');
  for (let n = 0; n < counts.bundles; n++) products.push(makeBundle(ctx, n, pool));
  for (let n = 0; n < counts.grouped; n++) products.push(makeGrouped(ctx, n, pool));
  for (let n = 0; n < counts.giftCards; n++) products.push({ ...makeGiftCard(ctx, n), brand: house });
  for (let n = 0; n < counts.mealPlans; n++) products.push({ ...makeMealPlan(ctx, n), brand: house });

  markHomeBlocks(products, rng.next);
  countProducts(root, categoryCounts(products));
  return {
    products,
    categories: categoryDocs(root),
    attributes: attrs.docs,
    taxrules: buildTaxRules(),
    cms_pages: buildCmsPages(),
    cms_blocks: buildCmsBlocks(),
  };
}

/** Listed on category and home pages: spec 000 §9 (visibility in [2,3,4], status in [0,1]). */
export const isListed = (p: Product) => p.visibility >= 2 && p.status <= 1;

/**
 * Fields `new`, `sale`, `bestseller` (0/1) drive the home page's new collection, special collection
 * and bestsellers. `sale` means an active special price; the others are topped up so each block has
 * at least HOME_BLOCK_MIN listed products.
 */
function markHomeBlocks(products: Product[], random: () => number): void {
  const recent = daysBefore(60);
  const listed = products.filter(isListed);
  for (const p of products) {
    p.sale = p.final_price !== undefined && p.final_price < p.price ? 1 : 0;
    p.new = (p.created_at ?? '') >= recent ? 1 : 0;
    p.bestseller = isListed(p) && random() < 0.08 ? 1 : 0;
  }
  const byCreated = [...listed].sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '') || a.id - b.id);
  byCreated.slice(0, HOME_BLOCK_MIN).forEach((p) => (p.new = 1));
  const best = listed.filter((p) => p.bestseller === 1).length;
  if (best < HOME_BLOCK_MIN)
    listed
      .filter((p) => p.bestseller === 0)
      .slice(0, HOME_BLOCK_MIN - best)
      .forEach((p) => (p.bestseller = 1));
}

function categoryCounts(products: Product[]): Map<number, number> {
  const counts = new Map<number, number>();
  let listedTotal = 0;
  for (const p of products) {
    if (!isListed(p) || !p.category_ids.length) continue;
    listedTotal++;
    for (const c of p.category_ids) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  counts.set(2, listedTotal);
  return counts;
}
