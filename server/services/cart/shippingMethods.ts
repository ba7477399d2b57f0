/**
 * The shipping methods a South African shop offers (issue 4): a courier at a flat R65 incl. VAT,
 * free from R600 of goods (the items incl. VAT after the coupon discount, what the shopper pays
 * for them), delivered only inside the store view's country; and collect in store, free, always
 * offered for a cart that ships. A cart of only virtual or downloadable items ships nothing, and a
 * method that is not available is not offered at all (VSF drops available:false anyway).
 */
import { fromCents, taxFromGross, toCents } from '../../../src/domain/money.ts';
import type { TotalsShipping } from '../../../src/domain/totals.ts';
import { badRequest } from '../apiError.ts';

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

export interface ShippingContext {
  /** The store's VAT rate for shipping. */
  vatPercent: number;
  /** Items incl. VAT after the coupon discount (rand). */
  goodsInclTax: number;
  /** Whether anything in the cart ships. */
  physical: boolean;
  /** The delivery address's country; null when not known (the remembered method is kept). */
  country: string | null;
  /** The store view's country: the courier delivers there only. */
  storeCountry: string;
}

export const COURIER_FLAT_RATE = 65;
export const FREE_COURIER_FROM = 600;

function method(carrier: [string, string], code: [string, string], priceInclTax: number, vatPercent: number): ShippingMethod {
  const gross = toCents(priceInclTax);
  return {
    carrier_code: carrier[0],
    method_code: code[0],
    carrier_title: carrier[1],
    method_title: code[1],
    amount: priceInclTax,
    base_amount: priceInclTax,
    available: true,
    error_message: '',
    price_excl_tax: fromCents(gross - taxFromGross(gross, vatPercent)),
    price_incl_tax: priceInclTax,
  };
}

export function shippingMethodsFor(ctx: ShippingContext): ShippingMethod[] {
  if (!ctx.physical) return [];
  const methods: ShippingMethod[] = [];
  if (ctx.country === null || ctx.country.toUpperCase() === ctx.storeCountry.toUpperCase()) {
    const free = toCents(ctx.goodsInclTax) >= toCents(FREE_COURIER_FROM);
    methods.push(
      free
        ? method(['courier', 'Courier'], ['standard', `Free delivery from R${FREE_COURIER_FROM}`], 0, ctx.vatPercent)
        : method(['courier', 'Courier'], ['standard', 'Standard'], COURIER_FLAT_RATE, ctx.vatPercent),
    );
  }
  methods.push(method(['pickup', 'Collect in store'], ['store', 'Cape Town store'], 0, ctx.vatPercent));
  return methods;
}

/** The shipping line of a chosen method for the totals; a method not offered here is bad input. */
export function shippingFor(carrier: string, code: string, ctx: ShippingContext): TotalsShipping {
  const found = shippingMethodsFor(ctx).find((m) => m.carrier_code === carrier && m.method_code === code);
  if (!found) throw badRequest(`Carrier with such method not found: ${carrier}, ${code}`);
  return { title: `${found.carrier_title} - ${found.method_title}`, price_incl_tax: found.price_incl_tax, tax_percent: ctx.vatPercent };
}

/** The country of a contract address, snake or camel case (contract §2.3). */
export function countryOf(address: unknown): string | null {
  if (!address || typeof address !== 'object') return null;
  const a = address as Record<string, unknown>;
  const country = a.country_id ?? a.countryId;
  return typeof country === 'string' && country.trim() ? country.trim() : null;
}
