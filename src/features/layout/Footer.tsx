import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { STATIC_PAGES } from '../cms/staticPages';
import { NewsletterSignup } from '../newsletter/NewsletterSignup';
import { LanguageControl } from './LanguageControl';

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
        </ul>
      </nav>
      <LanguageControl />
      <p className="footer__note">{t('common.footerNote', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
