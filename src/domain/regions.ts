/** Countries offered at checkout (South Africa first and default) and South Africa's provinces. */
export const COUNTRIES = ['ZA', 'BW', 'LS', 'NA', 'SZ', 'ZW', 'MZ'] as const;

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
