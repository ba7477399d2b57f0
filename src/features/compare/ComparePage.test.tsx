import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/support/renderWithProviders';
import { clearSearchCache } from '../../api/catalog';
import type { Attribute } from '../../domain/types';
import { catalogHandlers } from '../../../test/support/catalogHandlers';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import ComparePage from './ComparePage';
import { setUpMswServer } from '../../../test/support/mswServer';

const attr = (code: string, label: string, options: { value: string; label: string }[] = [], comparable = true): Attribute => ({
  attribute_id: code.length,
  attribute_code: code,
  frontend_label: label,
  frontend_input: options.length ? 'select' : 'text',
  is_user_defined: true,
  is_visible: true,
  is_comparable: comparable,
  options,
});
const attributes = [
  attr('brand', 'Brand', [
    { value: '101', label: 'Nature Fresh' },
    { value: '102', label: 'Karoo Farms' },
  ]),
  attr('dietary', 'Dietary', [
    { value: '201', label: 'Vegan' },
    { value: '202', label: 'Gluten free' },
  ]),
  attr('colour', 'Colour', [], true),
  attr('secret', 'Secret code', [], false),
];
const almond = simpleProduct({ brand: 101, dietary: '201,202', secret: 'x' });
const oats = simpleProduct({
  id: 12,
  sku: 'OATS-500G',
  name: 'Rolled Oats 500g',
  brand: 102,
  price_incl_tax: 40,
  final_price_incl_tax: 40,
  original_price_incl_tax: 40,
});

const server = setUpMswServer(clearSearchCache);

const routes = [{ path: '/compare', element: <ComparePage /> }];
const withItems = { compare: { items: [almond, oats] } };

describe('Compare Products', () => {
  it('shows the comparable attributes side by side with option labels', async () => {
    server.use(...catalogHandlers({ attribute: attributes as unknown as Record<string, unknown>[] }));
    await renderRoutes(routes, '/compare', { preloadedState: withItems });
    expect(screen.getByRole('heading', { level: 1, name: 'Compare Products' })).toBeInTheDocument();
    const brand = await screen.findByRole('row', { name: /Brand/ });
    expect(
      within(brand)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Nature Fresh', 'Karoo Farms']);
    expect(
      within(screen.getByRole('row', { name: /Dietary/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Vegan, Gluten free', '–']);
    expect(
      within(screen.getByRole('row', { name: /Price/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['R115.00', 'R40.00']);
    // Not comparable, or no product has a value: no row.
    expect(screen.queryByRole('row', { name: /Secret code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Colour/ })).not.toBeInTheDocument();
  });

  it('works offline from the kept products and the cached attribute labels', async () => {
    server.use(...catalogHandlers({ attribute: attributes as unknown as Record<string, unknown>[] }));
    const first = await renderRoutes(routes, '/compare', { preloadedState: withItems });
    await screen.findByRole('row', { name: /Brand/ });
    first.unmount();
    server.use(http.get('*/api/catalog/*', () => HttpResponse.error()));
    await renderRoutes(routes, '/compare', { preloadedState: withItems });
    expect(await screen.findByRole('cell', { name: 'Karoo Farms' })).toBeInTheDocument();
  });

  it('removes one product and clears the list', async () => {
    server.use(...catalogHandlers({ attribute: attributes as unknown as Record<string, unknown>[] }));
    const { user, store } = await renderRoutes(routes, '/compare', { preloadedState: withItems });
    await user.click(screen.getByRole('button', { name: 'Remove Rolled Oats 500g from compare' }));
    expect(store.getState().compare.items.map((i) => i.sku)).toEqual(['ALMOND-FLOUR-1KG']);
    await user.click(screen.getByRole('button', { name: 'Clear the list' }));
    expect(screen.getByText('You have no products to compare.')).toBeInTheDocument();
  });
});
