import { memo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../../components/Link';
import { useAsync } from '../../components/useAsync';
import type { Category } from '../../domain/types';
import { loadAllCategories } from '../catalog/useCategories';
import { subcategories } from '../category/subcategories';
import { useScrollCue } from './useScrollCue';

export interface MenuEntry {
  category: Category;
  children: Category[];
}

/**
 * Level-2 active categories that are in the menu (root category id 2 is level 1), by position, each
 * with its active children, found in the list itself (it carries no nested children: catalogFields.ts).
 */
export function menuCategories(all: Category[]): MenuEntry[] {
  return all
    .filter((c) => c.level === 2 && c.is_active && c.include_in_menu !== 0 && c.include_in_menu !== false)
    .sort((a, b) => a.position - b.position)
    .map((category) => ({ category, children: subcategories(category, all) }));
}

export const categoryPath = (c: Pick<Category, 'slug' | 'url_key'>) => `/c/${c.slug || c.url_key}`;

const firstLink = (el: Element | null | undefined) => el?.querySelector<HTMLAnchorElement>('a');

/**
 * One menu entry. Its sub-menu opens on hover, or from the keyboard with ArrowDown on the entry's
 * link (Enter follows the link); a closed sub-menu is not rendered as focusable, so Tab goes from
 * entry to entry instead of walking through every sub-category link (22 stops before the page).
 */
const MenuItem = memo(function MenuItem({ entry: { category, children } }: { entry: MenuEntry }) {
  const [open, setOpen] = useState(false);
  const subRef = useRef<HTMLUListElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const subId = `menu-sub-${category.id}`;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      linkRef.current?.focus();
      return;
    }
    if (e.target !== linkRef.current) return moveInSub(e);
    if (e.key === 'ArrowDown' && children.length) {
      e.preventDefault();
      setOpen(true);
      // The list renders on the next paint; focus its first link then.
      requestAnimationFrame(() => firstLink(subRef.current)?.focus());
    } else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      const item = linkRef.current?.closest('li');
      const next = e.key === 'ArrowRight' ? item?.nextElementSibling : item?.previousElementSibling;
      const target = firstLink(next);
      if (target) {
        e.preventDefault();
        target.focus();
      }
    }
  };
  const moveInSub = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = [...(subRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const at = links.indexOf(e.target as HTMLAnchorElement);
    const next = e.key === 'ArrowDown' ? links[at + 1] : at === 0 ? linkRef.current : links[at - 1];
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  return (
    <li className={`category-nav__item${open ? ' category-nav__item--open' : ''}`} onKeyDown={onKeyDown} onBlur={onBlur}>
      <NavLink
        ref={linkRef}
        to={categoryPath(category)}
        aria-expanded={children.length ? open : undefined}
        aria-controls={children.length ? subId : undefined}
        onClick={() => setOpen(false)}
      >
        {category.name}
      </NavLink>
      {children.length ? (
        <ul className="category-nav__sub" id={subId} ref={subRef}>
          {children.map((child) => (
            <li key={child.id}>
              <NavLink to={categoryPath(child)} onClick={() => setOpen(false)}>
                {child.name}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
});

export function CategoryNav() {
  const { t } = useTranslation();
  // loadAllCategories: one request per session, shared with the category and product pages.
  const result = useAsync('menu', () => loadAllCategories().then(menuCategories));
  const categories = result.status === 'success' ? result.data : [];
  const { listRef, cue, scrollBy } = useScrollCue(categories.length);
  return (
    <nav className="category-nav" aria-label={t('common.nav.categories')} data-more-start={cue.start || undefined} data-more-end={cue.end || undefined}>
      {/* Pointer-only arrows (keyboard focus scrolls the list by itself): shown while items are hidden on that side. */}
      <button type="button" className="category-nav__more category-nav__more--start" tabIndex={-1} aria-hidden="true" onClick={() => scrollBy(-1)}>
        ‹
      </button>
      <ul className="category-nav__list" ref={listRef} aria-busy={result.status === 'loading'}>
        {categories.map((entry) => (
          <MenuItem key={entry.category.id} entry={entry} />
        ))}
      </ul>
      <button type="button" className="category-nav__more category-nav__more--end" tabIndex={-1} aria-hidden="true" onClick={() => scrollBy(1)}>
        ›
      </button>
    </nav>
  );
}
