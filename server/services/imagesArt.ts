import { categoryTree, type CategoryNode, type Shape } from '../seed/catalogueTree.ts';
import { slugify } from '../seed/random.ts';
import { defaultCategorySlug } from '../seed/viewCategories.ts';
import { EURO_STORE_CODES, viewBannerText } from '../seed/viewTexts.ts';
import { drawShape } from './imagesShapes.ts';

/**
 * Product, category and banner pictures drawn as SVG (rasterised by sharp/librsvg with the system
 * DejaVu fonts), so the demo shop has believable, distinct images without downloading any.
 */
export interface ProductArt {
  name: string;
  brand: string;
  size: string;
  /** Category slugs from the top level down. */
  categories: string[];
  type: string;
  /** 1 = packshot, 2 = back of pack, 3 = lifestyle. */
  variant: number;
}

const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';
const palette: Record<string, string> = {
  pantry: '#c0803a',
  superfoods: '#5f8f35',
  'snacks-bars': '#d25f38',
  supplements: '#3a78a0',
  'sports-nutrition': '#2f3e63',
  'keto-banting': '#76599f',
  vegan: '#3f8f5f',
  'gluten-free': '#b8942f',
  'baby-kids': '#dd8aa0',
  'natural-beauty': '#a9727e',
  'eco-home': '#2f8580',
  beverages: '#9c4a2a',
  'gifts-meal-plans': '#1f6f5c',
};

