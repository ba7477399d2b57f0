// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signGroupToken, verifyGroupToken } from './groupToken.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { signToken, verifyToken } from './signedToken.ts';
import { loyaltyCardNumber } from '../user/customerRepo.ts';

const SECRET = 'a'.repeat(40);

describe('signed tokens', () => {
  it('verifies its own tokens and refuses another secret, another typ, tampering and expiry', () => {
    const token = signToken(SECRET, { typ: 'access', sub: 7, exp: 2_000 });
    expect(verifyToken(SECRET, token, 'access', 1_000_000)).toEqual({ ok: true, claims: { typ: 'access', sub: 7, exp: 2_000 } });
    expect(verifyToken('b'.repeat(40), token, 'access', 1_000_000)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken(SECRET, token, 'group', 1_000_000)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyToken(SECRET, token, 'access', 2_000_000)).toEqual({ ok: false, reason: 'expired' });
    const [h, , s] = token.split('.');
    const forged = [h, Buffer.from(JSON.stringify({ typ: 'access', sub: 8, exp: 2_000 })).toString('base64url'), s].join('.');
    expect(verifyToken(SECRET, forged, 'access', 1_000_000).ok).toBe(false);
  });

  it('carries group_id, id and user in the groupToken (vsf-api payload) and nothing verifies without the secret', () => {
    const token = signGroupToken(SECRET, { group_id: 2, id: 15, user: 'a@b.co' });
    expect(verifyGroupToken(SECRET, token)).toEqual({ group_id: 2, id: 15, user: 'a@b.co' });
    expect(verifyGroupToken('c'.repeat(40), token)).toBeNull();
    expect(verifyGroupToken(SECRET, signToken(SECRET, { typ: 'access', group_id: 3 }))).toBeNull();
    expect(verifyGroupToken(SECRET, undefined)).toBeNull();
  });
});

describe('passwords', () => {
  it('hashes with a per-user salt and verifies only the right password', async () => {
    const [one, two] = await Promise.all([hashPassword('s3cret pass'), hashPassword('s3cret pass')]);
    expect(one).not.toBe(two);
    expect(await verifyPassword('s3cret pass', one)).toBe(true);
    expect(await verifyPassword('s3cret pasS', one)).toBe(false);
    expect(await verifyPassword('s3cret pass', 'md5$abc')).toBe(false);
  });
});

describe('loyalty card number', () => {
  it.each([
    [1, '2000000000015'],
    [123456, '2000001234563'],
  ])('customer %i gets the EAN-13 %s with its check digit', (id, ean) => {
    expect(loyaltyCardNumber(id)).toBe(ean);
  });
});
