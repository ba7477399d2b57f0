/**
 * All of English as ONE lazy chunk (see i18n.ts): the 20 or so small files used to be a chunk each,
 * i.e. a burst of requests competing with the page's own on a slow phone connection (HTTP/1.1 opens
 * 6 at a time). The entry chunk's first-paint texts are a module of their own (a build-time pick,
 * virtual:first-paint-english), so this chunk imports nothing of the entry chunk, whose start awaits
 * this chunk for another language (a deadlock of the two modules otherwise).
 */
export default Object.values(import.meta.glob<Record<string, unknown>>('../../../locales/en/*.json', { eager: true, import: 'default' }));
