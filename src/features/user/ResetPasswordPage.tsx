import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../components/usePageMeta';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import '../catalog/catalog.css';
import './user.css';

/** /reset-password (public): asks for the e-mail address the reset link goes to. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageMeta(t('user.forgotTitle'));
  return (
    <div className="auth-page">
      <div className="auth-panel">
        <h1>{t('user.forgotTitle')}</h1>
        <ForgotPasswordForm inModal={false} />
      </div>
    </div>
  );
}
