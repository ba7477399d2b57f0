import etag from '@fastify/etag';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * HTTP caching of catalogue reads (issue 15). Registered inside a route plugin, it covers only
 * that plugin's routes (Fastify encapsulation):
 * - a validator on every successful GET/HEAD answer (a weak ETag of the body), so a client that
 *   has a copy asks with If-None-Match and gets a 304 without the body;
 * - a Cache-Control header. Catalogue answers may be kept by shared caches for `sharedMaxAge`
 *   seconds: prices and stock shown are then at most that old, while every order is priced and
 *   stock-checked by the server at the moment it is placed (never from a cached answer). Answers
 *   priced for a customer group (groupToken/groupId) are private. Stock answers always revalidate.
 *
 * The conditional request is decided here, not by @fastify/etag (whose own 304 also answered a
 * POST and an error whose body hashed to the tag sent): only a 200 to GET or HEAD becomes a 304.
 * An error answer and a POST answer carry no validator at all.
 */
export interface HttpCacheOptions {
  /** Seconds a shared cache may keep an answer; 0 means "revalidate every time". */
  sharedMaxAge: number;
  /** True when the answer depends on the caller (a group token in the request). */
  personal?: (query: Record<string, unknown>) => boolean;
  /** Request headers the answer depends on besides its URL (the store view's x-vs-store-code), named in Vary. */
  varyBy?: readonly string[];
}

/** Longer If-None-Match headers are not read (an answer then has its body, which is always correct). */
const MAX_IF_NONE_MATCH = 8192;

/** The opaque part of an entity tag, for the weak comparison If-None-Match uses (RFC 9110 §13.1.2). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** True when the request's If-None-Match names `tag` (or is `*`): a list of tags, weak or strong. */
export function noneMatchHits(header: string | string[] | undefined, tag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value || value.length > MAX_IF_NONE_MATCH) return false;
  if (value.trim() === '*') return true;
  const wanted = opaque(tag);
  return (value.match(/(?:W\/)?"[^"]*"/g) ?? []).some((candidate) => opaque(candidate) === wanted);
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

export async function httpCache(app: FastifyInstance, opts: HttpCacheOptions): Promise<void> {
  await app.register(etag, { weak: true, replyWith304: false });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200) {
      // No validator on an error: a client must never revalidate an error into a 304.
      reply.removeHeader('etag');
      return payload;
    }
    if (!isRead(request)) {
      // A POST search or URL lookup is not kept by HTTP caches; the PWA keeps its own copy offline.
      reply.removeHeader('etag');
      reply.header('Cache-Control', 'no-store');
      return payload;
    }
    const personal = opts.personal?.((request.query ?? {}) as Record<string, unknown>) ?? false;
    const age = opts.sharedMaxAge;
    reply.header(
      'Cache-Control',
      personal ? `private, max-age=0, must-revalidate` : age > 0 ? `public, max-age=0, s-maxage=${age}, must-revalidate` : 'no-cache',
    );
    // The body may be sent compressed (app.ts: @fastify/compress), so every answer says it varies by
    // Accept-Encoding, whether this one is compressed or not (a small body is not): also a 304, which
    // must carry the Vary its 200 would (RFC 9110 §15.4.5). Lower case, as @fastify/compress writes it
    // and looks for it (else it adds a second).
    // A request header the answer is chosen by (varyBy) is named too, or a cache could give one
    // store view's answer to another.
    const listed = new Set(
      String(reply.getHeader('vary') ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    );
    const missing = listed.has('*') ? [] : [...(opts.varyBy ?? []), 'accept-encoding'].filter((h) => !listed.has(h));
    if (missing.length) reply.header('Vary', [...listed, ...missing].join(', '));
    const tag = reply.getHeader('etag');
    if (typeof tag === 'string' && noneMatchHits(request.headers['if-none-match'], tag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
