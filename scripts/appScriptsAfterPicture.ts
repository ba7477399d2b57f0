import type { Plugin } from 'vite';
import { BOOT_PICTURE_CLASS } from '../src/domain/bootPicture';

/**
 * The app's scripts start downloading once the page's main picture (painted from the HTML's boot
 * shell: server/services/catalog/pageShell.ts) has loaded and been painted, or at once when the page
 * has none (docs/first-paint.md, "The app's scripts after the main picture").
 *
 * Why: on a phone network the picture then does not share the link with the entry chunk (about
 * 114 kB), and Lighthouse's model no longer counts a script that ended before the picture's paint
 * as holding it back. The app starts about one round trip later.
 *
 * How: the build moves the entry's `<script type="module" src>` and `<link rel="modulepreload">`
 * tags (Vite puts them in the head) into an inert `<template>` at the end of the body, followed by a
 * small inline script that inserts copies of them (same attributes, same order) when the first of
 * the shell's pictures has decoded and a frame has passed, when it failed, after CAP_MS, or at once
 * without a picture or in a hidden tab. It also waits for the end of parsing, like the module
 * scripts it replaces (deferred): the app reads elements the server adds after it (the start-up
 * answers). The page's CSP allows the inline script by its hash, which the server computes from the
 * built index.html (server/plugins/security.ts), never a copy of it.
 */

/** The template holding the app's script tags; its content is never fetched nor run by itself. */
export const APP_SCRIPTS_ID = 'app-scripts';

/**
 * The longest the app waits for the picture, from the end of the HTML. On a slow phone network
 * (Lighthouse's: 150 ms round trip, 1.6 Mbit/s) a 5 to 16 kB picture asked for from the head takes
 * one or two round trips and about 80 ms of transfer; 500 ms is about three round trips past the
 * HTML: longer means the picture is stuck or far larger than ours, and the app must not wait for it.
 */
export const CAP_MS = 500;

/**
 * The loader, written small by hand (it is sent in every page). `s` guards a single start; `go`
 * copies the template's tags into the head (a script made by createElement runs, one cloned from a
 * template might not; `async = false` keeps their order); `start` waits for the end of parsing;
 * `frame` lets the picture's frame be painted first (requestAnimationFrame, then a task).
 */
export const LOADER = [
  '(()=>{',
  `const d=document,t=d.getElementById("${APP_SCRIPTS_ID}"),p=[...d.querySelectorAll("#root>.${BOOT_PICTURE_CLASS} img")];let s=0;`,
  'const go=()=>{if(s++)return;for(const e of t.content.children){const n=d.createElement(e.localName);',
  'for(const a of e.attributes)n.setAttribute(a.name,a.value);if(n.localName=="script")n.async=!1;d.head.append(n)}},',
  'start=()=>d.readyState=="loading"?d.addEventListener("DOMContentLoaded",go):go(),',
  'frame=()=>requestAnimationFrame(()=>setTimeout(start));',
  'if(!p.length||d.hidden||!p[0].decode)return start();',
  `setTimeout(start,${CAP_MS});for(const i of p)i.decode().then(frame,frame)`,
  '})()',
].join('');

/** The entry's module script(s) and modulepreload links as Vite writes them. */
const APP_TAG = /<script\b[^>]*\btype="module"[^>]*\bsrc="[^"]*"[^>]*><\/script>\s*|<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g;

/** index.html with the app's script tags moved into the template and the loader at the end of the body. */
export function scriptsAfterPicture(html: string): string {
  const tags = [...html.matchAll(APP_TAG)].map(([tag]) => tag.trim());
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('index.html: no module script to load after the main picture');
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error('index.html: no </body>');
  const loader = `  <template id="${APP_SCRIPTS_ID}">${tags.join('')}</template>\n    <script>${LOADER}</script>\n  `;
  return html.slice(0, end).replace(APP_TAG, '') + loader + html.slice(end);
}

export function appScriptsAfterPicture(): Plugin {
  return {
    name: 'storefront:app-scripts-after-picture',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: scriptsAfterPicture },
  };
}
