// @vitest-environment node
/**
 * The Vue Storefront 1.12 client, unchanged, against our server (issue 12): every request here is
 * sent as that client sends it — its task queue's headers (JSON content type also on bodiless
 * POSTs), `token=` empty for guests, the order without order_id, the catalogue under VSF's own
 * index name, the cms-data extension's paths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { address, expectOrderPlaced, setStock } from './cartHelpers.ts';
import { makeTestApp, type TestApp } from './testApp.ts';
import { shopper } from './userSession.ts';
import { sameAddressInformation } from '../support/orderFixtures.ts';
import { STORE_VIEWS } from '../../server/services/storeViews.ts';

/** TaskQueue.execute's fetch headers (core/lib/sync/task.ts). */
const VSF_HEADERS = { accept: 'application/json, text/plain, */*', 'content-type': 'application/json' };

/** A URL template of VSF's config, filled as TaskQueue fills it ({{token}} → '' for a guest). */
const fill = (template: string, token: string, cartId = '') =>
  template.replace('{{token}}', encodeURIComponent(token)).replace('{{cartId}}', encodeURIComponent(cartId));

/** The order VSF 1.12's checkout posts (core/pages/Checkout.js prepareOrder): no order_id, full cart items. */
function vsfOrder(cartId: string, userId = '', fields: Record<string, unknown> = {}) {
  const shippingAddress = { ...address, region_id: 0, region_code: '', company: '' };
  // The billing address as VSF builds it when "same as shipping" is off: no telephone, no e-mail.
  const { telephone: _t, email: _e, ...billingAddress } = { ...shippingAddress, vat_id: '' };
  return {
    user_id: userId,
    cart_id: cartId,
    products: [
      {
        sku: 'FLOUR-1',
        qty: 1,
        name: 'Almond Flour 1kg',
        price: 100,
        priceInclTax: 115,
        server_item_id: 1,
        server_cart_id: cartId,
        product_type: 'simple',
        totals: {},
      },
    ],
    addressInformation: { ...sameAddressInformation(shippingAddress), billingAddress, shippingExtraFields: {} },
    transmited: true,
    ...fields,
  };
}

