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
});
