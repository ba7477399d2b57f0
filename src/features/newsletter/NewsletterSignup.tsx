import { lazy } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { newsletterPopupToggled } from '../ui/uiSlice';
import './newsletter.css';
import { withTranslations } from '../../lib/i18n';
import { LazyPart } from '../../components/LazyPart';

const NewsletterPopup = lazy(() => withTranslations(() => import('./NewsletterPopup')));

/** Footer block: the 10%-off promise and a button opening the sign-up popup (UI flag newsletterPopup). */
export function NewsletterSignup() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.ui.newsletterPopup);
  return (
    <section className="newsletter-signup" aria-labelledby="newsletter-signup-title">
      <h2 id="newsletter-signup-title">{t('newsletter.title')}</h2>
      <p>{t('newsletter.promise')}</p>
      <button type="button" className="button" aria-haspopup="dialog" onClick={() => dispatch(newsletterPopupToggled(true))}>
        {t('newsletter.signUp')}
      </button>
      {/* A page-level dialog, outside the footer landmark. */}
      {open
        ? createPortal(
            <LazyPart>
              <NewsletterPopup />
            </LazyPart>,
            document.body,
          )
        : null}
    </section>
  );
}
