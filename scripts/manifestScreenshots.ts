/**
 * Makes the web app manifest's screenshots (public/screenshots/*.webp): the home page of the demo shop
 * in headless Chromium at a phone size (narrow) and a desktop size (wide), so Chromium's install
 * dialog shows the richer sheet with pictures of the shop. Needs a build (dist/) and Chromium.
 * Run: npm run build && node --import tsx scripts/manifestScreenshots.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumArgs, chromiumPath } from '../test/e2e/chromium.ts';
import { projectRoot, startTestServer } from '../test/e2e/testServer.ts';

const SHOTS = [
  { name: 'home-narrow', width: 390, height: 844 },
  { name: 'home-wide', width: 1280, height: 800 },
];
const outDir = path.join(projectRoot, 'public', 'screenshots');

const server = await startTestServer({ logLevel: 'error' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  fs.mkdirSync(outDir, { recursive: true });
  for (const shot of SHOTS) {
    const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height }, baseURL: server.baseURL });
    await page.goto('/');
    // The banner and the first block's photos, not skeletons.
    await page.getByRole('main').getByRole('heading', { level: 3 }).first().waitFor();
    await page.waitForFunction(() =>
      [...document.images].filter((i) => i.getBoundingClientRect().top < innerHeight).every((i) => i.complete && i.naturalWidth > 0),
    );
    const png = await page.screenshot({ type: 'png' });
    const file = path.join(outDir, `${shot.name}.webp`);
    // Kept small: the install sheet shows them scaled down.
    await sharp(png).webp({ quality: 70, effort: 6 }).toFile(file);
    console.log(`${path.relative(projectRoot, file)}: ${shot.width}×${shot.height}, ${fs.statSync(file).size} bytes`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
