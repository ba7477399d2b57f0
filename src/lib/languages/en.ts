/**
 * The English files not shipped in the entry chunk (see i18n.ts), as ONE lazy chunk: the 16 or so
 * small files used to be a chunk each, i.e. a burst of requests competing with the page's own on a
 * slow phone connection (HTTP/1.1 opens 6 at a time). The files left out here are exactly i18n.ts's
 * first-paint files (i18n.test.ts): one in both would make this chunk import the entry chunk, whose
 * start awaits this chunk for another language (a deadlock of the two modules).
 */
export default Object.values(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../../locales/en/*.json',
      '!../../../locales/en/common.json',
      '!../../../locales/en/home.json',
      '!../../../locales/en/catalog.json',
      '!../../../locales/en/wishlist.json',
      '!../../../locales/en/compare.json',
      '!../../../locales/en/newsletter.json',
    ],
    { eager: true, import: 'default' },
  ),
);
