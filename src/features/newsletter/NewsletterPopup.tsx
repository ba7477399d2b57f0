import { useTranslation } from 'react-i18next';
import { DialogShell } from '../../components/DialogShell';
import { useAppDispatch } from '../../app/hooks';
import { newsletterPopupToggled } from '../ui/uiSlice';
import { NewsletterForm } from './NewsletterForm';
import '../catalog/catalog.css';
import './newsletter.css';

/** The newsletter pop-up (spec 001 §9 UI flag newsletterPopup). */
export default function NewsletterPopup() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const close = () => dispatch(newsletterPopupToggled(false));
  return (
    <DialogShell kind="modal" titleId="newsletter-popup-title" title={t('newsletter.popupTitle')} closeLabel={t('newsletter.close')} onClose={close}>
      <p>{t('newsletter.promise')}</p>
      <NewsletterForm onDone={close} />
    </DialogShell>
  );
}
