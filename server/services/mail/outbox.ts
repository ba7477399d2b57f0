/**
 * The mail outbox (table outbox). Every mail is written here, inside the transaction of what
 * caused it when there is one, and delivered after commit by the mailer: a slow or broken SMTP
 * server never blocks or fails the shopper's request, and no mail is lost with a crashed process.
 */
import type { Queryable } from '../../db/index.ts';

export type MailKind = 'password-reset' | 'newsletter-welcome' | 'contact' | 'contact-copy' | 'order-confirmation';

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** A newsletter mail's one-click unsubscribe address (the List-Unsubscribe header, RFC 8058). */
  listUnsubscribe?: string;
}

export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'insert into outbox (kind, to_address, reply_to, subject, text_body, list_unsubscribe) values ($1, $2, $3, $4, $5, $6) returning id',
    [mail.kind, mail.to, mail.replyTo ?? null, mail.subject, mail.text, mail.listUnsubscribe ?? null],
  );
  return Number(rows[0].id);
}

export interface ClaimedMail extends OutgoingMail {
  id: number;
}

const MAX_ATTEMPTS = 5;

/**
 * Claims up to `limit` unsent mails for 2 minutes. Safe with several replicas: SKIP LOCKED and the
 * lease mean each mail is handed to one sender at a time; a sender that dies leaves it for later.
 */
export async function claimPending(db: Queryable, limit = 10): Promise<ClaimedMail[]> {
  const { rows } = await db.query<{
    id: number;
    kind: MailKind;
    to_address: string;
    reply_to: string | null;
    subject: string;
    text_body: string;
    list_unsubscribe: string | null;
  }>(
    `update outbox set attempts = attempts + 1, locked_until = now() + interval '2 minutes'
     where id in (select id from outbox where sent_at is null and attempts < ${MAX_ATTEMPTS}
                  and (locked_until is null or locked_until < now()) order by id limit $1 for update skip locked)
     returning id, kind, to_address, reply_to, subject, text_body, list_unsubscribe`,
    [limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    to: r.to_address,
    replyTo: r.reply_to ?? undefined,
    subject: r.subject,
    text: r.text_body,
    listUnsubscribe: r.list_unsubscribe ?? undefined,
  }));
}

export async function markSent(db: Queryable, id: number): Promise<void> {
  await db.query('update outbox set sent_at = now(), locked_until = null, last_error = null where id = $1', [id]);
}

export async function markFailed(db: Queryable, id: number, error: string): Promise<void> {
  // Retried later (after the lease) until MAX_ATTEMPTS.
  await db.query("update outbox set last_error = $2, locked_until = now() + interval '30 seconds' where id = $1", [id, error.slice(0, 1000)]);
}
