/** Registration, login (rate-limited per e-mail and per address) and password change. */
import { emailError, messageText, passwordError, VALIDATION_TEXT } from '../../../src/domain/validation.ts';
import type { AccountsConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { ApiError } from '../apiError.ts';
import { DUMMY_HASH_PROMISE, hashPassword, needsRehash, verifyPassword } from '../auth/password.ts';
import { clearCounter, hitCounter, readCounter } from '../auth/rateCounter.ts';
import { issueSession, type Principal, type SessionTokens } from '../auth/sessions.ts';
import { checkName, cleanAddresses } from './address.ts';
import { customerByEmail, customerById, insertAddress, insertCustomer, listAddresses, toProfile, type CustomerProfile } from './customerRepo.ts';

export const EMAIL_TAKEN = 'A customer with the same email already exists in an associated website.';
export const INVALID_EMAIL = VALIDATION_TEXT.email;
export const PASSWORD_TOO_SHORT = VALIDATION_TEXT.passwordMin;
export const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
export const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please wait and try again later.';
export const WRONG_PASSWORD = "The password doesn't match this account.";

/** The shared e-mail rule (src/domain/validation); a missing address is an invalid one too. */
export function checkEmail(v: unknown): string {
  if (emailError(v)) throw new ApiError(400, INVALID_EMAIL);
  return (v as string).trim();
}

/** The shared password rule: 8 to 256 characters (scrypt cost stays bounded); a missing one is too short. */
export function checkPassword(v: unknown): string {
  const problem = passwordError(v);
  if (problem) throw new ApiError(400, problem === 'validation.passwordMax' ? messageText(problem) : PASSWORD_TOO_SHORT);
  return v as string;
}

export async function registerCustomer(db: Db, body: { customer?: Record<string, unknown>; password?: unknown }): Promise<CustomerProfile> {
  const c = body.customer ?? {};
  const email = checkEmail(c.email);
  const firstname = checkName(c.firstname, 'firstname');
  const lastname = checkName(c.lastname, 'lastname');
  const addresses = cleanAddresses(c.addresses);
  const passwordHash = await hashPassword(checkPassword(body.password));
  try {
    return await db.transaction(async (tx) => {
      const row = await insertCustomer(tx, { email, firstname, lastname, passwordHash });
      for (const a of addresses) await insertAddress(tx, Number(row.id), a);
      return toProfile(row, await listAddresses(tx, Number(row.id)));
    });
  } catch (err) {
    // The unique index on lower(email) decides, also for two registrations racing.
    if ((err as { code?: string }).code === '23505') throw new ApiError(400, EMAIL_TAKEN);
    throw err;
  }
}

const loginKey = (email: string) => `login:${email.toLowerCase()}`;
const loginIpKey = (ip: string) => `login-ip:${ip}`;

/** Failed attempts are counted per e-mail (max) and per client address (4 × max) within the window. */
async function assertNotLocked(db: Db, config: AccountsConfig, email: string, ip: string): Promise<void> {
  const w = config.loginWindowSeconds;
  if ((await readCounter(db, loginKey(email), w)) >= config.loginMaxAttempts || (await readCounter(db, loginIpKey(ip), w)) >= config.loginMaxAttempts * 4) {
    throw new ApiError(429, TOO_MANY_LOGINS);
  }
}

async function countFailure(db: Db, config: AccountsConfig, email: string, ip: string): Promise<void> {
  await hitCounter(db, loginKey(email), config.loginWindowSeconds);
  await hitCounter(db, loginIpKey(ip), config.loginWindowSeconds);
}

export async function login(db: Db, config: AccountsConfig, body: { username?: unknown; password?: unknown }, ip: string): Promise<SessionTokens> {
  if (typeof body.username !== 'string' || typeof body.password !== 'string' || !body.username || !body.password) {
    throw new ApiError(400, 'username and password are required');
  }
  const email = body.username.trim();
  await assertNotLocked(db, config, email, ip);
  const customer = await customerByEmail(db, email);
  // An unknown e-mail costs the same hash as a wrong password: no timing hint of who has an account.
  const ok = await verifyPassword(body.password, customer?.password_hash ?? (await DUMMY_HASH_PROMISE));
  if (!customer || !ok) {
    await countFailure(db, config, email, ip);
    throw new ApiError(401, SIGN_IN_FAILED);
  }
  await clearCounter(db, loginKey(email));
  // A hash from before the cost was raised is redone now, the only time the password is known.
  if (needsRehash(customer.password_hash)) {
    const hash = await hashPassword(body.password);
    // Only if unchanged meanwhile: a password change racing this login wins.
    await db.query('update customer set password_hash = $3 where id = $1 and password_hash = $2', [customer.id, customer.password_hash, hash]);
  }
  return issueSession(db, config, Number(customer.id));
}

/** Errors in result.errorMessage (spec 001 §7: change-password is read for code and result.errorMessage). */
const changeError = (code: number, errorMessage: string) => new ApiError(code, { errorMessage, code });

export async function changePassword(
  db: Db,
  config: AccountsConfig,
  who: Principal,
  body: { currentPassword?: unknown; newPassword?: unknown },
  ip: string,
): Promise<true> {
  const customer = await customerById(db, who.customerId);
  if (!customer) throw changeError(401, "The consumer isn't authorized to access self.");
  if (typeof body.currentPassword !== 'string' || typeof body.newPassword !== 'string') {
    throw changeError(400, 'currentPassword and newPassword are required');
  }
  try {
    checkPassword(body.newPassword);
    await assertNotLocked(db, config, customer.email, ip);
  } catch (err) {
    throw changeError((err as ApiError).code, String((err as ApiError).result));
  }
  // Guessing the current password here counts against the same limit as logins.
  if (!(await verifyPassword(body.currentPassword, customer.password_hash))) {
    await countFailure(db, config, customer.email, ip);
    throw changeError(400, WRONG_PASSWORD);
  }
  const hash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.query('update customer set password_hash = $2, updated_at = now() where id = $1', [customer.id, hash]);
    // Every other session ends; this one proved it knows the password.
    await tx.query('update auth_family set revoked_at = now() where customer_id = $1 and id <> $2 and revoked_at is null', [customer.id, who.familyId]);
  });
  return true;
}
