/**
 * A catalogue that has moved on since its bundles were set up: every product a bundle links to now
 * costs 7% more, without a special price, while the bundle links still carry the old prices. The
 * product page, the listing, the cart and the order must all charge the products' current prices.
 */
import type { Db } from '../../server/db/index.ts';
import { DEFAULT_PRODUCTS } from '../../server/seed/generate.ts';
import type { BackendName } from './backends.ts';
import { makeTestApp, type TestApp } from './testApp.ts';

export async function repriceBundleParts(db: Db): Promise<number> {
  const { rows } = await db.query(
    `update catalog_entity p
        set doc = p.doc || jsonb_build_object('price', round((p.doc->>'price')::numeric * 1.07, 2), 'final_price', round((p.doc->>'price')::numeric * 1.07, 2), 'special_price', null)
      where p.entity = 'product' and p.sku in (
        select l->>'sku' from catalog_entity b, jsonb_array_elements(b.doc->'bundle_options') o, jsonb_array_elements(o->'product_links') l
         where b.entity = 'product' and b.doc->>'type_id' = 'bundle')
      returning p.sku`,
  );
  return rows.length;
}

/** The app on the demo shop's generated catalogue (as `npm start` seeds it), its bundle parts repriced. */
export async function makeDriftedDemoApp(backend: BackendName): Promise<TestApp> {
  // Hundreds of guest carts from one address: the per-client limits are for shoppers, not this test.
  const t = await makeTestApp(backend, { generated: DEFAULT_PRODUCTS, env: { RATE_LIMIT_FACTOR: '1000' } });
  if ((await repriceBundleParts(t.db)) < 20) throw new Error('the demo catalogue has (almost) no bundle parts');
  return t;
}
