import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { luFactorReal, luSolveReal } from './lu-real';

// The four-steps-at-a-time LU must be the one-step loops (LAPACK's getf2 and getrs, as written
// below) bit for bit: the same pivots, the same zero-pivot column, the same factors and solutions
// to the sign of zero and the NaNs, skipping zeros or not.

function referenceFactor(n: number, a: Float64Array, pivots: Int32Array): number {
  let info = 0;
  for (let k = 0; k < n; k++) {
    const col = k * n;
    let p = k;
    let best = Math.abs(a[col + k]!);
    for (let i = k + 1; i < n; i++) {
      if (Math.abs(a[col + i]!) > best) {
        best = Math.abs(a[col + i]!);
        p = i;
      }
    }
    pivots[k] = p;
    const pivot = a[col + p]!;
    if (pivot !== 0) {
      if (p !== k) {
        for (let j = 0; j < n; j++) {
          const t = a[j * n + k]!;
          a[j * n + k] = a[j * n + p]!;
          a[j * n + p] = t;
        }
      }
      const r = 1 / pivot;
      for (let i = k + 1; i < n; i++) a[col + i]! *= r;
    } else if (info === 0) {
      info = k + 1;
    }
    for (let j = k + 1; j < n; j++) {
      const u = a[j * n + k]!;
      if (u === 0) continue;
      for (let i = k + 1; i < n; i++) a[j * n + i]! += -u * a[col + i]!;
    }
  }
  return info;
}

function referenceSolve(n: number, lu: Float64Array, pivots: Int32Array, b: Float64Array, cols: number, skipZeros: boolean): void {
  for (let j = 0; j < cols; j++) {
    const c = j * n;
    for (let k = 0; k < n; k++) {
      const p = pivots[k]!;
      const t = b[c + k]!;
      b[c + k] = b[c + p]!;
      b[c + p] = t;
    }
    for (let k = 0; k < n; k++) {
      const x = b[c + k]!;
      if (skipZeros && x === 0) continue;
      for (let i = k + 1; i < n; i++) b[c + i]! += -x * lu[k * n + i]!;
    }
    for (let k = n - 1; k >= 0; k--) {
      let x = b[c + k]!;
      if (skipZeros && x === 0) continue;
      x /= lu[k * n + k]!;
      b[c + k] = x;
      for (let i = 0; i < k; i++) b[c + i]! += -x * lu[k * n + i]!;
    }
  }
}

/** The indices where two arrays differ (Object.is: -0 is not 0, NaN is NaN). */
const differences = (x: Float64Array, y: Float64Array): number[] => [...x.keys()].filter((i) => !Object.is(x[i], y[i]));

/** Factors and solves `a` (n x n, column-major) against `b` (n x cols) both ways; the differences. */
function compare(n: number, a: Float64Array, b: Float64Array, cols: number, skipZeros = true) {
  const ours = a.slice();
  const theirs = a.slice();
  const p = new Int32Array(n);
  const q = new Int32Array(n);
  const info = [luFactorReal(n, ours, p), referenceFactor(n, theirs, q)];
  const x = b.slice();
  const y = b.slice();
  luSolveReal(n, ours, p, x, cols, skipZeros);
  referenceSolve(n, theirs, q, y, cols, skipZeros);
  return { info, pivots: differences(Float64Array.from(p), Float64Array.from(q)), factors: differences(ours, theirs), solutions: differences(x, y), rawInfo: info[0] };
}

let seed = 7;
const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32) * 2 - 1;
const filled = (length: number, f: (i: number) => number) => Float64Array.from({ length }, (_, i) => f(i));
const same = { pivots: [], factors: [], solutions: [] };

describe('the real LU, four steps at a time', () => {
  test.each([0, 1, 2, 3, 4, 5, 7, 8, 9, 31, 64, 101])('random square matrices of size %i and 5 right-hand sides: the one-step loops bit for bit', (n) => {
    const r = compare(n, filled(n * n, random), filled(n * 5, random), 5);
    expect(r).toMatchObject(same);
    expect(r.info[0]).toBe(r.info[1]);
  });

  test('ill-conditioned (Hilbert 40 x 40) and nearly singular matrices, against the identity (inv)', () => {
    const n = 40;
    const identity = filled(n * n, (i) => (i % (n + 1) === 0 ? 1 : 0));
    expect(compare(n, filled(n * n, (i) => 1 / ((i % n) + Math.floor(i / n) + 1)), identity, n)).toMatchObject(same);
    const nearly = filled(n * n, random);
    for (let i = 0; i < n; i++) nearly[n * (n - 1) + i] = nearly[i]! * (1 + 1e-15); // the last column all but the first
    expect(compare(n, nearly, identity, n)).toMatchObject(same);
  });

  test('singular matrices: the same zero-pivot column, and the same infinities and NaNs with skipZeros off', () => {
    const n = 13;
    const a = filled(n * n, random);
    for (let i = 0; i < n; i++) a[6 * n + i] = 0; // column 6 zero
    const r = compare(n, a, filled(n * 3, random), 3, false);
    expect(r).toMatchObject(same);
    expect(r.info).toEqual([7, 7]);
  });

  test('matrices with many zeros (the skipped steps) and non-finite values: the one-step loops bit for bit', () => {
    const entry = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: -3, max: 3 }) }, fc.constantFrom(-0, 1e-300, 1e300, Infinity, -Infinity, NaN));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 14 }), fc.boolean(), fc.array(entry, { minLength: 14 * 14 + 14 * 3, maxLength: 14 * 14 + 14 * 3 }), (n, skipZeros, v) => {
        const r = compare(n, Float64Array.from(v.slice(0, n * n)), Float64Array.from(v.slice(n * n, n * n + 3 * n)), 3, skipZeros);
        expect(r).toMatchObject(same);
        expect(r.info[0]).toBe(r.info[1]);
      }),
      { numRuns: 400 },
    );
  });
});
