/** Test fixtures of the product page: linked products, a bundle, a grouped product, custom options. */
import type { Product } from '../../src/domain/types';
import { simpleProduct } from './catalogFixtures';

export const oats = simpleProduct({
  id: 21,
  sku: 'OATS',
  name: 'Rolled Oats 1kg',
  url_key: 'oats',
  slug: 'oats',
  price: 40,
  final_price: 40,
  price_incl_tax: 46,
  final_price_incl_tax: 46,
  original_price_incl_tax: 46,
});
export const honey = simpleProduct({
  id: 22,
  sku: 'HONEY',
  name: 'Raw Honey 500g',
  url_key: 'honey',
  slug: 'honey',
  price: 80,
  final_price: 80,
  price_incl_tax: 92,
  final_price_incl_tax: 92,
  original_price_incl_tax: 92,
});
export const seeds = simpleProduct({
  id: 23,
  sku: 'SEEDS',
  name: 'Chia Seeds 250g',
  url_key: 'seeds',
  slug: 'seeds',
  price: 30,
  final_price: 30,
  price_incl_tax: 34.5,
  final_price_incl_tax: 34.5,
  original_price_incl_tax: 34.5,
});

export function bundleProduct(): Product {
  return simpleProduct({
    id: 90,
    sku: 'BREAKFAST-BOX',
    name: 'Breakfast Box',
    type_id: 'bundle',
    url_key: 'breakfast-box',
    slug: 'breakfast-box',
    price: 100,
    final_price: 100,
    price_incl_tax: 115,
    final_price_incl_tax: 115,
    original_price_incl_tax: 115,
    tax_percent: 15,
    bundle_options: [
      {
        option_id: 1,
        title: 'Cereal',
        required: true,
        type: 'radio',
        sku: 'BREAKFAST-BOX',
        product_links: [
          { id: 101, sku: 'OATS', qty: 2, is_default: true, price: 40, can_change_quantity: 1 },
          { id: 102, sku: 'SEEDS', qty: 1, is_default: false, price: 30, can_change_quantity: 1 },
        ],
      },
      {
        option_id: 2,
        title: 'Sweetener',
        required: true,
        type: 'radio',
        sku: 'BREAKFAST-BOX',
        product_links: [{ id: 201, sku: 'HONEY', qty: 1, is_default: true, price: 80, can_change_quantity: 1 }],
      },
    ],
  });
}

export function groupedProduct(): Product {
  return simpleProduct({
    id: 91,
    sku: 'PANTRY-SET',
    name: 'Pantry Set',
    type_id: 'grouped',
    url_key: 'pantry-set',
    slug: 'pantry-set',
    price: 0,
    final_price: 0,
    price_incl_tax: 0,
    final_price_incl_tax: 0,
    product_links: ['OATS', 'HONEY', 'SEEDS'].map((sku, i) => ({
      link_type: 'associated',
      linked_product_sku: sku,
      linked_product_type: 'simple',
      sku: 'PANTRY-SET',
      qty: 1,
      position: i + 1,
    })),
  });
}

export function customOptionProduct(): Product {
  return simpleProduct({
    tax_percent: 15,
    custom_options: [
      {
        option_id: 7,
        title: 'Gift wrapping',
        type: 'radio',
        is_require: false,
        sort_order: 1,
        values: [
          { option_type_id: 0, title: 'No gift wrapping', price: 0, price_type: 'fixed', sort_order: 0 },
          { option_type_id: 71, title: 'Gift wrap', price: 20, price_type: 'fixed', sort_order: 1 },
        ],
      },
      {
        option_id: 8,
        title: 'Express packing',
        type: 'checkbox',
        is_require: false,
        sort_order: 2,
        values: [{ option_type_id: 81, title: 'Packed today', price: 10, price_type: 'percent', sort_order: 1 }],
      },
    ],
  });
}
