// @vitest-environment node
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SCRIPTS_ID, LOADER, scriptsAfterPicture } from '../../scripts/appScriptsAfterPicture.ts';
import { inlineScriptHashes } from '../../server/plugins/security.ts';
import { makeTestApp, type TestApp } from './testApp.ts';

/**
 * Issue 15: the built index.html loads the app's scripts from an inline loader once the page's main
 * picture is painted (scripts/appScriptsAfterPicture.ts), and the page's CSP allows that loader by the
 * hash of the built page's own text (server/plugins/security.ts). The journey boot-picture.spec.ts
 * checks the loader's timing in Chromium.
 */

/** index.html as Vite writes it: the entry's tags in the head. */
const VITE_HTML = [
  '<!doctype html><html><head><title>Shop</title>',
  '<script type="module" crossorigin src="/assets/rolldown-runtime-a1.js"></script>',
  '<script type="module" crossorigin src="/assets/app-b2.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/vendor-c3.js">',
  '<link rel="stylesheet" media="print" crossorigin href="/assets/app-d4.css">',
  '</head><body><div id="root"><!--page-picture--></div></body></html>',
].join('\n');

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const scriptSrc = (csp: string | undefined) =>
  (csp ?? '')
    .split('; ')
    .find((d) => d.startsWith('script-src '))!
    .split(' ');

describe('the app scripts after the main picture (build transform)', () => {
  const html = scriptsAfterPicture(VITE_HTML);
  const [head, body] = html.split('<body>');

  it('moves every module script and modulepreload out of the head into the template, in their order', () => {
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(head).toContain('<link rel="stylesheet" media="print" crossorigin href="/assets/app-d4.css">');
    const template = new RegExp(`<template id="${APP_SCRIPTS_ID}">(.*?)</template>`).exec(body!)![1];
    expect(template).toBe(
      '<script type="module" crossorigin src="/assets/rolldown-runtime-a1.js"></script>' +
        '<script type="module" crossorigin src="/assets/app-b2.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/vendor-c3.js">',
    );
  });

  it('puts the loader after the boot shell, as the body’s last element', () => {
    expect(body).toMatch(new RegExp(`</div>\\s*<template id="${APP_SCRIPTS_ID}">.*</template>\\s*<script>[^<]+</script>\\s*</body>`));
    expect(body).toContain(`<script>${LOADER}</script>`);
  });

  it('refuses a page without a module script (the app would never start)', () => {
    expect(() => scriptsAfterPicture('<html><head></head><body></body></html>')).toThrow(/no module script/);
  });

  it('hashes exactly the loader’s text, and no script that has a source or is data', () => {
    expect(inlineScriptHashes(html)).toEqual([sha256(LOADER)]);
    const others = `${html}<script type="application/json" id="startup-data">{"a":1}</script><script src="/x.js"></script><script type='module'>1</script>`;
    expect(inlineScriptHashes(others)).toEqual([sha256(LOADER), sha256('1')]);
  });
});

describe('the page’s CSP allows the built page’s loader', () => {
  let t: TestApp;
  let dist: string;
  const index = () => path.join(dist, 'index.html');

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.writeFileSync(index(), scriptsAfterPicture(VITE_HTML));
    t = await makeTestApp('pglite', { staticDir: dist, fixtures: false, env: { CHAT_PROPERTY_ID: 'prop1' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/index.html', '/c/baking', '/sw.js'])(
    '%s: every inline script of the page is in script-src, beside the integrations’ sources',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const sources = scriptSrc(res.headers['content-security-policy'] as string);
      expect(sources).toEqual(expect.arrayContaining(["'self'", 'https://embed.tawk.to', sha256(LOADER)]));
      expect(sources.filter((s) => s.startsWith("'sha256-"))).toEqual([sha256(LOADER)]);
      if (url !== '/sw.js') for (const hash of inlineScriptHashes(res.body)) expect(sources).toContain(hash);
    },
  );

  it('follows a new build of index.html without a restart', async () => {
    const changed = scriptsAfterPicture(VITE_HTML).replace(LOADER, `${LOADER};`);
    fs.writeFileSync(index(), changed);
    fs.utimesSync(index(), new Date(), new Date(Date.now() + 5000));
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(scriptSrc(res.headers['content-security-policy'] as string)).toContain(sha256(`${LOADER};`));
    expect(scriptSrc(res.headers['content-security-policy'] as string)).not.toContain(sha256(LOADER));
  });

  it('allows no inline script when the page has none', async () => {
    const bare = await makeTestApp('pglite', { staticDir: null, fixtures: false });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/api/nothing' });
      expect(res.headers['content-security-policy']).not.toContain('sha256');
      expect(scriptSrc((await bare.app.inject({ method: 'GET', url: '/sandbox/x' })).headers['content-security-policy'] as string)).toEqual([
        'script-src',
        "'self'",
      ]);
    } finally {
      await bare.close();
    }
  });
});
