// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The eleven languages of spec 001 §9. English is the source; every other language translates every key. */
const languages = ['cs', 'de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru'];
const root = path.resolve('locales');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

function load(lang: string): Map<string, string> {
  const dir = path.join(root, lang);
  const all = new Map<string, string>();
  if (!fs.existsSync(dir)) return all;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const tree = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Tree;
    const ns = file.replace(/\.json$/, '');
    // Each file nests its keys under one top-level key named after the file (COMMON convention).
    expect(Object.keys(tree), `${lang}/${file} must have the single top-level key "${ns}"`).toEqual([ns]);
    for (const [k, v] of flatten(tree)) all.set(k, v);
  }
  return all;
}

/** i18next plural suffixes (CLDR): a language may need forms English has not (cs/pl/ru: _few, _many). */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const isPluralOf = (key: string, english: Map<string, string>) => pluralSuffix.test(key) && english.has(key.replace(pluralSuffix, '_other'));

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** Brand names: the same text in every language. */
const BRANDS = ['common.shopName', 'payment.method.paygate', 'payment.method.payjustnow'];
/** Texts that are, in that language, the same word as in English (checked by hand, not left untranslated). */
const SAME_WORD: Record<string, string[]> = {
  cs: ['account.nav.newsletter', 'account.newsletter.title', 'newsletter.title'],
  de: ['account.nav.newsletter', 'account.newsletter.title', 'account.orders.statusTitle', 'checkout.optional', 'common.pages.sale', 'newsletter.title'],
  es: ['account.orders.total', 'account.order.rowTotal', 'account.order.totals.subtotal', 'cart.totals.subtotal'],
  fr: [
    'account.nav.newsletter',
    'account.newsletter.title',
    'account.orders.date',
    'account.orders.total',
    'account.orders.actions',
    'catalog.description',
    'common.notifications.region',
    'common.pages.magazine',
    'common.pages.contact',
    'newsletter.title',
  ],
  it: ['account.nav.newsletter', 'account.newsletter.title', 'catalog.home', 'common.pages.magazine', 'newsletter.title', 'user.password'],
  ja: [],
  nl: [
    'account.orders.statusTitle',
    'account.order.product',
    'catalog.home',
    'catalog.productCount_one',
    'category.filters.title',
    'category.filters.valueWithCount_one',
    'common.routes.product',
    'common.pages.magazine',
    'common.pages.contact',
    'home.bestsellers',
    'order.later',
    'product.grouped.product',
  ],
  pl: ['account.nav.newsletter', 'account.newsletter.title', 'account.orders.statusTitle', 'newsletter.title'],
  pt: [
    'account.nav.newsletter',
    'account.newsletter.title',
    'account.orders.total',
    'account.orders.statusTitle',
    'account.order.rowTotal',
    'account.order.totals.subtotal',
    'cart.totals.subtotal',
    'newsletter.title',
  ],
  ru: [],
};

describe('translations', () => {
  const english = load('en');

  it('has English texts', () => {
    expect(english.size).toBeGreaterThan(50);
  });

  it.each(languages.filter((l) => l !== 'en'))('%s translates every English key, keeping its placeholders', (lang) => {
    const other = load(lang);
    const missing = [...english.keys()].filter((k) => !other.get(k)?.trim());
    expect(missing, `${lang} lacks ${missing.length} keys`).toEqual([]);
    const extra = [...other.keys()].filter((k) => !english.has(k) && !isPluralOf(k, english));
    expect(extra, `${lang} has keys English does not`).toEqual([]);
    for (const [key, text] of other) {
      const source = english.get(key) ?? english.get(key.replace(pluralSuffix, '_other'))!;
      expect(placeholders(text), `${lang}: ${key}`).toEqual(placeholders(source));
    }
  });

  // A text copied from English instead of translated: the shopper would read English in that language.
  it.each(Object.keys(SAME_WORD))('%s leaves no English text untranslated', (lang) => {
    const other = load(lang);
    const allowed = new Set([...BRANDS, ...SAME_WORD[lang]]);
    const copied = [...english].filter(([key, text]) => other.get(key) === text && /\p{L}{3}/u.test(text.replace(/{{\s*\w+\s*}}/g, ''))).map(([key]) => key);
    expect(copied.filter((key) => !allowed.has(key))).toEqual([]);
  });
});
