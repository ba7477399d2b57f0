/**
 * Seeded generator of malformed and hostile requests over every route (issue 12): wrong methods,
 * wrong types, sizes and nesting, broken encodings, NUL bytes and broken surrogates, injection
 * strings, path traversal, foreign, expired and forged tokens. The same seed gives the same
 * requests, so a failure found once can be replayed.
 */
import type { InjectOptions } from 'fastify';
import { makeRng, type Rng } from '../../server/seed/random.ts';
import { addressWithEmail, guestOrder } from '../support/orderFixtures.ts';

export interface Route {
  method: string;
  /** Fastify's pattern: /api/sync/order/:order_id, /img/:width/:height/:mode/* */
  url: string;
}

/** Tokens the fuzzer may present: valid ones of two customers (one's on the other's things), and bad ones. */
export interface FuzzTokens {
  customerA: string;
  customerB: string;
  /** Customer A's numeric cart id and an order id of A's (foreign to B). */
  cartOfA: string;
  expired: string;
  forged: string;
  /** A group token presented as an access token (the wrong kind). */
  wrongKind: string;
}

export interface HostileRequest extends InjectOptions {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  /** What was done, for the report of a failure. */
  label: string;
  /** The route it was made from. */
  route: Route;
}

const INJECTION = [
  "' OR '1'='1",
  '1; DROP TABLE shop_order; --',
  '") or 1=1 --',
  '{"$ne":null}',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '%s%s%s%n',
  '\\\\server\\share',
  '$(reboot)',
  '`id`',
  '*',
  '%',
  '_',
  '\\',
  "a' || pg_sleep(5) || '",
  '1 union select password_hash from customer',
  '/*',
  '*/',
  '--',
  '::text',
  "'; select pg_read_file('/etc/passwd'); --",
];
const TRAVERSAL = [
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/etc/passwd',
  '....//....//etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'C:\\boot.ini',
  '%c0%ae%c0%ae/',
];
const BROKEN_TEXT = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFF',
  '\uDBFF\uD800',
  '\uFEFF',
  '\u202Eevil',
  'Ω'.normalize('NFD'),
  '🥜'.slice(0, 1),
  '\r\nX-Injected: 1',
  '\t',
  ' ',
];
const NUMBERS_AS_TEXT = ['-1', '0', '1e309', 'NaN', 'Infinity', '-0', '99999999999999999999999', '0x10', '1.5', '٣', '1,5', ' 1 '];
const URL_BREAKERS = ['%00', '%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%80', '%FF', '+', '%2F', '%5C', '?', '#', ';', '&', '=', '%0d%0a'];
const QUERY_NAMES = [
  'cartId',
  'token',
  'sku',
  'skus',
  'q',
  'size',
  'from',
  'sort',
  'request',
  'url',
  'email',
  'ref',
  'coupon',
  'voucherCode',
  'pageSize',
  'currentPage',
  'storeCode',
  'forgotPasswordHash',
  'order_id',
  '_source_include',
  '_source_exclude',
  'groupToken',
  'groupId',
  '__proto__',
  'constructor',
  'skus[]',
];

/** encodeURIComponent that also encodes a lone surrogate (as the 3 bytes a sloppy client would send) instead of throwing. */
function encode(s: string): string {
  let out = '';
  for (const ch of s) {
    try {
      out += encodeURIComponent(ch);
    } catch {
      const c = ch.charCodeAt(0);
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
  }
  return out;
}

function hostileString(rng: Rng): string {
  switch (rng.int(0, 6)) {
    case 0:
      return rng.pick(INJECTION);
    case 1:
      return rng.pick(TRAVERSAL);
    case 2:
      return rng.pick(BROKEN_TEXT);
    case 3:
      return rng.pick(NUMBERS_AS_TEXT);
    case 4:
      return 'x'.repeat(rng.pick([256, 1025, 10_000, 70_000]));
    case 5:
      return `${rng.pick(INJECTION)}${rng.pick(BROKEN_TEXT)}`;
    default:
      return rng.pick(['', 'null', 'undefined', '[object Object]', 'true', 'FLOUR-1', 'WHEY-VAN', '101', 'ido', 'product']);
  }
}

/** A JSON value of any type, sometimes deeply nested or very large. */
function hostileValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(0, 9)) {
    case 0:
      return hostileString(rng);
    case 1:
      return rng.pick([-1, 0, 1, 1.5, -1e308, 1e308, 2 ** 53 + 1, -(2 ** 31), 2 ** 31, 0.1 + 0.2]);
    case 2:
      return rng.pick([true, false, null]);
    case 3:
      return [];
    case 4:
      return {};
    case 5: {
      // Deep nesting.
      let v: unknown = hostileString(rng);
      const levels = rng.pick([10, 100, 2_000]);
      for (let i = 0; i < levels; i++) v = rng.chance(0.5) ? [v] : { a: v };
      return v;
    }
    case 6:
      return Array.from({ length: rng.pick([3, 1_000, 20_000]) }, (_, i) => (rng.chance(0.5) ? i : hostileString(rng)));
    case 7:
      return depth > 2
        ? null
        : Object.fromEntries(
            Array.from({ length: rng.int(1, 4) }, () => [rng.pick([...QUERY_NAMES, 'sku', 'qty', 'item_id', 'quoteId']), hostileValue(rng, depth + 1)]),
          );
    case 8:
      return JSON.parse('{"__proto__": {"isAdmin": true, "polluted": 1}, "constructor": {"prototype": {"x": 1}}}');
    default:
      return hostileString(rng);
  }
}

