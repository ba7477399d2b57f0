// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  compact,
  countryError,
  emailError,
  messageText,
  nameError,
  passwordError,
  repeatError,
  requiredError,
  searchTermError,
  taxIdError,
  termsError,
  zipError,
} from './validation';

describe('field rules (spec 001 §5, §9)', () => {
  it.each([
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['a@b.c', 'validation.email'],
    ['a@b', 'validation.email'],
    ['a b@example.com', 'validation.email'],
    ['a@@example.com', 'validation.email'],
    ['@example.com', 'validation.email'],
    [`${'a'.repeat(243)}@example.com`, 'validation.email'],
    [`${'a'.repeat(242)}@example.com`, undefined],
    ['a@b.co', undefined],
    ['  thandi@example.co.za  ', undefined],
  ])('e-mail %j → %s', (value, expected) => {
    expect(emailError(value)).toBe(expected);
  });

  it.each([
    [undefined, 'validation.required'],
    ['', 'validation.required'],
    ['1234567', 'validation.passwordMin'],
    ['12345678', undefined],
    ['        ', undefined],
    ['x'.repeat(256), undefined],
    ['x'.repeat(257), 'validation.passwordMax'],
  ])('password %j → %s', (value, expected) => {
    expect(passwordError(value)).toBe(expected);
  });

  it.each([
    [nameError, '', 'validation.required'],
    [nameError, ' T ', 'validation.nameMin'],
    [nameError, 'Ty', undefined],
    [zipError, '', 'validation.required'],
    [zipError, '12 ', 'validation.zipMin'],
    [zipError, '123', undefined],
    [taxIdError, '', undefined],
    [taxIdError, 'AB', 'validation.taxIdMin'],
    [taxIdError, 'ABC', undefined],
    [requiredError, ' ', 'validation.required'],
    [requiredError, 0, 'validation.required'],
    [requiredError, 'x', undefined],
    [countryError, 'ZA', undefined],
    [countryError, 'za', 'validation.required'],
    [countryError, 'ZAF', 'validation.required'],
    [countryError, '', 'validation.required'],
    [searchTermError, ' ab  ', 'validation.searchMin'],
    [searchTermError, ' a  b ', undefined],
    [searchTermError, 'oat', undefined],
  ] as const)('%o(%j) → %s', (rule, value, expected) => {
    expect((rule as (v: unknown) => string | undefined)(value)).toBe(expected);
  });

  it('compares the repeated password as typed and asks for acceptance of the terms', () => {
    expect([repeatError('secret12', ''), repeatError('secret12', 'secret13'), repeatError('secret12', 'secret12')]).toEqual([
      'validation.required',
      'validation.passwordsIdentical',
      undefined,
    ]);
    expect([termsError(false), termsError(true)]).toEqual(['validation.terms', undefined]);
  });

  it('keeps only the fields with an error', () => {
    expect(compact({ a: undefined, b: 'validation.required' })).toEqual({ b: 'validation.required' });
  });

  it('answers the spec texts word for word, with parameters filled in', () => {
    expect(messageText('validation.email')).toBe('Please provide valid e-mail address');
    expect(messageText('validation.qtyBelow', { quantity: 10000 })).toBe('Quantity must be below 10000');
  });
});
