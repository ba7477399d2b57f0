/** A small, exact catalogue for contract tests (the generated demo catalogue is tested in seed.test.ts). */
import type { Attribute, Category, CmsBlock, CmsPage, Product } from '../../src/domain/types.ts';
import type { Db } from '../../server/db/index.ts';
import { insertCatalogue } from '../../server/seed/seed.ts';
import { seedDemoCodes } from '../../server/services/cart/demoCodes.ts';
import { STORE_VIEWS } from '../../server/services/storeViews.ts';
import { buildTaxRules } from '../../server/seed/taxrules.ts';
import { flavourOption } from '../support/catalogFixtures.ts';

const base = {
  type_id: 'simple' as const,
  status: 1,
  visibility: 4,
  tax_class_id: 2,
  stock: { qty: 10, is_in_stock: true },
  category_ids: [20],
};

export function product(id: number, sku: string, fields: Partial<Product>): Product {
  const url_key = sku.toLowerCase();
  return {
    ...base,
    id,
    sku,
    name: `Product ${sku}`,
    price: 10,
    url_key,
    url_path: `pantry/${url_key}`,
    created_at: `2025-01-${String((id % 28) + 1).padStart(2, '0')} 10:00:00`,
    ...fields,
  } as Product;
}

export const products: Product[] = [
  product(101, 'FLOUR-1', { name: 'Almond Flour 1kg', price: 100, category_ids: [20, 21], brand: 7, url_path: 'pantry/baking/almond-flour-1kg' }),
  product(102, 'OATS-1', { name: 'Rolled Oats', price: 40, special_price: 30, category_ids: [21], visibility: 2, brand: 8 }),
  product(103, 'OLD-SPECIAL', {
    name: 'Coconut Sugar',
    price: 50,
    special_price: 20,
    special_to_date: '2020-01-01 00:00:00',
    final_price: 20,
    category_ids: ['21' as unknown as number],
    visibility: 3,
  }),
  product(104, 'SOLD-OUT', { name: 'Chia Seeds', price: 10, stock: { qty: 0, is_in_stock: false } }),
  product(105, 'DISABLED', { name: 'Old Stock', price: 10, status: 2 }),
  product(110, 'WHEY', {
    name: 'Whey Protein',
    type_id: 'configurable',
    price: 0,
    category_ids: [30],
    url_path: 'sports/whey-protein',
    configurable_options: [flavourOption],
    configurable_children: [
      { id: 111, sku: 'WHEY-VAN', name: 'Whey Protein Vanilla', status: 1, price: 300, stock: { qty: 5, is_in_stock: true }, flavour: 1 },
      {
        id: 112,
        sku: 'WHEY-CHOC',
        name: 'Whey Protein Chocolate',
        status: 1,
        price: 280,
        stock: { qty: 0, is_in_stock: false },
        custom_attributes: [{ attribute_code: 'flavour', value: '2' }],
      },
    ],
    flavour_options: [1, 2],
  }),
  product(120, 'GIFT-100', { name: 'Gift Card R100', type_id: 'virtual', price: 86.96, category_ids: [40] }),
];

export const categories: Category[] = [
  {
    id: 2,
    parent_id: 1,
    name: 'Default Category',
    slug: 'default',
    url_key: 'default',
    url_path: '',
    is_active: true,
    level: 1,
    position: 0,
    product_count: 0,
    path: '1/2',
  },
  {
    id: 20,
    parent_id: 2,
    name: 'Pantry',
    slug: 'pantry',
    url_key: 'pantry',
    url_path: 'pantry',
    is_active: true,
    level: 2,
    position: 1,
    product_count: 3,
    path: '1/2/20',
  },
  {
    id: 21,
    parent_id: 20,
    name: 'Baking',
    slug: 'baking',
    url_key: 'baking',
    url_path: 'pantry/baking',
    is_active: true,
    level: 3,
    position: 2,
    product_count: 3,
    path: '1/2/20/21',
  },
];

export const cmsPages: CmsPage[] = [{ id: 1, identifier: 'about', title: 'About us', content: '<p>Hi</p>', active: true }];
const cmsBlocks: CmsBlock[] = [{ id: 1, identifier: 'footer', title: 'Footer', content: '<p>f</p>', active: true }];
const attributes: Attribute[] = [
  {
    attribute_id: 142,
    attribute_code: 'brand',
    frontend_label: 'Brand',
    frontend_input: 'select',
    is_user_defined: true,
    is_visible: true,
    is_comparable: true,
    options: [{ value: '7', label: 'Acme' }],
  },
];

/**
 * The fixture catalogue in every store view, the same documents (and prices) in each: a test of a
 * view's own prices or names changes that view's copy itself (setViewDoc).
 */
export async function insertFixtures(db: Db): Promise<void> {
  const catalogue = { products, categories, attributes, taxrules: buildTaxRules(), cms_pages: cmsPages, cms_blocks: cmsBlocks };
  await db.transaction(async (tx) => {
    for (const view of STORE_VIEWS) await insertCatalogue(tx, catalogue, view.storeCode);
    // The fixture shop has the demo's coupons and gift cards, as the demo shop does.
    await seedDemoCodes(tx);
  });
}

/** Merges `fields` into one store view's copy of a document (its own price, name or url_path). */
export async function setViewDoc(db: Db, storeCode: string, entity: string, id: string | number, fields: Record<string, unknown>): Promise<void> {
  const url = typeof fields.url_path === 'string' ? fields.url_path : null;
  const { rows } = await db.query(
    `update catalog_entity set doc = doc || $4::jsonb, url_path = coalesce($5, url_path) where store_code = $1 and entity = $2 and id = $3 returning 1`,
    [storeCode, entity, String(id), JSON.stringify(fields), url],
  );
  if (!rows.length) throw new Error(`No ${entity} ${id} in the store view ${storeCode}`);
}