/** Plausible bodies per route: the fuzzer breaks one field of these (a broken valid request finds more than noise). */
function templates(tokens: FuzzTokens): Record<string, () => unknown> {
  const address = addressWithEmail('fuzz@example.com');
  let n = 0;
  const order = () => guestOrder(`fuzz-${++n}`, [{ sku: 'FLOUR-1', qty: 1 }], address);
  const item = () => ({ cartItem: { sku: 'FLOUR-1', qty: 1, quoteId: tokens.cartOfA, item_id: 1 } });
  return {
    'POST /api/order': order,
    'POST /api/order/save-pending-order': order,
    'POST /api/cart/update': item,
    'POST /api/cart/delete': item,
    'POST /api/cart/shipping-methods': () => ({ address: { country_id: 'ZA' } }),
    'POST /api/cart/shipping-information': () => ({
      addressInformation: { shippingAddress: { countryId: 'ZA' }, shippingCarrierCode: 'courier', shippingMethodCode: 'standard' },
    }),
    'POST /api/cart/collect-totals': () => ({
      methods: { paymentMethod: { method: 'cashondelivery' }, shippingCarrierCode: 'courier', shippingMethodCode: 'standard' },
    }),
    'POST /api/user/create': () => ({
      customer: { email: `fuzz${++n}@example.com`, firstname: 'A', lastname: 'B', addresses: [address] },
      password: 'fuzz password 1',
    }),
    'POST /api/user/login': () => ({ username: 'fuzz@example.com', password: 'fuzz password 1' }),
    'POST /api/user/refresh': () => ({ refreshToken: 'made-up' }),
    'POST /api/user/me': () => ({ customer: { firstname: 'Z', lastname: 'Y', email: 'fuzz-other@example.com', addresses: [address] } }),
    'POST /api/user/change-password': () => ({ currentPassword: 'guess guess 1', newPassword: 'another password 2' }),
    'POST /api/user/reset-password': () => ({ email: 'fuzz@example.com' }),
    'POST /api/user/create-password': () => ({ email: 'fuzz@example.com', resetToken: 'made-up', newPassword: 'another password 2' }),
    'POST /api/user/confirm-password-reset': () => ({ resetToken: 'made-up', newPassword: 'another password 2' }),
    'POST /api/review/create': () => ({ review: { product_id: 101, title: 't', detail: 'd', nickname: 'n', review_entity: 'product', review_status: 2 } }),
    'POST /api/url/map': () => ({ url: 'pantry/baking/almond-flour-1kg', includeFields: null, excludeFields: null }),
    'POST /api/catalog/:index/:type/_search': () => ({ query: { bool: { filter: { terms: { sku: ['FLOUR-1'] } } } }, size: 10 }),
    'POST /api/ext/mailchimp-subscribe/subscribe': () => ({ email: 'fuzz@example.com' }),
    'POST /api/ext/mail-service/send-email': () => ({
      sourceAddress: 'a@example.com',
      targetAddress: 'shop@healthfood.example',
      subject: 's',
      emailText: 't',
      token: 'made-up',
    }),
    'POST /api/payments/status': () => ({ ref: 'made-up' }),
    'POST /api/paypal/execute': () => ({ paymentId: 'x', PayerID: 'y', ref: 'z' }),
  };
}

/**
 * The catalogue's search request as the PWA sends it, in the `request` query parameter of GET
 * `_search` (request_format=search-query): JSON inside the query. A hostile text in one of its
 * fields is only there once the server parses it (a NUL arrives as the escape `\\u0000`).
 */
