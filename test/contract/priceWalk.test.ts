// @vitest-environment node
/**
 * One rounding rule from the first price a shopper sees (issue 11): every product of the generated
 * demo catalogue, in every store view, costs on its tile what its product page says, computed by
 * the functions the tile (displayPrices) and the page (variant choice, linked products,
 * purchasePrice) use, on the catalogue answers of the real server; bundle parts have changed price
 * since the bundles were set up (catalogueDrift.ts).
 */
import { describe, expect, it } from 'vitest';
import { STORE_VIEWS } from '../../server/services/storeViews.ts';
import { displayPrices } from '../../src/domain/price';
import { defaultBundleSelections } from '../../src/domain/bundle';
import { toCents } from '../../src/domain/money';
import type { Product } from '../../src/domain/types';
import { configureProduct, findVariant } from '../../src/domain/variant';
import { purchasePrice } from '../../src/features/product/purchasePrice';
import { linkedSkus } from '../../src/features/product/useLinkedProducts';
import { backendNames } from './backends.ts';
import { makeDriftedDemoApp } from './catalogueDrift.ts';
import { clientCatalog } from './clientCatalog.ts';
import { setUpApp } from './testApp.ts';

/** What the product page shows first: a configurable's default child (ProductView), no other choice made. */
async function pagePrice(catalog: ReturnType<typeof clientCatalog>, sku: string): Promise<number> {
  const product = (await catalog.bySku([sku])).get(sku) as Product;
  const child = findVariant(product, {}, { listOutOfStockProducts: true, fallbackToDefault: true });
  const shown = child ? configureProduct(product, child) : product;
  const linked = await catalog.bySku(linkedSkus(shown));
  const price = purchasePrice(shown, { bundle: defaultBundleSelections(shown), custom: [], linked });
  return price.incl;
}

describe.each(backendNames)('listing price = product page price (%s)', (backend) => {
  const t = setUpApp(() => makeDriftedDemoApp(backend), undefined, 120_000);

  it.each(STORE_VIEWS.map((v) => [v.storeCode, v.index]))(
    'every product of the %s store view',
    async (_code, index) => {
      const catalog = clientCatalog(t.app, index);
      const listed = await catalog.listing();
      const types = new Set(listed.map((p) => p.type_id));
      expect([...types].sort()).toEqual(['bundle', 'configurable', 'downloadable', 'grouped', 'simple', 'virtual']);
      const differing: string[] = [];
      for (const tile of listed) {
        // The price the shopper pays (a bundle page shows no struck regular price, its tile may).
        const shown = displayPrices(tile).current;
        const page = await pagePrice(catalog, tile.sku);
        if (toCents(shown) !== toCents(page)) differing.push(`${tile.type_id} ${tile.sku}: tile ${shown}, page ${page}`);
      }
      expect(differing).toEqual([]);
    },
    300_000,
  );
});
