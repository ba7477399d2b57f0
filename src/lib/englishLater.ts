/**
 * The English files not shipped in the entry chunk, as ONE lazy chunk: the 13 or so small files
 * used to be a chunk each, i.e. a burst of requests competing with the page's own on a slow
 * phone connection (HTTP/1.1 opens 6 at a time). Loaded by i18n.ts.
 */
const files = import.meta.glob<Record<string, unknown>>(
  ['../../locales/en/*.json', '!../../locales/en/common.json', '!../../locales/en/home.json', '!../../locales/en/wishlist.json'],
  { eager: true, import: 'default' },
);

export default Object.values(files);
