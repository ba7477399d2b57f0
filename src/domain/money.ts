/**
 * Money without float drift (DESIGN decision 2): amounts are computed in integer cents and only
 * turned back into numbers with two decimals at the edges (API fields, display).
 */
export type Cents = number;

/** 12.345 -> 1235 (half away from zero, like Magento's and vsf-utilities' roundTo). */
export function toCents(amount: number): Cents {
  const sign = amount < 0 ? -1 : 1;
  // toFixed(8) removes binary noise such as 1.005 being 1.00499999…
  return sign * Math.round(Number((Math.abs(amount) * 100).toFixed(8)));
}

export function fromCents(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** Rounds an amount to two decimals without drift: round2(1.005) === 1.01. */
export function round2(amount: number): number {
  return fromCents(toCents(amount));
}

/** The part of a gross amount that is tax at `ratePercent`: net = gross / (1 + r). */
export function taxFromGross(gross: Cents, ratePercent: number): Cents {
  return gross - Math.round((gross * 100) / (100 + ratePercent));
}

/** Tax on a net amount at `ratePercent`, rounded to the cent. */
export function taxOnNet(net: Cents, ratePercent: number): Cents {
  return Math.round((net * ratePercent) / 100);
}

export function sumCents(values: Cents[]): Cents {
  return values.reduce((a, b) => a + b, 0);
}
