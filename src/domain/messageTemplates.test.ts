// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messageCatalogue, placeholdersOf } from './messageTemplates';

const catalogue = messageCatalogue([
  { en: 'Payment not found', de: 'Zahlung nicht gefunden', it: 'Pagamento non trovato' },
  { en: 'Field is required', de: 'Dieses Feld ist erforderlich', it: 'Campo obbligatorio' },
  { en: 'The payment method {method} is not available for payments in {currency}', de: 'Die Zahlungsart {method} ist in {currency} nicht verfügbar' },
  { en: '{field} is required', de: '{field} ist erforderlich', it: '{field} è obbligatorio' },
  { en: '{field}: {problem}', de: '{field}: {problem}', it: '{field}: {problem}' },
  { en: 'Invalid request: {details}', de: 'Ungültige Anfrage: {details}', it: 'Richiesta non valida: {details}' },
  { en: 'Invalid request: {part} {where} contains a NUL character', de: 'Ungültige Anfrage: {part} {where} enthält ein NUL-Zeichen' },
  { en: 'Price {a} (was {b})', de: 'Preis {a} (vorher {b})', it: 'Prezzo {a} (prima {b})' },
]);

describe('messageCatalogue', () => {
  it.each([
    ['a text without placeholders', 'Payment not found', 'de', 'Zahlung nicht gefunden'],
    ['the same in Italian', 'Payment not found', 'it', 'Pagamento non trovato'],
    [
      'values kept in their places',
      'The payment method zapper is not available for payments in EUR',
      'de',
      'Die Zahlungsart zapper ist in EUR nicht verfügbar',
    ],
    [
      'a language the entry lacks: the English text',
      'The payment method zapper is not available for payments in EUR',
      'it',
      'The payment method zapper is not available for payments in EUR',
    ],
    ['English asked: unchanged', 'Payment not found', 'en', 'Payment not found'],
    ['an unknown text: unchanged', 'Something else went wrong', 'de', 'Something else went wrong'],
    ['an unknown language: unchanged', 'Payment not found', 'fr', 'Payment not found'],
    ['a field path in {field}', 'products[0].sku is required', 'it', 'products[0].sku è obbligatorio'],
    ['a catalogued value is translated too', 'shippingAddress.city: Field is required', 'de', 'shippingAddress.city: Dieses Feld ist erforderlich'],
    ['{field} takes no spaces, so the rule wins', 'street: Field is required', 'it', 'street: Campo obbligatorio'],
    ['an unknown value is kept', 'city: too far away', 'de', 'city: too far away'],
    ['the most literal template wins', 'Invalid request: body ref contains a NUL character', 'de', 'Ungültige Anfrage: body ref enthält ein NUL-Zeichen'],
    ['a less literal one takes the rest', 'Invalid request: body/sku must be string', 'de', 'Ungültige Anfrage: body/sku must be string'],
    ['regex characters in the English text are literal', 'Price 5 (was 7)', 'it', 'Prezzo 5 (prima 7)'],
    ['regex characters do not match other text', 'Price 5 was 7', 'it', 'Price 5 was 7'],
    ['the whole text must match', 'Payment not found twice', 'de', 'Payment not found twice'],
  ])('%s', (_case, text, language, expected) => {
    expect(catalogue.translate(text, language)).toBe(expected);
  });

  it('lists the placeholders of a text', () => {
    expect(placeholdersOf('{b} and {a}')).toEqual(['a', 'b']);
    expect(placeholdersOf('none')).toEqual([]);
  });
});