export const SEARCH_QUERY_REQUEST = {
  _appliedFilters: [
    { attribute: 'slug', value: { eq: 'baking' }, scope: 'default' },
    { attribute: 'price', value: { gte: 10, lte: 200 }, scope: 'catalog' },
    { attribute: 'brand', value: { in: ['Veld & Vine'] }, scope: 'catalog' },
  ],
  _availableFilters: [{ field: 'brand', scope: 'catalog' }],
  _appliedSort: [{ field: 'price', options: { order: 'asc' } }],
  _searchText: 'oat',
};

/** The query string of GET `_search` carrying `request` as JSON. */
export function searchQueryString(request: unknown): string {
  return `?request=${encode(JSON.stringify(request))}&request_format=search-query&response_format=compact&size=10`;
}

/** Hostile texts to put into every leaf of a plausible request: broken text, injections, numbers as text. */
export const LEAF_TEXTS = [...BROKEN_TEXT, ...INJECTION, ...NUMBERS_AS_TEXT];

/** Copies of `value` with one leaf replaced by each of `replacements`, leaf by leaf (every leaf, every replacement). */
export function* everyLeafReplaced(value: unknown, replacements: readonly unknown[]): Generator<{ path: string; leaf: unknown; value: unknown }> {
  function* walk(node: unknown, path: string, rebuild: (leaf: unknown) => unknown): Generator<{ path: string; leaf: unknown; value: unknown }> {
    if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const childPath = Array.isArray(node) ? `${path}[${key}]` : `${path}.${key}`;
        yield* walk(child, childPath, (leaf) => {
          const copy = (Array.isArray(node) ? [...node] : { ...node }) as Record<string, unknown>;
          copy[key] = leaf;
          return rebuild(copy);
        });
      }
      return;
    }
    for (const leaf of replacements) yield { path, leaf, value: rebuild(leaf) };
  }
  yield* walk(value, '', (v) => v);
}

/** Replaces one leaf (or adds one key) of a plausible body with a hostile value. */
function breakOneField(rng: Rng, body: unknown): unknown {
  if (body === null || typeof body !== 'object') return hostileValue(rng);
  const copy = structuredClone(body) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (let i = 0; i < 4; i++) {
    const keys = Object.keys(node);
    if (!keys.length) break;
    const key = rng.pick(keys);
    const child = node[key];
    if (child === null || typeof child !== 'object' || rng.chance(0.3)) {
      node[key] = hostileValue(rng);
      return copy;
    }
    node = child as Record<string, unknown>;
  }
  node[rng.chance(0.5) ? rng.pick(QUERY_NAMES) : hostileString(rng).slice(0, 50)] = hostileValue(rng);
  return copy;
}

function fillPath(rng: Rng, pattern: string, hostile: boolean): string {
  return pattern.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => {
    if (!hostile)
      return name === 'index' ? 'ido' : name === 'type' ? 'product' : name === 'width' || name === 'height' ? '100' : name === 'mode' ? 'fit' : 'FLOUR-1';
    return rng.chance(0.4) ? rng.pick(URL_BREAKERS) : encode(hostileString(rng).slice(0, 300)).replace(rng.chance(0.3) ? /%2F/g : /^$/, '/');
  });
}

