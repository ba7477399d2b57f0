import type { CustomOption, Product } from '../../src/domain/types.ts';
import type { CategoryInfo } from './categories.ts';
import { brandedName, brandsFor, productTitle } from './names.ts';
import { exTax, shelfPrice, weightKg, type SpecialKind } from './pricing.ts';
import { baseProduct, dietIds, type Ctx } from './productBase.ts';

/**
 * Which special price a product gets. Every pattern is guaranteed by position (i) so small catalogues
 * have them all; the rest is chance. About 12% of products are on sale.
 */
export function specialKindFor(ctx: Ctx, i: number): SpecialKind {
  if (i % 97 === 13) return 'expired';
  if (i % 89 === 17) return 'future';
  if (i % 11 === 4) return (['active-open', 'active-from', 'active-window'] as const)[Math.floor(i / 11) % 3];
  return ctx.rng.chance(0.03) ? ctx.rng.pick(['active-open', 'active-window'] as const) : 'none';
}

/** Visibility 4 (catalogue and search) for most; 2 (catalogue), 3 (search) and 1 (not alone) for a few. */
export function visibilityFor(ctx: Ctx, i: number): number {
  if (i % 50 === 7) return 2;
  if (i % 50 === 9) return 3;
  if (i % 100 === 11) return 1;
  const r = ctx.rng.next();
  return r < 0.03 ? 2 : r < 0.06 ? 3 : 4;
}

export function makeSimple(ctx: Ctx, cat: CategoryInfo, i: number): Product {
  const { rng, attrs } = ctx;
  const kind = cat.kind!;
  const topSlug = cat.chain[0].slug;
  const brand = rng.pick(brandsFor(topSlug));
  const sizeIndex = rng.int(0, kind.sizes.length - 1);
  const size = kind.sizes[sizeIndex];
  const flavour = kind.flavours && rng.chance(0.7) ? rng.pick(kind.flavours) : undefined;
  const nounIndex = rng.int(0, kind.nouns.length - 1);
  const title = productTitle(rng, kind.nouns[nounIndex]);
  const name = `${brandedName(brand, title)}${flavour ? ` ${flavour}` : ''} ${size}`;
  const position = (sizeIndex + rng.next()) / kind.sizes.length;
  const id = ctx.nextId();
  const outOfStock = i % 23 === 5 || rng.chance(0.03);
  const p = baseProduct(ctx, {
    id,
    name,
    type: 'simple',
    cat,
    price: exTax(shelfPrice(rng, kind.price, position)),
    special: specialKindFor(ctx, i),
    discount: rng.pick([0.1, 0.15, 0.2, 0.25, 0.3]),
    visibility: visibilityFor(ctx, i),
    status: i % 61 === 19 || rng.chance(0.01) ? 2 : 1,
    qty: outOfStock ? 0 : rng.int(3, 250),
  });
  p.brand = attrs.brandId.get(brand);
  p.dietary = dietIds(ctx, kind.diet, title.startsWith('Organic') ? ['organic'] : []);
  p.size = attrs.sizeId.get(size);
  if (flavour) p.flavour = attrs.flavourId.get(flavour);
  p.weight = weightKg(size) ?? Math.round(rng.int(50, 600)) / 1000;
  // Ingredient lists follow the order of the nouns, so almond flour lists almonds.
  p.ingredients = kind.ingredients[nounIndex % kind.ingredients.length];
  // Custom options (spec 000 §3/§4) on every 17th product, by position so the rng stream is unchanged.
  if (i % 17 === 3) p.custom_options = giftOptions(id);
  return p;
}

/** A fixed-price option (gift wrapping, net R21.74 = R25.00 incl. VAT) and a percent one (express packing, 10%). */
export function giftOptions(id: number): CustomOption[] {
  return [
    {
      option_id: id * 10 + 1,
      title: 'Gift wrapping',
      type: 'radio',
      is_require: false,
      sort_order: 1,
      values: [
        { option_type_id: 0, title: 'No gift wrapping', price: 0, price_type: 'fixed', sort_order: 0 },
        { option_type_id: id * 100 + 1, title: 'Recycled-paper gift wrap', price: 21.74, price_type: 'fixed', sku: 'gift-wrap', sort_order: 1 },
      ],
    },
    {
      option_id: id * 10 + 2,
      title: 'Express packing',
      type: 'checkbox',
      is_require: false,
      sort_order: 2,
      values: [{ option_type_id: id * 100 + 2, title: 'Packed and dispatched today', price: 10, price_type: 'percent', sku: 'express', sort_order: 1 }],
    },
  ];
}
