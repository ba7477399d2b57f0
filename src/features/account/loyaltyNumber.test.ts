import { describe, expect, it } from 'vitest';
import { groupDigits, loyaltyNumber, luhnDigit } from './loyaltyNumber';

describe('loyalty card number', () => {
  it('uses the number the server profile carries', () => {
    expect(loyaltyNumber({ id: 7, custom_attributes: [{ attribute_code: 'loyalty_card_number', value: '2000000000077' }] })).toEqual({
      number: '2000000000077',
      derived: false,
    });
  });

  it('derives a stable 16-digit number with a Luhn check digit from the customer id otherwise', () => {
    const a = loyaltyNumber({ id: 42 })!;
    expect(a).toEqual({ number: '6009000000000420', derived: true });
    expect(loyaltyNumber({ id: 42 })).toEqual(a);
    expect(luhnDigit('7992739871')).toBe(3); // the textbook Luhn example
    expect(loyaltyNumber({ id: undefined })).toBeNull();
  });

  it('groups digits by four for reading', () => {
    expect(groupDigits('6009000000000420')).toBe('6009 0000 0000 0420');
  });
});
