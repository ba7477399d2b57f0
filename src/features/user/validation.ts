/**
 * Account form rules with the messages of spec 001 §5 (i18n keys of locales/en/user.json):
 * 'Field is required', 'Please provide valid e-mail address', 'Password must have at least 8
 * letters', 'Passwords must be identical', 'Name must have at least 2 letters'.
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Spec 001 §9: minimum lengths — password 8, name 2. */
export const PASSWORD_MIN = 8;
const NAME_MIN = 2;

export function emailError(v: string): string | undefined {
  if (!v.trim()) return 'user.errors.required';
  return EMAIL.test(v.trim()) ? undefined : 'user.errors.email';
}

export function passwordError(v: string): string | undefined {
  if (!v) return 'user.errors.required';
  return v.length < PASSWORD_MIN ? 'user.errors.passwordMin' : undefined;
}

export function repeatError(password: string, repeat: string): string | undefined {
  if (!repeat) return 'user.errors.required';
  return password === repeat ? undefined : 'user.errors.passwordsIdentical';
}

export function nameError(v: string): string | undefined {
  if (!v.trim()) return 'user.errors.required';
  return v.trim().length < NAME_MIN ? 'user.errors.nameMin' : undefined;
}

export function compact<K extends string>(errors: FieldErrors<K>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors<K>;
}

export const validateLogin = (f: { email: string; password: string }) =>
  compact({ email: emailError(f.email), password: f.password ? undefined : 'user.errors.required' });

export const validateRegister = (f: { email: string; firstname: string; lastname: string; password: string; repeat: string }) =>
  compact({
    email: emailError(f.email),
    firstname: nameError(f.firstname),
    lastname: nameError(f.lastname),
    password: passwordError(f.password),
    repeat: repeatError(f.password, f.repeat),
  });

export const validateNewPassword = (f: { password: string; repeat: string }) =>
  compact({ password: passwordError(f.password), repeat: repeatError(f.password, f.repeat) });
