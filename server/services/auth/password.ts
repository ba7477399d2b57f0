/**
 * Password hashing: scrypt (node:crypto) with a random per-user salt, the cost parameters kept
 * beside the hash so they can be raised later, and a timing-safe comparison.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * N=2^17, r=8, p=1: OWASP's minimum for scrypt (issue 12; it was 2^15). Each hash takes 128 MiB
 * (128·N·r bytes) for a few hundred milliseconds; hashes stored with a lower cost are redone
 * at the owner's next successful login (needsRehash).
 */
export const PASSWORD_COST: ScryptCost = { N: 1 << 17, r: 8, p: 1 };
/** A stored hash naming a larger cost than this is refused rather than allowed to take gigabytes. */
const MAX_N = 1 << 20;
/**
 * At most this many hashes at once per process, the others wait their turn: a burst of logins
 * costs at most 2 × 128 MiB of memory, not one block per request (libuv would run 4 at once).
 */
const MAX_PARALLEL = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await fn();
  } finally {
    // The slot passes straight to the next waiter (running stays the same), or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // maxmem: Node refuses to allocate more than this; 128·N·r is what the cost needs, doubled for slack.
  const opts: ScryptOptions = { ...cost, maxmem: 2 * 128 * cost.N * cost.r };
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, opts, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

/** "scrypt$N$r$p$salt$hash" with base64 salt and hash. `cost` is for tests writing an old-cost hash. */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string): { cost: ScryptCost; salt: string; hash: string } | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  if (![cost.N, cost.r, cost.p].every(Number.isInteger) || cost.N < 2 || cost.N > MAX_N || cost.r < 1 || cost.r > 32 || cost.p < 1 || cost.p > 16) return null;
  return { cost, salt, hash };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64');
  const key = await derive(password, Buffer.from(parsed.salt, 'base64'), parsed.cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash made with less work than PASSWORD_COST: replace it once the password is known (at login). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.cost;
  return N * r * p < PASSWORD_COST.N * PASSWORD_COST.r * PASSWORD_COST.p || N < PASSWORD_COST.N;
}

/** A hash of a random password: compared against when the e-mail is unknown, so a login takes as long either way. */
export const DUMMY_HASH_PROMISE = hashPassword(randomBytes(12).toString('hex'));
