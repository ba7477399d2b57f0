/** Account form rules with the messages of spec 001 §5 (keys of locales/en/account.json). */
const filled = (v: string | undefined) => (v ?? '').trim().length > 0;

export type FieldErrors = Record<string, string>;

/** Spec 001 §9: minimum name length 2. */
export function nameError(value: string): string | undefined {
  if (!filled(value)) return 'account.errors.required';
  if (value.trim().length < 2) return 'account.errors.nameMin';
  return undefined;
}

export const requiredError = (value: string) => (filled(value) ? undefined : 'account.errors.required');

/** Spec 001 §9: minimum zip length 3. */
export function zipError(value: string): string | undefined {
  if (!filled(value)) return 'account.errors.required';
  return value.trim().length < 3 ? 'account.errors.zipMin' : undefined;
}

export function compact(errors: Record<string, string | undefined>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1])));
}
