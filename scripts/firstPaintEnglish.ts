import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The English texts a first paint shows, as one module: `import texts from 'virtual:first-paint-english'`. */
export const FIRST_PAINT_ENGLISH = 'virtual:first-paint-english';
const root = fileURLToPath(new URL('..', import.meta.url));
/** Which keys: a list of key paths, each keeping the key, its children and its plural forms (`open` → `open_one`). */
export const FIRST_PAINT_KEYS_FILE = path.join(root, 'src/lib/firstPaintTexts.json');
const englishDir = path.join(root, 'locales/en');

type Texts = { [key: string]: string | Texts };

const kept = (key: string, wanted: string) => key === wanted || key.startsWith(`${wanted}.`) || key.startsWith(`${wanted}_`);

/** The texts of `tree` under the listed key paths, nested as in the file. */
export function pickTexts(tree: Texts, keys: readonly string[], prefix = ''): Texts {
  const out: Texts = {};
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix + name;
    if (keys.some((wanted) => kept(key, wanted))) out[name] = value;
    else if (typeof value === 'object' && keys.some((wanted) => wanted.startsWith(`${key}.`))) {
      const inner = pickTexts(value, keys, `${key}.`);
      if (Object.keys(inner).length) out[name] = inner;
    }
  }
  return out;
}

/** Every English file merged (each nests its keys under its own name, so they cannot collide). */
export function englishTexts(): Texts {
  const files = fs.readdirSync(englishDir).filter((f) => f.endsWith('.json'));
  return Object.assign({}, ...files.sort().map((f) => JSON.parse(fs.readFileSync(path.join(englishDir, f), 'utf8')) as Texts)) as Texts;
}

export function firstPaintKeys(): string[] {
  return JSON.parse(fs.readFileSync(FIRST_PAINT_KEYS_FILE, 'utf8')) as string[];
}

/**
 * Issue 15: the entry chunk carries only the English texts the layout, the home page and the tiles
 * show at their first paint (src/lib/firstPaintTexts.json), picked from locales/en at build time;
 * the lazy English chunk has every file (i18n.ts). Its own module id, so that neither chunk imports the other.
 */
export function firstPaintEnglish(): Plugin {
  const id = `\0${FIRST_PAINT_ENGLISH}`;
  return {
    name: 'storefront:first-paint-english',
    resolveId: (source) => (source === FIRST_PAINT_ENGLISH ? id : null),
    load(loaded) {
      if (loaded !== id) return null;
      this.addWatchFile(FIRST_PAINT_KEYS_FILE);
      for (const f of fs.readdirSync(englishDir)) this.addWatchFile(path.join(englishDir, f));
      return `export default ${JSON.stringify(pickTexts(englishTexts(), firstPaintKeys()))};`;
    },
  };
}
