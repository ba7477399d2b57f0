/** Countries offered at checkout (South Africa first and default) and South Africa's provinces. */
export const COUNTRIES = ['ZA', 'BW', 'LS', 'NA', 'SZ', 'ZW', 'MZ'] as const;

/** Countries the euro store views deliver to (issue 13: German and Italian addresses). */
export const EURO_COUNTRIES = ['DE', 'IT', 'AT'] as const;

/** The countries offered at checkout in a store view taxed for `viewCountry`: that country first. */
export function countriesOfView(viewCountry: string): string[] {
  const list: readonly string[] = (COUNTRIES as readonly string[]).includes(viewCountry) ? COUNTRIES : EURO_COUNTRIES;
  return [viewCountry, ...list.filter((c) => c !== viewCountry)];
}

export const ZA_PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
] as const;

export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
