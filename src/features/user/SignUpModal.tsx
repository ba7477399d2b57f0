import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { useDialog } from '../../components/useDialog';
import { signUpToggled } from '../ui/uiSlice';
import { AuthPanel } from './AuthPanel';
import '../catalog/catalog.css';

/** The sign-up modal (ui.signUpOpen): the auth element in a dialog, e.g. after the session ended (spec 001 §4). */
export default function SignUpModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const ref = useRef<HTMLDivElement>(null);
  const close = () => dispatch(signUpToggled({ open: false }));
  useDialog(ref, close);
  return (
    <div className="modal-backdrop" onClick={(e) => e.target === e.currentTarget && close()}>
      <div ref={ref} className="modal" role="dialog" aria-modal="true" aria-labelledby="signup-title" tabIndex={-1}>
        <button type="button" className="icon-button modal__close" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('user.close')}</span>
        </button>
        <AuthPanel titleId="signup-title" headingLevel={2} onDone={close} />
      </div>
    </div>
  );
}
