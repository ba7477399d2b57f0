// @vitest-environment node
/**
 * Store views on the server (issue 13, docs/store-views.md): VAT by tax class and currency per view,
 * payment and shipping methods per currency, a cart bound to the view it was created in, and the
 * order's store view, currency and store name, in both modes (MULTISTORE unset and on). Each view
 * prices the lines from its own catalogue (migration 018): FLOUR-1 costs net 100 R, 50 € in de, 40 € in it.
 */
import { describe, expect, it } from 'vitest';
import { insertCatalogue } from '../../server/seed/seed.ts';
import { PRODUCT_TAX_CLASS_BASIC_FOOD, PRODUCT_TAX_CLASS_FOOD } from '../../server/seed/taxrules.ts';
import { translateMessage } from '../../server/services/messages/apiMessages.ts';
import { servedStoreViews, storeViewByCode, STORE_VIEWS } from '../../server/services/storeViews.ts';
import { backendNames } from './backends.ts';
import { orderBody, setStock, storedOrder } from './cartHelpers.ts';
import { product, setViewDoc } from './fixtures.ts';
import { setUpTestApp } from './testApp.ts';
import { berlinAddress } from '../support/orderFixtures.ts';

const MODES: [string, NodeJS.ProcessEnv][] = [
  ['MULTISTORE unset', {}],
  ['MULTISTORE=on', { MULTISTORE: 'on' }],
];

const berlin = { ...berlinAddress, email: 'lena@example.com' };

/** An error message as the view (null: the default) writes it. */
const inLanguageOf = (storeCode: string | null, text: string) => translateMessage(text, storeViewByCode(storeCode ?? 'default').language);

