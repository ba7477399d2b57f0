/**
 * Newsletter subscribers (table newsletter_subscriber). The first subscription of an address
 * gets the welcome mail with its own 10% coupon code (spec 001 §9: newsletter coupon 10% off);
 * subscribing again, or after unsubscribing, sends nothing new and keeps the code.
 *
 * Every subscriber has an unsubscribe key (migration 029), sent in the welcome mail's link: only
 * that link or the subscriber's own signed-in account can end the subscription.
 */
import { randomInt } from 'node:crypto';
import type { Db, Queryable } from '../../db/index.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { newsletterWelcomeMail } from '../mail/templates.ts';
import type { MailView } from '../storeViews.ts';

/** The one-click unsubscribe route (routes/ext/newsletter.ts under /api/ext/mailchimp-subscribe). */
const ONE_CLICK_PATH = '/api/ext/mailchimp-subscribe/unsubscribe';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A coupon code the cart's coupon rules can recognise: WELCOME10-XXXXXXXX means 10% off. */
export const newsletterCoupon = () => `WELCOME10-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/** Where a welcome mail's links lead: the PWA's origin and the store view's path and language. */
export interface WelcomeMailTarget {
  publicUrl: string;
  view: MailView;
}

/**
 * Where a subscriber ends the subscription with the mailed key: the PWA's page the mail's text links
 * to (src/features/newsletter/UnsubscribePage), and the API address a mail program posts to from
 * its own "Unsubscribe" (routes/ext/newsletter.ts, served on the same origin).
 */
function unsubscribeLinks({ publicUrl, view }: WelcomeMailTarget, email: string, key: string) {
  const query = new URLSearchParams({ email, key });
  return { page: `${publicUrl}${view.pathPrefix}/newsletter/unsubscribe?${query}`, oneClick: `${publicUrl}${ONE_CLICK_PATH}?${query}` };
}

/** Returns true when a welcome mail (in the store view's language) was queued. */
export async function subscribe(db: Db, email: string, target: WelcomeMailTarget): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ inserted: boolean; coupon_code: string; email: string; unsubscribe_key: string }>(
      `insert into newsletter_subscriber (email, status, coupon_code) values (lower($1), 'subscribed', $2)
       on conflict (email) do update set status = 'subscribed', updated_at = now()
       returning (xmax = 0) as inserted, coupon_code, email, unsubscribe_key`,
      [email, newsletterCoupon()],
    );
    const row = rows[0];
    if (!row.inserted) return false;
    await enqueueMail(tx, newsletterWelcomeMail(email, row.coupon_code, target.view.language, unsubscribeLinks(target, row.email, row.unsubscribe_key)));
    return true;
  });
}

export async function unsubscribe(db: Queryable, email: string): Promise<void> {
  await db.query("update newsletter_subscriber set status = 'unsubscribed', updated_at = now() where email = lower($1)", [email]);
}

/** Ends the subscription the mailed link names; false when the address and key do not belong together. */
export async function unsubscribeWithKey(db: Queryable, email: string, key: string): Promise<boolean> {
  const { rows } = await db.query(
    "update newsletter_subscriber set status = 'unsubscribed', updated_at = now() where email = lower($1) and unsubscribe_key = $2 returning 1",
    [email, key],
  );
  return rows.length > 0;
}

export async function isSubscribed(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query("select 1 from newsletter_subscriber where email = lower($1) and status = 'subscribed'", [email]);
  return rows.length > 0;
}
