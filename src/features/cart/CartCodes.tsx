import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { applyCoupon, applyVoucher, removeCoupon, type CodeResult } from './cartCoupons';
import { selectAppliedCoupon, selectAppliedVoucher } from './cartSelectors';
import type { TranslationKey } from '../../lib/i18n';

/** One code field: apply (and remove when a code is applied); the refusal is shown beside it. */
function CodeField(props: {
  label: string;
  applied: string | null;
  onApply: (code: string) => Promise<CodeResult>;
  onRemove: () => Promise<CodeResult>;
  name: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<CodeResult>) => {
    setBusy(true);
    const result = await action();
    setBusy(false);
    setError(result.ok ? null : result.message);
    if (result.ok) setCode('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() => props.onApply(code));
  };
  return (
    <form className="cart-code" onSubmit={submit} aria-busy={busy}>
      <label htmlFor={id}>{props.label}</label>
      {props.applied ? (
        <p className="cart-code__applied">
          <span>{t('cart.codeApplied', { code: props.applied })}</span>{' '}
          <button type="button" className="link-button" disabled={busy} onClick={() => void run(props.onRemove)}>
            {t('cart.remove')}
            <span className="visually-hidden"> {props.applied}</span>
          </button>
        </p>
      ) : null}
      <div className="cart-code__row">
        <input
          id={id}
          name={props.name}
          value={code}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="button button--small" disabled={busy}>
          {t('cart.apply')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="cart-line__error" role="alert">
          {t(error as TranslationKey)}
        </p>
      ) : null}
    </form>
  );
}

/** The coupon and gift card fields of the cart page and the mini cart (spec 000 §4). */
export function CartCodes() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const coupon = useAppSelector(selectAppliedCoupon);
  const voucher = useAppSelector(selectAppliedVoucher);
  return (
    <div className="cart-codes">
      <CodeField
        name="coupon"
        label={t('cart.couponLabel')}
        applied={coupon?.code ?? null}
        onApply={(code) => dispatch(applyCoupon(code))}
        onRemove={() => dispatch(removeCoupon())}
      />
      <CodeField
        name="giftcard"
        label={t('cart.voucherLabel')}
        applied={voucher}
        onApply={(code) => dispatch(applyVoucher(code))}
        onRemove={() => dispatch(applyVoucher(''))}
      />
    </div>
  );
}