describe.each(backendNames)('store views on the server (%s)', (backend) => {
  describe.each(MODES)('%s', (_mode, env) => {
    const t = setUpTestApp(
      backend,
      async () => {
        // Net 10 each: basic food (class 5) and food (class 6), beside FLOUR-1 (net 100, standard goods).
        const food = [
          product(201, 'PASTA-1', { name: 'Spelt Pasta', price: 10, tax_class_id: PRODUCT_TAX_CLASS_BASIC_FOOD }),
          product(202, 'BAR-1', { name: 'Protein Bar', price: 10, tax_class_id: PRODUCT_TAX_CLASS_FOOD }),
        ];
        const catalogue = { products: food, categories: [], attributes: [], taxrules: [], cms_pages: [], cms_blocks: [] };
        await t.db.transaction(async (tx) => {
          for (const view of STORE_VIEWS) await insertCatalogue(tx, catalogue, view.storeCode);
        });
        await setViewDoc(t.db, 'de', 'product', 101, { price: 50 });
        await setViewDoc(t.db, 'it', 'product', 101, { price: 40 });
        await setStock(t.db, 'FLOUR-1', 1000);
      },
      { env },
    );

    const call = async (storeCode: string | null, method: 'GET' | 'POST', path: string, payload?: object) => {
      const res = await t.app.inject({ method, url: `/api/cart/${path}`, headers: storeCode ? { 'x-vs-store-code': storeCode } : {}, payload });
      return { status: res.statusCode, body: res.json() };
    };
    const cartIn = async (
      storeCode: string | null,
      lines: [string, number][] = [
        ['FLOUR-1', 1],
        ['PASTA-1', 1],
        ['BAR-1', 1],
      ],
    ) => {
      const cartId = (await call(storeCode, 'POST', 'create')).body.result as string;
      for (const [sku, qty] of lines) expect((await call(storeCode, 'POST', `update?cartId=${cartId}`, { cartItem: { sku, qty } })).status).toBe(200);
      return cartId;
    };

    it.each([
      // view, currency, per line incl. VAT (standard, basic food, food), tax, grand total
      ['default', 'ZAR', [115, 11.5, 11.5], 18, 138],
      ['de', 'EUR', [59.5, 10.7, 10.7], 10.9, 80.9],
      ['it', 'EUR', [48.8, 10.4, 11], 10.2, 70.2],
    ])('totals the same lines in the %s view in %s with its VAT per tax class', async (view, currency, lines, tax, grand) => {
      const cartId = await cartIn(view);
      const totals = (await call(view, 'GET', `totals?cartId=${cartId}`)).body.result;
      expect(totals.items.map((i: { row_total_incl_tax: number }) => i.row_total_incl_tax)).toEqual(lines);
      expect(totals).toMatchObject({
        quote_currency_code: currency,
        base_currency_code: currency,
        tax_amount: tax,
        subtotal_incl_tax: grand,
        grand_total: grand,
      });
      expect(totals.extension_attributes.pricing_terms).toMatchObject({ currency });
    });

    it.each([
      ['default', ['zapper', 'paygate', 'payjustnow', 'ikhokha', 'card', 'cashondelivery']],
      ['de', ['card', 'paypal', 'cashondelivery']],
      ['it', ['card', 'paypal', 'cashondelivery']],
    ])('offers the payment methods of the %s view’s currency', async (view, codes) => {
      const cartId = await cartIn(view, [['FLOUR-1', 1]]);
      const methods = (await call(view, 'GET', `payment-methods?cartId=${cartId}`)).body.result as { code: string; default: boolean }[];
      expect(methods.map((m) => m.code)).toEqual(codes);
      // The client takes the first default method: a rand provider, or the card in euro.
      expect(methods.find((m) => m.default)?.code).toBe(codes[0]);
    });

    it('ships to a German address in the German view at the euro courier rate, free from 50', async () => {
      const cartId = await cartIn('de', [['PASTA-1', 2]]);
      const methods = (await call('de', 'POST', `shipping-methods?cartId=${cartId}`, { address: { country_id: 'DE' } })).body.result;
      expect(methods.map((m: { carrier_code: string; price_incl_tax: number }) => [m.carrier_code, m.price_incl_tax])).toEqual([['courier', 4.9]]);
      await call('de', 'POST', `update?cartId=${cartId}`, { cartItem: { sku: 'FLOUR-1', qty: 1 } });
      const info = { shippingAddress: { countryId: 'DE' }, shippingCarrierCode: 'courier', shippingMethodCode: 'standard' };
      const res = await call('de', 'POST', `shipping-information?cartId=${cartId}`, { addressInformation: info });
      expect(res.body.result.totals).toMatchObject({ shipping_incl_tax: 0, grand_total: 80.9 });
      expect(res.body.result.payment_methods.map((m: { code: string }) => m.code)).toEqual(['card', 'paypal', 'cashondelivery']);
    });

    it.each([
      ['de', 'it', 'GET', 'totals'],
      ['de', null, 'GET', 'pull'],
      ['default', 'de', 'POST', 'update'],
      ['it', 'de', 'GET', 'payment-methods'],
      ['it', 'default', 'POST', 'apply-coupon'],
    ])('refuses a cart of the %s view used in the %s view (%s %s) with 409', async (own, other, method, path) => {
      const cartId = await cartIn(own, [['FLOUR-1', 1]]);
      const res = await call(
        other,
        method as 'GET' | 'POST',
        `${path}?cartId=${cartId}&coupon=X`,
        method === 'POST' ? { cartItem: { sku: 'FLOUR-1', qty: 1 } } : undefined,
      );
      expect(res).toEqual({
        status: 409,
        // In the language of the view asked in (test/contract/viewErrors.test.ts pins the German and Italian words).
        body: {
          code: 409,
          result: inLanguageOf(other, `This cart belongs to the store view "${own}" and cannot be used in the store view "${other ?? 'default'}"`),
        },
      });
      // The cart is untouched and still answers in its own view.
      expect((await call(own, 'GET', `pull?cartId=${cartId}`)).body.result).toMatchObject([{ sku: 'FLOUR-1', qty: 1 }]);
    });

    it('refuses an order from a cart of another view, and takes it in the cart’s own view with its currency and store name', async () => {
      const cartId = await cartIn('de', [['FLOUR-1', 1]]);
      const body = orderBody({ cart_id: cartId, addressInformation: { ...orderBody().addressInformation, shippingAddress: berlin, billingAddress: berlin } });
      const wrong = await t.app.inject({ method: 'POST', url: '/api/order?storeCode=it', payload: body });
      expect(wrong.statusCode).toBe(409);
      expect(await storedOrder(t.db, body.order_id)).toBeUndefined();
      const ok = await t.app.inject({ method: 'POST', url: '/api/order?storeCode=de', payload: body });
      expect(ok.statusCode).toBe(200);
      expect(await storedOrder(t.db, body.order_id)).toMatchObject({ store_code: 'de', currency: 'EUR', store_name: 'Ido Deutschland', grand_total: '59.50' });
    });

    it.each([
      ['zapper', 'de', 400],
      ['ikhokha', 'it', 400],
      ['card', 'de', 200],
      ['card', 'default', 200],
      ['paypal', 'it', 200],
    ])('an order paid with %s in the %s view → %d', async (payment, view, status) => {
      const addr = view === 'default' ? orderBody().addressInformation.shippingAddress : view === 'de' ? berlin : { ...berlin, country_id: 'IT', city: 'Roma' };
      const body = orderBody({
        addressInformation: { ...orderBody().addressInformation, shippingAddress: addr, billingAddress: addr, payment_method_code: payment },
      });
      const res = await t.app.inject({ method: 'POST', url: `/api/order?storeCode=${view}`, payload: body });
      expect(res.statusCode).toBe(status);
      if (status === 400)
        expect(res.json().result).toEqual([
          inLanguageOf(view, `The payment method ${payment} is not available for payments in ${view === 'default' ? 'ZAR' : 'EUR'}`),
        ]);
    });

    it('opens no rand provider checkout for a euro order; the card checkout takes it', async () => {
      const body = orderBody({
        addressInformation: { ...orderBody().addressInformation, shippingAddress: berlin, billingAddress: berlin, payment_method_code: 'card' },
      });
      const saved = await t.app.inject({ method: 'POST', url: '/api/order/save-pending-order?storeCode=de', payload: body });
      const { grandTotal } = saved.json().result;
      expect(grandTotal).toBe(59.5); // the courier is free from 50 in euro
      const open = (path: string) => t.app.inject({ method: 'POST', url: `/api/${path}`, payload: { grandTotal, checkoutReference: body.order_id } });
      const zapper = await open('zapper/create-checkout');
      expect(zapper.json()).toEqual({ code: 400, result: 'The payment method zapper is not available for payments in EUR' });
      expect((await open('card/checkoutid')).statusCode).toBe(200);
    });
  });
});

