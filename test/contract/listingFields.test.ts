// @vitest-environment node
/**
 * The listings' field lists (src/domain/catalogFields.ts) on the real server over the generated demo
 * catalogue, in every store view: whatever a tile, the cart, the offline search, the menu, the
 * category page and the breadcrumbs make of a projected document, they make of the whole one too.
 * A field a reader needs and the list forgot shows up here as a difference.
 */
import { describe, expect, it } from 'vitest';
import { STORE_VIEWS } from '../../server/services/storeViews.ts';
import { buildSearchUrl, filter } from '../../src/api/catalog';
import { productPath } from '../../src/components/productLink';
import { toCartItem } from '../../src/domain/cartLineFromProduct';
import { CATEGORY_LIST_FIELDS, PRODUCT_TILE_FIELDS } from '../../src/domain/catalogFields';
import { addsFromList } from '../../src/domain/listPurchase';
import { matchesFilters, searchDoc } from '../../src/domain/offlineSearch';
import { displayPrices } from '../../src/domain/price';
import type { Category, Product } from '../../src/domain/types';
import { categoryPath, descendantIds, parentChain, subcategories } from '../../src/features/category/categoryQuery';
import { menuCategories } from '../../src/features/layout/CategoryNav';
import { matchingCategories } from '../../src/features/search/matchingCategories';
import { backendNames } from './backends.ts';
import { clientCatalog } from './clientCatalog.ts';
import { setUpTestApp } from './testApp.ts';

/** Everything a listing's readers take from one product. */
function tileView(p: Product) {
  return {
    name: p.name,
    path: productPath(p),
    image: p.image,
    prices: displayPrices(p),
    addsFromList: addsFromList(p),
    cartLine: addsFromList(p) ? toCartItem(p, 1) : null,
    offlineSearch: searchDoc(p),
    searchable: matchesFilters(p, [filter('visibility', { in: [3, 4] }), filter('status', { in: [0, 1] })]),
    categoryIds: (p.category ?? []).map((c) => c.category_id),
  };
}

const link = (c: Category) => ({ id: c.id, name: c.name, to: categoryPath(c) });
/** Everything the menu, the category page, the product page's breadcrumbs and the search panel take from the list. */
function categoryViews(all: Category[], wholeDocs: Category[], products: Product[]) {
  return {
    menu: menuCategories(all).map((e) => ({ ...link(e.category), children: e.children.map(link) })),
    pages: wholeDocs.map((c) => ({
      descendants: descendantIds(c, all).sort((a, b) => a - b),
      chain: parentChain(c, all).map(link),
      children: subcategories(c, all).map(link),
    })),
    // The product page picks its deepest category from the list itself.
    listedChains: all.map((c) => parentChain(c, all).map(link)),
    panel: all.map((c) => matchingCategories(c.name, all, products).map(link)),
  };
}

const bytes = (docs: unknown[]) => JSON.stringify(docs).length;

describe.each(backendNames)('listing field lists (%s)', (backend) => {
  const t = setUpTestApp(backend, undefined, { generated: 120 });

  it.each(STORE_VIEWS.map((v) => [v.storeCode, v.index]))(
    'a tile reads from its projection what it reads from the whole product (%s)',
    async (_code, index) => {
      const catalog = clientCatalog(t.app, index);
      const whole = await catalog.listing();
      const tiles = await catalog.listing(PRODUCT_TILE_FIELDS);
      expect(tiles.map((p) => p.sku)).toEqual(whole.map((p) => p.sku));
      expect(new Set(whole.map((p) => p.type_id)).size).toBeGreaterThan(3);
      expect(tiles.map(tileView)).toEqual(whole.map(tileView));
      expect(bytes(tiles)).toBeLessThan(bytes(whole) / 2);
    },
    60_000,
  );

  it.each(STORE_VIEWS.map((v) => [v.storeCode, v.index]))(
    'the category list reads from its projection what it reads from the whole documents (%s)',
    async (_code, index) => {
      const categories = async (includeFields?: readonly string[]) => {
        const query = { _appliedFilters: [filter('is_active', { eq: true })] };
        const url = buildSearchUrl('category', query, { size: 4000, sort: 'position:asc', includeFields, index });
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        return (res.json() as { hits: Category[] }).hits;
      };
      const whole = await categories();
      const listed = await categories(CATEGORY_LIST_FIELDS);
      expect(listed.map((c) => c.id)).toEqual(whole.map((c) => c.id));
      expect(whole.some((c) => c.children_data?.some((ch) => ch.children_data?.length))).toBe(true);
      const products = await clientCatalog(t.app, index).listing(PRODUCT_TILE_FIELDS);
      expect(categoryViews(listed, whole, products)).toEqual(categoryViews(whole, whole, products));
      // The menu's sub-menus, found by parent, are the whole documents' nested children in their order.
      const nested = new Map(whole.map((c) => [c.id, (c.children_data ?? []).filter((ch) => ch.is_active !== false).map(link)]));
      for (const e of menuCategories(listed)) expect(e.children.map(link)).toEqual(nested.get(e.category.id));
      expect(bytes(listed)).toBeLessThan(bytes(whole) / 2);
    },
    60_000,
  );
});
