// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { capeTownAddress } from '../../test/support/addressFixtures';
import { addressErrors, emptyAddress, fromContractAddress, toContractAddress, type Address } from './address';

const filled: Address = { ...emptyAddress(), ...capeTownAddress, firstName: ' Thandi ' };

describe('the address', () => {
  it('maps to the contract address: trimmed, apartment and suburb on the second street line, empty extras left out', () => {
    expect(toContractAddress(filled)).toEqual({
      firstname: 'Thandi',
      lastname: 'Botha',
      street: ['12 Long St', 'Unit 4, Gardens'],
      city: 'Cape Town',
      postcode: '8001',
      country_id: 'ZA',
      telephone: '0821234567',
    });
    expect(toContractAddress({ ...filled, company: ' Nkosi Foods ', taxId: '4123', country: '' })).toMatchObject({
      company: 'Nkosi Foods',
      vat_id: '4123',
      country_id: 'ZA',
    });
  });

  it('reads a contract address back, with "-" as no second line and the profile names as a fallback', () => {
    const form = fromContractAddress(
      { street: ['1 Old Road', '-'], city: 'Durban', postcode: '4001', country_id: 'ZA', region: { region: 'KwaZulu-Natal' }, vat_id: 'ABC' },
      { firstname: 'T', lastname: 'N' },
    );
    expect(form).toMatchObject({
      firstName: 'T',
      lastName: 'N',
      streetAddress: '1 Old Road',
      apartmentNumber: '',
      city: 'Durban',
      zipCode: '4001',
      state: 'KwaZulu-Natal',
      taxId: 'ABC',
    });
    expect(fromContractAddress(undefined, { firstname: 'A', lastname: 'B' })).toMatchObject({ country: 'ZA', streetAddress: '' });
    // A store view's own country for an address that names none; a named country stays.
    expect(fromContractAddress(undefined, { firstname: 'A', lastname: 'B' }, 'DE').country).toBe('DE');
    expect(fromContractAddress({ country_id: 'IT' }, { firstname: 'A', lastname: 'B' }, 'DE').country).toBe('IT');
    expect(emptyAddress('IT').country).toBe('IT');
  });

  it.each([
    [[], {}],
    [['state'], {}],
    [['state'], { state: '' }, { state: 'validation.required' }],
    [[], { state: '' }, {}],
    [['taxId'], { taxId: 'AB' }, { taxId: 'validation.taxIdMin' }],
    [[], { taxId: 'AB' }, {}],
    [
      [],
      { firstName: 'T', zipCode: '', country: 'zz', phoneNumber: ' ' },
      { firstName: 'validation.nameMin', zipCode: 'validation.required', country: 'validation.required', phoneNumber: 'validation.required' },
    ],
  ] as const)('checks the fields shown %j with %j', (shown, change, expected = {}) => {
    expect(addressErrors({ ...filled, ...change }, shown)).toEqual(expected);
  });
});
