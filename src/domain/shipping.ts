/**
 * What a cart's delivery costs (issue 4; in euro see shippingTermsOf): a courier at a flat R65 incl. VAT, free from R600 of goods
 * (the items incl. VAT after the coupon discount, what the shopper pays for them), delivered only in
 * the store view's country; and collect in store, free, always offered for a cart that ships. A cart
 * of only virtual or downloadable items ships nothing. The server offers these methods and charges
 * them; the PWA prices a chosen method with the same functions while offline.
 */
import { fromCents, taxFromGross, toCents } from './money.ts';
import { countriesOfView } from './regions.ts';
import type { TotalsShipping } from './totals.ts';

/** Virtual and downloadable products need no shipping (and no cash on delivery when alone, spec 000 §4). */
export const isVirtualType = (type: string): boolean => type === 'virtual' || type === 'downloadable';

/** A cart ships nothing when it has lines and every one is virtual or downloadable. */
export const isVirtualCart = (types: readonly string[]): boolean => types.length > 0 && types.every(isVirtualType);

export interface ShippingRate {
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

/** The chosen carrier and method, and the delivery country when known. */
export interface ShippingChoice {
  carrier: string;
  method: string;
  country: string | null;
}

export const COURIER_FLAT_RATE = 65;
export const FREE_COURIER_FROM = 600;

/**
 * A currency's delivery terms (issue 13). Rand: the terms above and collect in the Cape Town store.
 * Euro (the de and it views): a courier at 4.90 incl. VAT, free from 50 of goods, and no store to
 * collect from. A currency not listed has the rand terms.
 */
export interface ShippingTerms {
  flatRate: number;
  freeFrom: number;
  /** How the free threshold is written in the method title. */
  freeLabel: string;
  pickup: boolean;
}

const RAND_TERMS: ShippingTerms = { flatRate: COURIER_FLAT_RATE, freeFrom: FREE_COURIER_FROM, freeLabel: `R${FREE_COURIER_FROM}`, pickup: true };
const EURO_TERMS: ShippingTerms = { flatRate: 4.9, freeFrom: 50, freeLabel: '€50', pickup: false };

export const shippingTermsOf = (currency: string): ShippingTerms => (currency === 'EUR' ? EURO_TERMS : RAND_TERMS);

function rate(carrier: [string, string], code: [string, string], priceInclTax: number, vatPercent: number): ShippingRate {
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

/** Whether the courier goes to this country (an unknown country keeps the remembered method). */
export const courierDelivers = (country: string | null, storeCountry: string): boolean =>
  country === null || country.toUpperCase() === storeCountry.toUpperCase();

/** The courier is free from the threshold of goods (FREE_COURIER_FROM in rand), compared in cents. */
export const courierIsFree = (goodsInclTax: number, freeFrom: number = FREE_COURIER_FROM): boolean => toCents(goodsInclTax) >= toCents(freeFrom);

/** The methods offered in this currency; a method that is not available is left out (VSF drops available:false anyway). */
/**
 * The countries a shipping address may name in a store view: those some method serves (the courier,
 * or collecting in store where the view has stores). A euro view has no stores, so an Austrian
 * address there could choose nothing; a billing address may name any of countriesOfView.
 */
export function shippableCountries(storeCountry: string, currency: string): string[] {
  return countriesOfView(storeCountry).filter((c) => courierDelivers(c, storeCountry) || shippingTermsOf(currency).pickup);
}

export function shippingRatesFor(ctx: ShippingContext, currency = 'ZAR'): ShippingRate[] {
  if (!ctx.physical) return [];
  const terms = shippingTermsOf(currency);
  const rates: ShippingRate[] = [];
  if (courierDelivers(ctx.country, ctx.storeCountry)) {
    rates.push(
      courierIsFree(ctx.goodsInclTax, terms.freeFrom)
        ? rate(['courier', 'Courier'], ['standard', `Free delivery from ${terms.freeLabel}`], 0, ctx.vatPercent)
        : rate(['courier', 'Courier'], ['standard', 'Standard'], terms.flatRate, ctx.vatPercent),
    );
  }
  if (terms.pickup) rates.push(rate(['pickup', 'Collect in store'], ['store', 'Cape Town store'], 0, ctx.vatPercent));
  return rates;
}

/** The totals' shipping line of a chosen method, or null when it is not offered to this cart. */
export function shippingLineFor(choice: Pick<ShippingChoice, 'carrier' | 'method'>, ctx: ShippingContext, currency = 'ZAR'): TotalsShipping | null {
  const found = shippingRatesFor(ctx, currency).find((m) => m.carrier_code === choice.carrier && m.method_code === choice.method);
  if (!found) return null;
  return { title: `${found.carrier_title} - ${found.method_title}`, price_incl_tax: found.price_incl_tax, tax_percent: ctx.vatPercent };
}
