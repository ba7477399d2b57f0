/**
 * A euro view's category tree and the catalogue texts that follow it (docs/store-view-content.md):
 * translated category names with slugs and url_paths of their own, the products' references to
 * their categories, and the attribute, option and product option labels a shopper reads. Works in
 * place on documents the caller already copied.
 */
import type { Attribute, Category, Product } from '../../src/domain/types.ts';
import { slugify } from './random.ts';
import { EURO_STORE_CODES, translated, viewTexts, type ViewTexts } from './viewTexts.ts';

/** German letters spelled out as German addresses do (ä → ae, ß → ss); slugify drops other accents. */
const SPELLED: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };

/** "Öle & Essige" → "oele-essige", "Tè verde" → "te-verde": ASCII slugs of a view's names. */
export const viewSlug = (name: string): string => slugify(name.replace(/[äöüÄÖÜß]/g, (c) => SPELLED[c]));

export interface ViewCategories {
  /** The view's category by id. */
  byId: Map<number, Category>;
  /** The view's url_path by the default view's url_path. */
  pathOf: Map<string, string>;
  /** The view's slug by the default view's slug. */
  slugOf: Map<string, string>;
}

/**
 * Translates the copied category documents: name, slug = url_key (of the translated name) and
 * url_path (the parent's path, then the slug), and the image named by the new slug so the picture
 * shows the view's name. The documents come depth-first (parents before children), and children_data
 * holds the same objects, so the nested tree follows.
 */
export function translateCategories(categories: Category[], texts: ViewTexts): ViewCategories {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const pathOf = new Map<string, string>();
  const slugOf = new Map<string, string>();
  const taken = new Set<string>();
  for (const c of categories) {
    if (!c.url_path) continue; // the root ("Default Category") is never shown
    const name = texts.categories[c.slug];
    if (name === undefined) throw new Error(`No translation of the category "${c.slug}"`);
    const slug = viewSlug(name);
    if (taken.has(slug)) throw new Error(`Two categories would have the slug "${slug}" (category "${c.slug}")`);
    taken.add(slug);
    const parentPath = byId.get(c.parent_id)?.url_path ?? '';
    const urlPath = parentPath ? `${parentPath}/${slug}` : slug;
    pathOf.set(c.url_path, urlPath);
    slugOf.set(c.slug, slug);
    Object.assign(c, { name, slug, url_key: slug, url_path: urlPath });
    if (c.image) c.image = `/category/${slug}.png`;
  }
  return { byId, pathOf, slugOf };
}

/** "R250" (a gift card's size) → "25 €" as the view writes it; other labels through the language's list. */
function optionLabel(label: string, texts: ViewTexts, money: (amount: number) => string, giftValue: (rand: number) => number): string {
  const rand = /^R(\d+)$/.exec(label);
  return rand ? money(giftValue(Number(rand[1]))) : translated(texts.options, label);
}

export interface LabelContext {
  texts: ViewTexts;
  money: (amount: number) => string;
  giftValue: (rand: number) => number;
}

/** Attribute labels (filter names) and option labels (diets, flavours, sizes). */
export function translateAttributes(attributes: Attribute[], ctx: LabelContext): void {
  for (const a of attributes) {
    const label = ctx.texts.attributes[a.attribute_code];
    if (label) {
      a.frontend_label = label;
      if (a.default_frontend_label !== undefined) a.default_frontend_label = label;
    }
    // Brand names are names: they stay as they are.
    if (a.attribute_code === 'brand') continue;
    for (const o of a.options) o.label = optionLabel(o.label, ctx.texts, ctx.money, ctx.giftValue);
  }
}

/** A product's url_path under the view's category path ("pantry/flours/x" → "speisekammer/mehle/x"). */
function productPath(urlPath: string, pathOf: Map<string, string>): string {
  const cut = urlPath.lastIndexOf('/');
  if (cut < 0) return urlPath;
  const categoryPath = pathOf.get(urlPath.slice(0, cut));
  return categoryPath ? `${categoryPath}${urlPath.slice(cut)}` : urlPath;
}

/**
 * The products' category references (category names, slugs and paths), url_path under the view's
 * category path (url_key stays: the same goods keep their slug), and the option titles and
 * configurable option labels a shopper reads. Product names and descriptions stay as they are.
 */
export function translateProducts(products: Product[], categories: ViewCategories, ctx: LabelContext): void {
  const title = (text: string) => translated(ctx.texts.productTexts, text);
  for (const p of products) {
    p.category = (p.category ?? []).map((ref) => {
      const c = categories.byId.get(ref.category_id);
      return c ? { ...ref, name: c.name, slug: c.slug, path: c.url_path } : ref;
    });
    if (p.url_path) p.url_path = productPath(p.url_path, categories.pathOf);
    for (const option of p.custom_options ?? []) {
      option.title = title(option.title);
      for (const value of option.values ?? []) value.title = title(value.title);
    }
    for (const option of p.bundle_options ?? []) option.title = title(option.title);
    for (const option of p.configurable_options ?? []) {
      option.label = ctx.texts.attributes[option.attribute_code] ?? option.label;
      for (const value of option.values ?? []) {
        const label = optionLabel(String(value.label ?? ''), ctx.texts, ctx.money, ctx.giftValue);
        Object.assign(value, { label, default_label: label });
      }
    }
  }
}

let defaultSlugs: Map<string, string> | null = null;

/**
 * The default view's slug of a category slug of any view ("mehle" → "flours"), so a picture drawn for
 * a euro view's category or product (server/services/imagesArt.ts) keeps the colours and shapes of
 * the default view's; any other slug is returned as it is.
 */
export function defaultCategorySlug(slug: string): string {
  if (!defaultSlugs) {
    defaultSlugs = new Map();
    for (const code of EURO_STORE_CODES) {
      for (const [base, name] of Object.entries(viewTexts(code).categories)) defaultSlugs.set(viewSlug(name), base);
    }
    // A default slug always means its own category, also when a view's name happens to slug alike.
    for (const base of new Set(defaultSlugs.values())) defaultSlugs.set(base, base);
  }
  return defaultSlugs.get(slug) ?? slug;
}
