import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import type { Product } from '../../domain/types';
import { validateQty } from './validateQty';
import type { TranslationKey } from '../../lib/i18n';

// The cart code (thunks, server sync, auth) is loaded when the shopper reaches for the button, not
// with the product page: on a phone network its six chunks queued in front of the product photo.
const loadCartThunks = () => import('../cart/cartThunks');

interface Props {
  /** The product as the cart gets it (configured, with its chosen options and price). */
  product: Product;
  disabled?: boolean;
  /** Grouped products have a quantity per associated product instead. */
  showQty?: boolean;
}

/** Quantity (spec 001 §5 messages) and the add-to-cart button. */
export function AddToCart({ product, disabled, showQty = true }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [qty, setQty] = useState('1');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = showQty ? validateQty(qty) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (error || busy) return;
    setBusy(true);
    try {
      const { addToCart } = await loadCartThunks();
      await dispatch(addToCart(product, showQty ? Number(qty) : 1));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="add-to-cart" onSubmit={submit} noValidate>
      {showQty ? (
        <div className="field field--qty">
          <label htmlFor={id}>{t('catalog.quantity')}</label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={qty}
            onChange={(e) => setQty(e.target.value)}
            onBlur={() => setTouched(true)}
            aria-invalid={touched && Boolean(error)}
            aria-describedby={touched && error ? `${id}-error` : undefined}
          />
          {touched && error ? (
            <p id={`${id}-error`} className="field__error">
              {t(error as TranslationKey)}
            </p>
          ) : null}
        </div>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--large"
        disabled={disabled || busy}
        onPointerEnter={() => void loadCartThunks()}
        onFocus={() => void loadCartThunks()}
        onTouchStart={() => void loadCartThunks()}
      >
        {t('catalog.addToCart')}
      </button>
    </form>
  );
}
