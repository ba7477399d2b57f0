import { describe, expect, it } from 'vitest';
import { countriesOfView } from './regions';

describe('countries offered in a store view', () => {
  it.each([
    ['ZA', ['ZA', 'BW', 'LS', 'NA', 'SZ', 'ZW', 'MZ']],
    ['DE', ['DE', 'IT', 'AT']],
    ['IT', ['IT', 'DE', 'AT']],
  ])('%s: %j', (country, expected) => {
    expect(countriesOfView(country)).toEqual(expected);
  });
});
