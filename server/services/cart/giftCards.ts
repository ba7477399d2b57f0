/**
 * Gift-card vouchers (table gift_card, migration 008). A card lowers the grand total up to its
 * balance; the balance is drawn down only when an order is placed, in the order's transaction,
 * with a conditional UPDATE (two orders cannot spend the same rand).
 */
import type { Queryable } from '../../db/index.ts';

/** Magento's gift card account message for a code that is unknown, expired or spent. */
export const BAD_VOUCHER = 'Please correct the gift card code.';

export interface GiftCard {
  code: string;
  balance: number;
  /** The balance's currency: the card pays only for carts in it (codeCurrency.ts). */
  currency: string;
}

/** A usable card (known, not expired, with a balance), or null. */
export async function findGiftCard(db: Queryable, rawCode: string, now: Date): Promise<GiftCard | null> {
  const code = rawCode.trim();
  if (!code || code.length > 64) return null;
  const { rows } = await db.query<{ code: string; balance: string; currency: string }>(
    'select code, balance, currency from gift_card where upper(code) = upper($1) and balance > 0 and (expires_at is null or expires_at > $2)',
    [code, now.toISOString()],
  );
  return rows[0] ? { code: rows[0].code, balance: Number(rows[0].balance), currency: rows[0].currency } : null;
}

/** Draws `amount` of `currency` from the card; false when its balance (in that currency) no longer covers it. */
export async function drawGiftCard(tx: Queryable, code: string, amount: number, currency: string): Promise<boolean> {
  if (amount <= 0) return true;
  const { rows } = await tx.query(
    'update gift_card set balance = balance - $2, updated_at = now() where upper(code) = upper($1) and balance >= $2 and currency = $3 returning code',
    [code, amount, currency],
  );
  return rows.length > 0;
}
