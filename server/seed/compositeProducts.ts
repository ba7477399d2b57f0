import type { BundleOption, Product } from '../../src/domain/types.ts';
import { exTax, round2 } from './pricing.ts';
import { baseProduct, TAX_CLASS_NONE, type Ctx } from './productBase.ts';

/** Themes of bundles: per option, a title and the category its choices come from. */
const bundleThemes: [string, [string, string][]][] = [
  [
    'Banting Starter Kit',
    [
      ['Choose your flour', 'flours'],
      ['Choose your fat', 'mct-healthy-fats'],
      ['Add a snack', 'keto-snacks'],
    ],
  ],
  [
    'Immunity Support Pack',
    [
      ['Vitamin', 'vitamin-c-immunity'],
      ['Herbal remedy', 'herbal-remedies'],
      ['Soothing tea', 'herbal-infusions'],
    ],
  ],
  [
    'Smoothie Bowl Bundle',
    [
      ['Superfood powder', 'superfood-powders'],
      ['Seeds', 'seeds'],
      ['Dried fruit', 'dried-fruit-berries'],
    ],
  ],
  [
    'Gym Recovery Stack',
    [
      ['Training support', 'pre-workout'],
      ['Hydration', 'hydration-electrolytes'],
      ['Protein snack', 'protein-bars'],
    ],
  ],
  [
    'Rooibos Lovers Box',
    [
      ['Rooibos', 'rooibos'],
      ['Sweetener', 'sweeteners'],
      ['Something sweet', 'vegan-chocolate'],
    ],
  ],
  [
    'Eco Home Starter Set',
    [
      ['Cleaner', 'cleaning'],
      ['Reusable', 'reusables'],
    ],
  ],
  [
    'Natural Glow Gift Set',
    [
      ['For the face', 'face-care'],
      ['For the body', 'body-care'],
    ],
  ],
  [
    'Little Ones Lunchbox',
    [
      ['Snack', 'kids-snacks'],
      ['Meal', 'baby-food'],
    ],
  ],
];

const groupedThemes: [string, string[]][] = [
  ['Smoothie Essentials Set', ['superfood-powders', 'seeds', 'plant-milks']],
  ['Baking Basics Set', ['flours', 'sweeteners', 'baking-mixes']],
  ['Tea Time Collection', ['rooibos', 'green-tea', 'herbal-infusions']],
  ['Keto Pantry Set', ['mct-healthy-fats', 'low-carb-baking', 'keto-snacks', 'nut-butters-spreads']],
  ['Vegan Protein Set', ['meat-alternatives', 'seeds', 'plant-milks']],
  ['Zero-waste Kitchen Set', ['reusables', 'cleaning']],
];

const edition = (k: number) => (k === 0 ? '' : ` No. ${k + 1}`);

/** Simple, enabled, in-stock products of a category: what a bundle or a grouped product may contain. */
export type Pool = (slug: string) => Product[];

export function makeBundle(ctx: Ctx, n: number, pool: Pool): Product {
  const { rng } = ctx;
  const [theme, options] = bundleThemes[n % bundleThemes.length];
  const id = ctx.nextId();
  let linkId = id * 10;
  const bundleOptions: BundleOption[] = options.map(([title, slug], o) => {
    const choices = rng.sample(pool(slug), rng.int(2, 3));
    return {
      option_id: id * 10 + o + 1,
      title,
      required: true,
      type: 'radio',
      position: o + 1,
      sku: '',
      product_links: choices.map((c, k) => ({
        id: ++linkId,
        sku: c.sku,
        qty: o === 0 && n % 2 === 1 ? 2 : 1,
        can_change_quantity: 1,
        is_default: k === 0,
        price: c.final_price ?? c.price,
        position: k + 1,
      })),
    };
  });
  // Spec 000 §4: a bundle's price is the sum of its default links' prices times their quantity.
  const price = round2(
    bundleOptions.reduce((sum, o) => {
      const link = o.product_links.find((l) => l.is_default) ?? o.product_links[0];
      return sum + (link ? (link.price ?? 0) * link.qty : 0);
    }, 0),
  );
  const p = baseProduct(ctx, {
    id,
    name: `${theme}${edition(Math.floor(n / bundleThemes.length))}`,
    type: 'bundle',
    cat: ctx.categories.bySlug.get('hampers-bundles')!,
    price,
    qty: rng.int(5, 60),
  });
  bundleOptions.forEach((o) => (o.sku = p.sku));
  Object.assign(p, { bundle_options: bundleOptions, price_type: 0, has_options: 1, required_options: 1 });
  return p;
}

export function makeGrouped(ctx: Ctx, n: number, pool: Pool): Product {
  const { rng } = ctx;
  const [theme, slugs] = groupedThemes[n % groupedThemes.length];
  const id = ctx.nextId();
  const members = slugs.map((s) => rng.pick(pool(s))).filter(Boolean);
  const p = baseProduct(ctx, {
    id,
    name: `${theme}${edition(Math.floor(n / groupedThemes.length))}`,
    type: 'grouped',
    cat: ctx.categories.bySlug.get('hampers-bundles')!,
    // Spec 000 §4: a grouped product costs the sum of its associated products at quantity 1.
    price: round2(members.reduce((sum, m) => sum + (m.final_price ?? m.price), 0)),
    qty: 0,
    manageStock: false,
  });
  p.stock = { ...p.stock, is_in_stock: true };
  p.product_links = members.map((m, k) => ({
    link_type: 'associated',
    linked_product_sku: m.sku,
    linked_product_type: 'simple',
    sku: p.sku,
    qty: 1,
    position: k + 1,
  }));
  return p;
}

const giftCardValues = [100, 250, 500, 1000];

export function makeGiftCard(ctx: Ctx, n: number): Product {
  const value = giftCardValues[n % giftCardValues.length];
  const p = baseProduct(ctx, {
    id: ctx.nextId(),
    name: `Health Dept Gift Card R${value}${edition(Math.floor(n / giftCardValues.length))}`,
    type: 'virtual',
    cat: ctx.categories.bySlug.get('gift-cards')!,
    price: value,
    qty: 9999,
    manageStock: false,
    taxClass: TAX_CLASS_NONE,
    gallery: 1,
  });
  p.size = ctx.attrs.sizeId.get(`R${value}`);
  p.ingredients = '';
  return p;
}

const mealPlans: [string, number][] = [
  ['21-Day Banting Meal Plan', 149],
  ['Plant-powered 4-Week Meal Plan', 179],
  ['Family Healthy Meals on a Budget', 99],
  ['Keto for Beginners Recipe Book', 129],
  ['Gut Health Reset Plan', 199],
  ['Marathon Training Nutrition Guide', 249],
];

export function makeMealPlan(ctx: Ctx, n: number): Product {
  const [title, shelf] = mealPlans[n % mealPlans.length];
  const p = baseProduct(ctx, {
    id: ctx.nextId(),
    name: `${title}${edition(Math.floor(n / mealPlans.length))} (e-book)`,
    type: 'downloadable',
    cat: ctx.categories.bySlug.get('meal-plans')!,
    price: exTax(shelf - 0.01),
    qty: 9999,
    manageStock: false,
    gallery: 2,
  });
  p.size = ctx.attrs.sizeId.get('PDF e-book');
  p.dietary = [];
  p.downloadable_product_links = [{ id: p.id * 10 + 1, title: `${title} (PDF)`, number_of_downloads: 5, sort_order: 1 }];
  return p;
}
