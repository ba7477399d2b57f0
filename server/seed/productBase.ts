import type { Category, Product, StockInfo } from '../../src/domain/types.ts';
import type { AttributeIndex } from './attributes.ts';
import type { CategoryInfo } from './categories.ts';
import type { Diet } from './catalogueTree.ts';
import { description } from './names.ts';
import { daysBefore, demoTierPrices, finalPrice, specialFields, type SpecialKind } from './pricing.ts';
import { slugify, type Rng } from './random.ts';
import { taxClassOfChain } from './taxrules.ts';

/** Gift cards are vouchers: VAT is due when they are redeemed, not sold, so no tax class. */
export const TAX_CLASS_NONE = 0;

export interface Ctx {
  rng: Rng;
  attrs: AttributeIndex;
  categories: { all: CategoryInfo[]; bySlug: Map<string, CategoryInfo> };
  usedKeys: Set<string>;
  nextId: () => number;
}

export function skuOf(id: number): string {
  return `HD${String(id).padStart(6, '0')}`;
}

/** url_key = slug of the name; a repeated name gets the product id appended so keys stay unique. */
export function uniqueKey(ctx: Ctx, name: string, id: number): string {
  let key = slugify(name);
  if (ctx.usedKeys.has(key)) key = `${key}-${id}`;
  ctx.usedKeys.add(key);
  return key;
}

export function stock(id: number, qty: number, manage = true): StockInfo {
  return { qty, is_in_stock: qty > 0, manage_stock: manage, product_id: id, min_sale_qty: 1, max_sale_qty: 10000 } as StockInfo;
}

export function dietIds(ctx: Ctx, probabilities: Partial<Record<Diet, number>>, forced: Diet[] = []): number[] {
  const out: number[] = [];
  for (const [diet, id] of ctx.attrs.dietId) {
    if (forced.includes(diet) || ctx.rng.chance(probabilities[diet] ?? 0)) out.push(id);
  }
  return out;
}

function categoryFields(cat: CategoryInfo | null): Pick<Product, 'category_ids' | 'category'> {
  const chain: Category[] = cat ? cat.chain : [];
  return {
    category_ids: chain.map((c) => c.id),
    category: chain.map((c) => ({ category_id: c.id, name: c.name, slug: c.slug, path: c.url_path })),
  };
}

export interface BaseInput {
  id: number;
  name: string;
  type: Product['type_id'];
  cat: CategoryInfo;
  /** Category listing of the document; null for configurable children (listed through the parent). */
  listed?: boolean;
  price: number;
  special?: SpecialKind;
  discount?: number;
  visibility?: number;
  status?: number;
  qty: number;
  manageStock?: boolean;
  taxClass?: number;
  urlKey?: string;
  gallery?: number;
  image?: string;
}

/** The fields every product document has, in the shape of spec 000 §3. */
export function baseProduct(ctx: Ctx, input: BaseInput): Product {
  const { rng } = ctx;
  const urlKey = input.urlKey ?? uniqueKey(ctx, input.name, input.id);
  const special = specialFields(input.special ?? 'none', input.price, input.discount ?? 0.2);
  const created = rng.int(0, 900);
  const image = input.image ?? `/product/${urlKey}.png`;
  const gallery = input.gallery ?? rng.int(2, 3);
  const text = description(rng, input.name);
  return {
    id: input.id,
    sku: skuOf(input.id),
    name: input.name,
    type_id: input.type,
    status: input.status ?? 1,
    visibility: input.visibility ?? 4,
    price: input.price,
    ...special,
    final_price: finalPrice(input.price, special),
    tax_class_id: input.taxClass ?? taxClassOfChain(input.cat.chain.map((c) => c.name)),
    image,
    small_image: image,
    thumbnail: image,
    media_gallery: Array.from({ length: gallery }, (_, i) => ({
      image: i === 0 ? image : `/product/${urlKey}-${i + 1}.png`,
      pos: i + 1,
      typ: 'image',
      lab: null,
      vid: null,
    })),
    url_key: urlKey,
    slug: urlKey,
    url_path: `${input.cat.doc.url_path}/${urlKey}`,
    description: text.description,
    short_description: text.short,
    stock: stock(input.id, input.qty, input.manageStock ?? true),
    ...(input.listed === false ? { category_ids: [], category: [] } : categoryFields(input.cat)),
    created_at: daysBefore(created, rng.int(0, 1439)),
    updated_at: daysBefore(rng.int(0, created), rng.int(0, 1439)),
    tier_prices: demoTierPrices(input.id, input.price),
    product_links: [],
    new: 0,
    sale: 0,
    bestseller: 0,
  };
}
