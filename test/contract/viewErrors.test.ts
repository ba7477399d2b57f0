// @vitest-environment node
/**
 * Error messages in the store view's language (issue 13, docs/api-messages.md): a request in the de
 * or it view reads its error in German or Italian, in the envelope's own shape; the default view
 * keeps the contract's English word for word. The view comes from x-vs-store-code or ?storeCode=.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { orderBody, setStock } from './cartHelpers.ts';
import { setUpTestApp } from './testApp.ts';
import { login, register, uniqueEmail } from './userSession.ts';
import { berlinAddress } from '../support/orderFixtures.ts';

type View = 'default' | 'de' | 'it';

const MODES: [string, NodeJS.ProcessEnv][] = [
  ['MULTISTORE unset', {}],
  ['MULTISTORE=on', { MULTISTORE: 'on' }],
];

/** A request in a view, named by the header (or by ?storeCode= when `byQuery`). */
async function inView(app: FastifyInstance, view: View, method: 'GET' | 'POST', url: string, payload?: object, byQuery = false) {
  const res = await app.inject({
    method,
    url: byQuery ? `${url}${url.includes('?') ? '&' : '?'}storeCode=${view}` : url,
    headers: byQuery ? {} : { 'x-vs-store-code': view },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe.each(backendNames)('API errors in the store view language (%s)', (backend) => {
  describe.each(MODES)('%s', (_mode, env) => {
    const t = setUpTestApp(backend, () => setStock(t.db, 'FLOUR-1', 1000), { env });

    it.each([
      ['default', 'body/url must be string'],
      ['de', 'Ungültige Anfrage: body/url muss sein: string'],
      ['it', 'Richiesta non valida: body/url deve essere di tipo string'],
    ] as const)('a request that fails its schema (400) in the %s view', async (view, text) => {
      const res = await inView(t.app, view, 'POST', '/api/url/map', { url: { a: 1 } });
      expect(res).toEqual({ status: 400, body: { code: 400, result: view === 'default' ? `Invalid request: ${text}` : text } });
    });

    it.each([
      ['default', 'Route GET /api/no-such-thing not found', 'No such entity with cartId = 0123456789abcdef'],
      ['de', 'Die Route GET /api/no-such-thing wurde nicht gefunden', 'Es gibt keinen Warenkorb mit cartId = 0123456789abcdef'],
      ['it', 'Percorso GET /api/no-such-thing non trovato', 'Nessun carrello con cartId = 0123456789abcdef'],
    ] as const)('an unknown route and an unknown cart (404) in the %s view', async (view, route, cart) => {
      expect(await inView(t.app, view, 'GET', '/api/no-such-thing', undefined, true)).toEqual({ status: 404, body: { code: 404, result: route } });
      expect(await inView(t.app, view, 'GET', '/api/cart/pull?cartId=0123456789abcdef')).toEqual({ status: 404, body: { code: 404, result: cart } });
    });

    it.each([
      ['it', 'de', 'Dieser Warenkorb gehört zur Shop-Ansicht „it“ und kann in der Shop-Ansicht „de“ nicht verwendet werden'],
      ['de', 'it', 'Questo carrello appartiene alla vista negozio "de" e non può essere usato nella vista negozio "it"'],
      ['de', 'default', 'This cart belongs to the store view "de" and cannot be used in the store view "default"'],
    ] as const)('a cart of the %s view used in the %s view (409)', async (own, used, text) => {
      const cartId = (await inView(t.app, own, 'POST', '/api/cart/create')).body.result as string;
      const res = await inView(t.app, used, 'POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'FLOUR-1', qty: 1 } });
      expect(res).toEqual({ status: 409, body: { code: 409, result: text } });
    });

    it.each([
      ['de', ['Die Zahlungsart zapper ist für Zahlungen in EUR nicht verfügbar']],
      ['it', ['Il metodo di pagamento zapper non è disponibile per pagamenti in EUR']],
    ] as const)('a payment method refused in the %s view keeps the value and the list (400)', async (view, result) => {
      const berlin = { ...berlinAddress, email: 'lena@example.com' };
      const addr = view === 'de' ? berlin : { ...berlin, country_id: 'IT', city: 'Roma' };
      const body = orderBody({
        addressInformation: { ...orderBody().addressInformation, shippingAddress: addr, billingAddress: addr, payment_method_code: 'zapper' },
      });
      expect(await inView(t.app, view, 'POST', '/api/order', body, true)).toEqual({ status: 400, body: { code: 400, result } });
    });

    it('a payment method refused in the default view: the contract words', async () => {
      const res = await inView(t.app, 'default', 'POST', '/api/zapper/create-checkout', { grandTotal: 1, checkoutReference: 'none' });
      expect(res.body.result).toBe('No order waiting for payment has this checkoutReference');
    });

    it.each([
      ['default', 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'],
      ['de', 'Die Anmeldung war nicht korrekt oder Ihr Konto ist vorübergehend gesperrt. Bitte warten Sie und versuchen Sie es später erneut.'],
      ['it', "L'accesso non è riuscito oppure l'account è temporaneamente disattivato. Attendere e riprovare più tardi."],
    ] as const)('a failed login (401) in the %s view', async (view, text) => {
      const email = uniqueEmail(`login-${view}`);
      await register(t.app, email);
      const res = await inView(t.app, view, 'POST', '/api/user/login', { username: email, password: 'not the password' });
      expect(res).toEqual({ status: 401, body: { code: 401, result: text } });
    });

    it.each([
      ['default', "The password doesn't match this account."],
      ['de', 'Das Passwort passt nicht zu diesem Konto.'],
      ['it', 'La password non corrisponde a questo account.'],
    ] as const)('an object result keeps its shape, its errorMessage in the %s view', async (view, errorMessage) => {
      const email = uniqueEmail(`change-${view}`);
      await register(t.app, email);
      const { token } = await login(t.app, email);
      const res = await inView(t.app, view, 'POST', `/api/user/change-password?token=${token}`, {
        currentPassword: 'not the password',
        newPassword: 'a new password 1',
      });
      expect(res.body).toEqual({ code: res.status, result: { errorMessage, code: res.status } });
    });

    it.each([
      ['default', "The consumer isn't authorized to access self."],
      ['de', 'Sie sind nicht berechtigt, auf dieses Konto zuzugreifen.'],
      ['it', 'Non si è autorizzati ad accedere a questo account.'],
    ] as const)('a call without a valid token (401) in the %s view', async (view, text) => {
      expect(await inView(t.app, view, 'GET', '/api/user/me?token=not-a-token')).toEqual({ status: 401, body: { code: 401, result: text } });
    });

    it('the rate limit (429) in each view', async () => {
      const review = (view: View) => inView(t.app, view, 'POST', '/api/review/create', {});
      // 20 reviews an hour from one address (plugins/rateLimit.ts); these are refused as invalid but counted.
      for (let i = 0; i < 20; i++) expect((await review('default')).status).toBe(400);
      expect(await review('de')).toEqual({
        status: 429,
        body: { code: 429, result: 'Zu viele Anfragen. Bitte warten Sie und versuchen Sie es später erneut.' },
      });
      expect(await review('it')).toEqual({ status: 429, body: { code: 429, result: 'Troppe richieste. Attendere e riprovare più tardi.' } });
      expect(await review('default')).toEqual({ status: 429, body: { code: 429, result: 'Too many requests. Please wait and try again later.' } });
    });

    it('an unknown store code answers in the default view: English', async () => {
      expect((await inView(t.app, 'fr' as View, 'GET', '/api/cart/pull?cartId=0123456789abcdef')).body.result).toBe(
        'No such entity with cartId = 0123456789abcdef',
      );
    });
  });
});
