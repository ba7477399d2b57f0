/**
 * Shipping and payment methods of the embedded server. One courier method at a flat rate incl.
 * VAT. Payment methods (providers and cash on delivery): services/payments/paymentMethods.ts.
 */
import { fromCents, taxFromGross, toCents } from '../../../src/domain/money.ts';
import type { TotalsShipping } from '../../../src/domain/totals.ts';
import { badRequest } from '../apiError.ts';

export const VAT_PERCENT_FALLBACK = 15;

export interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: number;
  base_amount: number;
  available: boolean;
  error_message: string;
  price_excl_tax: number;
  price_incl_tax: number;
}

const COURIER_INCL_TAX = 65;

export function shippingMethods(taxPercent: number): ShippingMethod[] {
  const gross = toCents(COURIER_INCL_TAX);
  const net = gross - taxFromGross(gross, taxPercent);
  return [
    {
      carrier_code: 'courier',
      method_code: 'standard',
      carrier_title: 'Courier',
      method_title: 'Standard',
      amount: COURIER_INCL_TAX,
      base_amount: COURIER_INCL_TAX,
      available: true,
      error_message: '',
      price_excl_tax: fromCents(net),
      price_incl_tax: COURIER_INCL_TAX,
    },
  ];
}

/** The shipping of a chosen method for totals; an unknown method is bad input. */
export function shippingFor(carrier: string, method: string, taxPercent: number): TotalsShipping {
  const found = shippingMethods(taxPercent).find((m) => m.carrier_code === carrier && m.method_code === method);
  if (!found) throw badRequest(`Carrier with such method not found: ${carrier}, ${method}`);
  return { title: `${found.carrier_title} - ${found.method_title}`, price_incl_tax: found.price_incl_tax, tax_percent: taxPercent };
}

export const isVirtualType = (type: string): boolean => type === 'virtual' || type === 'downloadable';