function query(rng: Rng, tokens: FuzzTokens, route: Route): string {
  // GET _search: now and then its plausible `request` JSON with one field broken.
  if (route.method === 'GET' && route.url.endsWith('/_search') && rng.chance(0.5)) return searchQueryString(breakOneField(rng, SEARCH_QUERY_REQUEST));
  const parts: string[] = [];
  for (let i = rng.int(0, 4); i > 0; i--) {
    const name = rng.pick(QUERY_NAMES);
    const value =
      name === 'cartId' && rng.chance(0.5)
        ? rng.pick([tokens.cartOfA, '1', '0', '-1', '2147483648', 'a'.repeat(32)])
        : rng.chance(0.2)
          ? rng.pick(URL_BREAKERS)
          : encode(rng.chance(0.2) ? JSON.stringify(hostileValue(rng)).slice(0, 5000) : hostileString(rng).slice(0, 5000));
    parts.push(`${name}=${value}`);
    // The same name twice makes an array where a string is expected.
    if (rng.chance(0.1)) parts.push(`${name}=${value}`);
  }
  if (rng.chance(0.3)) parts.push(`token=${encode(pickToken(rng, tokens))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

function pickToken(rng: Rng, tokens: FuzzTokens): string {
  return rng.pick([tokens.customerA, tokens.customerB, tokens.expired, tokens.forged, tokens.wrongKind, 'undefined', 'null', hostileString(rng).slice(0, 500)]);
}

const WRONG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;

/** `count` hostile requests over `routes`, the same ones for the same seed. */
export function* hostileRequests(seed: number, count: number, routes: Route[], tokens: FuzzTokens): Generator<HostileRequest> {
  const rng = makeRng(seed);
  const bodies = templates(tokens);
  for (let i = 0; i < count; i++) {
    const route = rng.pick(routes);
    const labels: string[] = [];
    let method = route.method as HostileRequest['method'];
    if (rng.chance(0.1)) {
      method = rng.pick(WRONG_METHODS);
      labels.push(`method ${method}`);
    }
    const hostilePath = rng.chance(0.25);
    let url = fillPath(rng, route.url, hostilePath) + query(rng, tokens, route);
    if (hostilePath) labels.push('hostile path');
    if (rng.chance(0.05))
      url = `${url.split('?')[0]}${rng.pick(['/..', '/%2e%2e', '//', '/./', '%00', '/'])}${url.includes('?') ? `?${url.split('?')[1]}` : ''}`;

    const headers: Record<string, string> = {};
    if (rng.chance(0.3)) {
      headers.authorization = rng.pick(['Bearer ', 'Basic ', '', 'bearer  ']) + pickToken(rng, tokens).slice(0, 2000);
      labels.push('authorization');
    }
    if (rng.chance(0.1)) headers['x-forwarded-for'] = rng.pick(['1.2.3.4', 'not-an-ip', '::1, 10.0.0.1', '\u00ff', '999.999.999.999']);
    if (rng.chance(0.1)) headers['x-vs-store-code'] = rng.pick(['de', 'it', 'zz', '../', '']);
    if (rng.chance(0.05)) headers['accept-encoding'] = rng.pick(['br;q=2', 'gzip;q=abc', '*', 'identity;q=0, *;q=0']);

    let payload: string | Buffer | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      const template = bodies[`${route.method} ${route.url}`];
      const kind = rng.int(0, 9);
      if (kind <= 4 && template) {
        payload = JSON.stringify(breakOneField(rng, template()));
        headers['content-type'] = 'application/json';
        labels.push('broken field');
      } else if (kind === 5) {
        payload = rng.pick([
          '{"a":',
          '[1,2',
          '{"a":1}}',
          'nul',
          '\u0000',
          '{"a":"\\ud800"}',
          '{"a":"\\u0000"}',
          '{"__proto__":{"x":1}}',
          '"just a string"',
          '123',
          'null',
          '',
        ]);
        headers['content-type'] = rng.pick(['application/json', 'application/json; charset=utf-16', 'application/json; charset=latin1']);
        labels.push('bad JSON');
      } else if (kind === 6) {
        payload = Buffer.from(
          rng.pick([
            [0xff, 0xfe, 0x7b, 0x7d],
            [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d],
            [0xef, 0xbb, 0xbf, 0x7b, 0x7d],
            [0xc0, 0x80],
          ]),
        );
        headers['content-type'] = 'application/json';
        labels.push('bad bytes');
      } else if (kind === 7) {
        payload = JSON.stringify({ pad: 'x'.repeat(rng.pick([100_000, 1_100_000])) });
        headers['content-type'] = 'application/json';
        labels.push('large body');
      } else if (kind === 8) {
        payload = rng.pick(['a=1&b=2', '<xml/>', 'sku=FLOUR-1&qty=1', '--boundary\r\n\r\n']);
        headers['content-type'] = rng.pick([
          'application/x-www-form-urlencoded',
          'text/xml',
          'multipart/form-data; boundary=boundary',
          'text/plain',
          'application/octet-stream',
        ]);
        labels.push('other content type');
      } else {
        payload = JSON.stringify(hostileValue(rng));
        headers['content-type'] = 'application/json';
        labels.push('hostile body');
      }
    }
    yield { method, url, headers, payload, route, label: `${method} ${url.slice(0, 120)}${labels.length ? ` [${labels.join(', ')}]` : ''}` };
  }
}

/**
 * The routes of an app, from Fastify's printRoutes tree ("├── /cart/create (POST)"): each line
 * is its parent's path plus a segment. HEAD is left out (Fastify adds it to every GET).
 */
export function routesOf(printed: string): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of printed.split('\n')) {
    const m = /^([│\s]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    const parent = stack[depth - 1] ?? '';
    // A wildcard printed as its own segment ("└── *") stands for "/*" under its parent.
    const path = m[2] === '*' && !parent.endsWith('/') ? `${parent}/*` : parent + m[2];
    stack[depth] = path;
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD')) routes.push({ method, url: path });
  }
  return routes;
}
