import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { pathInView } from '../../domain/storeView';
import { config, currentStoreView, type StoreView } from '../../lib/config';
import { dispatchedPage } from './dispatchedPages';
import { addressThere, otherViews, type PageInView } from './storeSwitch';
import './storeSwitcher.css';

/** The URL dispatcher's answer for the current page, if it has one (a dispatched 'page'). */
function dispatchedHere(path: string): PageInView['dispatched'] {
  const data = dispatchedPage(path);
  if (data?.kind !== 'page') return undefined;
  return { type: data.type, source: (Object.values(data.props)[0] ?? {}) as Record<string, unknown> };
}

/**
 * The store switcher (issue 13), shown with multistore on: links to the other views. A link opens
 * the same page there where it exists, else that view's home; a view is opened with a page load (its
 * own saved state, cart and caches). Plain links: reachable and usable by keyboard.
 */
export default function StoreSwitcher() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const current = currentStoreView();
  const open = (view: StoreView) => async (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    window.location.assign(await addressThere({ path: pathname, search, dispatched: dispatchedHere(pathname) }, view));
  };
  return (
    <nav className="store-switcher" aria-label={t('common.stores.label')}>
      <span>{t('common.stores.current', { name: current.name })}</span>
      <ul>
        {otherViews(config.storeViews).map((view) => (
          <li key={view.storeCode}>
            <a href={pathInView(pathname, view.prefix) + search} hrefLang={view.i18n.defaultLocale} lang={view.i18n.defaultLocale} onClick={open(view)}>
              {t('common.stores.open', { name: view.name, currency: view.i18n.currencyCode })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
