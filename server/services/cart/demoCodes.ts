/**
 * Demo gift cards of the demo shop, written with the demo catalogue (seedIfEmpty): they are money,
 * so a shop with its own (imported) catalogue does not get them. The demo coupons are public
 * marketing codes and come with migration 008.
 */
import type { Queryable } from '../../db/index.ts';

export const DEMO_GIFT_CARDS = [
  { code: 'GIFT-DEMO-0500', balance: 500 },
  { code: 'GIFT-DEMO-0100', balance: 100 },
] as const;

export async function seedDemoGiftCards(db: Queryable): Promise<void> {
  for (const card of DEMO_GIFT_CARDS) {
    await db.query(`insert into gift_card (code, balance, initial_balance) values ($1, $2, $2) on conflict do nothing`, [card.code, card.balance]);
  }
}
