/**
 * A 230.00 cart with a 10% coupon, the courier (65.00) and a 100.00 gift card: the totals segments
 * the cart pricing gives, tested in src/domain and again through the offline cart selector.
 */
export const couponCourierGiftCardTotals: [string, number][] = [
  ['subtotal', 230],
  ['shipping', 65],
  ['discount', -23],
  ['tax', 35.48],
  ['giftcardaccount', -100],
  ['grand_total', 172],
];
