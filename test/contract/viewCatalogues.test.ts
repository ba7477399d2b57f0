// @vitest-environment node
/**
 * A catalogue per store view (issue 13, migration 018): a search of ido_de finds the German view's
 * own documents and prices them (and its price facets) from its own price list, the URL map and the
 * CMS answer with the view's own documents, one physical stock moves in every view, and the importer
 * writes into the view it is told.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCatalogue, ImportError } from '../../server/seed/importCatalogue.ts';
import { fileRecords } from '../../server/seed/importRecords.ts';
import { importTarget } from '../../server/seed/importTarget.ts';
import { sourceSvg } from '../../server/services/images.ts';
import { STORE_VIEWS } from '../../server/services/storeViews.ts';
import { berlinAddress } from '../support/orderFixtures.ts';
import { backendNames } from './backends.ts';
import { orderBody, setStock } from './cartHelpers.ts';
import { setViewDoc } from './fixtures.ts';
import { setUpTestApp } from './testApp.ts';

const f = (attribute: string, value: object, scope = 'default') => ({ attribute, value, scope });
const berlin = { ...berlinAddress, email: 'lena@example.com' };

describe.each(backendNames)('a catalogue per store view (%s)', (backend) => {
  const t = setUpTestApp(backend, async () => {
    // The German view's own price list, category name and url_path, and About page.
    await setViewDoc(t.db, 'de', 'product', 101, { price: 50 });
    await setViewDoc(t.db, 'de', 'category', 21, { name: 'Backen', slug: 'backen', url_key: 'backen', url_path: 'vorrat/backen' });
    await setViewDoc(t.db, 'de', 'cms_page', 1, { title: 'Über uns' });
    await setStock(t.db, 'FLOUR-1', 10);
  });

  const search = async (index: string, type: string, query: object) => {
    const qs = new URLSearchParams({ request: JSON.stringify(query), request_format: 'search-query', response_format: 'compact' });
    const res = await t.app.inject({ method: 'GET', url: `/api/catalog/${index}/${type}/_search?${qs}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const inView = (storeCode: string) => ({ 'x-vs-store-code': storeCode });
  const map = async (storeCode: string, url: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/url/map', headers: inView(storeCode), payload: { url } })).json();
  const stockIn = async (storeCode: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/stock/check?sku=FLOUR-1', headers: inView(storeCode) })).json().result.qty;

  it.each([
    ['ido', 115, '100.0-250.0'],
    // A euro view's price filter has ranges of its own (0-10, 10-25, 25-40, 40+ €).
    ['ido_de', 59.5, '40.0-*'],
    ['ido_it', 122, '40.0-*'],
  ])('prices a product of %s, and its price buckets, from that view’s own price list', async (index, shown, bucket) => {
    const body = await search(index, 'product', { _appliedFilters: [f('sku', { eq: 'FLOUR-1' })], _availableFilters: [{ field: 'price', scope: 'catalog' }] });
    expect(body.hits.map((h: { final_price_incl_tax: number }) => h.final_price_incl_tax)).toEqual([shown]);
    const counted = body.aggregations.agg_range_price.buckets.filter((b: { doc_count: number }) => b.doc_count > 0);
    expect(counted.map((b: { key: string }) => b.key)).toEqual([bucket]);
  });

  it('filters by the view’s own shown price', async () => {
    const query = (lte: number) => ({ _appliedFilters: [f('sku', { eq: 'FLOUR-1' }), f('price', { gte: 50, lte }, 'catalog')] });
    expect((await search('ido_de', 'product', query(60))).total).toBe(1);
    expect((await search('ido', 'product', query(60))).total).toBe(0);
    expect((await search('ido', 'product', query(120))).total).toBe(1);
  });

  it('finds the view’s own category names, also by text', async () => {
    const byId = { _appliedFilters: [f('id', { eq: 21 })] };
    expect((await search('ido_de', 'category', byId)).hits).toMatchObject([{ name: 'Backen', url_path: 'vorrat/backen' }]);
    expect((await search('ido', 'category', byId)).hits).toMatchObject([{ name: 'Baking', url_path: 'pantry/baking' }]);
    expect((await search('ido_de', 'category', { _searchText: 'backen' })).hits.map((h: { id: number }) => h.id)).toEqual([21]);
    expect((await search('ido', 'category', { _searchText: 'backen' })).total).toBe(0);
  });

  it('maps a view’s own url_path, and not another view’s', async () => {
    expect(await map('de', 'vorrat/backen')).toMatchObject({ _index: 'ido_de', _type: 'category', _id: '21' });
    expect(await map('default', 'vorrat/backen')).toBeNull();
    expect(await map('it', 'vorrat/backen')).toBeNull();
    expect(await map('de', 'pantry/baking')).toBeNull();
    expect(await map('it', 'pantry/baking')).toMatchObject({ _index: 'ido_it', _id: '21' });
  });

  it('answers CMS calls with the view’s own pages (by id, and by identifier within the store id’s view)', async () => {
    const cms = async (url: string, headers = {}) => (await t.app.inject({ method: 'GET', url: `/api/ext/cms-data/${url}`, headers })).json().result.title;
    expect(await cms('cmsPage/1', inView('de'))).toBe('Über uns');
    expect(await cms('cmsPage/1')).toBe('About us');
    expect(await cms(`cmsPageIdentifier/about/storeId/${STORE_VIEWS[1].storeId}`)).toBe('Über uns');
    expect(await cms('cmsPageIdentifier/about/storeId/1')).toBe('About us');
  });

  it('takes stock bought in one view from every view', async () => {
    const body = orderBody({
      products: [{ sku: 'FLOUR-1', qty: 3 }],
      addressInformation: { ...orderBody().addressInformation, shippingAddress: berlin, billingAddress: berlin },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/order?storeCode=de', payload: body });
    expect(res.statusCode).toBe(200);
    expect([await stockIn('default'), await stockIn('de'), await stockIn('it')]).toEqual([7, 7, 7]);
    // The last seven go in the Italian view; then none is left in any view.
    const it7 = orderBody({
      products: [{ sku: 'FLOUR-1', qty: 7 }],
      addressInformation: { ...orderBody().addressInformation, shippingAddress: { ...berlin, country_id: 'IT' }, billingAddress: berlin },
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/order?storeCode=it', payload: it7 })).statusCode).toBe(200);
    expect([await stockIn('default'), await stockIn('de'), await stockIn('it')]).toEqual([0, 0, 0]);
    const more = orderBody({ products: [{ sku: 'FLOUR-1', qty: 1 }] });
    expect((await t.app.inject({ method: 'POST', url: '/api/order', payload: more })).statusCode).toBe(400);
  });

  it("draws a product's picture with the size label of the view it was found in", async () => {
    const put = (storeCode: string, entity: string, id: number, doc: object) =>
      t.db.query(`insert into catalog_entity (store_code, entity, id, doc) values ($1, $2, $3, $4::jsonb)`, [
        storeCode,
        entity,
        String(id),
        JSON.stringify(doc),
      ]);
    const size = (label: string) => ({ id: 9100, attribute_code: 'size', options: [{ value: '77', label }] });
    await put('default', 'attribute', 9100, size('R250'));
    await put('de', 'attribute', 9100, size('€25'));
    await put('de', 'product', 9101, { id: 9101, sku: 'CARD-25', name: 'Gift Card €25', url_key: 'gift-card-25', type_id: 'virtual', size: 77 });
    const svg = await sourceSvg(t.db, { kind: 'product', name: 'gift-card-25' });
    expect(svg).toContain('€25');
    expect(svg).not.toContain('R250');
  });

  it('imports an export of one view’s index into that view only', async () => {
    const count = async (storeCode: string) =>
      (await t.db.query<{ n: number }>('select count(*)::int as n from catalog_entity where store_code = $1', [storeCode])).rows[0].n;
    const before = { default: await count('default'), it: await count('it') };
    const view = importTarget({ index: 'ido_de' }, STORE_VIEWS);
    const records = fileRecords(path.join(import.meta.dirname, 'importFixtures', 'products.json'));
    expect(await importCatalogue(t.db, [{ name: 'products.json', records }], { type: 'product', storeCode: view.storeCode })).toEqual({ product: 2 });
    expect(await map('de', 'arr-1.html')).toMatchObject({ _index: 'ido_de', _source: { sku: 'ARR-1' } });
    expect(await map('default', 'arr-1.html')).toBeNull();
    expect({ default: await count('default'), it: await count('it') }).toEqual(before);
    expect(importTarget({ store: 'it' }, STORE_VIEWS).storeCode).toBe('it');
    expect(importTarget({}, STORE_VIEWS).storeCode).toBe('default');
  });

  it.each([
    [{ index: 'ido_fr' }, /Unknown catalogue index "ido_fr"/],
    [{ store: 'fr' }, /Unknown store view "fr"/],
    [{ index: 'ido', store: 'de' }, /either --index or --store/],
  ])('refuses an import into %o', (input, message) => {
    expect(() => importTarget(input, STORE_VIEWS)).toThrow(ImportError);
    expect(() => importTarget(input, STORE_VIEWS)).toThrow(message);
  });
});
