/**
 * A store or pick-up point of the shop (issue 14: store locator, collect in store). The server
 * serves them from its store_location table; the PWA lists them and lets a shopper collecting in
 * store pick one (customParameters.storeSelect).
 */
export interface StoreLocation {
  code: string;
  kind: 'store' | 'pickup';
  name: string;
  street: string;
  suburb: string | null;
  city: string;
  region: string | null;
  postcode: string;
  country_id: string;
  phone: string | null;
  /** Shown as written by the operator, e.g. {days: 'Mon–Fri', hours: '08:00–18:00'}. */
  opening_hours: { days: string; hours: string }[];
  latitude: number | null;
  longitude: number | null;
}

/** The carrier of the "collect in store" shipping method (src/domain/shipping.ts). */
export const COLLECT_IN_STORE_CARRIER = 'pickup';
export const isCollectInStore = (carrierCode: unknown): boolean => carrierCode === COLLECT_IN_STORE_CARRIER;

/** A shipping method as one string, `<carrier>_<method>` (VSF's radio values; the server keeps an order's method so). */
export const shippingMethodKey = (carrierCode: string, methodCode: string): string => `${carrierCode}_${methodCode}`;
/** The carrier of a method kept as shippingMethodKey made it. */
export const carrierOfMethodKey = (key: string): string => key.split('_')[0] ?? key;
/**
 * The store an order collected in store goes to when it names none: the one store the method meant
 * before shoppers could choose ("Collect in store – Cape Town store"). Vue Storefront 1 clients, and
 * orders queued offline by an older version of the PWA, send no storeSelect; the PWA asks for one.
 */
export const DEFAULT_PICKUP_STORE = 'cape-town';

/** One line of address: street, suburb, city postcode. */
export function storeAddressLine(s: Pick<StoreLocation, 'street' | 'suburb' | 'city' | 'postcode'>): string {
  return [s.street, s.suburb, `${s.city} ${s.postcode}`].filter(Boolean).join(', ');
}

/** A map search for the store: by its coordinates when known, else by its address. */
export function storeMapUrl(s: Pick<StoreLocation, 'name' | 'street' | 'suburb' | 'city' | 'postcode' | 'latitude' | 'longitude'>): string {
  if (s.latitude !== null && s.longitude !== null) {
    return `https://www.openstreetmap.org/?mlat=${s.latitude}&mlon=${s.longitude}#map=17/${s.latitude}/${s.longitude}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${s.name}, ${storeAddressLine(s)}`)}`;
}
