/**
 * Runs hostileRequests against an app (in-process, inject) and checks each answer: never a 5xx,
 * a refused request (4xx) under /api answers the {code, result} envelope and writes nothing.
 * "Writes nothing" is checked with a fingerprint of every table (row count and a hash of the
 * rows) after each request; rate_counter is left out: counting refused attempts is its job.
 */
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../server/db/index.ts';
import { signGroupToken } from '../../server/services/auth/groupToken.ts';
import { signToken } from '../../server/services/auth/signedToken.ts';
import { hostileRequests, routesOf, type FuzzTokens, type Route } from './hostileRequests.ts';

export interface FuzzFigures {
  seed: number;
  requests: number;
  routes: number;
  /** How many answers per HTTP status. */
  byStatus: Record<number, number>;
  serverErrors: string[];
  /** Refused requests after which a table had changed. */
  refusedWrites: string[];
  /** 4xx answers under /api that were not the envelope. */
  notEnveloped: string[];
  /** Routes (method and path) the requests were made from. */
  routesHit: number;
}

const NOT_FINGERPRINTED = new Set(['rate_counter']);

async function fingerprintQuery(db: Db): Promise<string> {
  const { rows } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows
    .map((r) => r.table_name)
    .filter((t) => !NOT_FINGERPRINTED.has(t))
    .map((t) => `select '${t}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`)
    .join(' union all ');
}

/** Two customers' tokens, A's cart, and expired, forged and wrong-kind tokens signed like ours. */
export async function fuzzTokens(app: FastifyInstance): Promise<FuzzTokens> {
  const account = async (name: string) => {
    const email = `${name}.${Date.now()}@example.com`;
    const password = 'fuzz account 1';
    const created = await app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: { customer: { email, firstname: 'Fuzz', lastname: 'Zulu' }, password },
    });
    if (created.statusCode !== 200) throw new Error(`fuzz account: ${created.body}`);
    return (await app.inject({ method: 'POST', url: '/api/user/login', payload: { username: email, password } })).json().result as string;
  };
  const customerA = await account('fuzz-a');
  const customerB = await account('fuzz-b');
  const cartOfA = String((await app.inject({ method: 'POST', url: `/api/cart/create?token=${customerA}` })).json().result);
  const secret = await app.auth.secret();
  const claims = JSON.parse(Buffer.from(customerA.split('.')[1], 'base64url').toString());
  return {
    customerA,
    customerB,
    cartOfA,
    expired: signToken(secret, { ...claims, iat: 1_000, exp: 2_000 }),
    forged: signToken('f'.repeat(40), claims),
    wrongKind: signGroupToken(secret, { group_id: 1, id: claims.sub, user: 'x@example.com' }),
  };
}

/** The answer's text, decompressed when the request asked for (and got) brotli or gzip. */
function textOf(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

export async function runFuzz(app: FastifyInstance, db: Db, opts: { seed: number; count: number; onProgress?: (done: number) => void }): Promise<FuzzFigures> {
  const routes: Route[] = routesOf(app.printRoutes({ commonPrefix: false }));
  const tokens = await fuzzTokens(app);
  const sql = await fingerprintQuery(db);
  const fingerprint = async () => (await db.query<{ t: string; n: number; h: string }>(sql)).rows.map((r) => `${r.t}:${r.n}:${r.h}`);
  const figures: FuzzFigures = {
    seed: opts.seed,
    requests: 0,
    routes: routes.length,
    byStatus: {},
    serverErrors: [],
    refusedWrites: [],
    notEnveloped: [],
    routesHit: 0,
  };
  const hit = new Set<string>();
  let before = await fingerprint();
  for (const request of hostileRequests(opts.seed, opts.count, routes, tokens)) {
    const { label, route, ...inject } = request;
    const res = await app.inject(inject);
    figures.requests++;
    figures.byStatus[res.statusCode] = (figures.byStatus[res.statusCode] ?? 0) + 1;
    hit.add(`${route.method} ${route.url}`);
    if (res.statusCode >= 500) figures.serverErrors.push(`${res.statusCode} ${label}: ${res.body.slice(0, 200)}`);
    if (res.statusCode >= 400 && res.statusCode < 500 && request.url.startsWith('/api') && request.method !== 'HEAD') {
      let body: { code?: unknown; result?: unknown } | null;
      try {
        body = JSON.parse(textOf(res));
      } catch {
        body = null;
      }
      if (!body || body.code !== res.statusCode || body.result === undefined)
        figures.notEnveloped.push(`${res.statusCode} ${label}: ${res.body.slice(0, 120)}`);
    }
    const after = await fingerprint();
    if (res.statusCode >= 400) {
      const changed = after.filter((row, i) => row !== before[i]).map((row) => row.split(':')[0]);
      if (changed.length) figures.refusedWrites.push(`${res.statusCode} ${label}: wrote ${changed.join(', ')}`);
    }
    before = after;
    if (opts.onProgress && figures.requests % 500 === 0) opts.onProgress(figures.requests);
  }
  figures.routesHit = hit.size;
  return figures;
}
