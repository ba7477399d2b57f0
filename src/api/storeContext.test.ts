import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { config, currentStoreView, viewPath, viewScoped } from '../lib/config';
import { formatPrice } from '../lib/format';
import { callApi, storeHeaders } from './http';
import { orderTask, type StampedOrder } from './queue/orderTask';
import { mapUrl } from './url';

// Issue 13: with multistore on, the address names the view, and every call says which one it is.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  config.multistore = false;
  history.replaceState(null, '', '/');
});
afterAll(() => server.close());

const at = (path: string, multistore: boolean) => {
  config.multistore = multistore;
  history.replaceState(null, '', path);
};
const order = { order_id: '1-a', created_at: 'x', updated_at: 'x', products: [], addressInformation: {} } as StampedOrder;

describe('store context of the page', () => {
  it.each([
    ['/de/c/bio', true, 'de', { 'x-vs-store-code': 'de' }, '/de/cart', 'root-de'],
    ['/it', true, 'it', { 'x-vs-store-code': 'it' }, '/it/cart', 'root-it'],
    ['/c/bio', true, 'default', { 'x-vs-store-code': 'default' }, '/cart', 'root'],
    ['/de/c/bio', false, 'default', {}, '/cart', 'root'],
  ])('%s with multistore %s: view %s, headers %j, links %s, saved state %s', (path, multistore, code, headers, cart, key) => {
    at(path, multistore);
    expect(currentStoreView().storeCode).toBe(code);
    expect(storeHeaders()).toEqual(headers);
    expect(viewPath('/cart')).toBe(cart);
    expect(viewScoped('root')).toBe(key);
    // A queued order keeps the view it was placed in, whoever sends it later.
    expect(orderTask(order, true).payload.headers).toEqual({ 'Content-Type': 'application/json', ...headers });
  });

  it('formats EUR prices for the view locale', () => {
    at('/de/p/x/y', true);
    expect(formatPrice(1234.56)).toBe('1.234,56\u00a0€'); // a no-break space: the amount and its sign stay on one line
    at('/it', true);
    expect(formatPrice(1234.56)).toBe('1.234,56\u00a0€'); // a no-break space: the amount and its sign stay on one line
    at('/', true);
    expect(formatPrice(1234.56)).toBe('R1,234.56');
  });

  it('sends the store code with API calls and the URL map', async () => {
    at('/it/cart', true);
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/cart/pull', ({ request }) => (seen.push(request.headers.get('x-vs-store-code')), HttpResponse.json({ code: 200, result: [] }))),
      http.post('*/api/url/map', ({ request }) => (seen.push(request.headers.get('x-vs-store-code')), HttpResponse.json(null))),
    );
    await callApi('/api/cart/pull');
    await mapUrl('/some-page');
    expect(seen).toEqual(['it', 'it']);
  });

  it('keeps the URL mappings of each view apart', async () => {
    const answer = (name: string) => ({ _index: 'x', _type: 'cms_page', _id: '1', _score: 1, _source: { id: 1, name } });
    at('/de/ueber-uns', true);
    server.use(http.post('*/api/url/map', () => HttpResponse.json(answer('Über uns'))));
    await mapUrl('/ueber-uns');
    at('/ueber-uns', true);
    server.use(http.post('*/api/url/map', () => HttpResponse.json(answer('About'))));
    await mapUrl('/ueber-uns');
    server.use(http.post('*/api/url/map', () => HttpResponse.error()));
    at('/de/ueber-uns', true);
    expect((await mapUrl('/ueber-uns'))?._source).toMatchObject({ name: 'Über uns' });
    at('/ueber-uns', true);
    expect((await mapUrl('/ueber-uns'))?._source).toMatchObject({ name: 'About' });
  });
});
