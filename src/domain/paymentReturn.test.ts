import { describe, expect, it } from 'vitest';
import { namesPayment } from './paymentReturn';

describe('namesPayment', () => {
  it.each([
    ['', false],
    ['?utm_source=mail', false],
    ['?id=', false],
    ['?payment_intent=pi_1&redirect_status=succeeded', true],
    ['?resourcePath=%2Fv1%2Fcheckouts%2Fx', true],
    ['?checkoutReference=abc', true],
    ['?ref=R1', true],
    ['?status=paid', true],
  ])('%s → %s', (search, expected) => {
    expect(namesPayment(new URLSearchParams(search))).toBe(expected);
  });
});
