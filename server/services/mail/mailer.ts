/**
 * Delivers the outbox through a real SMTP client (nodemailer) when SMTP_URL is set. Without it,
 * mails stay in the outbox table (development, tests that read the reset link from it).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { AccountsConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { claimPending, markFailed, markSent } from './outbox.ts';

export interface Mailer {
  /** Starts a delivery round soon (never awaited by requests). */
  kick(): void;
  /** One delivery round; resolves when the claimed mails were tried. For tests and the poller. */
  deliverPending(): Promise<number>;
  /** Stops the poller and waits for a running round (before the database closes). */
  close(): Promise<void>;
}

/**
 * RFC 8058: the mail program offers its own "Unsubscribe" and, pressed, posts
 * `List-Unsubscribe=One-Click` to the address (routes/ext/newsletter.ts), with no page to open.
 */
const oneClickUnsubscribe = (url: string) => ({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

export function createMailer(db: Db, config: AccountsConfig, log: { error(obj: unknown, msg: string): void }): Mailer {
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  let running: Promise<number> | null = null;
  let again = false;

  async function round(): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    for (const mail of await claimPending(db)) {
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          headers: mail.listUnsubscribe ? oneClickUnsubscribe(mail.listUnsubscribe) : undefined,
        });
        await markSent(db, mail.id);
        sent++;
      } catch (err) {
        await markFailed(db, mail.id, err instanceof Error ? err.message : String(err));
      }
    }
    return sent;
  }

  function deliverPending(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((err) => {
        log.error({ err }, 'mail delivery failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void deliverPending();
        }
      });
    return running;
  }

  // Picks up mails left by a crashed process or a failed attempt.
  const poller = transport ? setInterval(() => void deliverPending(), 15_000) : null;
  poller?.unref();

  return {
    kick: () => {
      if (transport) setImmediate(() => void deliverPending());
    },
    deliverPending,
    async close() {
      if (poller) clearInterval(poller);
      again = false;
      await running;
      transport?.close();
    },
  };
}
