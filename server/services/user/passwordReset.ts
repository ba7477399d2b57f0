/**
 * Forgotten passwords: a random reset token (only its sha256 is stored, valid 1 hour, single use)
 * mailed as a link to /Account/Reset-Password?link=<token>; the PWA resolves the link, then sets
 * the new password with the token. A reset ends every session of the account.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AccountsConfig } from '../../config.ts';
import type { Db, Queryable } from '../../db/index.ts';
import { ApiError } from '../apiError.ts';
import { hashPassword } from '../auth/password.ts';
import { hitCounter } from '../auth/rateCounter.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { passwordResetMail } from '../mail/templates.ts';
import type { MailView } from '../storeViews.ts';
import { checkEmail, checkPassword } from './accounts.ts';
import { customerByEmail } from './customerRepo.ts';

export const TOKEN_MISMATCH = 'The password token is mismatched. Reset and try again.';
export const TOKEN_EXPIRED = 'The password token is expired. Reset and try again.';
const RESET_TTL_SECONDS = 3600;
const RESETS_PER_EMAIL_PER_HOUR = 3;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const resetError = (errorMessage: string) => new ApiError(400, { errorMessage, code: 400 });

/**
 * Always answers true for a well-formed e-mail, known or not (no probing for accounts);
 * a known one gets the mail. Returns whether a mail was queued (the route kicks the mailer).
 */
export async function requestPasswordReset(
  db: Db,
  config: AccountsConfig,
  rawEmail: unknown,
  view: MailView = { language: 'en', pathPrefix: '' },
): Promise<boolean> {
  if (typeof rawEmail !== 'string' || !rawEmail.trim()) throw new ApiError(400, 'Invalid e-mail provided!');
  const email = checkEmail(rawEmail);
  const customer = await customerByEmail(db, email);
  if (!customer) return false;
  // A mailbox is not flooded with reset mails: a few per hour, silently.
  if ((await hitCounter(db, `reset:${email.toLowerCase()}`, 3600)) > RESETS_PER_EMAIL_PER_HOUR) return false;
  const token = randomBytes(32).toString('base64url');
  const link = `${config.publicUrl}${view.pathPrefix}/Account/Reset-Password?link=${token}`;
  await db.transaction(async (tx) => {
    await tx.query('insert into password_reset (token_hash, customer_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))', [
      sha256(token),
      customer.id,
      RESET_TTL_SECONDS,
    ]);
    await enqueueMail(tx, passwordResetMail(customer.email, customer.firstname, link, view.language));
  });
  return true;
}

interface ResetRow {
  customer_id: number;
  email: string;
  expired: boolean;
}

async function findReset(db: Queryable, token: unknown): Promise<ResetRow> {
  if (typeof token !== 'string' || token === '') throw resetError(TOKEN_MISMATCH);
  const { rows } = await db.query<ResetRow>(
    `select r.customer_id, c.email, r.expires_at <= now() as expired from password_reset r join customer c on c.id = r.customer_id
     where r.token_hash = $1 and r.used_at is null`,
    [sha256(token)],
  );
  if (!rows[0]) throw resetError(TOKEN_MISMATCH);
  if (rows[0].expired) throw resetError(TOKEN_EXPIRED);
  return rows[0];
}

/** GET /api/account/GetUserIDFromPasswordLink: who the link is for. */
export async function resolveResetLink(db: Queryable, hash: unknown): Promise<{ id: number; email: string; resetToken: string }> {
  const row = await findReset(db, hash);
  return { id: Number(row.customer_id), email: row.email, resetToken: hash as string };
}

/** create-password / confirm-password-reset. `email`, when given, must be the link's account. */
export async function completePasswordReset(db: Db, input: { email?: unknown; resetToken?: unknown; newPassword?: unknown }): Promise<true> {
  const row = await findReset(db, input.resetToken);
  if (input.email !== undefined && (typeof input.email !== 'string' || input.email.trim().toLowerCase() !== row.email.toLowerCase())) {
    throw resetError(TOKEN_MISMATCH);
  }
  try {
    checkPassword(input.newPassword);
  } catch (err) {
    throw resetError(String((err as ApiError).result));
  }
  const hash = await hashPassword(input.newPassword as string);
  await db.transaction(async (tx) => {
    const used = await tx.query('update password_reset set used_at = now() where token_hash = $1 and used_at is null returning customer_id', [
      sha256(input.resetToken as string),
    ]);
    // Two requests with the same link: only the first one sets the password.
    if (!used.rows.length) throw resetError(TOKEN_MISMATCH);
    await tx.query('update customer set password_hash = $2, updated_at = now() where id = $1', [row.customer_id, hash]);
    await tx.query('update password_reset set used_at = now() where customer_id = $1 and used_at is null', [row.customer_id]);
    await revokeAllSessions(tx, Number(row.customer_id));
  });
  return true;
}
