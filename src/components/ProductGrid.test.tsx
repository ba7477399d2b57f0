import { screen, waitFor } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/support/renderWithProviders';
import type { Product } from '../domain/types';
import { FIRST_TILES, ProductGrid } from './ProductGrid';

const products = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  sku: `SKU-${i + 1}`,
  name: `Product ${i + 1}`,
  type_id: 'simple',
  url_key: `product-${i + 1}`,
  price: 10,
  final_price: 10,
  price_incl_tax: 11.5,
  final_price_incl_tax: 11.5,
  image: `/product/p${i + 1}.png`,
})) as unknown as Product[];

const tiles = () => screen.getAllByRole('heading', { level: 3 });

describe('ProductGrid', () => {
  it('shows every tile of a list that arrives after loading (the first ones first, the rest in a transition)', async () => {
    function Harness() {
      const [loaded, setLoaded] = useState(false);
      return (
        <>
          <button onClick={() => setLoaded(true)}>load</button>
          <ProductGrid products={loaded ? products : []} loading={!loaded} />
        </>
      );
    }
    const { user } = await renderWithProviders(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    );
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'load' }));
    await waitFor(() => expect(tiles()).toHaveLength(products.length));
    expect(FIRST_TILES).toBeLessThan(products.length);
  });

  it('adds the tiles after the first ones at most FIRST_TILES a commit (no commit of the whole rest at once)', async () => {
    const shownAtCommit: number[] = [];
    function Harness() {
      const [loaded, setLoaded] = useState(false);
      return (
        <>
          <button onClick={() => setLoaded(true)}>load</button>
          <Profiler id="grid" onRender={() => shownAtCommit.push(screen.queryAllByRole('heading', { level: 3 }).length)}>
            <ProductGrid products={loaded ? products : []} loading={!loaded} />
          </Profiler>
        </>
      );
    }
    const { user } = await renderWithProviders(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'load' }));
    await waitFor(() => expect(tiles()).toHaveLength(products.length));
    const steps = shownAtCommit.map((n, i) => n - (shownAtCommit[i - 1] ?? 0)).filter((added) => added > 0);
    expect(steps).toEqual([FIRST_TILES, FIRST_TILES, products.length - 2 * FIRST_TILES]);
  });

  it('renders a list that is there at mount whole at once (back navigation restores the scroll position)', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <ProductGrid products={products} />
      </MemoryRouter>,
    );
    expect(tiles()).toHaveLength(products.length);
  });
});
