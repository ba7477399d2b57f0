import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NavLink } from '../../components/Link';
import { useAppDispatch } from '../../app/hooks';
import { logoutRedirectPath, logoutUser } from '../user/session';

const LINKS = [
  { to: '/my-account', key: 'profile', end: true },
  { to: '/my-account/shipping-details', key: 'shipping' },
  { to: '/my-account/newsletter', key: 'newsletter' },
  { to: '/my-account/orders', key: 'orders' },
  { to: '/my-account/reviews', key: 'reviews' },
  { to: '/my-account/recently-viewed', key: 'recent' },
] as const;

/** The account area's own navigation, ending with log out (session-pwa's logout; spec 001 §2 redirect). */
export function AccountNav() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const logout = async () => {
    await dispatch(logoutUser());
    void navigate(logoutRedirectPath(), { replace: true });
  };
  return (
    <nav className="account-nav" aria-label={t('account.nav.label')}>
      <ul>
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={'end' in l}>
              {t(`account.nav.${l.key}`)}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className="account-nav__logout" onClick={() => void logout()}>
            {t('account.nav.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
