// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spaIndex } from './spaIndex.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-index-'));
fs.writeFileSync(
  path.join(dir, 'index.html'),
  '<!doctype html><html><head><title>Shop</title><link rel="preload" as="image" href="/banner/home-hero.png" data-home-only />' +
    '<script type="module" src="/assets/app.js"></script></head>' +
    '<body><div id="root"><div class="boot-header">Shop</div><!--page-picture--></div></body></html>',
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const serve = (parts: Record<string, string>) => spaIndex(dir, undefined, [async () => parts]);
const html = async (parts: Record<string, string>, pathname = '/p/A/a') => (await serve(parts)(pathname, undefined))!.body.toString();

describe('spaIndex: what one URL adds to index.html', () => {
  it("puts the head tags before the head's first script, the picture in the boot shell, the rest at the end of the body", async () => {
    const page = await html({
      head: '<link rel="preload" as="image" href="/img/a.png">',
      shell: '<div class="boot-main">$&</div>',
      end: '<script id="x"></script>',
    });
    expect(page).toBe(
      '<!doctype html><html><head><title>Shop</title><link rel="preload" as="image" href="/img/a.png"><script type="module" src="/assets/app.js"></script></head>' +
        '<body><div id="root"><div class="boot-header">Shop</div><div class="boot-main">$&</div></div><script id="x"></script></body></html>',
    );
  });

  it('leaves no marker in a page without a picture, nor in the home page and the shells the service worker keeps', async () => {
    for (const pathname of ['/c/x', '/', '/index.html', '/pwa.html']) {
      const page = await html({}, pathname);
      expect(page, pathname).toContain('<div id="root"><div class="boot-header">Shop</div></div>');
      expect(page.includes('data-home-only'), pathname).toBe(pathname !== '/c/x');
    }
    expect(await html({ end: '<i></i>' })).toContain('<div class="boot-header">Shop</div></div><i></i></body>');
  });

  it("adds nothing of an address's own when it holds text the database cannot store (a NUL)", async () => {
    const asked: string[] = [];
    const page = spaIndex(dir, undefined, [
      async (url) => {
        asked.push(url);
        return { end: '<i></i>' };
      },
    ]);
    for (const url of ['/c/ba%00king', '/search?q=oat%00s', '/p/A/a?x=%00']) {
      expect((await page(url.split('?')[0], undefined, url))!.body.toString(), url).not.toContain('<i></i>');
    }
    // A malformed escape is each part's to refuse, as before.
    expect((await page('/c/%E0%A4%A', undefined))!.body.toString()).toContain('<i></i>');
    expect(asked).toEqual(['/c/%E0%A4%A']);
  });
});
