// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha3_224 } from './sha3';

describe('sha3_224', () => {
  it.each([
    ['', '6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7'],
    ['abc', 'e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf'],
  ])('hashes %j to the FIPS 202 test vector', (text, hex) => {
    expect(sha3_224(text)).toBe(hex);
  });

  // 143 bytes: the end marker and the last padding bit share one byte; 144: a whole second block of padding.
  it.each([1, 56, 143, 144, 145, 288, 1000])('agrees with Node crypto for %i bytes', (length) => {
    const text = Array.from({ length }, (_, i) => String.fromCharCode(32 + ((i * 7) % 90))).join('');
    expect(sha3_224(text)).toBe(createHash('sha3-224').update(text).digest('hex'));
  });

  it('hashes UTF-8, not UTF-16', () => {
    expect(sha3_224('Crème brûlée – R12,50')).toBe(createHash('sha3-224').update('Crème brûlée – R12,50', 'utf8').digest('hex'));
  });
});
