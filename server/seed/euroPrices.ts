/**
 * The euro price list of the German and Italian store views (docs/store-view-content.md). A Magento
 * store view has prices of its own; the demo derives them from the rand list by one fixed rule, so
 * the same seed always gives the same euro prices:
 *
 * 1. The rand shelf price (net plus 15% VAT, what a South African shopper sees) divided by
 *    RAND_PER_EURO gives the euro shelf price to aim at.
 * 2. That is rounded to the nearest price point: x.49 or x.99 below 10 €, x.99 up to 100 €, then
 *    every 5 € (104.99, 109.99 …); never below 0.99 €.
 * 3. The stored price is net of the view's VAT for the product's tax class, to the cent, such that
 *    net plus VAT (rounded as the server rounds it) is exactly the shelf price. Where that rounding
 *    skips the shelf price, it ends in .95 (.45) instead: 22.95 rather than 22.99.
 *
 * Amounts here are integer cents (src/domain/money.ts) so nothing drifts.
 */
import { taxOnNet, type Cents } from '../../src/domain/money.ts';

/** Rand of shelf price per euro of shelf price: a little under the exchange rate, as European shelves are dearer. */
export const RAND_PER_EURO = 18;
/** The lowest price point of a regular price; a special price may go down to LOWEST_POINT. */
export const LOWEST_PRICE: Cents = 99;
export const LOWEST_POINT: Cents = 49;

/** Distance between price points around an amount: 0.50 € below 10 €, 1 € below 100 €, then 5 €. */
const stepOf = (cents: Cents): Cents => (cents < 1000 ? 50 : cents < 10000 ? 100 : 500);

/** The highest price point at or below the amount (points end one cent before a step: 9.49, 9.99, 10.99, 104.99). */
export function pointAtOrBelow(cents: Cents): Cents {
  const step = stepOf(cents);
  return Math.floor((cents + 1) / step) * step - 1;
}

export function pointAtOrAbove(cents: Cents): Cents {
  const step = stepOf(cents);
  return Math.ceil((cents + 1) / step) * step - 1;
}

/** The nearest price point (the higher one on a tie), at least `lowest`. */
export function nearestPoint(cents: Cents, lowest: Cents = LOWEST_PRICE): Cents {
  const below = pointAtOrBelow(cents);
  const above = pointAtOrAbove(cents);
  return Math.max(lowest, above - cents <= cents - below ? above : below);
}

/** The highest price point strictly below the amount, or null below the lowest point. */
export function pointBelow(cents: Cents): Cents | null {
  const point = pointAtOrBelow(cents - 1);
  return point >= LOWEST_POINT ? point : null;
}

/** The net amount whose price including `rate`% VAT is exactly `gross`, or null when rounding skips that gross amount. */
export function exactNet(gross: Cents, rate: number): Cents | null {
  const guess = Math.round((gross * 100) / (100 + rate));
  for (const net of [guess, guess - 1, guess + 1]) if (net > 0 && net + taxOnNet(net, rate) === gross) return net;
  return null;
}

/** How much lower the second-best ending is: x.95 (x.45) when the VAT's rounding cannot give x.99 (x.49). */
export const SECOND_ENDING: Cents = 4;

/**
 * The net price of a shelf price point at `rate`%: the point itself when some net amount gives it,
 * else the point SECOND_ENDING cents lower. Below 25% VAT one of the two always can be given (the
 * shelf amounts that rounding skips lie more than 4 cents apart); the nearest net amount is the
 * last resort.
 */
export function netOfPoint(point: Cents, rate: number): { net: Cents; shelf: Cents } {
  for (const shelf of [point, point - SECOND_ENDING]) {
    const net = shelf > 0 ? exactNet(shelf, rate) : null;
    if (net !== null) return { net, shelf };
  }
  return { net: Math.max(1, Math.round((point * 100) / (100 + rate))), shelf: point };
}

/** The euro shelf price point for a rand shelf price (rule steps 1 and 2); 0 stays 0. */
export function euroShelfOf(randShelf: Cents): Cents {
  return randShelf > 0 ? nearestPoint(Math.round(randShelf / RAND_PER_EURO)) : 0;
}

/** Rates of one product: the default view's VAT (on the rand price) and the euro view's, in percent. */
export interface Rates {
  rand: number;
  euro: number;
}

/** A euro net price for a rand net price (the whole rule), with the shelf price it shows. */
export function euroPrice(randNet: Cents, rates: Rates): { net: Cents; shelf: Cents } {
  if (randNet <= 0) return { net: 0, shelf: 0 };
  return netOfPoint(euroShelfOf(randNet + taxOnNet(randNet, rates.rand)), rates.euro);
}

/**
 * A special price in euro: the rand discount (special ÷ price) applied to the euro shelf price,
 * rounded to the nearest price point and kept strictly below the regular one (null when the
 * regular price is already the lowest point, which the demo's prices never are).
 */
export function euroSpecial(randNet: Cents, randSpecial: Cents, price: { net: Cents; shelf: Cents }, euroRate: number): Cents | null {
  if (randNet <= 0 || price.net <= 0) return null;
  let point: Cents | null = nearestPoint(Math.round((price.shelf * randSpecial) / randNet), LOWEST_POINT);
  if (point >= price.shelf) point = pointBelow(price.shelf);
  if (point === null) return null;
  const { net } = netOfPoint(point, euroRate);
  return Math.min(net, price.net - 1);
}

/**
 * Tier prices keep their discount (tier ÷ rand price) on the euro net price, to the cent, and
 * each stays at least a cent below the price and below the tier of a smaller quantity.
 */
export function euroTiers<T extends { qty: number; value: number }>(tiers: readonly T[], randNet: Cents, euroNet: Cents): T[] {
  const byQty = [...tiers].sort((a, b) => a.qty - b.qty);
  let ceiling = euroNet;
  const values = new Map<T, Cents>();
  for (const tier of byQty) {
    const share = randNet > 0 ? Math.round(tier.value * 100) / randNet : 1;
    const value = Math.max(1, Math.min(Math.round(euroNet * share), ceiling - 1));
    values.set(tier, value);
    ceiling = value;
  }
  return tiers.map((t) => ({ ...t, value: values.get(t)! / 100 }));
}

/** Gift cards are vouchers of round face value: a tenth of the rand value (R100 → 10 €, R1000 → 100 €). */
export const GIFT_CARD_RAND_PER_EURO = 10;
export const euroGiftCardValue = (randValue: number): number => Math.round(randValue / GIFT_CARD_RAND_PER_EURO);
