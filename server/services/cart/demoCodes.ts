/**
 * The demo shop's codes, written with the demo catalogue (seedIfEmpty) and never into a shop with
 * its own (imported) catalogue: gift cards are money, and a public coupon such as "10 % off
 * everything" costs a real shop as much. Migrations 008 and 020 once wrote the coupons into every
 * database; migration 028 takes them out again where the demo is not running (see docs/operations.md).
 */
import type { Queryable } from '../../db/index.ts';

/** A card pays only in its own currency: the euro cards are for the euro store views (de, it). */
export const DEMO_GIFT_CARDS = [
  { code: 'GIFT-DEMO-0500', balance: 500, currency: 'ZAR' },
  { code: 'GIFT-DEMO-0100', balance: 100, currency: 'ZAR' },
  { code: 'GIFT-DEMO-EUR-50', balance: 50, currency: 'EUR' },
  { code: 'GIFT-DEMO-EUR-10', balance: 10, currency: 'EUR' },
] as const;

/**
 * The demo coupons (the README lists them). `currency` null: any currency (a percent coupon without
 * a minimum); a fixed amount or a minimum is in one currency.
 */
export const DEMO_COUPONS = [
  { code: 'HEALTHY10', kind: 'percent', value: 10, min_subtotal: 0, currency: null, expires_at: null, description: '10% off everything' },
  { code: 'SAVE50', kind: 'fixed', value: 50, min_subtotal: 300, currency: 'ZAR', expires_at: null, description: 'R50 off orders of R300 or more' },
  { code: 'SAVE5', kind: 'fixed', value: 5, min_subtotal: 30, currency: 'EUR', expires_at: null, description: '5 € off euro orders of 30 € or more' },
  {
    code: 'WINTER2024',
    kind: 'percent',
    value: 20,
    min_subtotal: 0,
    currency: null,
    expires_at: '2024-09-01T00:00:00+02:00',
    description: 'Winter 2024 sale (expired)',
  },
] as const;

/** Writes the demo gift cards and coupons; codes already there are left as they are. */
export async function seedDemoCodes(db: Queryable): Promise<void> {
  for (const card of DEMO_GIFT_CARDS) {
    await db.query(`insert into gift_card (code, balance, initial_balance, currency) values ($1, $2, $2, $3) on conflict do nothing`, [
      card.code,
      card.balance,
      card.currency,
    ]);
  }
  for (const c of DEMO_COUPONS) {
    await db.query(
      `insert into coupon (code, kind, value, min_subtotal, currency, expires_at, description) values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
      [c.code, c.kind, c.value, c.min_subtotal, c.currency, c.expires_at, c.description],
    );
  }
}
