// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { backendNames } from './backends.ts';
import { setUpTestApp } from './testApp.ts';

type Hit = Record<string, unknown> & { sku: string; url_path: string; price: number; price_incl_tax: number; type_id: string; stock: { is_in_stock: boolean } };

/** The API over the generated demo catalogue: what the PWA's first pages ask for. */
describe.each(backendNames)('API over the demo catalogue (%s)', (backend) => {
  const t = setUpTestApp(
    backend,
    async () => {
      await seedIfEmpty(t.db, { products: 150 });
    },
    { fixtures: false },
  );

  const search = async (type: string, query: object, params: Record<string, string> = {}) => {
    const qs = new URLSearchParams({ request: JSON.stringify(query), request_format: 'search-query', response_format: 'compact', ...params });
    const res = await t.app.inject({ method: 'GET', url: `/api/catalog/ido/${type}/_search?${qs}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { hits: Hit[]; total: number };
  };
  const homeQuery = {
    _appliedFilters: [
      { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
      { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
    ],
    _appliedSort: [{ field: 'created_at', options: 'desc' }],
  };

  it('fills the home page blocks with prices incl. 15% VAT', async () => {
    const { hits, total } = await search('product', homeQuery, { size: '8' });
    expect(hits).toHaveLength(8);
    expect(total).toBeGreaterThan(8);
    for (const p of hits.filter((h) => h.type_id === 'simple')) {
      const net = Math.round(p.price * 100);
      expect(p.price_incl_tax).toBe((net + Math.round((net * 15) / 100)) / 100);
    }
  });

  it("lists a category and maps its products' urls", async () => {
    const { hits: categories } = await search('category', { _appliedFilters: [{ attribute: 'level', value: { eq: 3 }, scope: 'default' }] }, { size: '4000' });
    expect(categories.length).toBeGreaterThan(5);
    const category = categories[0] as unknown as { id: number };
    const { hits } = await search('product', { _appliedFilters: [{ attribute: 'category_ids', value: { in: [category.id] }, scope: 'default' }] });
    expect(hits.length).toBeGreaterThan(0);
    const res = await t.app.inject({ method: 'POST', url: '/api/url/map', payload: { url: hits[0].url_path } });
    expect(res.json()).toMatchObject({ _type: 'product', _source: { sku: hits[0].sku } });
  });

  it('places an order for a generated product', async () => {
    const { hits } = await search(
      'product',
      {
        _appliedFilters: [
          { attribute: 'type_id', value: { eq: 'simple' }, scope: 'default' },
          { attribute: 'stock.is_in_stock', value: { eq: true }, scope: 'default' },
          { attribute: 'status', value: { eq: 1 }, scope: 'default' },
        ],
      },
      { size: '1' },
    );
    const address = {
      firstname: 'Ann',
      lastname: 'Botha',
      street: ['1 Main Rd'],
      city: 'Durban',
      postcode: '4001',
      country_id: 'ZA',
      telephone: '0310000000',
      email: 'a@example.com',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: {
        order_id: `seed-${Date.now()}`,
        products: [{ sku: hits[0].sku, qty: 1 }],
        addressInformation: {
          shippingAddress: address,
          billingAddress: address,
          shipping_carrier_code: 'courier',
          shipping_method_code: 'standard',
          payment_method_code: 'cashondelivery',
        },
      },
    });
    expect(res.statusCode).toBe(200);
  });
});
