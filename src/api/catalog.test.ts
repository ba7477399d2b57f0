import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_TILE_FIELDS } from '../domain/catalogFields';
import type { Product } from '../domain/types';
import { buildSearchUrl, filter, fullProduct, normalisePaging, searchCatalog } from './catalog';
import { setUpMswServer } from '../../test/support/mswServer';

const server = setUpMswServer();

const SEARCH = '*/api/catalog/ido/product/_search';

describe('searchCatalog', () => {
  it('sends the SearchQuery as ?request= and expands compact product fields', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(SEARCH, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ hits: [{ id: 1, sku: 'A', nm: 'Oats', pit: 11.5, u: 'oats', _score: 1 }], total: 1 });
      }),
    );
    const res = await searchCatalog<{ name: string; price_incl_tax: number; slug: string }>(
      'product',
      { _appliedFilters: [filter('status', { in: [0, 1] })], _searchText: '50% off' },
      { size: 8, sort: 'created_at:desc' },
    );
    expect(res.items[0]).toMatchObject({ name: 'Oats', price_incl_tax: 11.5, slug: 'oats' });
    expect(res).toMatchObject({ total: 1, perPage: 8, start: 0, offline: false, cache: false });
    expect(seen?.searchParams.get('response_format')).toBe('compact');
    // Decoded once (as URLSearchParams does), the JSON parses and keeps the '%' of the search text.
    const sent = JSON.parse(seen!.searchParams.get('request')!);
    expect(sent._searchText).toBe('50% off');
    expect(sent._appliedSort).toEqual([{ field: 'created_at', options: 'desc' }]);
    // …and a second decode (vsf-api) is harmless because no '%' is left in the JSON text.
    expect(JSON.parse(decodeURIComponent(seen!.searchParams.get('request')!))._searchText).toBe('50% off');
  });

  it('returns the cached result flagged offline when the network fails', async () => {
    const query = { _appliedFilters: [filter('sku', { eq: 'CACHED-1' })] };
    server.use(http.get(SEARCH, () => HttpResponse.json({ hits: [{ sku: 'CACHED-1', nm: 'Tea' }], total: 1 })));
    await searchCatalog('product', query);
    await new Promise((r) => setTimeout(r, 50)); // the cache write is fire-and-forget
    server.use(http.get(SEARCH, () => HttpResponse.error()));
    const res = await searchCatalog<{ name: string }>('product', query);
    expect(res).toMatchObject({ cache: true, offline: true, total: 1 });
    expect(res.items[0].name).toBe('Tea');
  });

  it('sends the request before the cache key is hashed, and caches the answer under that key', async () => {
    const query = { _appliedFilters: [filter('sku', { eq: 'EARLY-1' })] };
    // The browser answers a digest in a task of its own: held here until the request has gone out.
    let digested: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (digested = resolve));
    const digest = crypto.subtle.digest.bind(crypto.subtle);
    const spy = vi.spyOn(crypto.subtle, 'digest').mockImplementation((...args) => held.then(() => digest(...args)));
    let sent = false;
    server.use(
      http.get(SEARCH, () => {
        sent = true;
        return HttpResponse.json({ hits: [{ sku: 'EARLY-1', nm: 'Rooibos' }], total: 1 });
      }),
    );
    try {
      const answer = searchCatalog<{ name: string }>('product', query);
      await vi.waitFor(() => expect(sent).toBe(true));
      digested();
      expect((await answer).items[0].name).toBe('Rooibos');
    } finally {
      spy.mockRestore();
    }
    await new Promise((r) => setTimeout(r, 50)); // the cache write is fire-and-forget
    server.use(http.get(SEARCH, () => HttpResponse.error()));
    expect(await searchCatalog('product', query)).toMatchObject({ cache: true, offline: true, total: 1 });
  });

  it('keeps the answer when the digest fails: returned, and cached under the text of the request', async () => {
    const query = { _appliedFilters: [filter('sku', { eq: 'NO-DIGEST-1' })] };
    const spy = vi.spyOn(crypto.subtle, 'digest').mockRejectedValue(new DOMException('digest failed', 'OperationError'));
    server.use(http.get(SEARCH, () => HttpResponse.json({ hits: [{ sku: 'NO-DIGEST-1', nm: 'Honeybush' }], total: 1 })));
    try {
      expect((await searchCatalog<{ name: string }>('product', query)).items[0].name).toBe('Honeybush');
      await new Promise((r) => setTimeout(r, 50)); // the cache write is fire-and-forget
      server.use(http.get(SEARCH, () => HttpResponse.error()));
      expect(await searchCatalog('product', query)).toMatchObject({ cache: true, offline: true, total: 1 });
    } finally {
      spy.mockRestore();
    }
  });

  it('returns an empty result flagged offline when nothing is cached', async () => {
    server.use(http.get(SEARCH, () => HttpResponse.error()));
    const res = await searchCatalog('product', { _appliedFilters: [filter('sku', { eq: 'NEVER-SEEN' })] });
    expect(res).toMatchObject({ items: [], total: 0, offline: true, noresults: true });
  });

  it('throws the envelope message of a catalogue error', async () => {
    server.use(http.get(SEARCH, () => HttpResponse.json({ code: 500, result: 'Invalid / inaccessible index name' }, { status: 500 })));
    await expect(searchCatalog('product', { _appliedFilters: [] })).rejects.toThrow('Invalid / inaccessible index name');
  });
});

