/** Extra catalogue for the price tests: tier prices, a grouped and a bundle product (on top of fixtures.ts). */
import type { Db } from '../../server/db/index.ts';
import { insertCatalogue } from '../../server/seed/seed.ts';
import type { Product } from '../../src/domain/types.ts';
import { radioBundleOption } from '../support/bundleFixtures.ts';
import { signGroupToken } from '../../server/services/auth/groupToken.ts';
import { authSecret } from '../../server/services/auth/secret.ts';
import { loadConfig } from '../../server/config.ts';

const base = { status: 1, visibility: 4, tax_class_id: 2, stock: { qty: 10, is_in_stock: true }, category_ids: [20] };

export const pricingProducts: Product[] = [
  {
    ...base,
    id: 201,
    sku: 'TIER-1',
    name: 'Tiered Honey',
    type_id: 'simple',
    price: 100,
    url_key: 'tiered-honey',
    url_path: 'pantry/tiered-honey',
    tier_prices: [
      { customer_group_id: 1, qty: 1, value: 80 },
      { customer_group_id: 1, qty: 5, value: 70 },
      { customer_group_id: 2, qty: 1, value: 60 },
    ],
  },
  {
    ...base,
    id: 202,
    sku: 'GROUP-1',
    name: 'Breakfast Set',
    type_id: 'grouped',
    price: 0,
    url_key: 'breakfast-set',
    url_path: 'pantry/breakfast-set',
    product_links: [
      { link_type: 'associated', linked_product_sku: 'FLOUR-1', linked_product_type: 'simple', sku: 'GROUP-1', qty: 1 },
      { link_type: 'associated', linked_product_sku: 'OATS-1', linked_product_type: 'simple', sku: 'GROUP-1', qty: 3 },
      { link_type: 'associated', linked_product_sku: 'DISABLED', linked_product_type: 'simple', sku: 'GROUP-1', qty: 1 },
    ],
  },
  {
    ...base,
    id: 203,
    sku: 'GROUP-EMPTY',
    name: 'Empty Set',
    type_id: 'grouped',
    price: 10,
    url_key: 'empty-set',
    url_path: 'pantry/empty-set',
    product_links: [],
  },
  {
    ...base,
    id: 204,
    sku: 'BUNDLE-1',
    name: 'Baking Bundle',
    type_id: 'bundle',
    price: 0,
    url_key: 'baking-bundle',
    url_path: 'pantry/baking-bundle',
    bundle_options: [
      radioBundleOption(1, 'Oats', 'BUNDLE-1', [
        { id: 11, sku: 'FLOUR-1', qty: 1, is_default: false, price: 100 },
        { id: 12, sku: 'OATS-1', qty: 2, is_default: true, price: 40 },
      ]),
      radioBundleOption(2, 'Flour', 'BUNDLE-1', [
        { id: 13, sku: 'TIER-1', qty: 1, is_default: false, price: 100 },
        { id: 14, sku: 'FLOUR-1', qty: 1, is_default: false, price: 100 },
      ]),
    ],
  },
] as Product[];

export async function insertPricingFixtures(db: Db): Promise<void> {
  await db.transaction((tx) => insertCatalogue(tx, { products: pricingProducts, categories: [], attributes: [], taxrules: [], cms_pages: [], cms_blocks: [] }));
}

/** A groupToken as GET /api/user/me hands out (accounts helper's format), for customer group `groupId`. */
export async function groupTokenFor(db: Db, groupId: number): Promise<string> {
  const secret = await authSecret(db, loadConfig({}).accounts);
  return signGroupToken(secret, { group_id: groupId, id: 77, user: 'shopper@example.com' });
}
