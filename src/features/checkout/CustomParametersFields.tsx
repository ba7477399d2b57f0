import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import type { StoreLocation } from '../../domain/storeLocation';
import type { CustomParameters } from '../../domain/validation';
import type { TranslationKey } from '../../lib/i18n';
import { StoreCard } from '../stores/StoreCard';
import type { useStores } from '../stores/useStores';
import '../stores/stores.css';

interface Props {
  value: CustomParameters;
  errors: Partial<Record<keyof CustomParameters, string>>;
  onChange: (next: CustomParameters) => void;
  collectInStore: boolean;
  stores: ReturnType<typeof useStores>;
}

/**
 * Spec 000 §3 customParameters on the shipping step: the store to collect from (only with "collect
 * in store"), an optional purchase-order number and a comment to the shop.
 */
export function CustomParametersFields({ value, errors, onChange, collectInStore, stores }: Props) {
  const { t } = useTranslation();
  const commentId = useId();
  const storeErrorId = useId();
  return (
    <>
      {collectInStore ? (
        <fieldset className="store-choice" aria-describedby={errors.storeSelect ? storeErrorId : undefined}>
          <legend>{t('checkout.chooseStore')}</legend>
          {stores.status === 'loading' ? <div className="skeleton skeleton--text" aria-busy="true" /> : null}
          {stores.status === 'error' ? (
            <div role="alert">
              <p>{t('checkout.storesUnavailable')}</p>
              <button type="button" className="button button--small" onClick={stores.retry}>
                {t('stores.retry')}
              </button>
            </div>
          ) : null}
          {stores.status === 'success'
            ? stores.data.map((s: StoreLocation) => (
                <label key={s.code} className="store-choice__option">
                  <input
                    type="radio"
                    name="storeSelect"
                    value={s.code}
                    checked={value.storeSelect === s.code}
                    onChange={() => onChange({ ...value, storeSelect: s.code })}
                  />
                  <StoreCard store={s} heading="span" />
                </label>
              ))
            : null}
          {errors.storeSelect ? (
            <p id={storeErrorId} className="field__error" role="alert">
              {t(errors.storeSelect as TranslationKey)}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <fieldset className="order-notes">
        <legend>{t('checkout.orderNotes')}</legend>
        <Field
          label={t('checkout.poNumber')}
          value={value.PONumber ?? ''}
          onChange={(PONumber) => onChange({ ...value, PONumber })}
          error={errors.PONumber}
          autoComplete="off"
        />
        <div className={`field${errors.comment ? ' field--error' : ''}`}>
          <label htmlFor={commentId}>
            {t('checkout.comment')}
            <span className="field__optional"> ({t('checkout.optional')})</span>
          </label>
          <textarea
            id={commentId}
            name="comment"
            rows={3}
            maxLength={500}
            value={value.comment ?? ''}
            aria-invalid={Boolean(errors.comment)}
            aria-describedby={errors.comment ? `${commentId}-error` : undefined}
            onChange={(e) => onChange({ ...value, comment: e.target.value })}
          />
          {errors.comment ? (
            <p id={`${commentId}-error`} className="field__error">
              {t(errors.comment as TranslationKey)}
            </p>
          ) : null}
        </div>
      </fieldset>
    </>
  );
}
