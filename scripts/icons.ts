/**
 * Generates the app icons (public/icons/*.png) from the SVG leaf mark and the home banner of the
 * default store view (public/banner/home-hero.png, used by the seeded CMS block), once; the PNGs are committed.
 * Run: node --import tsx scripts/icons.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const GREEN = '#2f5d3a';
const SAND = '#e9dfc7';

/** The leaf on a 64×64 grid. */
const leaf = `<path d="M20 44c0-14 9-24 26-26-1 16-10 26-24 26h-2z" fill="${SAND}"/>
<path d="M21 43c6-8 12-13 20-18" stroke="${GREEN}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;

/** Round badge (favicon, "any" purpose icons). */
export const roundLogo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${GREEN}"/>${leaf}</svg>`;

/** Full-bleed square with the leaf inside the maskable safe zone (the central 80%). */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/>
<g transform="translate(32 32) scale(1.15) translate(-32 -32)">${leaf}</g></svg>`;

/** Square with rounded look for iOS (which masks corners itself). */
const apple = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/>
<g transform="translate(32 32) scale(1.2) translate(-32 -32)">${leaf}</g></svg>`;

async function png(svg: string, size: number, file: string) {
  const out = await sharp(Buffer.from(svg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeFile(file, out);
  console.log(`${file} ${size}×${size} ${out.length} bytes`);
}

const dir = path.resolve('public/icons');
await mkdir(dir, { recursive: true });
await png(roundLogo, 192, path.join(dir, 'icon-192.png'));
await png(roundLogo, 512, path.join(dir, 'icon-512.png'));
await png(maskable, 512, path.join(dir, 'icon-maskable-512.png'));
await png(apple, 180, path.join(dir, 'apple-touch-icon.png'));
// A PNG, not the SVG: Chromium builds a whole SVG document for an SVG favicon on the page's main
// thread, a task of about 25 ms on a laptop while the app starts (issue 15).
await png(roundLogo, 48, path.join(dir, 'favicon-48.png'));

/** A calm landscape: sun, two hills and a scatter of leaves (1200×500). */
const banner = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 500">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4eddc"/><stop offset="1" stop-color="#e6eedf"/></linearGradient></defs>
<rect width="1200" height="500" fill="url(#sky)"/>
<circle cx="880" cy="170" r="90" fill="#f1c978"/>
<path d="M0 330 C 250 250 450 260 700 320 S 1050 360 1200 300 V500 H0z" fill="#8fb07f"/>
<path d="M0 400 C 300 330 600 350 820 410 S 1100 440 1200 400 V500 H0z" fill="${GREEN}"/>
${[
  [170, 230, 3, -20],
  [360, 160, 2, 15],
  [560, 215, 2.6, -5],
  [1060, 210, 2.2, 25],
]
  .map(
    ([x, y, s, r]) =>
      `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s}) translate(-32 -32)">${leaf.replace(SAND, '#5d8a55').replace(`stroke="${GREEN}"`, `stroke="${SAND}"`)}</g>`,
  )
  .join('')}
</svg>`;

const bannerDir = path.resolve('public/banner');
await mkdir(bannerDir, { recursive: true });
const bannerPng = await sharp(Buffer.from(banner)).resize(1200, 500).png({ compressionLevel: 9, palette: true }).toBuffer();
await writeFile(path.join(bannerDir, 'home-hero.png'), bannerPng);
console.log(`public/banner/home-hero.png 1200×500 ${bannerPng.length} bytes`);
