import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { CartCodes } from './CartCodes';
import { CartTotals } from './CartTotals';
import { selectAppliedCoupon, selectAppliedVoucher } from './cartSelectors';
import './cart.css';

/**
 * The cart's totals and its code fields (coupon, gift card), one look wherever they show: the cart
 * page, the checkout's review step and the mini cart. `codes: 'disclosure'` folds the fields
 * behind "Have a code?" (the mini cart, where the lines come first), open while a code is applied.
 */
export function CartSummary({ only, codes = 'open' }: { only?: string[]; codes?: 'open' | 'disclosure' }) {
  const { t } = useTranslation();
  const applied = useAppSelector((s) => Boolean(selectAppliedCoupon(s) || selectAppliedVoucher(s)));
  return (
    <div className="cart-summary">
      <CartTotals only={only} />
      {codes === 'open' ? (
        <CartCodes />
      ) : (
        <details className="cart-summary__codes" open={applied || undefined}>
          <summary>{t('cart.haveCode')}</summary>
          <CartCodes />
        </details>
      )}
    </div>
  );
}
