/**
 * Coupons (table coupon, migration 008): percentage or fixed, with start, expiry, a minimum
 * subtotal and a usage limit. The newsletter's WELCOME10-XXXXXXXX codes (newsletter_subscriber,
 * spec 001 §9 "newsletter coupon 10% off") become single-use 10% coupons the first time they are
 * looked up. A use is counted only when an order is placed, in the order's transaction.
 */
import type { Queryable } from '../../db/index.ts';
import { couponApplies as termsApply, type CouponTerms } from '../../../src/domain/coupon.ts';

/** Spec 001 §5, word for word. */
export const BAD_COUPON = "You've entered an incorrect coupon code. Please try again.";

/** The terms (src/domain/coupon.ts) and the server's own counters. */
export interface Coupon extends CouponTerms {
  usageLimit: number | null;
  timesUsed: number;
  active: boolean;
  /** The currency of a fixed amount and of the minimum subtotal; null: any (migration 020). */
  currency: string | null;
}

const NEWSLETTER_PERCENT = 10;

interface CouponRow {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  min_subtotal: string;
  starts_at: string | Date | null;
  expires_at: string | Date | null;
  usage_limit: number | null;
  times_used: number;
  active: boolean;
  currency: string | null;
}

const isoTime = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

function toCoupon(r: CouponRow): Coupon {
  return {
    code: r.code,
    kind: r.kind,
    value: Number(r.value),
    minSubtotal: Number(r.min_subtotal),
    startsAt: isoTime(r.starts_at),
    expiresAt: isoTime(r.expires_at),
    usageLimit: r.usage_limit === null ? null : Number(r.usage_limit),
    timesUsed: Number(r.times_used),
    active: r.active,
    currency: r.currency,
  };
}

async function readCoupon(db: Queryable, code: string): Promise<Coupon | null> {
  const { rows } = await db.query<CouponRow>(
    'select code, kind, value, min_subtotal, starts_at, expires_at, usage_limit, times_used, active, currency from coupon where upper(code) = upper($1)',
    [code],
  );
  return rows[0] ? toCoupon(rows[0]) : null;
}

/** The coupon with this code (any letter case), or null. */
export async function findCoupon(db: Queryable, rawCode: string): Promise<Coupon | null> {
  const code = rawCode.trim();
  if (!code || code.length > 64) return null;
  const found = await readCoupon(db, code);
  if (found) return found;
  const { rows } = await db.query<{ coupon_code: string }>('select coupon_code from newsletter_subscriber where upper(coupon_code) = upper($1)', [code]);
  if (!rows[0]) return null;
  await db.query(
    `insert into coupon (code, kind, value, usage_limit, description) values ($1, 'percent', $2, 1, 'Newsletter welcome coupon')
     on conflict do nothing`,
    [rows[0].coupon_code, NEWSLETTER_PERCENT],
  );
  return readCoupon(db, code);
}

/** Whether the coupon can be used now on items worth subtotalInclTax (rand): active, not used up, and its terms. */
export function couponApplies(c: Coupon, subtotalInclTax: number, now: Date): boolean {
  if (!c.active) return false;
  if (c.usageLimit !== null && c.timesUsed >= c.usageLimit) return false;
  return termsApply(c, subtotalInclTax, now);
}

/**
 * Counts one use for a placed order in `currency`; false when the limit was reached meanwhile
 * (another order took the last use) or the coupon no longer fits the currency. The conditional
 * UPDATE decides, so concurrent orders cannot both count.
 */
export async function redeemCoupon(tx: Queryable, code: string, currency: string): Promise<boolean> {
  const { rows } = await tx.query(
    `update coupon set times_used = times_used + 1
     where upper(code) = upper($1) and active and (usage_limit is null or times_used < usage_limit)
       and (currency is null or currency = $2) returning code`,
    [code, currency],
  );
  return rows.length > 0;
}
