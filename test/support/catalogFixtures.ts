/** Test fixtures: product documents as the server sends them (prices incl. tax already added). */
import type { ConfigurableChild, CustomOption, CustomOptionValue, Product } from '../../src/domain/types';

/** A configurable option of the whey products: its attribute and the values [value_index, label]. */
const option = (attribute_id: number, attribute_code: string, label: string, values: [number, string][]) => ({
  attribute_id,
  attribute_code,
  label,
  values: values.map(([value_index, valueLabel]) => ({ value_index, label: valueLabel })),
});
export const flavourOption = option(93, 'flavour', 'Flavour', [
  [1, 'Vanilla'],
  [2, 'Chocolate'],
]);
export const sizeOption = option(142, 'size', 'Size', [
  [10, '500 g'],
  [11, '1 kg'],
]);

/** A product document with only the fields every product has: for domain rules that read only what a test gives. */
export function bareProduct(fields: Partial<Product> = {}): Product {
  return {
    id: 1,
    sku: 'P',
    name: 'P',
    type_id: 'simple',
    status: 1,
    visibility: 4,
    price: 0,
    tax_class_id: 2,
    url_key: 'p',
    url_path: 'p',
    stock: { qty: 1, is_in_stock: true },
    category_ids: [],
    ...fields,
  };
}

/** The price fields of a product (or child) that costs `priceIncl` with 15 % VAT and no special price. */
function pricedAt(priceIncl: number) {
  const net = Math.round((priceIncl / 1.15) * 100) / 100;
  return { price: net, final_price: net, price_incl_tax: priceIncl, final_price_incl_tax: priceIncl, original_price_incl_tax: priceIncl };
}

export function simpleProduct(overrides: Partial<Product> = {}): Product {
  return bareProduct({
    id: 11,
    sku: 'ALMOND-FLOUR-1KG',
    name: 'Organic Almond Flour 1kg',
    ...pricedAt(115),
    url_key: 'organic-almond-flour-1kg',
    url_path: 'pantry/baking/organic-almond-flour-1kg',
    slug: 'organic-almond-flour-1kg',
    image: '/product/organic-almond-flour-1kg.png',
    stock: { qty: 20, is_in_stock: true },
    category_ids: [20],
    media_gallery: [{ image: '/product/organic-almond-flour-1kg.png', pos: 1, typ: 'image', lab: null }],
    description: '<p>Finely <strong>ground</strong> almonds.</p><script>alert(1)</script>',
    ...overrides,
  });
}

function child(sku: string, flavour: number, size: number, priceIncl: number, extra: Partial<ConfigurableChild> = {}): ConfigurableChild {
  return {
    id: Number(sku.length * 100 + flavour + size),
    sku,
    status: 1,
    ...pricedAt(priceIncl),
    stock: { qty: 5, is_in_stock: true },
    flavour,
    size,
    ...extra,
  };
}

export function configurableProduct(overrides: Partial<Product> = {}): Product {
  return simpleProduct({
    id: 50,
    sku: 'WHEY-PRO',
    name: 'Whey Protein Pro',
    type_id: 'configurable',
    url_key: 'whey-protein-pro',
    url_path: 'sports-nutrition/whey-protein-pro',
    slug: 'whey-protein-pro',
    price: 260.87,
    price_incl_tax: 300,
    final_price_incl_tax: 300,
    configurable_options: [flavourOption, sizeOption],
    configurable_children: [
      child('WHEY-PRO-VAN-500', 1, 10, 300),
      child('WHEY-PRO-VAN-1K', 1, 11, 520),
      child('WHEY-PRO-CHOC-500', 2, 10, 310, { stock: { qty: 0, is_in_stock: false } }),
      child('WHEY-PRO-CHOC-1K', 2, 11, 540, { status: 2 }),
    ],
    ...overrides,
  });
}

/** A custom option that is not required, its values as [option_type_id, title, price, price_type]. */
export function customOption(
  option_id: number,
  title: string,
  type: string,
  values: [number, string, number, CustomOptionValue['price_type']][],
): CustomOption {
  return {
    option_id,
    title,
    type,
    is_require: false,
    values: values.map(([option_type_id, valueTitle, price, price_type]) => ({ option_type_id, title: valueTitle, price, price_type })),
  };
}

/** Gift wrapping (radio; its "None" has a price that must not count) and extras (checkbox, a percent and a fixed value). */
export const giftWrapAndExtras: CustomOption[] = [
  customOption(1, 'Gift wrapping', 'radio', [
    [0, 'None', 5, 'fixed'],
    [11, 'Gift wrap', 25, 'fixed'],
  ]),
  customOption(2, 'Extras', 'checkbox', [
    [21, 'Express packing', 10, 'percent'],
    [22, 'Card', 2.5, 'fixed'],
  ]),
];
