import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../domain/cartItem';
import { maxQtyOf, qtyError, type QtyError } from '../../domain/cartQty';

/**
 * A cart line's quantity field: checked with the messages of spec 001 §5 when the shopper leaves it
 * or presses Enter; 0 asks to remove the line (spec 000 §4), any other valid number is applied.
 */
export function QtyInput({ item, onQty, onZero }: { item: CartItem; onQty: (qty: number) => void; onZero: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(String(item.qty));
  const [error, setError] = useState<QtyError | null>(null);
  useEffect(() => setText(String(item.qty)), [item.qty]);

  const commit = () => {
    if (text.trim() === '0') {
      setError(null);
      setText(String(item.qty));
      return onZero();
    }
    const invalid = qtyError(text, { max: maxQtyOf(item.stock) });
    setError(invalid);
    if (!invalid && Number(text) !== item.qty) onQty(Number(text));
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commit();
  };
  return (
    <>
      <input
        id={id}
        className="qty-stepper__input"
        inputMode="numeric"
        value={text}
        aria-label={t('cart.qtyOf', { name: item.name })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={onKey}
      />
      {error ? (
        <span id={`${id}-error`} className="cart-line__error" role="alert">
          {t(error.message, error.params)}
        </span>
      ) : null}
    </>
  );
}
