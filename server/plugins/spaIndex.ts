import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { isStorableText } from '../../src/domain/wellFormedText.ts';
import type { PageParts } from '../services/catalog/pageShell.ts';

export type Encoding = 'br' | 'gzip';

/** A malformed escape (`%E0%A4%A`) is left for each page part to refuse as it does. */
function decodedOrAsIs(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

interface Variant {
  /** The page with the shell's marker, for per-URL parts. */
  template: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export type PagePartsFor = (url: string) => Promise<PageParts>;

/** Where index.html's boot shell (inside #root) takes a page's main picture (services/catalog/pageShell.ts). */
export const SHELL_MARKER = '<!--page-picture-->';

/**
 * A page's head tags go before the head's first script, else at its end: the main picture's preload
 * then asks for the picture before the scripts. Its copy in the boot shell paints without them, and
 * Lighthouse's model counts a script that ended before that paint as holding it back.
 */
function withHeadTags(html: string, tags: string): string {
  const end = html.indexOf('</head>');
  const script = html.indexOf('<script');
  const at = script >= 0 && script < end ? script : end;
  return at < 0 || !tags ? html : html.slice(0, at) + tags + html.slice(at);
}

/** Tags of index.html only the home page uses (the banner's preload): left out of every other page. */
const HOME_ONLY = /<link\b[^>]*\bdata-home-only\b[^>]*>\s*/g;

export const isHomePath = (pathname: string) => pathname === '/' || pathname === '/index.html' || pathname === '/pwa.html';

function compress(plain: Buffer, encoding: Encoding, quality: number): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } })
    : zlib.gzipSync(plain, { level: Math.min(9, quality) });
}

/** The page as sent without a per-URL part: no picture in its shell (also the service worker's, which serves every address). */
function variant(template: string): Variant {
  const plain = Buffer.from(template.replace(SHELL_MARKER, ''));
  return { template, plain, br: compress(plain, 'br', 11), gzip: compress(plain, 'gzip', 11) };
}

/** The encoding to answer with: brotli, then gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * index.html as the SPA's routes get it: the home page with the banner preload, every other page
 * without (on a phone network those 11 kB would compete with the page's own pictures). Both
 * variants are compressed once, and again only when a new build replaces the file.
 */
export function spaIndex(
  root: string,
  /** Run-time additions to the page (server/integrations.ts), applied once per build of the file. */
  transform: (html: string) => string = (html) => html,
  /**
   * What each URL's page adds (services/catalog/pagePreload.ts: the main picture's preload and its
   * copy in the boot shell; startupData.ts: the first catalogue answer, after what paints first).
   */
  partsFor: readonly PagePartsFor[] = [],
): (pathname: string, acceptEncoding: string | undefined, url?: string) => Promise<{ body: Buffer; encoding?: Encoding } | null> {
  const file = path.join(root, 'index.html');
  let cached: { mtimeMs: number; home: Variant; other: Variant } | null = null;
  return async (pathname, acceptEncoding, url = pathname) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      const html = transform(fs.readFileSync(file, 'utf8'));
      cached = { mtimeMs: stat.mtimeMs, home: variant(html), other: variant(html.replace(HOME_ONLY, '')) };
    }
    const base = isHomePath(pathname) ? cached.home : cached.other;
    // This URL's additions, compressed per answer; none for an address holding text the database
    // cannot store (a NUL): its lookups would fail, and the page shows without them.
    const parts = isStorableText(decodedOrAsIs(url)) ? await Promise.all(partsFor.map((f) => f(url))) : [];
    const joined = (key: keyof PageParts) => parts.map((p) => p[key] ?? '').join('');
    const [head, shell, end] = [joined('head'), joined('shell'), joined('end')];
    const encoding = chooseEncoding(acceptEncoding);
    if (!head && !shell && !end) return { body: encoding ? base[encoding] : base.plain, encoding };
    // Only the encoding this answer is sent in, at a quality quick enough to run per request. Functions
    // as replacements: a '$' in the inserted text is kept as it is.
    const html = withHeadTags(base.template, head)
      .replace(SHELL_MARKER, () => shell)
      .replace(/<\/body>(?![\s\S]*<\/body>)/, () => `${end}</body>`);
    const plain = Buffer.from(html);
    return { body: encoding ? compress(plain, encoding, 5) : plain, encoding };
  };
}
