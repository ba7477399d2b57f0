/**
 * The English files not shipped in the entry chunk (see i18n.ts), as ONE lazy chunk: the 16 or so
 * small files used to be a chunk each, i.e. a burst of requests competing with the page's own on a
 * slow phone connection (HTTP/1.1 opens 6 at a time).
 */
export default Object.values(
  import.meta.glob<Record<string, unknown>>(
    ['../../../locales/en/*.json', '!../../../locales/en/common.json', '!../../../locales/en/home.json', '!../../../locales/en/wishlist.json'],
    { eager: true, import: 'default' },
  ),
);
