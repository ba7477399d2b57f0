/**
 * The page's main picture in index.html's boot shell (issue 15: LCP, docs/first-paint.md "The main
 * picture in the HTML"). The app stays client-rendered, but the shell inside #root (the header and
 * navigation painted from the HTML) also gets the page's largest picture, at the place and size the
 * app shows it (index.html's inline style lays it out): the browser paints it as soon as it has
 * loaded, without waiting for the scripts. The app keeps it on screen until it shows its own copy
 * (src/lib/bootPicture.ts); that copy (same address, same size) is no larger, so the largest paint
 * stays the shell's.
 * Every value written into the page is escaped; a picture whose address is not the shop's own path
 * is left out.
 */
import { BOOT_PICTURE_CLASS } from '../../../src/domain/bootPicture.ts';

/** What one URL's page adds to index.html (server/plugins/spaIndex.ts): tags for the head, the boot shell's main picture, elements for the end of the body. */
export interface PageParts {
  head?: string;
  shell?: string;
  end?: string;
}

/** Where the picture is shown: the home banner, a product's gallery, a category's tiles, the search results' tiles. */
export type PictureKind = 'banner' | 'gallery' | 'tile' | 'result';

export interface PagePicture {
  /** The address the app's <img> uses (same origin, a path). */
  src: string;
  /** The app's alt text for it ('' where the app's picture is decorative: a tile's link has the name). */
  alt: string;
  kind: PictureKind;
}

/** The pictures' sizes in the app (src/domain/productImages.ts, the seed's 1200×500 banner): width and height attributes. */
const SIZES: Record<PictureKind, [number, number]> = { banner: [1200, 500], gallery: [600, 744], tile: [310, 300], result: [310, 300] };
/** The kinds shown as a grid of several pictures (the first tiles of a listing); the others are one picture. */
const GRID: readonly PictureKind[] = ['tile', 'result'];

export const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A path of the shop's own origin ('/x', not '//host/x' or 'javascript:'). */
const ownPath = (src: string) => /^\/(?![/\\])/.test(src);

/** `<link rel="preload">` tags for the head, one per address. */
export function preloadTags(hrefs: readonly string[]): string {
  return hrefs.map((href) => `<link rel="preload" as="image" href="${escapeAttr(href)}" fetchpriority="high">`).join('');
}

/**
 * The boot shell's picture(s) for #root: one banner, one gallery picture, or the first tiles (a
 * category's or the search results') in a grid; '' for none. The search results' tiles come below a
 * hidden copy of the page's heading (`heading`, plain text), which takes the app's heading's height.
 */
export function pictureShell(pictures: readonly PagePicture[], heading?: string): string {
  const shown = pictures.filter((p) => p.src && ownPath(p.src));
  const kind = shown[0]?.kind;
  if (!kind) return '';
  const images = (GRID.includes(kind) ? shown.filter((p) => p.kind === kind) : shown.slice(0, 1)).map((p) => {
    const [width, height] = SIZES[p.kind];
    return `<img src="${escapeAttr(p.src)}" alt="${escapeAttr(p.alt)}" width="${width}" height="${height}" fetchpriority="high">`;
  });
  const inner =
    kind === 'result' ? `<p class="boot-pic__heading">${escapeAttr(heading ?? '')}</p><div class="boot-pic__grid">${images.join('')}</div>` : images.join('');
  return `<div class="${BOOT_PICTURE_CLASS}"><div class="boot-pic boot-pic--${kind}">${inner}</div></div>`;
}

/** An <img> tag; a quoted attribute value may hold a '>'. */
const IMG = /<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/i;
const attribute = (tag: string, name: string) => {
  const found = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return found ? (found[1] ?? found[2] ?? '') : null;
};
const decodeEntities = (s: string) => s.replace(/&(amp|quot|lt|gt|#39);/g, (_, e: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'" })[e] ?? '');

/**
 * The home banner of a CMS block answer (the API's body for the "home-hero" block, as the start-up
 * data carries it): the first picture of the block's content, which HomeHero shows first; null
 * when the block, its picture or its address is missing or not the shop's own.
 */
export function bannerOfBlockAnswer(body: string): PagePicture | null {
  let parsed: { hits?: unknown };
  try {
    parsed = JSON.parse(body) as { hits?: unknown };
  } catch {
    return null;
  }
  const hits = parsed?.hits;
  const list = Array.isArray(hits) ? hits : ((hits as { hits?: { _source?: unknown }[] } | undefined)?.hits ?? []).map((h) => h?._source);
  const content = (list[0] as { content?: unknown } | undefined)?.content;
  const tag = typeof content === 'string' ? IMG.exec(content)?.[0] : undefined;
  const src = tag ? attribute(tag, 'src') : null;
  if (!tag || !src) return null;
  const picture = { src: decodeEntities(src).trim(), alt: decodeEntities(attribute(tag, 'alt') ?? ''), kind: 'banner' as const };
  return ownPath(picture.src) ? picture : null;
}
