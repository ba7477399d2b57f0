/** Shared steps of the payment contract tests: a pending order, a provider's create call, the sandbox page. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../server/db/index.ts';
import { sameAddressInformation } from '../support/orderFixtures.ts';

/** Orders reserve stock (issue 4): these files place many orders of the fixture's FLOUR-1 (10 in stock). */
export async function plentyOfFlour(db: Db): Promise<void> {
  await db.query(`update catalog_entity set doc = jsonb_set(doc, '{stock,qty}', '100000') where entity = 'product' and sku = 'FLOUR-1'`);
}

export { address } from '../support/orderFixtures.ts';

/** 2 × Almond Flour (115.00 incl. VAT) + courier 65.00. */
export const GRAND_TOTAL = 295;

let counter = 0;
export function pendingOrder(fields: Record<string, unknown> = {}) {
  return {
    order_id: `pay-${Date.now()}-${++counter}`,
    cart_id: '',
    products: [{ sku: 'FLOUR-1', qty: 2, price: 0.01 }],
    addressInformation: sameAddressInformation(undefined, 'zapper'),
    ...fields,
  };
}

export async function savePending(app: FastifyInstance, body: object) {
  const res = await app.inject({ method: 'POST', url: '/api/order/save-pending-order', payload: body });
  if (res.statusCode !== 200) throw new Error(`save-pending-order ${res.statusCode}: ${res.body}`);
  return res.json().result as { backendOrderId: number; orderNumber: string };
}

export interface ProviderCase {
  name: string;
  /** The create call; answers the inject response. */
  create(app: FastifyInstance, checkoutReference: string, grandTotal: number | string): Promise<LightMyRequestResponse>;
  /** The provider page URL in the create answer. */
  pageOf(result: Record<string, unknown>): string;
  /** The query values the return to /order/status must carry. */
  keys: string[];
  /** Where the shopper returns (path + origin check). */
  returnsTo: string;
}

const post = (app: FastifyInstance, url: string, payload: object): Promise<LightMyRequestResponse> => app.inject({ method: 'POST', url, payload });

export const providerCases: ProviderCase[] = [
  {
    name: 'zapper',
    create: (app, checkoutReference, grandTotal) => post(app, '/api/zapper/create-checkout', { grandTotal, checkoutReference }),
    pageOf: (r) => String(r.redirectUrl),
    keys: ['payment_intent', 'payment_intent_client_secret', 'redirect_status', 'payment_await_type'],
    returnsTo: '/order/status',
  },
  {
    name: 'paygate',
    create: (app, checkoutReference, grandTotal) => post(app, '/api/paygate/create-checkout', { grandTotal, checkoutReference, paymentCode: 'paygate' }),
    pageOf: (r) => String(r.redirectUrl),
    keys: ['id', 'checkoutReference', 'status'],
    returnsTo: '/order/status',
  },
  {
    name: 'payjustnow',
    create: (app, checkoutReference, grandTotal) =>
      post(app, '/api/payjustnow/create-checkout', { grandTotal, checkoutReference, shopperResultUrl: 'http://localhost:8080/order/status' }),
    pageOf: (r) => String(r.redirectUrl),
    keys: ['ref', 'status'],
    returnsTo: 'http://localhost:8080/order/status',
  },
  {
    name: 'ikhokha',
    create: (app, checkoutReference, grandTotal) =>
      post(app, `/api/ikhokha/create-paylink?returnurlbase=${encodeURIComponent('http://localhost:8080')}`, {
        grandTotal,
        checkoutReference,
        paymentCode: 'ikhokha',
      }),
    pageOf: (r) => String(r.paylinkUrl),
    keys: ['ref', 'status'],
    returnsTo: 'http://localhost:8080/order/status',
  },
  {
    name: 'card',
    create: (app, checkoutReference, grandTotal) => post(app, '/api/card/checkoutid', { grandTotal, checkoutReference }),
    pageOf: (r) => String(r.redirectUrl),
    keys: ['id', 'resourcePath'],
    returnsTo: '/order/status',
  },
];

/** POSTs the sandbox form (urlencoded, as a browser does); answers the 303 Location. */
export async function submitOutcome(app: FastifyInstance, pageUrl: string, outcome: string) {
  const res = await app.inject({
    method: 'POST',
    url: new URL(pageUrl, 'http://localhost').pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  return res;
}

/** What the /order/status page would ask: the return URL's query, as is. */
export async function statusOf(app: FastifyInstance, location: string) {
  const search = new URL(location, 'http://localhost').search;
  return app.inject({ method: 'GET', url: `/api/payments/status${search}` });
}
