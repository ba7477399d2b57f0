import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { storeAddressLine, storeMapUrl, type StoreLocation } from '../../domain/storeLocation';

/** One store: kind, name, address, phone, opening hours and a map link. `heading` is the name's element (h2 on the locator). */
export function StoreCard({ store, heading: Heading = 'h2', children }: { store: StoreLocation; heading?: 'h2' | 'h3' | 'span'; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="store-card">
      <p className="store-card__kind">{t(`stores.kind.${store.kind}`)}</p>
      <Heading className="store-card__name">{store.name}</Heading>
      <address className="store-card__address">
        {storeAddressLine(store)}
        {store.phone ? (
          <>
            <br />
            {t('stores.phone', { phone: store.phone })}
          </>
        ) : null}
      </address>
      {store.opening_hours.length ? (
        <dl className="store-card__hours" aria-label={t('stores.hours')}>
          {store.opening_hours.map((h) => (
            <div key={h.days}>
              <dt>{h.days}</dt>
              <dd>{h.hours}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <a className="store-card__map" href={storeMapUrl(store)} target="_blank" rel="noopener noreferrer">
        {t('stores.map')}
        <span className="visually-hidden">
          {' '}
          {store.name} {t('stores.newWindow')}
        </span>
      </a>
      {children}
    </div>
  );
}
