import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers, set by hand (no helmet in the dependency set). The CSP suits the built SPA:
 * scripts, styles, workers and the manifest come from our origin; images may be data:/blob:
 * (placeholders, generated previews); style-src allows inline style attributes React sets.
 */
const BASE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
];

/** The page's policy with the sources of the optional integrations (server/integrations.ts) added. */
export function pageCsp(additions: Record<string, string[] | undefined> = {}): string {
  const directives = BASE_CSP.map((d) => d.split(' '));
  for (const [name, sources] of Object.entries(additions)) {
    if (!sources?.length) continue;
    const found = directives.find(([n]) => n === name);
    if (found) found.push(...sources);
    else directives.push([name, "'self'", ...sources]);
  }
  return directives.map((d) => d.join(' ')).join('; ');
}

/** An inline script element: no src, and a type the browser runs (none, a JavaScript one or "module"; not JSON). */
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script>/gi;
const RUNS = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/**
 * The CSP hash sources of a page's inline scripts (index.html's loader of the app's scripts,
 * scripts/appScriptsAfterPicture.ts): the SHA-256 of each element's text exactly as written, what
 * the browser compares. Read from the built page, so a new build can never meet a stale hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attrs!)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attrs!);
    if (!RUNS.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The page's policy for the built index.html at `file` (none: no inline script allowed), read at
 * start and again whenever the file changes (spaIndex.ts serves a rebuilt page without a restart).
 * Only an HTML answer looks at the file (`fresh`): scripts, styles and pictures, which run no inline
 * script, take the policy last read, without a file system call each.
 */
function pageCspOf(file: string | undefined, additions: Record<string, string[] | undefined>): (fresh: boolean) => string {
  let cached: { mtimeMs: number; csp: string } | null = null;
  return (fresh) => {
    if (cached && !fresh) return cached.csp;
    const stat = file ? fs.statSync(file, { throwIfNoEntry: false }) : undefined;
    const mtimeMs = stat?.mtimeMs ?? -1;
    if (cached?.mtimeMs !== mtimeMs) {
      const hashes = stat ? inlineScriptHashes(fs.readFileSync(file!, 'utf8')) : [];
      const scripts = [...(additions['script-src'] ?? []), ...hashes];
      cached = { mtimeMs, csp: pageCsp({ ...additions, 'script-src': scripts }) };
    }
    return cached.csp;
  };
}

/** API answers are JSON: nothing in them may load or frame anything. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Two years, subdomains included (what the HSTS preload list asks for). Sent only on HTTPS: over
 * plain HTTP a browser ignores it, and a shop tried out on http://localhost must not pin itself.
 * Behind a TLS-terminating proxy the protocol comes from X-Forwarded-Proto, trusted only from the
 * proxies TRUST_PROXY names (request.protocol), so a client cannot switch it on or off.
 */
const HSTS = 'max-age=63072000; includeSubDomains';

export default fp(
  async function security(
    app: FastifyInstance,
    opts: {
      cspAdditions?: Record<string, string[] | undefined>;
      /** The built index.html whose inline scripts the page's policy allows (by hash). */
      indexHtml?: string;
    },
  ) {
    const csp = pageCspOf(opts.indexHtml, opts.cspAdditions ?? {});
    csp(true);
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      if (request.url.startsWith('/api/')) {
        // vsf-api answers any origin (cors() defaults): a PWA on a CDN must be able to call us.
        reply.header('Access-Control-Allow-Origin', '*');
        reply.header('Content-Security-Policy', API_CSP);
      } else {
        reply.header('Content-Security-Policy', csp(String(reply.getHeader('content-type') ?? '').startsWith('text/html')));
      }
      return payload;
    });

    // CORS pre-flight for the API (contract §1.1: vsf-api uses the cors() defaults).
    app.options('/api/*', async (_request, reply) => {
      reply
        .header('Access-Control-Allow-Methods', 'GET,HEAD,POST,PUT,DELETE,OPTIONS')
        .header('Access-Control-Allow-Headers', 'Content-Type, Authorization, x-vs-store-code')
        .header('Access-Control-Max-Age', '86400')
        .code(204)
        .send();
    });
  },
  { name: 'security' },
);
