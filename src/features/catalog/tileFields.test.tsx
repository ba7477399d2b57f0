import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { bundleProduct, customOptionProduct, groupedProduct } from '../../../test/support/productFixtures';
import { configurableProduct, simpleProduct } from '../../../test/support/catalogFixtures';
import { asListed } from '../../../test/support/listingProjection';
import { renderWithProviders } from '../../../test/support/renderWithProviders';
import { ProductGrid } from '../../components/ProductGrid';
import { PRODUCT_TILE_FIELDS } from '../../domain/catalogFields';
import type { Product } from '../../domain/types';
import { tileActions } from './tileActions';

/** One of each kind of tile: direct add, options to choose, a special price struck through. */
const products: Product[] = [
  simpleProduct(),
  simpleProduct({ id: 12, sku: 'ON-SALE', slug: 'on-sale', special_price: 80, special_price_incl_tax: 92, final_price_incl_tax: 92 }),
  configurableProduct(),
  { ...customOptionProduct(), id: 15, sku: 'WITH-OPTIONS' },
  { ...bundleProduct(), id: 13, sku: 'BUNDLE' },
  { ...groupedProduct(), id: 14, sku: 'GROUPED' },
];

async function gridHtml(list: Product[]): Promise<string> {
  const { container } = await renderWithProviders(
    <MemoryRouter>
      <ProductGrid products={list} tileActions={tileActions} />
    </MemoryRouter>,
  );
  // React's generated ids (useId) differ from one render to the next.
  return container.innerHTML.replace(/_r_\w+_/g, 'ID');
}

describe('tiles from a listing projection (catalogFields.ts)', () => {
  it('render exactly as from the whole documents, buttons included', async () => {
    // The server's own source filter makes the projection, as a listing answer has it.
    const projected = products.map((p) => asListed(p, PRODUCT_TILE_FIELDS));
    expect(projected[0]).not.toHaveProperty('description');
    const whole = await gridHtml(products);
    expect(whole).toContain('price--old');
    expect(await gridHtml(projected)).toBe(whole);
  });
});
