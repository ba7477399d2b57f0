import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import './user.css';

const TITLES = { login: 'user.loginTitle', register: 'user.registerTitle', 'forgot-pass': 'user.forgotTitle' } as const;

/** The auth element of spec 001 §9 (ui.authElem: login, register, forgot password), on /login and in the sign-up modal. */
export function AuthPanel({ onDone, titleId, headingLevel = 1 }: { onDone: () => void; titleId: string; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const elem = useAppSelector((s) => s.ui.authElem);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="auth-panel">
      <Heading id={titleId} tabIndex={-1}>
        {t(TITLES[elem])}
      </Heading>
      {elem === 'login' ? <LoginForm onDone={onDone} /> : null}
      {elem === 'register' ? <RegisterForm onDone={onDone} /> : null}
      {elem === 'forgot-pass' ? <ForgotPasswordForm /> : null}
    </div>
  );
}
