/**
 * A euro view's category tree and the catalogue texts that follow it (docs/store-view-content.md):
 * translated category names with slugs and url_paths of their own, the products' references to
 * their categories, and the attribute, option and product option labels a shopper reads. Works in
 * place on documents the caller already copied.
 */
import type { Attribute, Category, Product } from '../../src/domain/types.ts';
import { slugify } from './random.ts';
import { EURO_STORE_CODES, textFor, translated, viewTexts, type ViewTexts } from './viewTexts.ts';

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

type ViewFields = Pick<Category, 'name' | 'slug' | 'url_key' | 'url_path' | 'image'>;

/**
 * Translates the copied category documents: name, slug = url_key (of the translated name) and
 * url_path (the parent's path, then the slug), and the demo's picture named by the new slug so it
 * shows the view's name. The catalogue may also be one stored or imported into the default view
 * (server/seed/seed.ts builds a view from it): a category the texts do not know keeps its name and
 * slug, a slug taken twice gets the category id appended, parents may come after their children,
 * and the nested children_data trees may be copies of their own; all of them are translated.
 */
export function translateCategories(categories: Category[], texts: ViewTexts): ViewCategories {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const pathOf = new Map<string, string>();
  const slugOf = new Map<string, string>();
  const taken = new Set<string>();
  const done = new Map<number, ViewFields>();
  const translate = (c: Category, below: ReadonlySet<number>): string => {
    const known = done.get(c.id);
    if (known) return known.url_path;
    // The root ("Default Category") has no path and is never shown.
    if (!c.url_path) return '';
    const parent = byId.get(c.parent_id);
    const parentPath = parent && !below.has(parent.id) ? translate(parent, new Set([...below, c.id])) : '';
    const baseSlug = c.slug ?? c.url_key;
    const name = textFor(texts.categories, baseSlug);
    let slug = name === undefined ? (c.url_key ?? baseSlug) : viewSlug(name);
    if (taken.has(slug)) slug = `${slug}-${c.id}`;
    taken.add(slug);
    const fields: ViewFields = { name: name ?? c.name, slug, url_key: slug, url_path: parentPath ? `${parentPath}/${slug}` : slug, image: c.image };
    if (c.image === `/category/${c.url_key}.png`) fields.image = `/category/${slug}.png`;
    pathOf.set(c.url_path, fields.url_path);
    slugOf.set(baseSlug, slug);
    done.set(c.id, fields);
    return fields.url_path;
  };
  for (const c of categories) translate(c, new Set([c.id]));
  const follow = (nodes: Category[] | undefined): void =>
    nodes?.forEach((node) => {
      const fields = done.get(node.id);
      if (fields) Object.assign(node, fields);
      follow(node.children_data);
    });
  for (const c of categories) {
    const fields = done.get(c.id);
    if (fields) Object.assign(c, fields);
    follow(c.children_data);
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
    const label = textFor(ctx.texts.attributes, a.attribute_code);
    if (label) {
      a.frontend_label = label;
      if (a.default_frontend_label !== undefined) a.default_frontend_label = label;
    }
    // Brand names are names: they stay as they are.
    if (a.attribute_code === 'brand') continue;
    for (const o of a.options ?? []) if (typeof o.label === 'string') o.label = optionLabel(o.label, ctx.texts, ctx.money, ctx.giftValue);
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
  const title = <T>(text: T): T => (typeof text === 'string' ? (translated(ctx.texts.productTexts, text) as T) : text);
  for (const p of products) {
    if (Array.isArray(p.category)) {
      p.category = p.category.map((ref) => {
        const c = categories.byId.get(ref.category_id);
        return c ? { ...ref, name: c.name, slug: c.slug, path: c.url_path } : ref;
      });
    }
    if (p.url_path) p.url_path = productPath(p.url_path, categories.pathOf);
    for (const option of p.custom_options ?? []) {
      option.title = title(option.title);
      for (const value of option.values ?? []) value.title = title(value.title);
    }
    for (const option of p.bundle_options ?? []) option.title = title(option.title);
    for (const option of p.configurable_options ?? []) {
      option.label = textFor(ctx.texts.attributes, option.attribute_code) ?? option.label;
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
