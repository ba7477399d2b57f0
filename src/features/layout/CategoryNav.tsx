import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAsync } from '../../components/useAsync';
import type { Category } from '../../domain/types';
import { loadAllCategories } from '../catalog/useCategories';

/** Level-2 active categories that are in the menu (root category id 2 is level 1), by position. */
export function menuCategories(all: Category[]): Category[] {
  return all.filter((c) => c.level === 2 && c.is_active && c.include_in_menu !== 0 && c.include_in_menu !== false).sort((a, b) => a.position - b.position);
}

export const categoryPath = (c: Pick<Category, 'slug' | 'url_key'>) => `/c/${c.slug || c.url_key}`;

export function CategoryNav() {
  const { t } = useTranslation();
  // loadAllCategories: one request per session, shared with the category and product pages.
  const result = useAsync('menu', () => loadAllCategories().then(menuCategories));
  const categories = result.status === 'success' ? result.data : [];
  return (
    <nav className="category-nav" aria-label={t('common.nav.categories')}>
      <ul className="category-nav__list" aria-busy={result.status === 'loading'}>
        {categories.map((c) => (
          <li key={c.id} className="category-nav__item">
            <NavLink to={categoryPath(c)}>{c.name}</NavLink>
            {c.children_data?.length ? (
              <ul className="category-nav__sub">
                {c.children_data
                  .filter((child) => child.is_active !== false)
                  .map((child) => (
                    <li key={child.id}>
                      <NavLink to={categoryPath(child)}>{child.name}</NavLink>
                    </li>
                  ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
