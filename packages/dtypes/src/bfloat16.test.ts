import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bfloat16BitsToNumber,
  bfloat16BitsToNumbers,
  numberToBfloat16Bits,
  numbersToBfloat16Bits,
  roundToBfloat16,
} from './bfloat16';

// Independent reference: bfloat16 values are float32s whose low 16 bits are zero; pick the nearer
// neighbour of Math.fround(x), ties to the even pattern (ml_dtypes rounds through float32).
const view = new DataView(new ArrayBuffer(4));
function f32Bits(x: number): number {
  view.setFloat32(0, x);
  return view.getUint32(0);
}
function fromF32Bits(b: number): number {
  view.setUint32(0, b >>> 0);
  return view.getFloat32(0);
}
function referenceBits(x: number): number {
  const f = Math.fround(x);
  const bits = f32Bits(f);
  const down = bits >>> 16;
  if ((bits & 0xffff) === 0) return down;
  const a = Math.abs(f);
  const lo = Math.abs(fromF32Bits(down << 16));
  // the next magnitude up; past the largest finite bfloat16 it is 2^128, where IEEE rounding puts
  // the overflow threshold (a tie there goes to the even pattern: inf)
  const hi = (down & 0x7fff) === 0x7f7f ? 2 ** 128 : Math.abs(fromF32Bits((down + 1) << 16));
  const dLo = a - lo;
  const dHi = hi - a;
  return dLo < dHi ? down : dHi < dLo ? down + 1 : down % 2 === 0 ? down : down + 1;
}

describe('bfloat16 bits', () => {
  it('decodes and re-encodes all 65,536 bit patterns unchanged (NaN stays NaN)', () => {
    const bad: number[] = [];
    let nans = 0;
    for (let b = 0; b < 0x10000; b++) {
      const x = bfloat16BitsToNumber(b);
      if (Number.isNaN(x)) {
        nans++;
        if (!Number.isNaN(bfloat16BitsToNumber(numberToBfloat16Bits(x)))) bad.push(b);
      } else if (numberToBfloat16Bits(x) !== b) bad.push(b);
    }
    expect(bad).toEqual([]);
    expect(nans).toBe(2 * 127);
  });

  it('rounds ties to even and overflows to inf', () => {
    const cases: [number, number][] = [
      [1, 0x3f80],
      [1 + 2 ** -8, 0x3f80], // tie: even is 1
      [1 + 3 * 2 ** -8, 0x3f82], // tie between odd 0x3f81 and even 0x3f82
      [1 + 2 ** -8 + 2 ** -20, 0x3f81], // above the tie, still visible in float32
      [1 + 2 ** -8 + 2 ** -30, 0x3f80], // above the tie in float64, a tie again after float32
      [3.3895313892515355e38, 0x7f7f], // the max
      [3.3961775292304e38, 0x7f80], // halfway from max to 2^128: inf
      [-1e39, 0xff80],
      [2 ** -133, 0x0001], // smallest subnormal
      [-0, 0x8000],
    ];
    for (const [x, bits] of cases) expect(numberToBfloat16Bits(x)).toBe(bits);
  });

  it('turns NaN into the quiet NaN with its sign', () => {
    expect(numberToBfloat16Bits(NaN)).toBe(0x7fc0);
    expect(numberToBfloat16Bits(-NaN) & 0x7fff).toBe(0x7fc0);
  });

  it('agrees with a nearest-value search after float32 on random doubles', () => {
    fc.assert(fc.property(fc.double({ noNaN: true }), (x) => numberToBfloat16Bits(x) === referenceBits(x)), {
      numRuns: 20000,
      // doubles whose float32 is the overflow threshold of bfloat16 (a tie between the largest
      // finite value and inf)
      examples: [[3.396177427818412e38], [-3.396177427818412e38], [3.3961775292304e38]],
    });
  });

  it('roundToBfloat16 is idempotent', () => {
    fc.assert(fc.property(fc.double(), (x) => Object.is(roundToBfloat16(roundToBfloat16(x)), roundToBfloat16(x))));
  });

  it('array versions match the scalar ones', () => {
    const bits = new Uint16Array(0x10000).map((_, i) => i);
    const decoded = bfloat16BitsToNumbers(bits, new Float32Array(0x10000));
    for (let b = 0; b < 0x10000; b += 5) expect(decoded[b]).toStrictEqual(bfloat16BitsToNumber(b));
    const values = [Math.PI, -1e39, 1 + 2 ** -8, 2 ** -140];
    expect(Array.from(numbersToBfloat16Bits(values))).toEqual(values.map(numberToBfloat16Bits));
  });
});
