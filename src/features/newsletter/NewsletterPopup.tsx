import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { useDialog } from '../cart/useDialog';
import { newsletterPopupToggled } from '../ui/uiSlice';
import { NewsletterForm } from './NewsletterForm';
import '../catalog/catalog.css';
import './newsletter.css';

/** The newsletter pop-up (spec 001 §9 UI flag newsletterPopup). */
export default function NewsletterPopup() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const ref = useRef<HTMLDivElement>(null);
  const close = () => dispatch(newsletterPopupToggled(false));
  useDialog(ref, close);
  return (
    <div className="modal-backdrop" onClick={(e) => e.target === e.currentTarget && close()}>
      <div ref={ref} className="modal" role="dialog" aria-modal="true" aria-labelledby="newsletter-popup-title" tabIndex={-1}>
        <div className="modal__header">
          <h2 id="newsletter-popup-title">{t('newsletter.popupTitle')}</h2>
          <button type="button" className="icon-button" onClick={close} aria-label={t('newsletter.close')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <p>{t('newsletter.promise')}</p>
        <NewsletterForm onDone={close} />
      </div>
    </div>
  );
}
