/** The courier's standard rate (65.00 incl. VAT) as a shipping-methods answer lists it. */
export const courierStandardRate = {
  carrier_code: 'courier',
  method_code: 'standard',
  carrier_title: 'Courier',
  method_title: 'Standard',
  amount: 65,
  base_amount: 65,
  available: true,
  error_message: '',
  price_excl_tax: 56.52,
  price_incl_tax: 65,
};
