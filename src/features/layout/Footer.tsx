import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../lib/config';
import { Link } from '../../components/Link';
import { STATIC_PAGES } from '../cms/staticPages';
import { NewsletterSignup } from '../newsletter/NewsletterSignup';
import { LanguageControl } from './LanguageControl';
import { LazyPart } from '../../components/LazyPart';

// Only with multistore on, and as a lazy chunk: the entry chunk carries none of it.
const StoreSwitcher = lazy(() => import('./StoreSwitcher'));

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <NewsletterSignup />
      <nav aria-label={t('common.nav.footer')}>
        <ul className="footer__links">
          {STATIC_PAGES.map((page) => (
            <li key={page}>
              <Link to={`/${page}`}>{t(`common.pages.${page}`)}</Link>
            </li>
          ))}
          <li>
            <Link to="/stores">{t('common.pages.stores')}</Link>
          </li>
        </ul>
      </nav>
      <LanguageControl />
      {config.multistore ? (
        <LazyPart>
          <StoreSwitcher />
        </LazyPart>
      ) : null}
      <p className="footer__note">{t('common.footerNote', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
