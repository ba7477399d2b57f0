/**
 * The built-in sandbox adapters, one per provider of the spec (000 §1, 001 §7 and §9). Each answers
 * its create call and returns to /order/status with the query values the real provider uses:
 *   Zapper (QR, type 4)        payment_intent, payment_intent_client_secret, redirect_status, payment_await_type
 *   PayGate (type 8)           id (PAY_REQUEST_ID), checkoutReference, status (TRANSACTION_STATUS 1/2/4)
 *   PayJustNow (type 12)       ref (checkout token), status
 *   iKhokha paylink (type 13)  ref (paylink id), status
 *   card checkout id           id (checkout id), resourcePath (OPPWA style: no outcome in the URL)
 *   PayPal-style               id (payment id), status; the client confirms with POST /api/paypal/execute
 */
import { createHash, randomBytes } from 'node:crypto';
import type { PaymentAdapter, PaymentRecord, PaymentState, ProviderCode, ProviderState } from './adapter.ts';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const withCode = (paymentCode: string | null): Record<string, string> => (paymentCode ? { paymentCode } : {});
const page = (p: PaymentRecord) => `/sandbox/${p.provider}/${encodeURIComponent(p.reference)}`;

/** The provider's own value for a state; it saw an expired attempt as still open and a refund_due one as paid. */
function pick<T extends string>(state: PaymentState, map: Record<ProviderState, T>): T {
  return map[state === 'expired' ? 'canceled' : state === 'refund_due' ? 'paid' : state];
}

const zapper: PaymentAdapter = {
  provider: 'zapper',
  methodCode: 'zapper',
  title: 'Zapper Payment',
  typeId: 4,
  queryKeys: ['payment_intent', 'payment_intent_client_secret', 'redirect_status', 'payment_await_type'],
  async open() {
    const reference = `pi_${hex(12)}`;
    return { reference, providerIds: { client_secret: `${reference}_secret_${hex(8)}` } };
  },
  checkoutAnswer: (p, pageUrl) => ({
    payment_intent: p.reference,
    payment_intent_client_secret: p.providerIds.client_secret,
    payment_await_type: 'qr',
    typeId: 4,
    redirectUrl: pageUrl,
  }),
  pagePath: page,
  returnQuery: (p, state) => ({
    payment_intent: p.reference,
    payment_intent_client_secret: p.providerIds.client_secret,
    redirect_status: pick(state, { pending: 'processing', paid: 'succeeded', canceled: 'canceled', failed: 'failed' }),
    payment_await_type: 'qr',
  }),
};

const paygate: PaymentAdapter = {
  provider: 'paygate',
  methodCode: 'paygate',
  title: 'PayGate',
  typeId: 8,
  queryKeys: ['id', 'checkoutReference', 'status'],
  async open({ checkoutReference, amount, paymentCode }) {
    const reference = hex(16)
      .toUpperCase()
      .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
    // PayWeb3 signs its answer: md5 over the fields and the merchant key (here a sandbox key).
    const checksum = createHash('md5')
      .update(`${reference}${checkoutReference}${Math.round(amount * 100)}sandbox-key`)
      .digest('hex');
    return { reference, providerIds: { checksum, ...withCode(paymentCode) } };
  },
  checkoutAnswer: (p, pageUrl) => ({
    PAY_REQUEST_ID: p.reference,
    CHECKSUM: p.providerIds.checksum,
    REFERENCE: p.checkoutReference,
    typeId: 8,
    redirectUrl: pageUrl,
  }),
  pagePath: page,
  returnQuery: (p, state) => ({
    id: p.reference,
    checkoutReference: p.checkoutReference,
    // PayWeb3 TRANSACTION_STATUS: 0 not done, 1 approved, 2 declined, 4 user cancelled.
    status: pick(state, { pending: '0', paid: '1', failed: '2', canceled: '4' }),
  }),
};

const payjustnow: PaymentAdapter = {
  provider: 'payjustnow',
  methodCode: 'payjustnow',
  title: 'PayJustNow',
  typeId: 12,
  queryKeys: ['ref', 'status'],
  async open() {
    return { reference: `pjn_${hex(16)}`, providerIds: {} };
  },
  checkoutAnswer: (p, pageUrl) => ({ checkoutToken: p.reference, typeId: 12, redirectUrl: pageUrl }),
  pagePath: page,
  returnQuery: (p, state) => ({ ref: p.reference, status: pick(state, { pending: 'pending', paid: 'paid', canceled: 'cancelled', failed: 'declined' }) }),
};

const ikhokha: PaymentAdapter = {
  provider: 'ikhokha',
  methodCode: 'ikhokha',
  title: 'iKhokha Payment Link',
  typeId: 13,
  queryKeys: ['ref', 'status'],
  async open({ paymentCode }) {
    return { reference: `ikh${hex(12)}`, providerIds: withCode(paymentCode) };
  },
  checkoutAnswer: (p, pageUrl) => ({
    responseCode: '00',
    paylinkID: p.reference,
    paylinkUrl: pageUrl,
    externalTransactionID: p.checkoutReference,
    typeId: 13,
    redirectUrl: pageUrl,
  }),
  pagePath: page,
  returnQuery: (p, state) => ({ ref: p.reference, status: pick(state, { pending: 'PENDING', paid: 'SUCCESS', canceled: 'CANCELLED', failed: 'FAILURE' }) }),
};

const card: PaymentAdapter = {
  provider: 'card',
  methodCode: 'card',
  title: 'Credit or debit card',
  typeId: null,
  queryKeys: ['id', 'resourcePath'],
  async open() {
    return { reference: `${hex(16).toUpperCase()}.sbx01`, providerIds: {} };
  },
  checkoutAnswer: (p, pageUrl) => ({
    id: p.reference,
    result: { code: '000.200.100', description: 'successfully created checkout' },
    ndc: p.reference,
    redirectUrl: pageUrl,
  }),
  pagePath: page,
  // As OPPWA's COPYandPAY: the return URL never says how it went; the server asks the resource.
  returnQuery: (p) => ({ id: p.reference, resourcePath: `/v1/checkouts/${p.reference}/payment` }),
};

const paypal: PaymentAdapter = {
  provider: 'paypal',
  methodCode: 'paypal',
  title: 'PayPal',
  typeId: null,
  queryKeys: ['id', 'status'],
  async open() {
    return { reference: `PAYID-${hex(12).toUpperCase()}`, providerIds: { payer_id: hex(6).toUpperCase() } };
  },
  checkoutAnswer: (p, pageUrl) => ({
    id: p.reference,
    state: 'created',
    links: [{ rel: 'approval_url', href: pageUrl, method: 'REDIRECT' }],
    redirectUrl: pageUrl,
  }),
  pagePath: page,
  returnQuery: (p, state) => ({ id: p.reference, status: pick(state, { pending: 'created', paid: 'approved', canceled: 'canceled', failed: 'failed' }) }),
};

export const ADAPTERS: Record<ProviderCode, PaymentAdapter> = { zapper, paygate, payjustnow, ikhokha, card, paypal };

export function adapterOf(provider: string): PaymentAdapter | null {
  return Object.hasOwn(ADAPTERS, provider) ? ADAPTERS[provider as ProviderCode] : null;
}