describe('a store view extending an unknown view (spec 001 §8)', () => {
  const lines: string[] = [];
  const broken = STORE_VIEWS.map((v) => (v.storeCode === 'it' ? { ...v, extends: 'fr' } : v));
  const t = setUpTestApp('pglite', undefined, { storeViews: broken, log: { level: 'error', stream: { write: (line) => void lines.push(line) } } });

  it('is reported at start and not served; the views it does not touch are', async () => {
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({ level: 50, msg: 'Store view "it" extends unknown store view "fr"; it is not served' }),
    ]);
    const search = (index: string) => t.app.inject({ method: 'GET', url: `/api/catalog/${index}/product/_search?size=1` });
    expect((await search('ido_it')).json()).toEqual({ code: 400, result: expect.stringMatching(/^Invalid \/ inaccessible index name/) });
    expect((await search('ido_de')).statusCode).toBe(200);
  });

  it.each([
    ['the German view', ['default', 'de', 'it'], 0],
    ['a view extending a view that is itself left out', ['default', 'a>zz', 'b>a'], 2],
    ['views extending each other', ['default', 'a>b', 'b>a'], 2],
  ])('served views: %s', (_name, codes, errors) => {
    const views = codes.map((c, i) => ({ ...STORE_VIEWS[0], storeCode: c.split('>')[0], storeId: i + 1, extends: c.split('>')[1] }));
    const logged: string[] = [];
    const served = servedStoreViews(views, (m) => logged.push(m));
    expect([served.length, logged.length]).toEqual([codes.length - errors, errors]);
  });
});
