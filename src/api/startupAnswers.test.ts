import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSearchCache, getCategoryBySlug, lookupProductBySku } from './catalog';
import { dropStartupAnswers, resetStartupAnswers } from './startupAnswers';
import { catalogSearchPath, productBySkuSearch } from '../domain/catalogSearchPath';
import { STARTUP_DATA_ID, startupDataElement } from '../domain/startupData';
import { setUpMswServer } from '../../test/support/mswServer';

const server = setUpMswServer(clearSearchCache);
const PAGE = '/p/OATS-1/rolled-oats';
const { entity, query, size, from } = productBySkuSearch('OATS-1');
const address = catalogSearchPath('ido', entity, query, { size, from });
const fromPage = JSON.stringify({ hits: [{ sku: 'OATS-1', nm: 'Oats from the page' }], total: 1 });

/** The page as the server sends it: index.html with the start-up element for `page`. */
function servedPage(answers: Record<string, string>, page = PAGE) {
  resetStartupAnswers();
  history.replaceState(null, '', PAGE);
  document.body.insertAdjacentHTML('beforeend', startupDataElement({ page, answers }));
}

/** Answers every product search from the network, keeping the addresses asked. */
function network(name: string) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/catalog/ido/product/_search', ({ request }) => {
      asked.push(new URL(request.url).pathname + new URL(request.url).search);
      return HttpResponse.json({ hits: [{ sku: 'OATS-1', nm: name }], total: 1 });
    }),
  );
  return asked;
}

afterEach(() => {
  document.getElementById(STARTUP_DATA_ID)?.remove();
  resetStartupAnswers();
  history.replaceState(null, '', '/');
});

describe('the answer a product page brought in index.html', () => {
  it('answers the first lookup of that product without the network, once; the next one asks the network', async () => {
    servedPage({ [address]: fromPage });
    const asked = network('Oats from the network');
    expect(await lookupProductBySku('OATS-1')).toMatchObject({ sku: 'OATS-1', name: 'Oats from the page' });
    expect(asked).toEqual([]);
    expect(document.getElementById(STARTUP_DATA_ID)).toBeNull();
    expect(await lookupProductBySku('OATS-1')).toMatchObject({ name: 'Oats from the network' });
    // The PWA asked the very address the page's answer was kept under.
    expect(asked).toEqual([address]);
  });

  it('is not used once main.tsx has dropped what its first requests did not take', async () => {
    servedPage({ [address]: fromPage });
    const asked = network('Oats from the network');
    dropStartupAnswers();
    expect(await lookupProductBySku('OATS-1')).toMatchObject({ name: 'Oats from the network' });
    expect(asked).toHaveLength(1);
  });

  it('is not used by a page at another address (another view, a changed URL) or when unreadable', async () => {
    const asked = network('Oats from the network');
    servedPage({ [address]: fromPage }, '/de/p/OATS-1/rolled-oats');
    expect(await lookupProductBySku('OATS-1')).toMatchObject({ name: 'Oats from the network' });
    servedPage({ [address.replace('/ido/', '/ido_de/')]: fromPage });
    expect(await lookupProductBySku('OATS-1')).toMatchObject({ name: 'Oats from the network' });
    servedPage({});
    document.getElementById(STARTUP_DATA_ID)!.textContent = '{"not json';
    expect(await lookupProductBySku('OATS-1')).toMatchObject({ name: 'Oats from the network' });
    expect(asked).toHaveLength(3);
  });

  it('answers no other request, and an error body brought is the API error it is', async () => {
    servedPage({ [address]: JSON.stringify({ code: 500, result: 'broken' }) });
    server.use(http.get('*/api/catalog/ido/category/_search', () => HttpResponse.json({ hits: [{ id: 21, slug: 'baking' }], total: 1 })));
    expect(await getCategoryBySlug('baking')).toMatchObject({ id: 21 });
    await expect(lookupProductBySku('OATS-1')).rejects.toThrow('broken');
  });
});
