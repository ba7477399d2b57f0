import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentStoreView } from '../lib/config';
import { clearSeenProducts, seenProducts } from './offlineSearch/productStore';
import { REQUEST_TIMEOUT_MS } from './requestTimeout';
import { mapUrl } from './url';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await clearSeenProducts();
});
afterAll(() => server.close());

describe('mapUrl', () => {
  it('a lookup with no answer is given up at the deadline and answered from the kept mapping', async () => {
    const source = { id: 4244, sku: 'BUCHU-1', name: 'Buchu Tea', type_id: 'simple', price: 40, category: [] };
    server.use(http.post('*/api/url/map', () => HttpResponse.json({ _index: 'ido', _type: 'product', _id: '4244', _score: 1, _source: source })));
    await mapUrl('/tea/buchu-tea');
    const real = AbortSignal.timeout.bind(AbortSignal);
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => real(50));
    server.use(http.post('*/api/url/map', () => delay('infinite')));
    expect(await mapUrl('/tea/buchu-tea')).toMatchObject({ _type: 'product', _source: { sku: 'BUCHU-1' } });
    expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
    timeout.mockRestore();
  });

  it('keeps a product reached by its address for the offline search (issue 10)', async () => {
    const source = { id: 4242, sku: 'ROOIBOS-1', name: 'Rooibos Tea', type_id: 'simple', price: 50, category: [] };
    server.use(http.post('*/api/url/map', () => HttpResponse.json({ _index: 'ido', _type: 'product', _id: '4242', _score: 1, _source: source })));
    expect(await mapUrl('/tea/rooibos-tea')).toMatchObject({ _type: 'product' });
    await vi.waitFor(async () => expect((await seenProducts(currentStoreView().index)).map((r) => r.id)).toEqual([4242]));
  });

  it('keeps nothing for a category or a CMS page', async () => {
    const answers = [
      { _index: 'ido', _type: 'category', _id: '7', _score: 1, _source: { id: 7, name: 'Teas' } },
      { _index: 'ido', _type: 'cms_page', _id: '3', _score: 1, _source: { id: 3, name: 'About', identifier: 'about' } },
      {
        _index: 'ido',
        _type: 'product',
        _id: '4243',
        _score: 1,
        _source: { id: 4243, sku: 'HONEYBUSH-1', name: 'Honeybush Tea', type_id: 'simple', price: 45, category: [] },
      },
    ];
    server.use(http.post('*/api/url/map', () => HttpResponse.json(answers.shift())));
    await mapUrl('/tea');
    await mapUrl('/about');
    // A product last: once it is kept, whatever the two pages before it would have written is there too.
    await mapUrl('/tea/honeybush-tea');
    await vi.waitFor(async () => expect((await seenProducts(currentStoreView().index)).length).toBeGreaterThan(0));
    expect((await seenProducts(currentStoreView().index)).map((r) => r.id)).toEqual([4243]);
  });
});
