import { filter, searchCatalog, searchOtherIndex } from '../../api/catalog';
import { pathInView } from '../../domain/storeView';
import type { Category, Product } from '../../domain/types';
import { currentStoreView, type StoreView } from '../../lib/config';
import { productPath } from '../../components/productLink';
import { categoryPath } from '../category/categoryQuery';

/** What the page shows, as far as the switcher needs it: a route path, and the entity of a dispatched URL. */
export interface PageInView {
  /** The route-table path ('/c/bio', '/cart'), without the view's prefix. */
  path: string;
  search: string;
  /** The URL dispatcher's answer for a url_path page (its type and _source). */
  dispatched?: { type: string; source: Record<string, unknown> };
}

type Found = { url_path?: string; slug?: string; url_key?: string; id?: number; sku?: string };

const urlPathOf = <T extends Found>(hit: T | undefined, routePath: (hit: T) => string) => (hit ? (hit.url_path ? `/${hit.url_path}` : routePath(hit)) : null);

async function categoryThere(index: string, id: unknown, asUrlPath: boolean): Promise<string | null> {
  const [hit] = await searchOtherIndex<Category & Found>(index, 'category', { _appliedFilters: [filter('id', { eq: id })] });
  return asUrlPath ? urlPathOf(hit, categoryPath) : hit ? categoryPath(hit) : null;
}

async function productThere(index: string, sku: unknown, asUrlPath: boolean): Promise<string | null> {
  const [hit] = await searchOtherIndex<Product & Found>(index, 'product', { _appliedFilters: [filter('sku', { eq: sku })] });
  return asUrlPath ? urlPathOf(hit, productPath) : hit ? productPath(hit) : null;
}

/**
 * The same page in another store view (issue 13): a category or product through the other view's own
 * catalogue (its slug or url_path may differ, the product may not be sold there), a url_path page
 * through its entity; any other page of the route table (cart, checkout, account…) exists in every view.
 * Null: the page has no counterpart there (the switcher then opens that view's home).
 */
export async function pathThere(page: PageInView, target: StoreView): Promise<string | null> {
  const { path } = page;
  const category = /^\/c\/([^/]+)\/?$/.exec(path);
  const product = /^\/p\/([^/]+)\//.exec(path);
  if (category) {
    const here = await searchCatalog<Category>('category', { _appliedFilters: [filter('slug', { eq: decodeURIComponent(category[1]) })] }, { size: 1 });
    const id = here.items[0]?.id;
    return id === undefined ? null : categoryThere(target.index, id, false);
  }
  if (product) return (await productThere(target.index, decodeURIComponent(product[1]), false)) && path;
  if (page.dispatched?.type === 'category') return categoryThere(target.index, page.dispatched.source.id, true);
  if (page.dispatched?.type === 'product') return productThere(target.index, page.dispatched.source.sku, true);
  return path;
}

/** The address to open in the target view: the same page where it exists, else the view's home (also when it cannot be asked). */
export async function addressThere(page: PageInView, target: StoreView): Promise<string> {
  // Offline or refused: the home page of the view is always there.
  const there = await pathThere(page, target).catch(() => null);
  return there ? `${pathInView(there, target.prefix)}${there === page.path ? page.search : ''}` : pathInView('/', target.prefix);
}

/** The store views a shopper may switch to from here. */
export const otherViews = (views: Record<string, StoreView>): StoreView[] => Object.values(views).filter((v) => v.storeCode !== currentStoreView().storeCode);
