import { http, HttpResponse } from 'msw';
import { expect, it, vi } from 'vitest';
import { filter, searchCatalog } from './catalog';
import { setUpMswServer } from '../../test/support/mswServer';

// The offline search's chunk cannot load: the network dropped after the answer came, before the chunk
// was ever fetched (it is lazy). Vitest fails the run on an unhandled rejection as well.
const chunk = vi.hoisted(() => ({ asked: 0 }));
vi.mock('./offlineSearch/seen', () => {
  chunk.asked += 1;
  throw new TypeError('Failed to fetch dynamically imported module');
});

const server = setUpMswServer();
const SEARCH = '*/api/catalog/ido/product/_search';

it('returns and caches an answer when the offline search chunk fails to load, with no unhandled rejection', async () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  const query = { _appliedFilters: [filter('sku', { eq: 'CHUNK-1' })] };
  server.use(http.get(SEARCH, () => HttpResponse.json({ hits: [{ sku: 'CHUNK-1', nm: 'Buchu tea' }], total: 1 })));
  try {
    expect((await searchCatalog<{ name: string }>('product', query)).items[0].name).toBe('Buchu tea');
    // The products go to the offline search after the cache write: wait until its chunk was asked
    // for, then for the turn in which an unhandled rejection would be reported.
    await vi.waitFor(() => expect(chunk.asked).toBeGreaterThan(0), { timeout: 3000 });
    await new Promise((r) => setTimeout(r, 0));
    expect(rejections).toEqual([]);
    server.use(http.get(SEARCH, () => HttpResponse.error()));
    expect(await searchCatalog('product', query)).toMatchObject({ cache: true, offline: true, total: 1 });
  } finally {
    process.off('unhandledRejection', onRejection);
  }
});
