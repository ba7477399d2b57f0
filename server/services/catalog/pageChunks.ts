/**
 * The code of a category page, asked for with its HTML (issue 15: LCP). On a first visit main.tsx
 * asks for the page's chunk, the default listing's query and the English texts as soon as the entry
 * chunk runs (prefetchPage, categoryPrefetch), so on a phone network they start only once the entry
 * (about 112 kB) has arrived and been evaluated. `<link rel="modulepreload">` tags in the head let
 * them download beside the entry instead; the app's own imports then find them loaded.
 *
 * Which files those are comes from Vite's build manifest (`dist/.vite/manifest.json`, build.manifest
 * in vite.config.ts): the chunks of CATEGORY_PAGE_MODULES and the chunks they import statically,
 * without those index.html loads itself. No manifest (the dev server, a test's minimal dist): no tags.
 * Only the default view's category pages, like the pictures (pagePreload.ts): the English texts are
 * that view's, and another view's page gets no hint.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** What main.tsx asks for on a first category page beside its data (features/category/categoryPrefetch, lib/i18n prefetchEnglish). */
export const CATEGORY_PAGE_MODULES = ['src/features/category/CategoryPage.tsx', 'src/features/category/defaultListingQuery.ts', 'src/lib/languages/en.ts'];

/**
 * The addresses of the chunks of `modules` and of every chunk they import statically, in manifest
 * order, leaving out (and not following) the files the page already loads (`loaded`, e.g. `/assets/app-x.js`).
 */
export function chunkAddresses(manifest: BuildManifest, modules: readonly string[], loaded: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || loaded.has(`/${chunk.file}`)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return Object.keys(manifest)
    .filter((key) => seen.has(key))
    .map((key) => `/${manifest[key].file}`);
}

/** The scripts an index.html loads itself (its `<script src>` tags). */
export const scriptsOf = (html: string): Set<string> => new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]));

const CATEGORY_PATH = /^\/c\/[^/?]+\/?(\?|$)/;

/** `<link rel="modulepreload">` tags for index.html's head of one URL; '' for other pages or without a build manifest. */
export function pageChunkTags(root: string | null): (url: string) => string {
  let cached: { mtimeMs: number; tags: string } | null = null;
  const categoryTags = (): string => {
    if (!root) return '';
    const file = path.join(root, '.vite', 'manifest.json');
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return '';
    // Read once per build (a new build rewrites the manifest).
    if (cached?.mtimeMs !== stat.mtimeMs) {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
      const loaded = scriptsOf(fs.readFileSync(path.join(root, 'index.html'), 'utf8'));
      const files = chunkAddresses(manifest, CATEGORY_PAGE_MODULES, loaded);
      cached = { mtimeMs: stat.mtimeMs, tags: files.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('') };
    }
    return cached.tags;
  };
  return (url) => {
    if (!CATEGORY_PATH.test(url)) return '';
    try {
      return categoryTags();
    } catch {
      // A manifest being rewritten by a build, or not JSON: the page goes out without the hint.
      return '';
    }
  };
}
