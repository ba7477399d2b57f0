/**
 * The delivery country of a shipping request. The methods and their rates are src/domain/shipping.ts
 * (the PWA prices a chosen method offline with the same functions).
 */

/** The country of a contract address, snake or camel case (contract §2.3). */
export function countryOf(address: unknown): string | null {
  if (!address || typeof address !== 'object') return null;
  const a = address as Record<string, unknown>;
  const country = a.country_id ?? a.countryId;
  return typeof country === 'string' && country.trim() ? country.trim() : null;
}
