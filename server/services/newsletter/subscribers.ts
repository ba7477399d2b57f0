/**
 * Newsletter subscribers (table newsletter_subscriber). The first subscription of an address
 * gets the welcome mail with its own 10% coupon code (spec 001 §9: newsletter coupon 10% off);
 * subscribing again, or after unsubscribing, sends nothing new and keeps the code.
 */
import { randomInt } from 'node:crypto';
import type { Db, Queryable } from '../../db/index.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { newsletterWelcomeMail } from '../mail/templates.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A coupon code the cart's coupon rules can recognise: WELCOME10-XXXXXXXX means 10% off. */
export const newsletterCoupon = () => `WELCOME10-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/** Returns true when a welcome mail (in the store view's language) was queued. */
export async function subscribe(db: Db, email: string, language = 'en'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ inserted: boolean; coupon_code: string }>(
      `insert into newsletter_subscriber (email, status, coupon_code) values (lower($1), 'subscribed', $2)
       on conflict (email) do update set status = 'subscribed', updated_at = now()
       returning (xmax = 0) as inserted, coupon_code`,
      [email, newsletterCoupon()],
    );
    if (!rows[0].inserted) return false;
    await enqueueMail(tx, newsletterWelcomeMail(email, rows[0].coupon_code, language));
    return true;
  });
}

export async function unsubscribe(db: Queryable, email: string): Promise<void> {
  await db.query("update newsletter_subscriber set status = 'unsubscribed', updated_at = now() where email = lower($1)", [email]);
}

export async function isSubscribed(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query("select 1 from newsletter_subscriber where email = lower($1) and status = 'subscribed'", [email]);
  return rows.length > 0;
}
