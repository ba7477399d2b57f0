// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { groupTokenFor, insertPricingFixtures } from './pricingFixtures.ts';
import { setUpTestApp } from './testApp.ts';

describe.each(backendNames)('prices by store view and customer group (%s)', (backend) => {
  let group1: string;
  const t = setUpTestApp(backend, async () => {
    await insertPricingFixtures(t.db);
    group1 = await groupTokenFor(t.db, 1);
  });

  const renderList = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/product/render-list?${query}`, headers });
  const search = (body: object, index = 'ido') =>
    t.app.inject({ method: 'POST', url: `/api/catalog/${index}/product/_search?request_format=search-query&response_format=compact`, payload: body });
  const bySku = (sku: string) => ({ _appliedFilters: [{ attribute: 'sku', value: { eq: sku }, scope: 'default' }] });
  const finalOf = async (sku: string, extra: object = {}, index = 'ido') =>
    (await search({ ...bySku(sku), ...extra }, index)).json().hits[0]?.final_price_incl_tax;

  describe('GET /api/product/render-list', () => {
    it('answers Magento render-info items in input order, incl. tax with the net prices in tax_adjustments', async () => {
      const res = await renderList('skus=FLOUR-1,NOPE,OATS-1,WHEY-VAN,WHEY&currencyCode=ZAR&storeId=1');
      expect(res.statusCode).toBe(200);
      const items = res.json().result.items;
      expect(items.map((i: { sku: string; id: number }) => [i.sku, i.id])).toEqual([
        ['FLOUR-1', 101],
        ['OATS-1', 102],
        ['WHEY-VAN', 111],
        ['WHEY', 110],
      ]);
      expect(items[0]).toMatchObject({
        currency_code: 'ZAR',
        store_id: 1,
        is_salable: true,
        price_info: { final_price: 115, regular_price: 115, special_price: 0 },
      });
      expect(items[1].price_info).toMatchObject({
        final_price: 34.5,
        regular_price: 46,
        special_price: 34.5,
        minimal_price: 34.5,
        extension_attributes: { tax_adjustments: { final_price: 30, regular_price: 40, special_price: 30 } },
      });
      expect(items[1].price_info.formatted_prices.final_price).toBe('R 34.50');
      // The configurable parent: its cheapest in-stock child (chocolate is sold out).
      expect(items[3].price_info).toMatchObject({ final_price: 345, minimal_price: 345, max_price: 345 });
    });

    it.each([
      ['userGroupId=1', {}, 92],
      ['userGroupId=2', {}, 69],
      ['', {}, 115],
      ['token=GROUP1', {}, 92],
      ['', { authorization: 'Bearer GROUP1' }, 92],
      ['token=eyJhbGciOiJIUzI1NiJ9.eyJncm91cF9pZCI6Mn0.forged', {}, 115],
    ])('prices tiers for the customer group (%s %j)', async (query, headers, expected) => {
      const q = query.replace('GROUP1', group1);
      const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace('GROUP1', group1)]));
      const res = await renderList(`skus=TIER-1&currencyCode=ZAR&storeId=1&${q}`, h);
      expect(res.json().result.items[0].price_info.final_price).toBe(expected);
    });

    it.each([
      ['storeId=3&currencyCode=EUR', 'EUR', 3, 119],
      ['storeId=4', 'EUR', 4, 122],
      ['storeCode=de&storeId=1', 'EUR', 3, 119],
    ])('prices for the store view of %s', async (query, currency, storeId, gross) => {
      const item = (await renderList(`skus=FLOUR-1&${query}`)).json().result.items[0];
      expect(item).toMatchObject({ currency_code: currency, store_id: storeId, price_info: { final_price: gross } });
    });

    it.each([
      ['skus=FLOUR-1&storeId=2', 'Unknown storeId 2'],
      ['skus=', 'skus parameter is required'],
      ['currencyCode=ZAR', 'skus parameter is required'],
      ['skus=FLOUR-1&currencyCode=USD', 'Currency USD is not available in this store view (ZAR)'],
    ])('%s → 400', async (query, message) => {
      const res = await renderList(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, result: message });
    });
  });

  describe('catalogue search and URL map', () => {
    it.each([
      ['ido', 115],
      ['ido_de', 119],
      ['ido_it', 122],
    ])('taxes by the store view of index %s', async (index, gross) => {
      expect(await finalOf('FLOUR-1', {}, index)).toBe(gross);
    });

    it.each([
      ['no group', {}, 115],
      ['groupToken of group 1', { groupToken: 'GROUP1' }, 92],
      ['groupId 2 without a token', { groupId: 2 }, 69],
      ['a forged token (never falls back to groupId)', { groupToken: 'eyJhbGciOiJIUzI1NiJ9.eyJncm91cF9pZCI6Mn0.forged', groupId: 2 }, 115],
    ])('prices a search-query request for %s', async (_name, extra, expected) => {
      const body = Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, v === 'GROUP1' ? group1 : v]));
      expect(await finalOf('TIER-1', body)).toBe(expected);
    });

    it('reads groupToken from a GET request too, and shows only that group own tiers', async () => {
      const request = encodeURIComponent(JSON.stringify({ ...bySku('TIER-1'), groupToken: group1 }));
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/catalog/ido/product/_search?request_format=search-query&response_format=compact&request=${request}`,
      });
      const hit = res.json().hits[0];
      expect(hit.final_price_incl_tax).toBe(92);
      expect(hit.tier_prices.map((tp: { qty: number; value_incl_tax: number }) => [tp.qty, tp.value_incl_tax])).toEqual([
        [1, 92],
        [5, 80.5],
      ]);
    });

    it('prices the URL map hit for the groupToken sent with it', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/url/map', payload: { url: 'pantry/tiered-honey', groupToken: group1 } });
      expect(res.json()._source).toMatchObject({ final_price_incl_tax: 92, original_price_incl_tax: 115, special_price: 0 });
    });

    it('prices a grouped product as the sum of its enabled associated products at qty 1', async () => {
      const res = await search(bySku('GROUP-1'));
      expect(res.json().hits[0]).toMatchObject({ final_price: 130, final_price_incl_tax: 149.5, original_price_incl_tax: 161, special_price_incl_tax: 149.5 });
    });

    it('flags a grouped product without product_links', async () => {
      const hit = (await search(bySku('GROUP-EMPTY'))).json().hits[0];
      expect(hit).toMatchObject({ price_incl_tax: 0, errors: { product_links: 'Product link not found' } });
    });

    it.each([
      ['a guest', {}, 184],
      ['customer group 1 (tier on the first link)', { groupToken: 'GROUP1' }, 161],
    ])('prices a bundle from its default (or first) links × qty for %s', async (_name, extra, expected) => {
      const body = Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, v === 'GROUP1' ? group1 : v]));
      expect(await finalOf('BUNDLE-1', body)).toBe(expected);
      const item = (await renderList(`skus=BUNDLE-1${'groupToken' in body ? `&token=${group1}` : ''}`)).json().result.items[0];
      expect(item.price_info.final_price).toBe(expected);
    });
  });
});
