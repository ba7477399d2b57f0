/**
 * A gift card's balance and a fixed coupon's amount (and its minimum subtotal) are money in one
 * currency (gift_card.currency, coupon.currency of migration 020): they are never spent as the same
 * number in a cart of another currency. A coupon without a currency (a percentage) fits every cart.
 */
import { ApiError } from '../apiError.ts';

export const giftCardCurrencyError = (code: string, currency: string, cartCurrency: string) =>
  new ApiError(400, `The gift card ${code} is in ${currency} and cannot pay for a cart in ${cartCurrency}`);

export const couponCurrencyError = (code: string, currency: string, cartCurrency: string) =>
  new ApiError(400, `The coupon ${code} is for carts in ${currency} and cannot be used in a cart in ${cartCurrency}`);

/** Whether a code of this currency (null: any) may be used in a cart of cartCurrency. */
export const fitsCurrency = (currency: string | null, cartCurrency: string) => currency === null || currency === cartCurrency;
