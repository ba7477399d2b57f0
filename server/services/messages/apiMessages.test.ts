// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { translateResult } from './apiMessages.ts';

describe('translateResult keeps the shape of the envelope result', () => {
  it.each([
    ['a text', 'Payment not found', 'de', 'Zahlung nicht gefunden'],
    ['a list of reasons, item by item', ['products[0].sku is required', 7], 'it', ['products[0].sku è obbligatorio', 7]],
    [
      'the errorMessage of an object',
      { errorMessage: 'Invalid e-mail provided!', code: 400 },
      'de',
      { errorMessage: 'Die angegebene E-Mail-Adresse ist ungültig!', code: 400 },
    ],
    ['an object without errorMessage', { field: 'Payment not found' }, 'de', { field: 'Payment not found' }],
    ['a number', 42, 'it', 42],
    ['null', null, 'de', null],
    ['English: the very same value', 'Payment not found', 'en', 'Payment not found'],
  ])('%s', (_case, result, language, expected) => {
    expect(translateResult(result, language)).toEqual(expected);
  });

  it('leaves the thrown object itself unchanged', () => {
    const thrown = { errorMessage: 'Invalid e-mail provided!', code: 400 };
    translateResult(thrown, 'it');
    expect(thrown.errorMessage).toBe('Invalid e-mail provided!');
  });
});
