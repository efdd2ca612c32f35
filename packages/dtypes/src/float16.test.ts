import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  float32BitsToFloat16Bits,
  float16BitsToNumber,
  float16BitsToNumbers,
  numberToFloat16Bits,
  numbersToFloat16Bits,
  roundToFloat16,
} from './float16';
import { DTypeError } from './errors';

// Independent reference: the sorted non-negative finite float16 values, from the IEEE layout.
const POSITIVE: number[] = [];
for (let e = 0; e < 31; e++) {
  for (let m = 0; m < 1024; m++) POSITIVE.push(e === 0 ? m * 2 ** -24 : (1 + m / 1024) * 2 ** (e - 15));
}
const MAX = POSITIVE[POSITIVE.length - 1]!;

/** Nearest float16 bits by search, ties to the even pattern; overflow past the halfway point to inf. */
function referenceBits(x: number): number {
  const sign = x < 0 || Object.is(x, -0) ? 0x8000 : 0;
  const a = Math.abs(x);
  if (Number.isNaN(x)) return 0x7e00;
  if (a >= MAX + 2 ** 4) return sign | 0x7c00; // the halfway point to 2^16 rounds to inf (even)
  let lo = 0;
  let hi = POSITIVE.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (POSITIVE[mid]! <= a) lo = mid;
    else hi = mid;
  }
  if (a >= MAX) return sign | (POSITIVE.length - 1);
  const dLo = a - POSITIVE[lo]!;
  const dHi = POSITIVE[hi]! - a;
  const pick = dLo < dHi ? lo : dHi < dLo ? hi : lo % 2 === 0 ? lo : hi;
  return sign | pick;
}

