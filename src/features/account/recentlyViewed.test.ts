import { beforeEach, describe, expect, it } from 'vitest';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { clearRecentlyViewed, listRecentlyViewed, recordProductView, RECENTLY_VIEWED_MAX } from './recentlyViewed';

const product = (n: number) => simpleProduct({ id: n, sku: `SKU-${n}`, name: `Product ${n}` });

describe('recently viewed', () => {
  beforeEach(() => clearRecentlyViewed());

  it('keeps the newest first, once per product, without long texts', async () => {
    await Promise.all([recordProductView(product(1)), recordProductView(product(2)), recordProductView(product(1))]);
    const list = await listRecentlyViewed();
    expect(list.map((p) => p.sku)).toEqual(['SKU-1', 'SKU-2']);
    expect(list[0]).not.toHaveProperty('description');
  });

  it(`keeps at most ${RECENTLY_VIEWED_MAX}`, async () => {
    for (let i = 0; i < RECENTLY_VIEWED_MAX + 3; i++) await recordProductView(product(i));
    const list = await listRecentlyViewed();
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0].sku).toBe(`SKU-${RECENTLY_VIEWED_MAX + 2}`);
  });
});
