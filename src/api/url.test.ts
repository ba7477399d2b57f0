import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentStoreView } from '../lib/config';
import { clearSeenProducts, seenProducts } from './offlineSearch/productStore';
import { mapUrl } from './url';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await clearSeenProducts();
});
afterAll(() => server.close());

describe('mapUrl', () => {
  it('keeps a product reached by its address for the offline search (issue 10)', async () => {
    const source = { id: 4242, sku: 'ROOIBOS-1', name: 'Rooibos Tea', type_id: 'simple', price: 50, category: [] };
    server.use(http.post('*/api/url/map', () => HttpResponse.json({ _index: 'ido', _type: 'product', _id: '4242', _score: 1, _source: source })));
    expect(await mapUrl('/tea/rooibos-tea')).toMatchObject({ _type: 'product' });
    await vi.waitFor(async () => expect((await seenProducts(currentStoreView().index)).map((r) => r.id)).toEqual([4242]));
  });

  it('keeps nothing for a category or a CMS page', async () => {
    server.use(
      http.post('*/api/url/map', () => HttpResponse.json({ _index: 'ido', _type: 'category', _id: '7', _score: 1, _source: { id: 7, name: 'Teas' } })),
    );
    await mapUrl('/tea');
    await new Promise((r) => setTimeout(r, 50));
    expect(await seenProducts(currentStoreView().index)).toEqual([]);
  });
});