describe('float16 bits', () => {
  it('decodes and re-encodes all 65,536 bit patterns unchanged (NaN stays NaN)', () => {
    let nans = 0;
    for (let b = 0; b < 0x10000; b++) {
      const x = float16BitsToNumber(b);
      if (Number.isNaN(x)) {
        nans++;
        expect(Number.isNaN(float16BitsToNumber(numberToFloat16Bits(x)))).toBe(true);
      } else {
        expect(numberToFloat16Bits(x)).toBe(b);
      }
    }
    expect(nans).toBe(2 * 1023);
  });

  it('decodes the IEEE landmarks', () => {
    expect(float16BitsToNumber(0x3c00)).toBe(1);
    expect(float16BitsToNumber(0x7bff)).toBe(65504);
    expect(float16BitsToNumber(0x0001)).toBe(2 ** -24);
    expect(float16BitsToNumber(0x0400)).toBe(2 ** -14);
    expect(float16BitsToNumber(0x7c00)).toBe(Infinity);
    expect(float16BitsToNumber(0xfc00)).toBe(-Infinity);
    expect(Object.is(float16BitsToNumber(0x8000), -0)).toBe(true);
  });

  it('rounds ties to even, overflows to inf and underflows to signed zero', () => {
    const cases: [number, number][] = [
      [1 + 2 ** -11, 0x3c00], // tie between 1 and 1+2^-10: even is 1
      [1 + 3 * 2 ** -11, 0x3c02], // tie between odd 0x3c01 and even 0x3c02
      [1 + 2 ** -11 + 2 ** -40, 0x3c01], // just above the tie
      [65504, 0x7bff],
      [65519.99, 0x7bff],
      [65520, 0x7c00], // tie between max and 2^16: rounds to inf
      [1e300, 0x7c00],
      [-1e300, 0xfc00],
      [2 ** -25, 0x0000], // tie between 0 and the smallest subnormal
      [2 ** -25 + 2 ** -60, 0x0001],
      [3 * 2 ** -25, 0x0002], // tie between subnormals 1 and 2
      [-(2 ** -26), 0x8000],
      [2 ** -14 - 2 ** -25, 0x0400], // largest subnormal + half a unit: carries into the normal range
      [5e-324, 0x0000],
    ];
    for (const [x, bits] of cases) expect(numberToFloat16Bits(x)).toBe(bits);
  });

  it('keeps NaN and its payload top bits, never turning it into inf', () => {
    expect(numberToFloat16Bits(NaN)).toBe(0x7e00);
    const f = new Float64Array(1);
    const u = new BigUint64Array(f.buffer);
    u[0] = 0x7ff0000000000001n; // payload only in the low bits
    expect(numberToFloat16Bits(f[0]!) & 0x7c00).toBe(0x7c00);
    expect(numberToFloat16Bits(f[0]!) & 0x3ff).not.toBe(0);
  });

  it('agrees with a nearest-value search on random doubles', () => {
    fc.assert(
      fc.property(fc.double({ min: -70000, max: 70000 }), (x) => numberToFloat16Bits(x) === referenceBits(x)),
      { numRuns: 20000 },
    );
    fc.assert(
      fc.property(fc.double({ min: -1e-3, max: 1e-3 }), (x) => numberToFloat16Bits(x) === referenceBits(x)),
      { numRuns: 20000 },
    );
  });

  it('roundToFloat16 is idempotent and lands on a float16 value', () => {
    fc.assert(
      fc.property(fc.double(), (x) => {
        const r = roundToFloat16(x);
        return Object.is(roundToFloat16(r), r);
      }),
    );
  });

  it('the decode table holds float16BitsToNumber of every pattern, bit for bit (NaN signs included)', () => {
    const bits = new Uint16Array(0x10000).map((_, i) => i);
    const decoded = new BigUint64Array(float16BitsToNumbers(bits).buffer);
    const one = new Float64Array(1);
    const oneBits = new BigUint64Array(one.buffer);
    const wrong: number[] = [];
    for (let b = 0; b < 0x10000; b++) {
      one[0] = float16BitsToNumber(b);
      if (decoded[b] !== oneBits[0]) wrong.push(b);
    }
    expect(wrong).toEqual([]);
  });

  it('array versions match the scalar ones and respect out', () => {
    const bits = new Uint16Array(0x10000).map((_, i) => i);
    const decoded = float16BitsToNumbers(bits);
    const as32 = float16BitsToNumbers(bits, new Float32Array(0x10000));
    for (let b = 0; b < 0x10000; b += 7) {
      expect(decoded[b]).toStrictEqual(float16BitsToNumber(b));
      expect(as32[b]).toStrictEqual(float16BitsToNumber(b));
    }
    const values = [0.1, -2.5, 65520, 2 ** -25, -0];
    expect(Array.from(numbersToFloat16Bits(values))).toEqual(values.map(numberToFloat16Bits));
    expect(() => numbersToFloat16Bits(values, new Uint16Array(2))).toThrow(DTypeError);
    expect(() => numbersToFloat16Bits(values, new Uint16Array(2))).toThrow(/2 slots but 5/);
  });
});

describe('float32BitsToFloat16Bits', () => {
  it('equals numberToFloat16Bits of the float32 value for random non-NaN float32 patterns', () => {
    const f = new Float32Array(1);
    const u = new Uint32Array(f.buffer);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (bits) => {
        u[0] = bits;
        if (Number.isNaN(f[0])) return (float32BitsToFloat16Bits(bits) & 0x7c00) === 0x7c00 && (float32BitsToFloat16Bits(bits) & 0x3ff) !== 0;
        return float32BitsToFloat16Bits(bits) === numberToFloat16Bits(f[0]!);
      }),
      { numRuns: 50000 },
    );
  });
  it('agrees on every float32 in the float16 range and around it, at a stride', () => {
    const f = new Float32Array(1);
    const u = new Uint32Array(f.buffer);
    const bad: number[] = [];
    for (let bits = 0x30000000; bits < 0x48000000; bits += 997) {
      u[0] = bits;
      if (float32BitsToFloat16Bits(bits) !== numberToFloat16Bits(f[0]!)) bad.push(bits);
    }
    expect(bad).toEqual([]);
  });
});
