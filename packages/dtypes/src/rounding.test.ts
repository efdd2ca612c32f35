import { describe, expect, it } from 'vitest';
import recorded from '../test/fixtures/rounding.json';
import { hex64ToNumber } from '../test/fixture-codec';
import { float32BitsToBfloat16Bits, numberToBfloat16Bits, numbersToBfloat16Bits } from './bfloat16';
import { float32BitsToFloat16Bits, numberToFloat16Bits, numbersToFloat16Bits } from './float16';

const xs = recorded.float64.map(hex64ToNumber);
const isNaN16 = (b: number, expMask: number, manMask: number) => (b & expMask) === expMask && (b & manMask) !== 0;

describe('float64 rounding at and beside ties (recorded from NumPy and ml_dtypes)', () => {
  it('has thousands of recorded values', () => {
    expect(xs.length).toBeGreaterThan(3000);
    expect(recorded.header.recordedWith).toMatch(/record_dtypes\.py/);
  });
  const cases = [
    { name: 'float16 matches NumPy', want: recorded.float16, one: numberToFloat16Bits, all: numbersToFloat16Bits, exp: 0x7c00, man: 0x3ff },
    { name: 'bfloat16 matches ml_dtypes (double rounding through float32 included)', want: recorded.bfloat16, one: numberToBfloat16Bits, all: numbersToBfloat16Bits, exp: 0x7f80, man: 0x7f },
  ];
  for (const c of cases) {
    it(`${c.name} bit for bit (NaN as NaN)`, () => {
      const bad = xs.flatMap((x, i) => {
        const want = parseInt(c.want[i]!, 16);
        const got = c.one(x);
        return got === want || (isNaN16(want, c.exp, c.man) && isNaN16(got, c.exp, c.man)) ? [] : [[x, want, got]];
      });
      expect(bad).toEqual([]);
      expect(Array.from(c.all(xs))).toEqual(xs.map(c.one));
    });
  }
  it('includes values where double rounding differs from direct rounding', () => {
    // Direct rounding to bfloat16 = float16-style rounding with 7 mantissa bits; count where
    // ml_dtypes' recorded answer differs from the float32-free nearest value.
    const direct = (x: number) => {
      if (!Number.isFinite(x) || x === 0) return numberToBfloat16Bits(x);
      const e = Math.floor(Math.log2(Math.abs(x)));
      const step = 2 ** (Math.max(e, -126) - 7);
      const q = x / step;
      const r = Math.floor(q);
      const n = q - r > 0.5 || (q - r === 0.5 && r % 2 !== 0) ? r + 1 : r;
      return numberToBfloat16Bits(n * step);
    };
    const differing = xs.filter((x, i) => Number.isFinite(x) && direct(x) !== parseInt(recorded.bfloat16[i]!, 16));
    expect(differing.length).toBeGreaterThan(100);
  });
});

describe('NaN payloads (recorded)', () => {
  const p = recorded.nanPayloads;
  const toBits = (hex: string[]) => hex.map((h) => parseInt(h, 16));
  it('float64 -> float16 keeps the top ten payload bits as NumPy does', () => {
    const x = new Float64Array(new BigUint64Array(p.float64.map((h) => BigInt(`0x${h}`))).buffer);
    expect(Array.from(numbersToFloat16Bits(x))).toEqual(toBits(p.float64ToFloat16));
    expect(Array.from(numbersToBfloat16Bits(x)).map((b) => b & 0x7fff)).toEqual(toBits(p.float64ToBfloat16).map((b) => b & 0x7fff));
  });
  it('float32 -> float16 and -> bfloat16 as NumPy and ml_dtypes', () => {
    const bits = toBits(p.float32);
    expect(bits.map(float32BitsToFloat16Bits)).toEqual(toBits(p.float32ToFloat16));
    expect(bits.map(float32BitsToBfloat16Bits)).toEqual(toBits(p.float32ToBfloat16));
    const x = new Float32Array(new Uint32Array(bits).buffer);
    expect(Array.from(numbersToFloat16Bits(x))).toEqual(toBits(p.float32ToFloat16));
  });
});
