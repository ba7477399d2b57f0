import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { useNavigate } from 'react-router-dom';
import { usePageMeta } from '../../components/usePageMeta';
import { browserOnline } from '../../lib/online';
import { OfflineRedirect } from './OfflineRedirect';

/**
 * A failed catalogue request that says nothing about the page: the network failed, the server
 * answered 5xx, or something in between answered with a non-JSON page (a proxy, a captive portal).
 */
export function isUnreachable(err: unknown): boolean {
  if (err instanceof ApiError) return err.code === 0 || err.code >= 500;
  return err instanceof TypeError;
}

/**
 * A product, category or CMS page that neither the network nor this device could answer. Offline
 * (the browser knows it has no network): spec 001 §8's message and home. Online: the shop's server
 * did not answer (down, a captive portal, a time-out), so the shopper is told just that, and can
 * try again; saying the product does not exist would not be true.
 */
export function PageUnavailable() {
  if (!browserOnline()) return <OfflineRedirect />;
  return <ShopUnreachable />;
}

export function ShopUnreachable() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageMeta(t('common.unreachable.title'));
  return (
    <section className="page page--message" role="alert">
      <h1>{t('common.unreachable.title')}</h1>
      <p>{t('common.unreachable.text')}</p>
      <button type="button" className="button" onClick={() => void navigate(0)}>
        {t('common.unreachable.retry')}
      </button>
    </section>
  );
}
