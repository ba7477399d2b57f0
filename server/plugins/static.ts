import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { MULTISTORE_HEADER, withMultistoreMarker } from './multistoreMarker.ts';
import { spaIndex, type PagePartsFor } from './spaIndex.ts';
import { withRuntimeConfig, type IntegrationsConfig } from '../integrations.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** Vite puts content-hashed files under /assets/; everything else may change between deploys. */
export function cacheControlFor(relativePath: string): string {
  const p = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (p.startsWith('assets/')) return IMMUTABLE;
  return NO_CACHE;
}

/** A navigation, not a request for a file: the last path segment has no extension. */
function isNavigation(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-mode'] === 'navigate') return true;
  const last = request.url.split('?')[0].split('/').pop() ?? '';
  return !last.includes('.');
}

/** The API's and the pictures' paths: never the SPA's page (errors.ts answers them a JSON 404). */
export const isApiPath = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/img/');

/** A browser opening one of the shop's pages: a GET or HEAD navigation outside the API, which the SPA's page answers. */
export function isPageAddress(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url.split('?')[0]) && isNavigation(request);
}

/**
 * Serves the built PWA: pre-compressed .br/.gz files (written by scripts/compress.ts), hashed
 * assets cached for a year, index.html, sw.js and the manifest revalidated on every load (a new
 * deploy must reach the shopper), and index.html for any route the SPA owns.
 */
export default fp(
  async function staticFiles(
    app: FastifyInstance,
    opts: {
      root: string;
      integrations?: IntegrationsConfig;
      multistore?: boolean;
      /** Per address: what the page adds to index.html (spaIndex.ts). */
      pageParts?: readonly PagePartsFor[];
    },
  ) {
    const root = path.resolve(opts.root);
    if (!fs.existsSync(path.join(root, 'index.html'))) {
      app.log.warn(`No index.html in ${root}: run "npm run build" to serve the PWA`);
    }
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header('Cache-Control', cacheControlFor(path.relative(root, filePath)));
      },
    });

    const { integrations, multistore = false } = opts;
    // The MULTISTORE marker goes into every page (multistoreMarker.ts), the integrations' configuration
    // when set, and per address the preload of the page's main pictures (pagePreload.ts) and a
    // product page's first catalogue answer (startupData.ts). The page stays `no-cache`: the prices
    // in it are never kept longer than the catalogue answer itself may be (docs/http-caching.md).
    const transform = (html: string) => withMultistoreMarker(integrations ? withRuntimeConfig(html, integrations) : html, multistore);
    const page = spaIndex(root, transform, opts.pageParts);
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const found = await page(request.url.split('?')[0], request.headers['accept-encoding'], request.url);
      if (!found) return reply.code(404).send({ code: 404, result: 'File not found' });
      reply.header('Cache-Control', NO_CACHE).header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      // The same switch for a page opened from the service worker's shell, asking with HEAD / (src/app/multistoreCheck.ts).
      reply.header(MULTISTORE_HEADER, multistore ? 'on' : 'off');
      if (found.encoding) reply.header('Content-Encoding', found.encoding);
      return reply.send(found.body);
    };
    app.decorate('spaFallback', (request: FastifyRequest, reply: FastifyReply) => {
      if (!isNavigation(request)) return reply.code(404).send({ code: 404, result: 'File not found' });
      return sendPage(request, reply);
    });
    // The home page and the service worker's precached shell carry the run-time configuration too.
    app.get('/', sendPage);
    app.get('/index.html', sendPage);
  },
  { name: 'static', dependencies: ['errors'] },
);
