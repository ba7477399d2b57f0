/**
 * Small shared facts of the cart: the VAT fallback and which product types ship nothing.
 * Shipping methods: shippingMethods.ts; payment methods: services/payments/paymentMethods.ts.
 */

/** VAT of the default store view when no tax rule answers (South Africa, 15%). */
export const VAT_PERCENT_FALLBACK = 15;

/** Virtual and downloadable products need no shipping (and no cash on delivery when alone, spec 000 §4). */
export const isVirtualType = (type: string): boolean => type === 'virtual' || type === 'downloadable';
