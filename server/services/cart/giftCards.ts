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
}

/** A usable card (known, not expired, with a balance), or null. */
export async function findGiftCard(db: Queryable, rawCode: string, now: Date): Promise<GiftCard | null> {
  const code = rawCode.trim();
  if (!code || code.length > 64) return null;
  const { rows } = await db.query<{ code: string; balance: string }>(
    'select code, balance from gift_card where upper(code) = upper($1) and balance > 0 and (expires_at is null or expires_at > $2)',
    [code, now.toISOString()],
  );
  return rows[0] ? { code: rows[0].code, balance: Number(rows[0].balance) } : null;
}

/** Draws `amount` from the card; false when its balance no longer covers it. */
export async function drawGiftCard(tx: Queryable, code: string, amount: number): Promise<boolean> {
  if (amount <= 0) return true;
  const { rows } = await tx.query(
    'update gift_card set balance = balance - $2, updated_at = now() where upper(code) = upper($1) and balance >= $2 returning code',
    [code, amount],
  );
  return rows.length > 0;
}
