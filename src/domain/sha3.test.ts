// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sha3_224 } from './sha3.ts';

// Digests from Python's hashlib.sha3_224 (FIPS 202). 144 bytes is one block of SHA3-224, so the
// lengths around it check the padding, which must add a whole block when the text fills one.
describe('sha3_224', () => {
  it.each([
    ['the empty text', '', '6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7'],
    ['one byte short of a block', 'a'.repeat(143), '73b1b22b54f515f626a6abdde6af25cd4801dc6e9dc7fa3f77e1c122'],
    ['exactly one block', 'a'.repeat(144), 'f9019111996dcf160e284e320fd6d8825cabcd41a5ffdc4c5e9d64b6'],
    ['one byte over a block', 'a'.repeat(145), '7f0521c84aeacc8a46aba17171acbdd22522509a71c663257fbdee0e'],
    ['a block of two-byte UTF-8 characters', 'é'.repeat(72), 'f07014a3ccec04cff116f12b543bc771bed3f84c6e3463cb0fa12080'],
  ])('hashes %s', (_name, text, digest) => {
    expect(sha3_224(text)).toBe(digest);
  });
});
