// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCustomerCartId } from './cartId';

describe('isCustomerCartId', () => {
  it.each([
    ['42', true],
    ['1', true],
    ['9999999999999999', true],
    ['', false],
    ['0', false],
    ['042', false],
    ['99999999999999999', false],
    ['5f2b6c0e9a1d4e7f8b3c2a1d0e9f8a7b', false],
  ])('%j → %s', (id, customer) => expect(isCustomerCartId(id)).toBe(customer));
});
