import type { ConfigurableChild, ConfigurableOption, Product } from '../../src/domain/types.ts';
import { ATTRIBUTE_IDS } from './attributes.ts';
import type { CategoryInfo } from './categories.ts';
import { brandedName, brandsFor } from './names.ts';
import { exTax, round2, shelfPrice, weightKg } from './pricing.ts';
import { baseProduct, dietIds, skuOf, type Ctx } from './productBase.ts';
import { slugify } from './random.ts';
import { specialKindFor } from './simpleProducts.ts';

/**
 * A configurable product (e.g. a protein powder in flavours × sizes). Returns the parent and its
 * children; every child is also a product document of its own (visibility 1, "not visible
 * individually", as Magento indexes them), so stock checks and orders find it by sku.
 */
export function makeConfigurable(ctx: Ctx, cat: CategoryInfo, i: number): Product[] {
  const { rng, attrs } = ctx;
  const kind = cat.kind!;
  const brand = rng.pick(brandsFor(cat.chain[0].slug));
  const nounIndex = rng.int(0, kind.nouns.length - 1);
  const name = brandedName(brand, kind.nouns[nounIndex]);
  const flavours = rng.sample(kind.flavours ?? ['Unflavoured'], rng.int(2, 4));
  const sizeIdx = rng
    .sample(
      kind.sizes.map((_, k) => k),
      rng.int(2, Math.min(3, kind.sizes.length)),
    )
    .sort((a, b) => a - b);
  const parentId = ctx.nextId();
  const special = specialKindFor(ctx, i);
  const discount = rng.pick([0.1, 0.15, 0.2]);
  const parent = baseProduct(ctx, { id: parentId, name, type: 'configurable', cat, price: 0, qty: 0, special: 'none' });
  const prices = sizeIdx.map((k) => exTax(shelfPrice(rng, kind.price, (k + 0.5) / kind.sizes.length)));

  const childDocs: Product[] = [];
  const children: ConfigurableChild[] = [];
  flavours.forEach((flavour, f) => {
    sizeIdx.forEach((k, s) => {
      const size = kind.sizes[k];
      const id = ctx.nextId();
      const childName = `${name} ${flavour} ${size}`;
      // Disabled and sold-out variants exist so variant choice (spec 000 §4) has something to skip.
      const status = (i + f + s) % 9 === 4 || (f === 1 && s === 0 && i % 3 === 0) ? 2 : 1;
      const out = (i + f * 3 + s) % 11 === 7;
      const doc = baseProduct(ctx, {
        id,
        name: childName,
        type: 'simple',
        cat,
        listed: false,
        price: prices[s],
        special,
        discount,
        visibility: 1,
        status,
        qty: out ? 0 : rng.int(2, 120),
        image: parent.image,
        gallery: 1,
      });
      doc.sku = `${skuOf(parentId)}-${slugify(flavour).toUpperCase()}-${slugify(size).toUpperCase()}`;
      doc.brand = attrs.brandId.get(brand);
      doc.flavour = attrs.flavourId.get(flavour);
      doc.size = attrs.sizeId.get(size);
      doc.weight = weightKg(size);
      childDocs.push(doc);
      children.push({
        id,
        sku: doc.sku,
        name: childName,
        type_id: 'simple',
        status,
        visibility: 1,
        tax_class_id: doc.tax_class_id,
        price: doc.price,
        special_price: doc.special_price,
        special_from_date: doc.special_from_date,
        special_to_date: doc.special_to_date,
        final_price: doc.final_price,
        stock: doc.stock,
        image: parent.image,
        url_key: doc.url_key,
        flavour: doc.flavour,
        size: doc.size,
        weight: doc.weight,
        custom_attributes: [
          { attribute_code: 'flavour', value: String(doc.flavour) },
          { attribute_code: 'size', value: String(doc.size) },
        ],
      });
    });
  });

  const usable = children.filter((c) => c.status === 1);
  const cheapest = [...usable].sort((a, b) => (a.final_price ?? a.price) - (b.final_price ?? b.price))[0] ?? children[0];
  Object.assign(parent, {
    price: cheapest.price,
    special_price: cheapest.special_price,
    special_from_date: cheapest.special_from_date,
    special_to_date: cheapest.special_to_date,
    final_price: cheapest.final_price,
    brand: attrs.brandId.get(brand),
    dietary: dietIds(ctx, kind.diet),
    ingredients: kind.ingredients[nounIndex % kind.ingredients.length],
    has_options: 1,
    required_options: 1,
    configurable_children: children,
    configurable_options: [
      option(
        ATTRIBUTE_IDS.flavour,
        'flavour',
        'Flavour',
        parentId,
        0,
        flavours.map((fl) => [attrs.flavourId.get(fl)!, fl]),
      ),
      option(
        ATTRIBUTE_IDS.size,
        'size',
        'Size',
        parentId,
        1,
        sizeIdx.map((k) => [attrs.sizeId.get(kind.sizes[k])!, kind.sizes[k]]),
      ),
    ],
    // The "_options" twins are what the facet aggregations of the query builder look at.
    flavour_options: flavours.map((fl) => attrs.flavourId.get(fl)!),
    size_options: sizeIdx.map((k) => attrs.sizeId.get(kind.sizes[k])!),
  });
  for (const c of childDocs) Object.assign(c, { ingredients: parent.ingredients, dietary: parent.dietary });
  parent.stock = {
    ...parent.stock,
    qty: round2(usable.reduce((sum, c) => sum + c.stock.qty, 0)),
    is_in_stock: usable.some((c) => c.stock.is_in_stock),
  };
  return [parent, ...childDocs];
}

function option(attributeId: number, code: string, label: string, productId: number, position: number, values: [number, string][]): ConfigurableOption {
  return {
    id: productId * 10 + position,
    attribute_id: String(attributeId),
    attribute_code: code,
    label,
    position,
    product_id: productId,
    values: values.map(([value_index, l]) => ({ value_index, label: l, default_label: l })),
  } as ConfigurableOption;
}
