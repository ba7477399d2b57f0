import { act, screen, waitFor } from '@testing-library/react';
import { Profiler, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/support/renderWithProviders';
import type { Product } from '../domain/types';
import { changeLanguage } from '../lib/i18n';
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

/** Tile actions that record which tile rendered (ProductTile calls them in each of its renders). */
function recordingActions(rendered: string[]) {
  return (product: Product, t: TFunction) => {
    rendered.push(product.sku);
    return <button type="button">{t('catalog.tileAdd')}</button>;
  };
}

function LoadButton({ children }: { children: (loaded: boolean) => ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button onClick={() => setLoaded(true)}>load</button>
      {children(loaded)}
    </>
  );
}

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

  it('renders each tile once while the list is added in passes (a pass does not render the tiles already shown again)', async () => {
    const rendered: string[] = [];
    const actions = recordingActions(rendered);
    const { user } = await renderWithProviders(
      <MemoryRouter>
        <LoadButton>{(loaded) => <ProductGrid products={loaded ? products : []} loading={!loaded} tileActions={actions} />}</LoadButton>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'load' }));
    await waitFor(() => expect(tiles()).toHaveLength(products.length));
    expect(rendered).toEqual(products.map((p) => p.sku));
  });

  it('does not render the tiles again with the list around them, but does when the language changes', async () => {
    const rendered: string[] = [];
    const actions = recordingActions(rendered);
    function Harness() {
      const [, setClicks] = useState(0);
      return (
        <>
          <button onClick={() => setClicks((n) => n + 1)}>render the list</button>
          <ProductGrid products={products.slice(0, 3)} tileActions={actions} />
        </>
      );
    }
    const { user } = await renderWithProviders(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'render the list' }));
    expect(rendered).toHaveLength(3);
    await act(() => changeLanguage('de'));
    expect(new Set(rendered.slice(3))).toEqual(new Set(['SKU-1', 'SKU-2', 'SKU-3']));
    expect(screen.getAllByRole('button', { name: 'In den Korb' })).toHaveLength(3);
  });
});
