import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { Link } from '../../components/Link';
import { config } from '../../lib/config';
import { useAppSelector } from '../../app/hooks';
import { selectIsLoggedIn } from '../user/userSlice';

/**
 * Account pages need login (spec 001 §5: 'You need to be logged in to see this page'). With
 * users.pageSecurityEnabled the route's requiresAuth applies: straight to /login instead.
 */
export function AccountGuard({ children, pageSecurity = config.users.pageSecurityEnabled }: { children: ReactNode; pageSecurity?: boolean }) {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (loggedIn) return <>{children}</>;
  const back = `${location.pathname}${location.search}`;
  if (pageSecurity) return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  return (
    <section className="page page--message">
      <h1>{t('account.title')}</h1>
      <p role="alert">{t('account.loginRequired')}</p>
      <Link className="button button--primary" to={`/login?redirect=${encodeURIComponent(back)}`}>
        {t('account.goToLogin')}
      </Link>
    </section>
  );
}
