// @vitest-environment node
// Issue 10: the wishlist kept with the account (/api/ext/wishlist, docs/wishlist-api.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendNames } from './backends.ts';
import { makeTestApp, type TestApp } from './testApp.ts';
import { call, shopper } from './userSession.ts';

type Shopper = Awaited<ReturnType<typeof shopper>>;

describe.each(backendNames)('wishlist with the account (%s)', (backend) => {
  let t: TestApp;
  let a: Shopper;
  let b: Shopper;

  beforeAll(async () => {
    t = await makeTestApp(backend);
    a = await shopper(t.app, 'wish-a');
    b = await shopper(t.app, 'wish-b');
  });
  afterAll(() => t.close());

  const skusOf = (res: { json(): { result: { items: { sku: string }[] } } }) => res.json().result.items.map((i) => i.sku);
  const list = (who: Shopper | null, via: 'query' | 'header' = 'query') => call(t.app, 'GET', '/api/ext/wishlist', who?.token ?? null, undefined, via);

  it('starts empty, adds, ignores an sku already there, removes, and keeps the list for the next call', async () => {
    expect((await list(a)).json()).toEqual({ code: 200, result: { items: [] } });
    const added = await call(t.app, 'POST', '/api/ext/wishlist/add', a.token, { items: [{ sku: 'FLOUR-1' }, { sku: 'OATS-1' }, { sku: 'FLOUR-1' }] });
    expect(added.statusCode).toBe(200);
    expect(skusOf(added).sort()).toEqual(['FLOUR-1', 'OATS-1']);
    expect(added.json().result.items[0]).toEqual({ sku: expect.any(String), qty: 1, added_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    // The same add again (a replayed offline change) changes nothing.
    expect(skusOf(await call(t.app, 'POST', '/api/ext/wishlist/add', a.token, { items: [{ sku: 'OATS-1' }] })).sort()).toEqual(['FLOUR-1', 'OATS-1']);
    expect(skusOf(await call(t.app, 'POST', '/api/ext/wishlist/remove', a.token, { skus: ['FLOUR-1'] }))).toEqual(['OATS-1']);
    // Removing again is no error either.
    expect(skusOf(await call(t.app, 'POST', '/api/ext/wishlist/remove', a.token, { skus: ['FLOUR-1'] }))).toEqual(['OATS-1']);
    expect(skusOf(await list(a, 'header'))).toEqual(['OATS-1']);
    expect((await list(a)).headers['cache-control']).toBe('no-store');
  });

  it('another account neither reads nor changes it; without a token it is 401', async () => {
    expect(skusOf(await list(b))).toEqual([]);
    await call(t.app, 'POST', '/api/ext/wishlist/remove', b.token, { skus: ['OATS-1'] });
    await call(t.app, 'POST', '/api/ext/wishlist/add', b.token, { items: [{ sku: 'FLOUR-1' }] });
    expect(skusOf(await list(a))).toEqual(['OATS-1']);
    expect(skusOf(await list(b))).toEqual(['FLOUR-1']);
    // Naming another customer in the body is not obeyed (the field is dropped): B's own list changes.
    const sneaky = await call(t.app, 'POST', '/api/ext/wishlist/add', b.token, {
      items: [{ sku: 'SOLD-OUT' }],
      customer_id: a.profile.id,
      user_id: a.profile.id,
    });
    expect(sneaky.statusCode).toBe(200);
    expect(skusOf(await list(a))).toEqual(['OATS-1']);
    expect(skusOf(await list(b)).sort()).toEqual(['FLOUR-1', 'SOLD-OUT']);
    for (const [method, url, body] of [
      ['GET', '/api/ext/wishlist', undefined],
      ['POST', '/api/ext/wishlist/add', { items: [{ sku: 'FLOUR-1' }] }],
      ['POST', '/api/ext/wishlist/remove', { skus: ['OATS-1'] }],
    ] as const) {
      for (const token of [null, 'forged.token.value']) {
        const res = await call(t.app, method, url, token, body);
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe(401);
      }
    }
    expect(skusOf(await list(a))).toEqual(['OATS-1']);
  });

  it.each([
    ['no items', { items: [] }],
    ['an empty sku', { items: [{ sku: '' }] }],
    ['a missing body field', {}],
    ['a quantity other than 1', { items: [{ sku: 'FLOUR-1', qty: 3 }] }],
    ['an sku the catalogue does not know', { items: [{ sku: 'OATS-1' }, { sku: 'NO-SUCH-SKU' }] }],
  ])('refuses %s with a 400 envelope and adds nothing', async (_why, body) => {
    const before = skusOf(await list(a));
    const res = await call(t.app, 'POST', '/api/ext/wishlist/add', a.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, result: expect.any(String) });
    expect(skusOf(await list(a))).toEqual(before);
  });

  it('refuses a remove without skus', async () => {
    const res = await call(t.app, 'POST', '/api/ext/wishlist/remove', a.token, { skus: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });
});