const shapes = new Map<string, Shape>();
(function collect(nodes: CategoryNode[]) {
  for (const n of nodes) {
    if (n.kind) shapes.set(slugify(n.name), n.kind.shape);
    if (n.children) collect(n.children);
  }
})(categoryTree);

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Small deterministic hash of a string (FNV-1a), to vary shades between products. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Mixes a #rrggbb colour with white (t > 0) or black (t < 0). */
export function shade(hex: string, t: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (v: number) => Math.round(t >= 0 ? v + (255 - v) * t : v * (1 + t));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Centred text block that fits the box: the largest font size whose wrapped lines fit. */
export function textBlock(
  text: string,
  box: { x: number; y: number; w: number; h: number },
  opts: { max: number; min: number; color: string; weight?: string; charWidth?: number },
): string {
  // Average advance of DejaVu Sans Bold in em; capitals are wider (pass ~0.74).
  const cw = opts.charWidth ?? 0.64;
  let size = opts.max;
  let lines = wrap(text, Math.max(4, Math.floor(box.w / (size * cw))));
  while (size > opts.min && (lines.length * size * 1.18 > box.h || lines.some((l) => l.length * size * cw > box.w))) {
    size -= 2;
    lines = wrap(text, Math.max(4, Math.floor(box.w / (size * cw))));
  }
  const top = box.y + (box.h - lines.length * size * 1.18) / 2 + size * 0.95;
  return lines
    .map(
      (l, i) =>
        `<text x="${box.x + box.w / 2}" y="${(top + i * size * 1.18).toFixed(1)}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="${opts.weight ?? 'bold'}" fill="${opts.color}">${escapeXml(l)}</text>`,
    )
    .join('');
}

function shapeFor(art: ProductArt): Shape {
  if (art.type === 'virtual') return 'card';
  if (art.type === 'downloadable') return 'tablet';
  if (art.type === 'bundle' || art.type === 'grouped') return 'hamper';
  // A euro view's category slugs are drawn as the default view's (same colours and shapes in every view).
  for (const slug of [...art.categories].reverse().map(defaultCategorySlug)) if (shapes.has(slug)) return shapes.get(slug)!;
  return 'box';
}

export function colourFor(categories: string[], seed: string): string {
  const base = palette[defaultCategorySlug(categories[0] ?? '')] ?? '#4e7d5b';
  return shade(base, ((hash(seed) % 5) - 2) * 0.09);
}

const leaf = (x: number, y: number, s: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 40 C0 10 30 -10 60 0 C60 30 40 55 0 40 Z M4 38 L40 10" fill="${fill}" stroke="${fill}" stroke-width="3"/>`;

export function productSvg(art: ProductArt): string {
  const c = colourFor(art.categories, art.name);
  const d = shade(c, -0.3);
  const bg = art.variant === 2 ? shade(c, 0.8) : shade(c, 0.9);
  const shape = shapeFor(art);
  const { svg, label, r } = drawShape(shape, c, d);
  const title = art.name.startsWith(art.brand) ? art.name.slice(art.brand.length).trim() : art.name;
  const shortTitle = art.size && title.endsWith(art.size) ? title.slice(0, -art.size.length).trim() : title;
  const brandH = Math.min(48, label.h * 0.16);
  const sizeH = art.size ? Math.min(44, label.h * 0.14) : 0;
  const body =
    art.variant === 2
      ? textBlock('Ingredients', { x: label.x + 12, y: label.y + brandH, w: label.w - 24, h: brandH * 1.2 }, { max: 30, min: 14, color: d }) +
        Array.from(
          { length: 5 },
          (_, i) =>
            `<rect x="${label.x + 24}" y="${label.y + brandH * 2.6 + i * 26}" width="${(label.w - 48) * (i % 2 ? 0.7 : 0.9)}" height="10" rx="5" fill="${shade(d, 0.6)}"/>`,
        ).join('')
      : textBlock(shortTitle, { x: label.x + 12, y: label.y + brandH + 8, w: label.w - 24, h: label.h - brandH - sizeH - 24 }, { max: 56, min: 16, color: d });
  const lifestyle =
    art.variant === 3
      ? `<ellipse cx="800" cy="860" rx="150" ry="26" fill="#00000018"/><path d="M660 760 Q800 900 940 760 Z" fill="#f7f3ea" stroke="${d}" stroke-width="6"/>` +
        [0, 1, 2, 3, 4].map((i) => `<circle cx="${715 + i * 42}" cy="${752 - (i % 2) * 14}" r="24" fill="${shade(c, 0.25 * (i % 3))}"/>`).join('')
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">
<defs><radialGradient id="bg" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>
<rect width="1000" height="1000" fill="url(#bg)"/>
<circle cx="${150 + (hash(art.name) % 700)}" cy="170" r="120" fill="${shade(c, 0.8)}" opacity="0.6"/>
<ellipse cx="500" cy="866" rx="300" ry="34" fill="#00000022"/>
<g${art.variant === 3 ? ' transform="translate(-120 60) scale(0.94)"' : ''}>${svg}
<rect x="${label.x}" y="${label.y}" width="${label.w}" height="${label.h}" rx="${r ?? 12}" fill="#fffdf7"/>
${textBlock(art.brand.toUpperCase(), { x: label.x + 40, y: label.y + 10, w: label.w - 80, h: brandH }, { max: 30, min: 12, color: c, charWidth: 0.76 })}
${body}
${art.size ? textBlock(art.size, { x: label.x + 10, y: label.y + label.h - sizeH - 12, w: label.w - 20, h: sizeH }, { max: 30, min: 12, color: '#555', weight: 'normal' }) : ''}
${leaf(label.x + label.w - 48, label.y + 14, 0.55, shade(c, 0.3))}</g>${lifestyle}
</svg>`;
}

export function categorySvg(name: string, slugs: string[]): string {
  const c = colourFor(slugs, slugs[0] ?? name);
  const leafShape = shapes.get(defaultCategorySlug(slugs[slugs.length - 1] ?? '')) ?? 'jar';
  const items = [leafShape, 'pouch', 'bottle'] as Shape[];
  const art = items
    .map((s, i) => {
      const { svg } = drawShape(s, shade(c, i * 0.15), shade(c, -0.3));
      return `<g transform="translate(${380 + i * 165} ${150 - (i % 2) * 20}) scale(0.38)">${svg}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="600" viewBox="0 0 1000 600">
<rect width="1000" height="600" fill="${shade(c, 0.85)}"/><circle cx="820" cy="300" r="260" fill="${shade(c, 0.65)}"/>${art}
${textBlock(name, { x: 40, y: 180, w: 430, h: 240 }, { max: 76, min: 30, color: shade(c, -0.35) })}
</svg>`;
}

const banners: Record<string, { title: string; sub: string; colour: string }> = {
  'home-hero': { title: 'Eat well, live well', sub: 'Natural, honest food delivered across South Africa', colour: '#3f8f5f' },
  newsletter: { title: '10% off your first order', sub: 'Subscribe to our newsletter', colour: '#c0803a' },
  sale: { title: 'Weekly specials', sub: 'Healthy savings on pantry favourites', colour: '#d25f38' },
};

/** A banner of the default view, or a euro view's own ("sale-de"): the same picture with the view's texts. */
function bannerOf(name: string): { title: string; sub: string; colour: string } | undefined {
  if (Object.hasOwn(banners, name)) return banners[name];
  const own = viewBannerText(name);
  return own && Object.hasOwn(banners, own.base) ? { ...banners[own.base], ...own.text } : undefined;
}

export function bannerSvg(name: string): string | null {
  const b = bannerOf(name);
  if (!b) return null;
  const art = (['jar', 'pouch', 'bottle'] as Shape[])
    .map((s, i) => {
      const { svg } = drawShape(s, shade(b.colour, 0.1 + i * 0.12), shade(b.colour, -0.3));
      return `<g transform="translate(${620 + i * 160} ${120 + (i % 2) * 30}) scale(0.36)">${svg}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500" viewBox="0 0 1200 500">
<rect width="1200" height="500" fill="${shade(b.colour, 0.85)}"/><circle cx="900" cy="260" r="300" fill="${shade(b.colour, 0.6)}"/>${art}
${textBlock(b.title, { x: 60, y: 110, w: 560, h: 190 }, { max: 72, min: 28, color: shade(b.colour, -0.4) })}
${textBlock(b.sub, { x: 60, y: 310, w: 560, h: 80 }, { max: 32, min: 16, color: '#333', weight: 'normal' })}
</svg>`;
}

export const bannerList = [...Object.keys(banners), ...EURO_STORE_CODES.flatMap((code) => Object.keys(banners).map((name) => `${name}-${code}`))];
