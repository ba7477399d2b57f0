/**
 * The fields a catalogue listing asks for (`_source_include`, contract §6.1), so the first page of the
 * home, category and search pages does not download whole documents (long texts, galleries, every
 * variant) that no tile shows. Each list names its readers; test/contract/listingFields.test.ts checks
 * that what those readers make of a projected document is what they make of the full one.
 */
import type { Product } from './types';

/**
 * A product tile in a list, and what it does without opening the product:
 * - the tile: name, link (sku, slug, url_key), picture, prices incl. tax with the struck regular price
 *   (displayPrices), the type for its button;
 * - add to cart from the list (addsFromList, toCartItem, the stock check of the cart): net and gross
 *   prices, the special and its dates, the tax rate, stock, custom options (a required one sends the
 *   shopper to the product page instead);
 * - the device's offline search (searchDoc, matchesFilters): category names, ingredients, visibility,
 *   status; the search panel's categories (matchingCategories): the category ids.
 * Wishlist and compare keep the full document: they ask for it when given a projection (fullProduct).
 */
export const PRODUCT_TILE_FIELDS: readonly string[] = [
  'id',
  'sku',
  'name',
  'slug',
  'url_key',
  'url_path',
  'image',
  'type_id',
  'status',
  'visibility',
  'price',
  'final_price',
  'special_price',
  'special_from_date',
  'special_to_date',
  'price_incl_tax',
  'final_price_incl_tax',
  'original_price_incl_tax',
  'special_price_incl_tax',
  'tax_percent',
  'stock',
  'custom_options',
  'category.category_id',
  'category.name',
  'ingredients',
];

/**
 * Every category, as the menu, the category page (descendants, breadcrumbs, subcategories), the
 * product page's breadcrumbs and the search panel's categories read them. No nested children_data
 * (two thirds of the answer, every category repeated under its parents): the list has every active
 * category, so children are found by parent_id and descendants by `path`.
 */
export const CATEGORY_LIST_FIELDS: readonly string[] = [
  'id',
  'parent_id',
  'parent_ids',
  'name',
  'slug',
  'url_key',
  'path',
  'is_active',
  'level',
  'position',
  'include_in_menu',
];

/** Set by the client on every product of an answer asked with a field list: not the full document. */
export const PARTIAL = '_partial';

export function isPartialProduct(product: Product): boolean {
  return product[PARTIAL] === true;
}
