import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { failureMessage } from './useAuthSubmit';

describe('failureMessage', () => {
  it.each([
    ['A customer with the same email already exists in an associated website.', 'user.errors.emailExists'],
    ['Es gibt bereits ein Kundenkonto mit dieser E-Mail-Adresse.', 'user.errors.emailExists'],
    ['Esiste già un cliente con lo stesso indirizzo e-mail.', 'user.errors.emailExists'],
    ['Die Anmeldung war nicht korrekt.', 'Die Anmeldung war nicht korrekt.'],
  ])('%s → %s', (text, expected) => {
    expect(failureMessage(new ApiError(text, 400, text))).toBe(expected);
  });

  it('shows the errorMessage of an object result', () => {
    expect(failureMessage(new ApiError('x', 400, { errorMessage: 'Das Passwort passt nicht zu diesem Konto.', code: 400 }))).toBe(
      'Das Passwort passt nicht zu diesem Konto.',
    );
  });
});