describe('listings asked with a field list (catalogFields.ts)', () => {
  const query = { _appliedFilters: [filter('new', { eq: 1 })] };

  it('sends the fields as _source_include and marks each product of the answer partial, cached copy included', async () => {
    let include: string | null = null;
    server.use(
      http.get(SEARCH, ({ request }) => {
        include = new URL(request.url).searchParams.get('_source_include');
        return HttpResponse.json({ hits: [{ id: 7, sku: 'TILE-7', nm: 'Tea' }], total: 1 });
      }),
    );
    const online = await searchCatalog<Product>('product', query, { includeFields: PRODUCT_TILE_FIELDS });
    expect(include).toBe(PRODUCT_TILE_FIELDS.join(','));
    expect(online.items[0]).toMatchObject({ sku: 'TILE-7', name: 'Tea', _partial: true });
    await new Promise((r) => setTimeout(r, 50)); // the cache write is fire-and-forget
    server.use(http.get(SEARCH, () => HttpResponse.error()));
    const offline = await searchCatalog<Product>('product', query, { includeFields: PRODUCT_TILE_FIELDS });
    expect(offline).toMatchObject({ cache: true, offline: true });
    expect(offline.items[0]._partial).toBe(true);
  });

  it('offline, falls back to the whole documents a device kept before listings asked for fewer fields', async () => {
    const earlier = { _appliedFilters: [filter('new', { eq: 1 }), filter('status', { in: [1] })] };
    server.use(http.get(SEARCH, () => HttpResponse.json({ hits: [{ id: 9, sku: 'KEPT-9', nm: 'Rooibos', desc: 'Long text' }], total: 1 })));
    await searchCatalog<Product>('product', earlier);
    await new Promise((r) => setTimeout(r, 50)); // the cache write is fire-and-forget
    server.use(http.get(SEARCH, () => HttpResponse.error()));
    const offline = await searchCatalog<Product>('product', earlier, { includeFields: PRODUCT_TILE_FIELDS });
    expect(offline).toMatchObject({ cache: true, offline: true, total: 1 });
    expect(offline.items[0]).toMatchObject({ sku: 'KEPT-9', name: 'Rooibos' });
    expect(offline.items[0]).not.toHaveProperty('_partial');
  });

  it('leaves the products of a whole-document answer unmarked', async () => {
    server.use(http.get(SEARCH, () => HttpResponse.json({ hits: [{ id: 8, sku: 'FULL-8', nm: 'Oats' }], total: 1 })));
    const res = await searchCatalog<Product>('product', { _appliedFilters: [filter('sku', { eq: 'FULL-8' })] });
    expect(res.items[0]).not.toHaveProperty('_partial');
  });

  it('fullProduct asks for the whole document of a partial product only, and keeps the projection when nothing answers', async () => {
    const asked: string[] = [];
    server.use(
      http.get(SEARCH, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.searchParams.get('_source_include') ?? 'whole');
        return HttpResponse.json({ hits: [{ id: 9, sku: 'P-9', nm: 'Honey', description: 'Raw honey', color: 4 }], total: 1 });
      }),
    );
    const tile = { id: 9, sku: 'P-9', name: 'Honey', _partial: true } as unknown as Product;
    const whole = await fullProduct(tile);
    expect(whole).toMatchObject({ sku: 'P-9', description: 'Raw honey', color: 4 });
    expect(whole).not.toHaveProperty('_partial');
    expect(asked).toEqual(['whole']);
    expect(await fullProduct(whole)).toBe(whole);
    expect(asked).toHaveLength(1);
    server.use(http.get(SEARCH, () => HttpResponse.error()));
    const unseen = { id: 10, sku: 'NEVER-10', name: 'Tea', _partial: true } as unknown as Product;
    expect(await fullProduct(unseen)).toBe(unseen);
  });
});

describe('paging rules (spec 000 §5)', () => {
  it('turns size <= 0 into 50 and a negative start into 0', () => {
    expect(normalisePaging(0, -5)).toEqual({ size: 50, from: 0 });
    expect(normalisePaging(-1, 10)).toEqual({ size: 50, from: 10 });
    expect(normalisePaging(8, 0)).toEqual({ size: 8, from: 0 });
  });

  it('puts the normalised values into the URL', () => {
    const url = new URL(buildSearchUrl('product', { _appliedFilters: [] }, { size: 0, from: -3 }), 'http://x');
    expect(url.searchParams.get('size')).toBe('50');
    expect(url.searchParams.get('from')).toBe('0');
  });
});
