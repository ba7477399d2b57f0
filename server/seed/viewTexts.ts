/**
 * The texts of a euro store view's own catalogue (docs/store-view-content.md), one pair of data
 * files per language in data/views/: "<code>.json" (category names, attribute and option labels,
 * option titles of products, banner texts) and "<code>-cms.json" (CMS pages and blocks). Read once
 * and checked here, so a missing or malformed text fails the seed with its place named.
 */
import fs from 'node:fs';

export type EuroStoreCode = 'de' | 'it';
export const EURO_STORE_CODES: readonly EuroStoreCode[] = ['de', 'it'];

export interface BannerText {
  title: string;
  sub: string;
}

export interface PageText {
  title: string;
  heading?: string;
  description: string;
  /** HTML, in pieces joined without separator (JSON has no multi-line strings). */
  content: string[];
}

export interface BlockText {
  title: string;
  content: string[];
}

export interface ViewTexts {
  /** Category name by the default view's category slug. */
  categories: Record<string, string>;
  /** Attribute label by attribute code. */
  attributes: Record<string, string>;
  /** Option label (diet, flavour, size) by the default view's label; labels without words need none. */
  options: Record<string, string>;
  /** Custom option and bundle option titles by the default view's title. */
  productTexts: Record<string, string>;
  /** Banner texts by the default view's banner name. */
  banners: Record<string, BannerText>;
  pages: Record<string, PageText>;
  blocks: Record<string, BlockText>;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function textMap(file: string, name: string, value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') throw new Error(`${file}: "${name}" must map texts to texts`);
  for (const [key, text] of Object.entries(value)) if (!isText(text)) throw new Error(`${file}: ${name} › ${key} is not a text`);
  return value as Record<string, string>;
}

function recordOf<T>(file: string, name: string, value: unknown, check: (item: Record<string, unknown>) => boolean, shape: string): Record<string, T> {
  if (!value || typeof value !== 'object') throw new Error(`${file}: "${name}" is missing`);
  for (const [key, item] of Object.entries(value)) {
    if (!item || typeof item !== 'object' || !check(item as Record<string, unknown>)) throw new Error(`${file}: ${name} › ${key} must be ${shape}`);
  }
  return value as Record<string, T>;
}

const isContent = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every(isText);

function read(file: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(new URL(`./data/views/${file}`, import.meta.url), 'utf8')) as Record<string, unknown>;
}

const cache = new Map<EuroStoreCode, ViewTexts>();

/** The checked texts of a euro view (read once per process). */
export function viewTexts(code: EuroStoreCode): ViewTexts {
  const known = cache.get(code);
  if (known) return known;
  const catalogueFile = `${code}.json`;
  const cmsFile = `${code}-cms.json`;
  const catalogue = read(catalogueFile);
  const cms = read(cmsFile);
  const texts: ViewTexts = {
    categories: textMap(catalogueFile, 'categories', catalogue.categories),
    attributes: textMap(catalogueFile, 'attributes', catalogue.attributes),
    options: textMap(catalogueFile, 'options', catalogue.options),
    productTexts: textMap(catalogueFile, 'productTexts', catalogue.productTexts),
    banners: recordOf(catalogueFile, 'banners', catalogue.banners, (b) => isText(b.title) && isText(b.sub), '{ title, sub }'),
    pages: recordOf(
      cmsFile,
      'pages',
      cms.pages,
      (p) => isText(p.title) && isText(p.description) && isContent(p.content) && (p.heading === undefined || isText(p.heading)),
      '{ title, heading?, description, content: [html] }',
    ),
    blocks: recordOf(cmsFile, 'blocks', cms.blocks, (b) => isText(b.title) && isContent(b.content), '{ title, content: [html] }'),
  };
  cache.set(code, texts);
  return texts;
}

/** The language's text for a key, if it has one (own keys only: "constructor" is no category). */
export const textFor = (map: Record<string, string>, key: string): string | undefined => (Object.hasOwn(map, key) ? map[key] : undefined);

/** A translated text, or the default view's when the language has none (labels without words: "500g"). */
export const translated = (map: Record<string, string>, text: string): string => textFor(map, text) ?? text;

/**
 * The texts of a euro view's own banner ("sale-de" → the German texts of "sale"), which the image
 * route draws like the default view's; null for any other name.
 */
export function viewBannerText(name: string): { base: string; text: BannerText } | null {
  const m = /^(.+)-([a-z]{2})$/.exec(name);
  const code = m && EURO_STORE_CODES.find((c) => c === m[2]);
  if (!m || !code) return null;
  const text = viewTexts(code).banners[m[1]];
  return text ? { base: m[1], text } : null;
}
