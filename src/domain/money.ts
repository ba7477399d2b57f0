/**
 * Money without float drift (DESIGN decision 2): amounts are computed in integer cents and only
 * turned back into numbers with two decimals at the edges (API fields, display).
 */
export type Cents = number;

/** 12.345 -> 1235 (half away from zero, like Magento's and vsf-utilities' roundTo). */
export function toCents(amount: number): Cents {
  const sign = amount < 0 ? -1 : 1;
  const scaled = Math.abs(amount) * 100;
  // toFixed(8) removes binary noise such as 1.005 being 1.00499999…; it moves the value by at most
  // 5e-9, so it can only change the rounding near a half cent. Elsewhere the plain rounding is the
  // same and skips the string round trip (pricing a page of hits writes hundreds of amounts).
  if (Math.abs(scaled - Math.floor(scaled) - 0.5) > 1e-8) return sign * Math.round(scaled);
  return sign * Math.round(Number(scaled.toFixed(8)));
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
