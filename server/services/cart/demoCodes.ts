/**
 * Demo gift cards of the demo shop, written with the demo catalogue (seedIfEmpty): they are money,
 * so a shop with its own (imported) catalogue does not get them. The demo coupons are public
 * marketing codes and come with migrations 008 (rand, percent) and 020 (euro).
 */
import type { Queryable } from '../../db/index.ts';

/** A card pays only in its own currency: the euro cards are for the euro store views (de, it). */
export const DEMO_GIFT_CARDS = [
  { code: 'GIFT-DEMO-0500', balance: 500, currency: 'ZAR' },
  { code: 'GIFT-DEMO-0100', balance: 100, currency: 'ZAR' },
  { code: 'GIFT-DEMO-EUR-50', balance: 50, currency: 'EUR' },
  { code: 'GIFT-DEMO-EUR-10', balance: 10, currency: 'EUR' },
] as const;

export async function seedDemoGiftCards(db: Queryable): Promise<void> {
  for (const card of DEMO_GIFT_CARDS) {
    await db.query(`insert into gift_card (code, balance, initial_balance, currency) values ($1, $2, $2, $3) on conflict do nothing`, [
      card.code,
      card.balance,
      card.currency,
    ]);
  }
}
