import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/support/renderWithProviders';
import type { Category } from '../../domain/types';

const category = (id: number, level: number, parent: number, name: string): Category =>
  ({
    id,
    level,
    parent_id: parent,
    name,
    slug: name.toLowerCase(),
    url_key: name.toLowerCase(),
    is_active: true,
    include_in_menu: 1,
    position: id,
    path: `1/2/${parent === 2 ? id : `${parent}/${id}`}`,
  }) as unknown as Category;

const categories = [category(3, 2, 2, 'Baking'), category(4, 3, 3, 'Flour'), category(5, 2, 2, 'Snacks')];

vi.mock('../catalog/useCategories', () => ({ loadAllCategories: () => Promise.resolve(categories) }));

// Each render of a menu link, by its path.
const linkRenders: string[] = [];
vi.mock('../../components/Link', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../components/Link')>();
  return {
    ...real,
    NavLink: (props: Parameters<typeof real.NavLink>[0]) => {
      linkRenders.push(String(props.to));
      return real.NavLink(props);
    },
  };
});

const { CategoryNav } = await import('./CategoryNav');

afterEach(() => {
  linkRenders.length = 0;
});

describe('the category menu', () => {
  it('renders its entries once: the scroll cue changing around them leaves them alone', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <CategoryNav />
      </MemoryRouter>,
    );
    await screen.findByRole('link', { name: 'Baking' });
    expect(linkRenders.sort()).toEqual(['/c/baking', '/c/flour', '/c/snacks']);
    const list = screen.getAllByRole('list')[0];
    // The list now hides items after its visible part: the cue (the nav's state) shows.
    Object.defineProperty(list, 'scrollWidth', { value: 1000, configurable: true });
    Object.defineProperty(list, 'clientWidth', { value: 300, configurable: true });
    linkRenders.length = 0;
    act(() => void fireEvent.scroll(list));
    expect(screen.getByRole('navigation')).toHaveAttribute('data-more-end', 'true');
    expect(linkRenders).toEqual([]);
  });
});
