/** A filled-in South African address as the checkout form holds it (tests of the shared address). */
export const capeTownAddress = {
  firstName: 'Thandi',
  lastName: 'Botha',
  streetAddress: '12 Long St',
  apartmentNumber: 'Unit 4',
  suburb: 'Gardens',
  city: 'Cape Town',
  state: 'Western Cape',
  zipCode: '8001',
  country: 'ZA',
  phoneNumber: '0821234567',
};
