/**
 * SHA3-224 (FIPS 202), lowercase hex. The cart item checksum and the cart hash of VSF1 use it
 * (vsf1-behaviour §1.5, §1.6), so items checksummed by the old client still match ours.
 * No hashing package with SHA-3 is installed and Web Crypto has no SHA-3, hence this small
 * BigInt Keccak; it only ever hashes short JSON strings.
 */
const MASK = (1n << 64n) - 1n;

// The round constants in rows, as the standard lists them.
// prettier-ignore
const RC = [
  0x1n, 0x8082n, 0x800000000000808an, 0x8000000080008000n, 0x808bn, 0x80000001n, 0x8000000080008081n,
  0x8000000000008009n, 0x8an, 0x88n, 0x80008009n, 0x8000000an, 0x8000808bn, 0x800000000000008bn,
  0x8000000000008089n, 0x8000000000008003n, 0x8000000000008002n, 0x8000000000000080n, 0x800an,
  0x800000008000000an, 0x8000000080008081n, 0x8000000000008080n, 0x80000001n, 0x8000000080008008n,
];

/** Rotation offsets r[x][y], at index x + 5 * y. */
// prettier-ignore
const ROT = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];

/** The lanes are always 25 (and the constants 24): an index outside is a bug here, not a value to default. */
function at<T>(list: ArrayLike<T>, i: number): T {
  const v = list[i];
  if (v === undefined) throw new RangeError(`sha3: index ${i} outside 0..${list.length - 1}`);
  return v;
}

// For n = 0 the right shift by 64 gives 0 (lanes are 64-bit), so no special case is needed.
const rotl = (v: bigint, n: number): bigint => ((v << BigInt(n)) | (v >> BigInt(64 - n))) & MASK;

function keccakF(a: bigint[]): void {
  const b = new Array<bigint>(25);
  const c = new Array<bigint>(5);
  for (let round = 0; round < 24; round++) {
    for (let x = 0; x < 5; x++) c[x] = at(a, x) ^ at(a, x + 5) ^ at(a, x + 10) ^ at(a, x + 15) ^ at(a, x + 20);
    for (let x = 0; x < 5; x++) {
      const d = at(c, (x + 4) % 5) ^ rotl(at(c, (x + 1) % 5), 1);
      for (let y = 0; y < 5; y++) a[x + 5 * y] = at(a, x + 5 * y) ^ d;
    }
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(at(a, x + 5 * y), at(ROT, x + 5 * y));
    }
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        a[x + 5 * y] = at(b, x + 5 * y) ^ (~at(b, ((x + 1) % 5) + 5 * y) & MASK & at(b, ((x + 2) % 5) + 5 * y));
      }
    }
    a[0] = at(a, 0) ^ at(RC, round);
  }
}

export function sha3_224(text: string): string {
  const rate = 144; // (1600 - 2 * 224) / 8 bytes
  const input = new TextEncoder().encode(text);
  const padded = new Uint8Array(Math.ceil((input.length + 1) / rate) * rate);
  padded.set(input);
  padded[input.length] = 0x06; // the message's end (SHA-3 domain bits and the first padding bit)
  padded[padded.length - 1] = at(padded, padded.length - 1) | 0x80; // the padding's last bit (the same byte when only one is free)
  const state = new Array<bigint>(25).fill(0n);
  for (let off = 0; off < padded.length; off += rate) {
    for (let i = 0; i < rate / 8; i++) {
      let lane = 0n;
      for (let k = 7; k >= 0; k--) lane = (lane << 8n) | BigInt(at(padded, off + i * 8 + k));
      state[i] = at(state, i) ^ lane;
    }
    keccakF(state);
  }
  let hex = '';
  for (let i = 0; i < 28; i++) {
    const byte = Number((at(state, i >> 3) >> BigInt((i & 7) * 8)) & 0xffn);
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}
