// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { carrierOfMethodKey, isCollectInStore, shippingMethodKey } from './storeLocation.ts';

describe('a shipping method as one string', () => {
  it.each([
    ['pickup', 'store', 'pickup_store', true],
    ['courier', 'standard', 'courier_standard', false],
    ['flatrate', 'flat_rate', 'flatrate_flat_rate', false],
  ])('%s + %s -> %s, collected in store: %s', (carrier, method, key, collected) => {
    expect(shippingMethodKey(carrier, method)).toBe(key);
    expect(carrierOfMethodKey(key)).toBe(carrier);
    expect(isCollectInStore(carrierOfMethodKey(key))).toBe(collected);
  });
});
