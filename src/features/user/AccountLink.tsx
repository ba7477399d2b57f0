import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/Link';
import { useAppSelector } from '../../app/hooks';
import { withTranslations } from '../../lib/i18n';
import { LazyPart } from '../../components/LazyPart';

// The modal is rare: a lazy chunk, not in the first-load JavaScript.
const SignUpModal = lazy(() => withTranslations(() => import('./SignUpModal')));

/** The header's account link: "Log in" for a guest, "My account" once logged in; also hosts the sign-up modal. */
export function AccountLink() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector((s) => Boolean(s.user.token));
  const signUpOpen = useAppSelector((s) => s.ui.signUpOpen);
  return (
    <>
      <Link to={loggedIn ? '/my-account' : '/login'} className="icon-button" data-testid="account-link">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="12" cy="8" r="4" fill={loggedIn ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c1-5 4.5-7 8-7s7 2 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{loggedIn ? t('common.nav.account') : t('common.routes.login')}</span>
      </Link>
      {signUpOpen ? (
        <LazyPart>
          <SignUpModal />
        </LazyPart>
      ) : null}
    </>
  );
}
