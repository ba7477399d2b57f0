import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/**
 * HTTP caching of catalogue reads (issue 15). Registered inside a route plugin, it covers only
 * that plugin's routes (Fastify encapsulation):
 * - a validator on every answer (a weak ETag of the body), so a client that has a copy asks with
 *   If-None-Match and gets a 304 without the body;
 * - a Cache-Control header. Catalogue answers may be kept by shared caches for `sharedMaxAge`
 *   seconds: prices and stock shown are then at most that old, while every order is priced and
 *   stock-checked by the server at the moment it is placed (never from a cached answer). Answers
 *   priced for a customer group (groupToken/groupId) are private. Stock answers always revalidate.
 */
export interface HttpCacheOptions {
  /** Seconds a shared cache may keep an answer; 0 means "revalidate every time". */
  sharedMaxAge: number;
  /** True when the answer depends on the caller (a group token in the request). */
  personal?: (query: Record<string, unknown>) => boolean;
}

export async function httpCache(app: FastifyInstance, opts: HttpCacheOptions): Promise<void> {
  await app.register(etag, { weak: true });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 && reply.statusCode !== 304) return payload;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // A POST search or URL lookup is not kept by HTTP caches; the PWA keeps its own copy offline.
      reply.header('Cache-Control', 'no-store');
      return payload;
    }
    const personal = opts.personal?.((request.query ?? {}) as Record<string, unknown>) ?? false;
    const age = opts.sharedMaxAge;
    reply.header(
      'Cache-Control',
      personal ? `private, max-age=0, must-revalidate` : age > 0 ? `public, max-age=0, s-maxage=${age}, must-revalidate` : 'no-cache',
    );
    return payload;
  });
}
