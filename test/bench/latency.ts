import { randomUUID } from 'node:crypto';
import { percentile, timeIt } from './stats.ts';

export interface Latency {
  what: string;
  n: number;
  p50: number;
  p95: number;
  errors: number;
}

type Filter = { attribute: string; value: Record<string, unknown>; scope: string };

/** GET /api/catalog/ido/<entity>/_search as the PWA sends it (search-query in, compact out). */
export function searchUrl(base: string, entity: string, filters: Filter[], opts: { size?: number; text?: string } = {}) {
  const request = { _availableFilters: [], _appliedFilters: filters, _appliedSort: [], _searchText: opts.text ?? '' };
  const q = new URLSearchParams({
    request: JSON.stringify(request),
    request_format: 'search-query',
    response_format: 'compact',
    size: String(opts.size ?? 50),
    from: '0',
  });
  return `${base}/api/catalog/ido/${entity}/_search?${q}`;
}

const listable: Filter[] = [
  { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
  { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
];

interface ProductHit {
  sku: string;
  type_id?: string;
  nm?: string;
  name?: string;
  id?: number | string;
  [k: string]: unknown;
}

async function getJson<T>(url: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as T };
}

/** In-stock simple products from the real catalogue API, to build valid orders from. */
export async function fetchOrderableProducts(base: string): Promise<ProductHit[]> {
  const filters = [
    ...listable,
    { attribute: 'type_id', value: { eq: 'simple' }, scope: 'default' },
    { attribute: 'stock.is_in_stock', value: { eq: true }, scope: 'default' },
  ];
  const { status, body } = await getJson<{ hits: ProductHit[] }>(searchUrl(base, 'product', filters, { size: 20 }));
  if (status !== 200 || !body.hits?.length) throw new Error(`no orderable products (HTTP ${status})`);
  return body.hits;
}

const pick = (p: ProductHit, long: string, short: string) => (p[long] ?? p[short]) as number | string | undefined;

export interface ShippingChoice {
  carrier_code: string;
  method_code: string;
}

/** The server's first shipping method for a South African address, asked as the checkout asks. */
export async function fetchShippingChoice(base: string): Promise<ShippingChoice> {
  const json = { method: 'POST', headers: { 'content-type': 'application/json' } };
  const cart = await getJson<{ result: string }>(`${base}/api/cart/create`, { ...json, body: '{}' });
  const methods = await getJson<{ result: ShippingChoice[] }>(`${base}/api/cart/shipping-methods?cartId=${cart.body.result}`, {
    ...json,
    body: JSON.stringify({ address: { country_id: 'ZA' } }),
  });
  const first = methods.body.result?.[0];
  if (!first) throw new Error(`no shipping method offered (HTTP ${methods.status})`);
  return { carrier_code: first.carrier_code, method_code: first.method_code };
}

/** A guest order as the PWA's checkout sends it (contract §4.1); the server recomputes prices. */
export function guestOrder(products: ProductHit[], i: number, shipping: ShippingChoice) {
  const lines = [products[i % products.length], products[(i * 7 + 3) % products.length]];
  const address = {
    firstname: 'Thandi',
    lastname: 'Nkosi',
    email: `bench${i}@example.co.za`,
    telephone: '0821234567',
    street: ['12 Long Street', ''],
    city: 'Cape Town',
    postcode: '8001',
    country_id: 'ZA',
    region: 'Western Cape',
    region_id: 0,
    company: '',
  };
  const now = new Date().toISOString();
  return {
    order_id: `bench-${Date.now()}-${randomUUID()}`,
    user_id: '',
    cart_id: '',
    store_code: 'default',
    transmited: true,
    created_at: now,
    updated_at: now,
    products: lines.map((p, n) => ({
      sku: p.sku,
      name: pick(p, 'name', 'nm'),
      qty: n + 1,
      price: Number(pick(p, 'final_price', 'fp') ?? pick(p, 'price', 'p') ?? 1),
      priceInclTax: Number(pick(p, 'final_price_incl_tax', 'fpit') ?? pick(p, 'price_incl_tax', 'pit') ?? 1),
      product_type: p.type_id ?? 'simple',
      id: p.id,
    })),
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shipping_method_code: shipping.method_code,
      shipping_carrier_code: shipping.carrier_code,
      payment_method_code: 'cashondelivery',
      payment_method_additional: {},
      shippingExtraFields: {},
    },
  };
}

function summarise(what: string, times: number[], errors: number): Latency {
  const r = (n: number) => Math.round(n * 10) / 10;
  return { what, n: times.length, p50: r(percentile(times, 50)), p95: r(percentile(times, 95)), errors };
}

/** n sequential POST /api/order of distinct valid guest orders. */
export async function benchOrders(base: string, n: number): Promise<Latency & { firstError?: string }> {
  const products = await fetchOrderableProducts(base);
  const shipping = await fetchShippingChoice(base);
  const times: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  for (let i = 0; i < n; i++) {
    const body = JSON.stringify(guestOrder(products, i, shipping));
    times.push(
      await timeIt(async () => {
        const res = await fetch(`${base}/api/order`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        const text = await res.text();
        if (res.status !== 200) {
          errors++;
          firstError ??= `HTTP ${res.status}: ${text.slice(0, 300)}`;
        }
      }),
    );
  }
  return { ...summarise('order placement (POST /api/order)', times, errors), firstError };
}

/** n sequential catalogue queries: a category page listing and a text search, alternating terms. */
export async function benchSearch(base: string, n: number): Promise<Latency[]> {
  const { body } = await getJson<{ hits: { id: number | string }[] }>(
    searchUrl(base, 'category', [{ attribute: 'is_active', value: { eq: true }, scope: 'default' }], { size: 50 }),
  );
  const categoryIds = (body.hits ?? []).map((c) => Number(c.id));
  const terms = ['protein', 'almond', 'vegan', 'tea', 'keto', 'organic', 'bar', 'vitamin'];
  const run = async (what: string, urlFor: (i: number) => string) => {
    const times: number[] = [];
    let errors = 0;
    for (let i = 0; i < n; i++) {
      times.push(
        await timeIt(async () => {
          const res = await fetch(urlFor(i));
          await res.arrayBuffer();
          if (res.status !== 200) errors++;
        }),
      );
    }
    return summarise(what, times, errors);
  };
  return [
    await run('category listing (50 products)', (i) =>
      searchUrl(base, 'product', [...listable, { attribute: 'category_ids', value: { in: [categoryIds[i % categoryIds.length]] }, scope: 'default' }]),
    ),
    await run('catalogue text search', (i) =>
      searchUrl(base, 'product', [{ attribute: 'visibility', value: { in: [3, 4] }, scope: 'default' }, listable[1]], {
        text: terms[i % terms.length],
      }),
    ),
  ];
}
