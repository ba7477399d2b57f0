/** The account forms' field sets; each field's rule is the shared one of src/domain/validation. */
import { compact, emailError, nameError, passwordError, repeatError, requiredError } from '../../domain/validation';

/** Form errors: i18n keys by field (a form may add keys of its own, e.g. a server answer). */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const validateLogin = (f: { email: string; password: string }) =>
  compact({ email: emailError(f.email), password: f.password ? undefined : requiredError('') });

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
