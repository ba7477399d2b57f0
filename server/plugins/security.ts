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
  async function security(app: FastifyInstance, opts: { cspAdditions?: Record<string, string[] | undefined> }) {
    const CSP = pageCsp(opts.cspAdditions);
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
        reply.header('Content-Security-Policy', CSP);
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
