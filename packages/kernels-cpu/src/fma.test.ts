import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactFma } from './exact-fma';
import { binary } from './binary';
import { fma32, fma64 } from './float-helpers';

// The double-double fast path of fma64 against the exact bigint path (exactFma, itself checked
// against NumPy's products at every magnitude in complex-extremes.values.test.ts).
const F = new Float64Array(1);
const U = new BigUint64Array(F.buffer);

// Doubles of every magnitude: random bits, not random values.
const anyFinite = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }).map((bits) => {
  U[0] = bits;
  return F[0]!;
}).filter((x) => Number.isFinite(x));

describe('fma64', () => {
  it('rounds a * b + c once, at every magnitude (against exact bigint arithmetic)', () => {
    fc.assert(
      fc.property(anyFinite, anyFinite, anyFinite, (a, b, c) => {
        const want = exactFma(a, b, c);
        const got = fma64(a, b, c);
        return Object.is(got, want) || (Number.isNaN(got) && Number.isNaN(want));
      }),
      { numRuns: 20_000, seed: 20261123 },
    );
  });

  it('products that cancel c, or whose error term alone is the result', () => {
    for (const [a, b] of [
      [1e300, 1e-300],
      [3e300, 3e-300],
      [1.7976931348623157e308, 9.4e-323],
      [2 ** -600, 2 ** -500],
      [0.1, 0.3],
    ]) {
      for (const c of [-(a * b), a * b, 1e-320, -1e-320, 2 ** -1050]) {
        expect(fma64(a, b, c), `${a} * ${b} + ${c}`).toBe(exactFma(a, b, c));
      }
    }
  });
});

describe('fma32 at the float32 overflow threshold', () => {
  // a * b = 2^128 - 2^103 exactly (the midpoint between the largest float32 and 2^128), c tiny:
  // the float64 sum is the threshold itself, a tie that rounds to inf, while the exact sum may lie
  // below it (the largest float32, as a true fma gives) or above it (inf)
  const a = 31 * 601;
  const b = 1801 * 2 ** 103; // a * b = (2^25 - 1) * 2^103
  const tiny = 2 ** -149;
  const MAX = 2 ** 128 - 2 ** 104;
  it.each([
    ['JavaScript loops', fma32],
    ['WebAssembly kernel fallback', (x: number, y: number, z: number) => complex64Re(x, y, z)],
  ] as const)('%s', (_, f) => {
    expect(a * b).toBe(2 ** 128 - 2 ** 103);
    expect(f(a, b, -tiny)).toBe(MAX);
    expect(f(-a, b, tiny)).toBe(-MAX);
    expect(f(a, b, tiny)).toBe(Infinity);
    expect(f(a, b, 0)).toBe(Infinity); // a true tie: to even
    expect(f(-a, b, -tiny)).toBe(-Infinity);
  });
});

/** x * y + z as the real part of a complex64 product through the WebAssembly kernel: re = fma32(ar, br, -(ai * bi)). */
function complex64Re(x: number, y: number, z: number): number {
  // -(ai * bi) = z with ai = |z| and bi = -sign(z) (both float32 for the z above), ar = x, br = y
  const data = (re: number, im: number) => ({ data: new Float32Array([re, im, re, im, re, im, re, im, re, im]), dtype: 'complex64' as const, shape: [5] });
  const r = binary('multiply', data(x, Math.abs(z)), data(y, z === 0 ? 0 : -Math.sign(z)), { computeDType: 'complex64' });
  return (r.data as Float32Array)[0]!;
}
