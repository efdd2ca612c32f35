import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fma64 } from './float-helpers';

// An exact reference: doubles as m · 2^e with bigint m, the sum computed exactly, then rounded
// once to the nearest double (ties to even), subnormals and overflow included.
const F = new Float64Array(1);
const U = new BigUint64Array(F.buffer);

function decompose(x: number): [bigint, number] {
  F[0] = x;
  const bits = U[0]!;
  const sign = bits >> 63n ? -1n : 1n;
  const e = Number((bits >> 52n) & 0x7ffn);
  const frac = bits & ((1n << 52n) - 1n);
  return e === 0 ? [sign * frac, -1074] : [sign * (frac | (1n << 52n)), e - 1075];
}

/** The double nearest to m · 2^e (ties to even). */
function roundToDouble(m: bigint, e: number): number {
  if (m === 0n) return 0;
  const neg = m < 0n;
  let a = neg ? -m : m;
  // bring a into [2^52, 2^53) where possible, keeping the exponent at least -1074
  let len = a.toString(2).length;
  let shift = Math.max(len - 53, -1074 - e);
  if (shift > 0) {
    const rem = a & ((1n << BigInt(shift)) - 1n);
    const half = 1n << BigInt(shift - 1);
    a >>= BigInt(shift);
    if (rem > half || (rem === half && (a & 1n) === 1n)) a += 1n;
    e += shift;
  } else if (shift < 0) {
    a <<= BigInt(-shift);
    e += shift;
  }
  len = a.toString(2).length;
  const v = Number(a) * 2 ** Math.min(e, 0) * 2 ** Math.max(e, 0); // exact: a < 2^54, a power of two apart
  return neg ? -v : v;
}

function exactFma(a: number, b: number, c: number): number {
  const [ma, ea] = decompose(a);
  const [mb, eb] = decompose(b);
  const [mc, ec] = decompose(c);
  const ep = ea + eb;
  const e = Math.min(ep, ec);
  const sum = ((ma * mb) << BigInt(ep - e)) + (mc << BigInt(ec - e));
  if (sum === 0n) return a * b + c; // the sign of an exact zero follows IEEE's rule for the sum
  return roundToDouble(sum, e);
}

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
