import type { UserProfile } from '../user/userSlice';

/** Luhn check digit, so a mistyped card number is caught at the till. */
export function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Prefix 6009: South African GS1 range, our shop's own card series. */
const PREFIX = '6009';

/**
 * The loyalty card number: the profile's own (custom attribute `loyalty_card_number`) when the server has one,
 * else derived from the customer id — stable, 16 digits, the last one a Luhn check digit.
 */
export function loyaltyNumber(profile: Pick<UserProfile, 'id'> & { custom_attributes?: { attribute_code: string; value: unknown }[] }): {
  number: string;
  derived: boolean;
} | null {
  const own = profile.custom_attributes?.find((a) => a.attribute_code === 'loyalty_card_number' || a.attribute_code === 'loyalty_card')?.value;
  if (typeof own === 'string' && own.trim()) return { number: own.trim(), derived: false };
  if (typeof profile.id !== 'number' || !Number.isInteger(profile.id) || profile.id <= 0) return null;
  const body = `${PREFIX}${String(profile.id).padStart(11, '0')}`;
  return { number: `${body}${luhnDigit(body)}`, derived: true };
}

/** '6009 0000 0000 0420' — easier to read out. */
export const groupDigits = (n: string) => n.replace(/(.{4})(?=.)/g, '$1 ');
