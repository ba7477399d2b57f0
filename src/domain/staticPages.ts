/** Spec 001 §2: the static pages share one template; the CMS identifier equals the route slug. */
export const STATIC_PAGES = [
  'legal',
  'privacy-policy',
  'magazine',
  'sale',
  'order-tracking',
  'about',
  'contact',
  'customer-service',
  'terms-conditions',
  'gift-card',
  'shipping-delivery',
  'warranty-returns',
  'order-from-catalog',
] as const;

export type StaticPage = (typeof STATIC_PAGES)[number];
