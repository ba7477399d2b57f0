/**
 * Password hashing: scrypt (node:crypto) with a random per-user salt, the cost parameters kept
 * beside the hash so they can be raised later, and a timing-safe comparison.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
// N=2^15, r=8: ~32 MiB and tens of milliseconds per hash (OWASP's scrypt minimum is N=2^17 with
// r=8 *or* equivalent cost; 2^15 keeps two test backends within the CI time box on 2 cores).
const DEFAULTS = { N: 1 << 15, r: 8, p: 1 };

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...opts, maxmem: 128 * opts.N! * opts.r! * 2 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** "scrypt$N$r$p$salt$hash" with base64 salt and hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, DEFAULTS);
  return ['scrypt', DEFAULTS.N, DEFAULTS.r, DEFAULTS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password: compared against when the e-mail is unknown, so a login takes as long either way. */
export const DUMMY_HASH_PROMISE = hashPassword(randomBytes(12).toString('hex'));
