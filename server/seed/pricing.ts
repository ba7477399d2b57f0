import type { Rng } from './random.ts';

/**
 * Dates and prices of the demo catalogue. Everything is relative to a FIXED reference date so the
 * generator's output never depends on the day it runs; the "active" special price windows stay open
 * until 2035, the expired and future ones lie wholly before or after the foreseeable present.
 */
export const REFERENCE_DATE = Date.UTC(2026, 0, 1, 9, 0, 0);
export const VAT_ZA = 0.15;

const DAY = 86_400_000;

/** Magento's date format, "2025-06-01 00:00:00". */
export function magentoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

export function daysBefore(days: number, minutes = 0): string {
  return magentoDate(REFERENCE_DATE - days * DAY - minutes * 60_000);
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A shelf price (incl. VAT) as shops print them, ending in .99 (or .95 / .49), within [min, max];
 * `position` in [0, 1] moves it up the range (bigger pack, higher price).
 */
export function shelfPrice(rng: Rng, [min, max]: [number, number], position: number): number {
  const raw = min + (max - min) * Math.min(1, Math.max(0, position));
  const whole = raw >= 100 ? Math.max(min, Math.round(raw / 5) * 5) : Math.max(min, Math.round(raw));
  return whole - rng.pick([0.01, 0.01, 0.01, 0.05, 0.51]);
}

/** Source prices exclude tax (spec 000 §4): the shelf price divided by 1.15, to the cent. */
export const exTax = (inclTax: number) => round2(inclTax / (1 + VAT_ZA));

export type SpecialKind = 'none' | 'active-open' | 'active-from' | 'active-window' | 'expired' | 'future';

export interface SpecialFields {
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
}

export function specialFields(kind: SpecialKind, price: number, discount: number): SpecialFields {
  const sp = round2(price * (1 - discount));
  switch (kind) {
    case 'none':
      return { special_price: null, special_from_date: null, special_to_date: null };
    case 'active-open':
      return { special_price: sp, special_from_date: null, special_to_date: null };
    case 'active-from':
      return { special_price: sp, special_from_date: '2025-06-01 00:00:00', special_to_date: null };
    case 'active-window':
      return { special_price: sp, special_from_date: '2025-01-01 00:00:00', special_to_date: '2035-12-31 23:59:59' };
    case 'expired':
      return { special_price: sp, special_from_date: '2024-11-01 00:00:00', special_to_date: '2024-12-31 23:59:59' };
    case 'future':
      return { special_price: sp, special_from_date: '2036-01-01 00:00:00', special_to_date: '2036-03-31 23:59:59' };
  }
}

/** Spec 000 §4: a special price counts only if lower than the price and the date lies in its window. */
export function finalPrice(price: number, s: SpecialFields, at = magentoDate(REFERENCE_DATE)): number {
  if (s.special_price == null || s.special_price >= price) return price;
  if (s.special_from_date && at < s.special_from_date) return price;
  if (s.special_to_date && at > s.special_to_date) return price;
  return s.special_price;
}

/**
 * Demo tier prices (spec 000 §6: price tiers by customer group): every tenth product gives
 * customer group 1 (General, every registered shopper) 5% off from one item and 10% off from six,
 * and everyone 12% off from twelve (32000 = all groups, as Magento exports it). Net values.
 */
export function demoTierPrices(id: number, price: number): { customer_group_id: number; qty: number; value: number }[] {
  if (id % 10 !== 3 || !(price > 0)) return [];
  return [
    { customer_group_id: 1, qty: 1, value: round2(price * 0.95) },
    { customer_group_id: 1, qty: 6, value: round2(price * 0.9) },
    { customer_group_id: 32000, qty: 12, value: round2(price * 0.88) },
  ];
}

/** Parses "500g", "1kg", "250ml", "6 x 330ml" into kilograms (packaging weight is ignored). */
export function weightKg(size: string): number | null {
  const m = /^(?:(\d+) x )?(\d+(?:\.\d+)?)\s*(kg|g|ml|l)$/.exec(size);
  if (!m) return null;
  const count = m[1] ? Number(m[1]) : 1;
  const value = Number(m[2]);
  const kg = m[3] === 'kg' || m[3] === 'l' ? value : value / 1000;
  return round2(count * kg * 1000) / 1000;
}
