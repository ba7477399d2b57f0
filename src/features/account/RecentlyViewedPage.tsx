import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductGrid } from '../../components/ProductGrid';
import { tileActions } from '../catalog/tileActions';
import { useAsync } from '../../components/useAsync';
import { usePageMeta } from '../../components/usePageMeta';
import { EmptyList } from './AccountTables';
import { clearRecentlyViewed, listRecentlyViewed } from './recentlyViewed';

/** /my-account/recently-viewed: products opened on this device, newest first. */
export default function RecentlyViewedPage() {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const loaded = useAsync(`recent:${round}`, listRecentlyViewed);
  usePageMeta(t('account.recent.title'));
  const items = loaded.status === 'success' ? loaded.data : [];
  return (
    <>
      <div className="account__head row-between">
        <h1>{t('account.recent.title')}</h1>
        {items.length ? (
          <button type="button" className="button button--ghost" onClick={() => void clearRecentlyViewed().then(() => setRound((r) => r + 1))}>
            {t('account.recent.clear')}
          </button>
        ) : null}
      </div>
      <p className="account__hint">{t('account.recent.hint')}</p>
      {loaded.status === 'loading' ? (
        <div className="skeleton skeleton--text" aria-busy="true" />
      ) : items.length ? (
        <ProductGrid tileActions={tileActions} products={items} label={t('account.recent.title')} />
      ) : (
        <EmptyList text={t('account.recent.empty')} />
      )}
    </>
  );
}
