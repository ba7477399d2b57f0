import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { CHUNK_GROUPS, filesTest } from './scripts/chunkGroups';
import { firstPaintEnglish } from './scripts/firstPaintEnglish';
import { appScriptsAfterPicture } from './scripts/appScriptsAfterPicture';

/**
 * The entry's CSS (about 5 kB compressed) goes inline into index.html: on a slow phone network a
 * render-blocking stylesheet request costs a round trip before the first paint. The <link> stays,
 * as media="print" (not render-blocking), so that Vite's preload helper sees the file as loaded
 * when a lazy route lists it as a dependency and does not fetch and wait for it again.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'storefront:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return tag;
          return `<style>${String(asset.source).trim()}</style>\n    <link rel="stylesheet" media="print" crossorigin href="/${file}">`;
        });
      },
    },
  };
}

/**
 * react-i18next imports useSyncExternalStore from 'use-sync-external-store/shim', a stand-in for
 * React before 18 that hands over to React's own hook when there is one. React 19 always has it, so
 * the build takes React's hook directly (about 0.4 kB less in the entry chunk, issue 15).
 */
function reactOwnSyncExternalStore(): Plugin {
  const id = '\0react-use-sync-external-store';
  return {
    name: 'storefront:react-use-sync-external-store',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'use-sync-external-store/shim' ? id : null),
    load: (loaded) => (loaded === id ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

/**
 * react-router's package exports only its development build (upstream issues 12532 and 14102), whose
 * `ENABLE_DEV_WARNINGS` builds warning texts on every render of a route or link. Its production build
 * is the same code with that switch off: the build takes it, the dev server keeps the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'storefront:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const production = resolved.id.replace(`${path.sep}dist${path.sep}development${path.sep}`, `${path.sep}dist${path.sep}production${path.sep}`);
      return production !== resolved.id && fs.existsSync(production) ? { ...resolved, id: production } : resolved;
    },
  };
}

/**
 * react-router defines its components at the top level of its module as `var Link = forwardRef(...)`
 * and sets their `displayName` (`Link.displayName = "Link"`, for React's dev tools). The bundler counts
 * the unmarked call and the property write as side effects, so every such component stays in the
 * build, used or not: Form, NavLink, Link and its framework mode's route prefetching (issue 15). The
 * calls are marked pure and the `displayName` lines dropped: what no module uses then goes.
 */
function reactRouterUnusedComponents(): Plugin {
  // The rewrite matches react-router's text as published: should a new version lay it out
  // otherwise, the build fails here instead of silently shipping the 2.5 kB again.
  let transformed = false;
  let linkMarked = false;
  return {
    name: 'storefront:react-router-unused-components',
    apply: 'build',
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      handler(code) {
        transformed = true;
        const code2 = code
          .replace(/^[\w$]+\.displayName = "[\w$.]+";$/gm, '')
          .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2');
        if (/^var Link = \/\* @__PURE__ \*\/ /m.test(code2)) linkMarked = true;
        return { code: code2, map: null };
      },
    },
    buildEnd(error) {
      if (!error && transformed && !linkMarked) {
        this.error(
          "react-router's production files no longer declare `var Link = React.forwardRef(`: update reactRouterUnusedComponents (docs/first-visit-js.md)",
        );
      }
    },
  };
}

// The API the PWA talks to: '' (same origin, the bundled server) unless VITE_API_URL points at
// another vue-storefront-api deployment. The dev server proxies /api and /img to the Node server.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    firstPaintEnglish(),
    inlineEntryCss(),
    appScriptsAfterPicture(),
    reactOwnSyncExternalStore(),
    reactRouterProductionBuild(),
    reactRouterUnusedComponents(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false, // public/manifest.webmanifest is the source of truth
      injectManifest: {
        // The shell and every locale chunk are precached (DESIGN decision 4).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'],
        // The error reporting SDK loads only where the server configures it (spec 001 §1): not precached.
        globIgnores: ['**/*.map', 'img/**', 'assets/errorReporting-*.js'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    // Every browser the shop targets (es2022) supports <link rel="modulepreload"> but Safari before 17,
    // which then loads each chunk when it is imported: the polyfill would cost every first visit ~0.4 kB.
    modulePreload: { polyfill: false },
    sourcemap: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk: first-load JS was ~28 small files,
        // and over HTTP/1.1 (6 connections) on a slow phone network each round of requests costs
        // a round trip. Lazy routes still get their own chunks, but for the groups of
        // scripts/chunkGroups.ts (the reasons are there).
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }, ...CHUNK_GROUPS.map(({ name, files }) => ({ name, test: filesTest(files) }))],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/img': apiTarget,
      // Payment provider sandbox pages are served by the API server.
      '/sandbox': apiTarget,
    },
  },
});
