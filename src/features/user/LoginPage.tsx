import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../components/usePageMeta';
import { authElemChanged } from '../ui/uiSlice';
import { AuthPanel } from './AuthPanel';
import { selectIsLoggedIn } from './userSlice';
import '../catalog/catalog.css';

/** Only same-site paths are followed after login (no open redirect). */
const safePath = (p: string | null) => (p && p.startsWith('/') && !p.startsWith('//') ? p : '/my-account');

/** /login (public): the auth element; a logged-in shopper goes on to the account (or ?redirect=). */
export default function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const target = safePath(params.get('redirect'));
  usePageMeta(t('user.loginTitle'));
  useEffect(() => {
    dispatch(authElemChanged('login'));
  }, [dispatch]);
  if (loggedIn) return <Navigate to={target} replace />;
  return (
    <div className="auth-page">
      <AuthPanel titleId="login-title" onDone={() => void navigate(target, { replace: true })} />
    </div>
  );
}
