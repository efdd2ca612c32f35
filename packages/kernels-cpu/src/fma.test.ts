import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactFma } from './exact-fma';
import { fma64 } from './float-helpers';

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
