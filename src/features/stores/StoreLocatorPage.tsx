import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../components/usePageMeta';
import { StoreCard } from './StoreCard';
import { useStores } from './useStores';
import './stores.css';

/** /stores: the shop's stores and pick-up points (issue 14; spec 001 §2 names a store locator screen). */
export default function StoreLocatorPage() {
  const { t } = useTranslation();
  const stores = useStores();
  usePageMeta(t('common.pages.stores'));
  return (
    <div className="store-locator">
      <h1>{t('common.pages.stores')}</h1>
      <p className="store-locator__intro">{t('stores.intro')}</p>
      {stores.status === 'loading' ? <div className="skeleton skeleton--text" aria-busy="true" /> : null}
      {stores.status === 'error' ? (
        <div role="alert" className="store-locator__error">
          <p>{t('stores.loadError')}</p>
          <button type="button" className="button" onClick={stores.retry}>
            {t('stores.retry')}
          </button>
        </div>
      ) : null}
      {stores.status === 'success' ? (
        <ul className="store-locator__list">
          {stores.data.map((s) => (
            <li key={s.code}>
              <StoreCard store={s} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