describe.each(backendNames)('the Vue Storefront 1.12 client (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(backend);
    await setStock(t.db, 'FLOUR-1', 1000);
    await t.db.query("insert into gift_card (code, balance, initial_balance) values ('VSF-CARD', 40, 40)");
  });
  afterAll(() => t.close());

  /** A request exactly as TaskQueue.execute sends it: POSTs with the JSON content type, a body only when there is one. */
  const send = (method: 'GET' | 'POST', url: string, body?: object) =>
    t.app.inject({ method, url, headers: VSF_HEADERS, ...(body ? { payload: JSON.stringify(body) } : {}) });

  const guestCart = async (): Promise<string> => {
    const res = await send('POST', fill('/api/cart/create?token={{token}}', ''));
    expect(res.json()).toEqual({ code: 200, result: expect.stringMatching(/^[0-9a-f]{32}$/) });
    return res.json().result;
  };

  describe('bodiless POSTs with Content-Type: application/json', () => {
    it('creates a guest cart and a customer cart', async () => {
      await guestCart();
      const { token } = await shopper(t.app, 'vsfcart');
      const res = await send('POST', fill('/api/cart/create?token={{token}}', token));
      expect(res.json()).toEqual({ code: 200, result: expect.any(Number) });
    });

    it('applies and deletes a coupon, and adds a gift card', async () => {
      const cartId = await guestCart();
      expect(
        (await send('POST', fill('/api/cart/update?token={{token}}&cartId={{cartId}}', '', cartId), { cartItem: { sku: 'FLOUR-1', qty: 2, quoteId: cartId } }))
          .statusCode,
      ).toBe(200);
      const apply = await send('POST', `${fill('/api/cart/apply-coupon?token={{token}}&cartId={{cartId}}', '', cartId)}&coupon=HEALTHY10`);
      expect(apply.json()).toEqual({ code: 200, result: true });
      const totals = (await send('GET', fill('/api/cart/totals?token={{token}}&cartId={{cartId}}', '', cartId))).json().result;
      expect(totals.coupon_code).toBe('HEALTHY10');
      expect((await send('POST', fill('/api/cart/delete-coupon?token={{token}}&cartId={{cartId}}', '', cartId))).json()).toEqual({ code: 200, result: true });
      expect((await send('POST', `${fill('/api/cart/add-voucher?token={{token}}&cartId={{cartId}}', '', cartId)}&voucherCode=VSF-CARD`)).json()).toEqual({
        code: 200,
        result: true,
      });
      expect((await send('GET', fill('/api/cart/totals?token={{token}}&cartId={{cartId}}', '', cartId))).json().result).toMatchObject({
        voucher_code: 'VSF-CARD',
      });
    });

    it('still refuses a body that is not JSON, and a bodiless call that needs a body says what is missing', async () => {
      const cartId = await guestCart();
      const broken = await t.app.inject({ method: 'POST', url: `/api/cart/update?cartId=${cartId}`, headers: VSF_HEADERS, payload: '{"cartItem":' });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ code: 400, result: expect.any(String) });
      const empty = await send('POST', `/api/cart/shipping-methods?cartId=${cartId}`);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ code: 400, result: expect.any(String) });
    });
  });

  describe('orders', () => {
    it('places an order without order_id: the server makes one and answers as for any order', async () => {
      const cartId = await guestCart();
      const result = expectOrderPlaced(await send('POST', '/api/order', vsfOrder(cartId)));
      const { rows } = await t.db.query<{ order_id: string; customer_id: number | null }>('select order_id, customer_id from shop_order where id = $1', [
        result.backendOrderId,
      ]);
      expect(rows[0].order_id).toMatch(/^srv-/);
      expect(rows[0].customer_id).toBeNull();
      // No order_id, no deduplication: the same body again is a second order.
      const again = (await send('POST', '/api/order', vsfOrder(cartId))).json().result;
      expect(again.backendOrderId).not.toBe(result.backendOrderId);
    });

    it('takes a billing address without telephone and e-mail from the shipping address', async () => {
      const res = await send('POST', '/api/order', vsfOrder(''));
      expect(res.statusCode).toBe(200);
      const { rows } = await t.db.query<{ email: string; billing_address: Record<string, unknown> }>(
        'select email, billing_address from shop_order where id = $1',
        [res.json().result.backendOrderId],
      );
      expect(rows[0].email).toBe('thandi@example.com');
      expect(rows[0].billing_address).toMatchObject({ telephone: address.telephone, email: address.email, firstname: 'Thandi' });
    });

    it("takes the e-mail of a virtual order's billing address from the customer's account", async () => {
      const s = await shopper(t.app, 'vsfvirtual');
      const order = vsfOrder('', String(s.profile.id), { products: [{ sku: 'GIFT-100', qty: 1 }] });
      const info = order.addressInformation as Record<string, unknown>;
      delete info.shippingAddress;
      const res = await send('POST', fill('/api/order?token={{token}}', s.token), order);
      expect(res.statusCode).toBe(200);
      const { rows } = await t.db.query<{ email: string }>('select email from shop_order where id = $1', [res.json().result.backendOrderId]);
      expect(rows[0].email).toBe(s.email);
      // A guest's virtual order with no e-mail anywhere is refused with the reason.
      const guest = await send('POST', '/api/order', { ...order, user_id: '' });
      expect(guest.statusCode).toBe(400);
      expect(JSON.stringify(guest.json().result)).toContain('billingAddress.email is required');
    });

    it("never attaches an order to an account on the strength of a cart id: only the token's customer owns it", async () => {
      const s = await shopper(t.app, 'vsforder');
      const cartId = String((await send('POST', fill('/api/cart/create?token={{token}}', s.token))).json().result);
      await send('POST', fill('/api/cart/update?token={{token}}&cartId={{cartId}}', s.token, cartId), {
        cartItem: { sku: 'FLOUR-1', qty: 1, quoteId: cartId },
      });
      // VSF's default orders.endpoint "/api/order" carries no token: a guest order, whatever user_id and cart_id say.
      const anonymous = (await send('POST', '/api/order', vsfOrder(cartId, String(s.profile.id)))).json().result;
      const owner = async (id: number) =>
        (await t.db.query<{ customer_id: number | null }>('select customer_id from shop_order where id = $1', [id])).rows[0].customer_id;
      expect(await owner(anonymous.backendOrderId)).toBeNull();
      // ...and it neither empties that customer's cart nor shows in the customer's history.
      expect((await send('GET', fill('/api/cart/pull?token={{token}}&cartId={{cartId}}', s.token, cartId))).json().result).toHaveLength(1);
      // With the documented endpoint "/api/order?token={{token}}" the order is the customer's.
      const own = (await send('POST', fill('/api/order?token={{token}}', s.token), vsfOrder(cartId, String(s.profile.id)))).json().result;
      expect(Number(await owner(own.backendOrderId))).toBe(s.profile.id);
      const history = (await send('GET', `${fill('/api/user/order-history?token={{token}}', s.token)}&pageSize=20&currentPage=1`)).json().result;
      expect(history.items.map((o: { increment_id: string }) => o.increment_id)).toEqual([own.orderNumber]);
      expect((await send('GET', fill('/api/cart/pull?token={{token}}&cartId={{cartId}}', s.token, cartId))).json().result).toHaveLength(0);
    });

    it('sends an offline-queued order with the template unfilled ({{token}}) as a guest order, not a 401', async () => {
      // VSF's order/PROCESS_QUEUE posts config.orders.endpoint without filling {{token}}.
      const res = await send('POST', '/api/order?token={{token}}', vsfOrder(''));
      expect(res.statusCode).toBe(200);
    });

    it('answers save-pending-order with the grand total the server priced', async () => {
      const res = await send('POST', '/api/order/save-pending-order', { ...vsfOrder(''), order_id: `vsf-pending-${Date.now()}`, grand_total: 1 });
      expect(res.statusCode).toBe(200);
      // 1 × R115 + R65 courier, whatever the client said.
      expect(res.json().result).toMatchObject({ grandTotal: 180, orderNumber: expect.any(String) });
    });
  });

  describe('cms-data extension', () => {
    beforeAll(async () => {
      const docs = [
        ['cms_page', '7', { id: 7, identifier: 'delivery', title: 'Delivery (all stores)', content: '<p>all</p>', active: true, store_id: [0] }],
        ['cms_page', '8', { id: 8, identifier: 'delivery', title: 'Lieferung', content: '<p>de</p>', active: true, store_id: [3] }],
        ['cms_page', '9', { id: 9, identifier: 'hidden', title: 'Hidden', content: '', active: false, store_id: [0] }],
        ['cms_block', '5', { id: 5, identifier: 'promo', title: 'Promo', content: '<p>promo</p>', active: true, store_id: [1] }],
      ] as const;
      // In every view's catalogue (migration 018): the storeId picks the view, then the documents shown in that store.
      for (const view of STORE_VIEWS) {
        for (const [entity, id, doc] of docs) {
          await t.db.query('insert into catalog_entity (store_code, entity, id, doc, url_path) values ($1, $2, $3, $4::jsonb, $5)', [
            view.storeCode,
            entity,
            id,
            JSON.stringify(doc),
            doc.identifier,
          ]);
        }
      }
    });

    it('answers a page and a block by id (cms.endpoint "cms{{type}}/{{cmsId}}")', async () => {
      expect((await send('GET', '/api/ext/cms-data/cmsPage/1')).json()).toEqual({
        code: 200,
        result: expect.objectContaining({ identifier: 'about', content: '<p>Hi</p>' }),
      });
      expect((await send('GET', '/api/ext/cms-data/cmsBlock/1')).json()).toEqual({ code: 200, result: expect.objectContaining({ identifier: 'footer' }) });
    });

    it("answers by identifier within a store view, the store's own before the all-stores one", async () => {
      const page = (identifier: string, storeId: number | string) => send('GET', `/api/ext/cms-data/cmsPageIdentifier/${identifier}/storeId/${storeId}`);
      expect((await page('delivery', 3)).json().result).toMatchObject({ id: 8, title: 'Lieferung' });
      expect((await page('delivery', 1)).json().result).toMatchObject({ id: 7 });
      expect((await send('GET', '/api/ext/cms-data/cmsBlockIdentifier/promo/storeId/1')).json().result).toMatchObject({ id: 5 });
      expect((await send('GET', '/api/ext/cms-data/cmsBlockIdentifier/promo/storeId/3')).statusCode).toBe(404);
      expect((await page('hidden', 1)).statusCode).toBe(404);
      expect((await page('delivery', 'x')).json()).toEqual({ code: 400, result: 'storeId must be a whole number' });
    });

    it('answers 404 in the envelope for an unknown id', async () => {
      const res = await send('GET', '/api/ext/cms-data/cmsPage/999');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, result: 'CMS Page with id "999" does not exist.' });
    });
  });
});

describe.each(backendNames)('catalogue index names as configuration (%s)', (backend) => {
  // The request VSF 1.12's api-search-query adapter sends for a category page (vsf1-behaviour §4.2).
  const query = {
    _availableFilters: [],
    _appliedFilters: [
      { attribute: 'category_ids', value: { in: [20] }, scope: 'default' },
      { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
    ],
    _appliedSort: [],
    _searchText: '',
  };
  const url = (index: string) =>
    `/api/catalog/${index}/product/_search?_source_exclude=description%2Csgn&from=0&request=${encodeURIComponent(JSON.stringify(query))}&request_format=search-query&response_format=compact&size=50`;

  /** The category page's search under `index`, with the JSON headers VSF sends. */
  const searchAsVsf = (t: TestApp, index: string) =>
    t.app.inject({ method: 'GET', url: url(index), headers: { accept: 'application/json', 'content-type': 'application/json' } });

  it("refuses VSF's default index name when it is not configured", async () => {
    const t = await makeTestApp(backend);
    try {
      const res = await searchAsVsf(t, 'vue_storefront_catalog');
      expect(res.statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: url('ido') })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('serves the catalogue under the names CATALOG_INDICES gives each store view', async () => {
    const t = await makeTestApp(backend, { env: { CATALOG_INDICES: 'default=ido,vue_storefront_catalog;de=vue_storefront_catalog_de' } });
    try {
      const res = await searchAsVsf(t, 'vue_storefront_catalog');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.hits.map((h: { sku: string }) => h.sku)).toContain('FLOUR-1');
      // The German view under its configured name answers in EUR prices for Germany; its old name is gone.
      expect((await t.app.inject({ method: 'GET', url: url('vue_storefront_catalog_de') })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: url('ido_de') })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: url('ido') })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
