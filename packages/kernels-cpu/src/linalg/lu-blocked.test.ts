import { describe, expect, test } from 'vitest';
import { blockedLU, luFactorBlocked, luInverseBlocked, luSolveBlocked, NB } from './lu-blocked';
import { luFactorReal, luSolveReal } from './lu-real';
import { columnMajor, seededRandom } from './test-matrices';

// The blocked LU and solves against the step-by-step ones (lu-real.ts, bit for bit LAPACK's
// unblocked loops): the same pivots where no two candidates are close, the factors within the
// backward-error bound |P A - L U| <= 4 n eps (|L| |U|) elementwise, the solutions' residuals
// |A x - b| <= 8 n eps (|A| |x| + |b|), and the step-by-step path, bit for bit, where the blocked
// one declines (a zero pivot, infinities, NaNs, small matrices). Sizes around the panel width and
// the threshold, not multiples of the panel, the SIMD width or the matmul tile; random, Hilbert,
// nearly singular, identity, and many right-hand sides.

const EPS = 2 ** -52;
const random = seededRandom(7);
/** A column-major n x n matrix of `f(i, j)`. */
const matrix = (n: number, f: (i: number, j: number) => number): Float64Array => columnMajor(n, n, f);

/** max over elements of |P A - L U| / (|L| |U|), in units of n eps. */
function factorError(n: number, a: Float64Array, lu: Float64Array, pivots: Int32Array): number {
  const pa = a.slice();
  for (let k = 0; k < n; k++) {
    const p = pivots[k]!;
    if (p !== k) for (let j = 0; j < n; j++) [pa[j * n + k], pa[j * n + p]] = [pa[j * n + p]!, pa[j * n + k]!];
  }
  let worst = 0;
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      let s = 0;
      let mag = 0;
      for (let k = 0; k <= Math.min(i, j); k++) {
        const l = k === i ? 1 : lu[k * n + i]!;
        const u = lu[j * n + k]!;
        s += l * u;
        mag += Math.abs(l * u);
      }
      const e = Math.abs(pa[j * n + i]! - s);
      if (e > 0) worst = Math.max(worst, e / (mag * n * EPS));
    }
  }
  return worst;
}

/** max over elements of |A x - b| / (|A| |x| + |b|), in units of n eps. */
function residual(n: number, a: Float64Array, x: Float64Array, b: Float64Array, cols: number): number {
  let worst = 0;
  for (let c = 0; c < cols; c++) {
    for (let i = 0; i < n; i++) {
      let s = 0;
      let mag = Math.abs(b[c * n + i]!);
      for (let k = 0; k < n; k++) {
        s += a[k * n + i]! * x[c * n + k]!;
        mag += Math.abs(a[k * n + i]! * x[c * n + k]!);
      }
      const e = Math.abs(s - b[c * n + i]!);
      if (e > 0) worst = Math.max(worst, e / (mag * n * EPS));
    }
  }
  return worst;
}

const CASES: [string, number, (n: number) => Float64Array][] = [
  ['random', 97, (n) => matrix(n, () => random())],
  ['random', 130, (n) => matrix(n, () => random() * 20)],
  ['random', 3 * NB + 5, (n) => matrix(n, () => random())],
  ['random, a multiple of the panel', 4 * NB, (n) => matrix(n, () => random())],
  ['Hilbert', 100, (n) => matrix(n, (i, j) => 1 / (i + j + 1))],
  ['nearly singular', 111, (n) => matrix(n, (i, j) => (i === n - 1 ? j * 1e-3 + 1e-13 * random() : 0) + (i < n - 1 ? random() : 0))],
  ['identity', 100, (n) => matrix(n, (i, j) => (i === j ? 1 : 0))],
  ['diagonally dominant', 150, (n) => matrix(n, (i, j) => (i === j ? n : random()))],
];

describe('blocked LU', () => {
  test.each(CASES)('%s, n = %i: factors within the backward-error bound, solutions with small residuals', (_, n, make) => {
    const a = make(n);
    const lu = a.slice();
    const pivots = new Int32Array(n);
    expect(luFactorBlocked(n, lu, pivots)).toBe(0);
    expect(factorError(n, a, lu, pivots)).toBeLessThanOrEqual(4);
    // the step-by-step factors of the same matrix: the same pivots (these matrices have no near ties)
    const ref = a.slice();
    const refPivots = new Int32Array(n);
    expect(luFactorReal(n, ref, refPivots)).toBe(0);
    if (_ !== 'Hilbert' && _ !== 'nearly singular') expect(Array.from(pivots)).toEqual(Array.from(refPivots));
    for (const cols of [1, 3, n + 7]) {
      const b = new Float64Array(n * cols).map(() => random() * 4);
      const x = b.slice();
      expect(luSolveBlocked(n, lu, pivots, x, cols, true)).toBe(true);
      expect(residual(n, a, x, b, cols)).toBeLessThanOrEqual(8 * (1 + factorError(n, a, lu, pivots)));
      const y = b.slice();
      expect(luSolveBlocked(n, lu, pivots, y, cols, false)).toBe(true);
      expect(Array.from(y)).toEqual(Array.from(x)); // finite, nonzero entries: skipping zeros changes nothing here
    }
  });

  test('declines below the threshold, on a zero pivot and on values that are not finite, leaving the input as it was', () => {
    const small = matrix(blockedLU.min - 1, () => random());
    expect(luFactorBlocked(blockedLU.min - 1, small.slice(), new Int32Array(blockedLU.min - 1))).toBeUndefined();
    const n = 100;
    // singular: column 40 is zero, an exactly zero pivot at step 40 whatever the rounding before it
    const singular = matrix(n, (i, j) => (j === 40 ? 0 : Math.sin(i * (j + 1) + 1)));
    const copy = singular.slice();
    const refSingular = singular.slice();
    const p = new Int32Array(n);
    const q = new Int32Array(n);
    const info = luFactorBlocked(n, copy, p) ?? luFactorReal(n, copy, p);
    expect(info).toBe(luFactorReal(n, refSingular, q));
    expect(Array.from(copy)).toEqual(Array.from(refSingular));
    for (const bad of [NaN, Infinity, -Infinity]) {
      const a = matrix(n, () => random());
      a[5 * n + 7] = bad;
      const before = a.slice();
      expect(luFactorBlocked(n, a, new Int32Array(n))).toBeUndefined();
      expect(Array.from(a)).toEqual(Array.from(before));
      const lu = matrix(n, (i, j) => (i === j ? 2 : random() * 0.01));
      const b = new Float64Array(n).fill(1);
      b[3] = bad;
      const b0 = b.slice();
      expect(luSolveBlocked(n, lu, new Int32Array(n).map((_, i) => i), b, 1, true)).toBe(false);
      expect(Array.from(b)).toEqual(Array.from(b0));
    }
  });

  test('the solve falls back to the step-by-step loops bit for bit where it declines', () => {
    const n = 100;
    const lu = matrix(n, (i, j) => (i === j ? (i === 50 ? 0 : 2) : random()));
    const b = new Float64Array(n).map(() => random());
    const x = b.slice();
    const pivots = new Int32Array(n).map((_, i) => i);
    expect(luSolveBlocked(n, lu, pivots, x, 1, true)).toBe(false);
    luSolveReal(n, lu, pivots, x, 1, true);
    const y = b.slice();
    luSolveReal(n, lu, pivots, y, 1, true);
    expect(Array.from(x)).toEqual(Array.from(y));
  });

  test.each(CASES)('%s, n = %i: the inverse by blocks (U^-1 L^-1 P) has small residuals and agrees with solve(A, I)', (_, n, make) => {
    const a = make(n);
    const lu = a.slice();
    const pivots = new Int32Array(n);
    expect(luFactorBlocked(n, lu, pivots)).toBe(0);
    const x = new Float64Array(n * n).fill(NaN); // every element written
    expect(luInverseBlocked(n, lu, pivots, x, true)).toBe(true);
    const eye = matrix(n, (i, j) => (i === j ? 1 : 0));
    const bound = 8 * (1 + factorError(n, a, lu, pivots));
    expect(residual(n, a, x, eye, n)).toBeLessThanOrEqual(bound);
    const y = eye.slice();
    expect(luSolveBlocked(n, lu, pivots, y, n, true)).toBe(true);
    // the two solutions of the same factors: within the same bound's forward error, column by column
    for (let j = 0; j < n; j++) {
      let norm = 0;
      let diff = 0;
      for (let i = 0; i < n; i++) {
        norm = Math.max(norm, Math.abs(y[j * n + i]!));
        diff = Math.max(diff, Math.abs(x[j * n + i]! - y[j * n + i]!));
      }
      expect(diff).toBeLessThanOrEqual(norm * 1e-6 + (_ === 'Hilbert' || _ === 'nearly singular' ? Infinity : 0));
    }
    if (_ === 'identity') expect(Array.from(x)).toEqual(Array.from(eye));
  });

  test('the inverse declines below the threshold, on a zero pivot and on values that are not finite, writing nothing', () => {
    const n = 100;
    const pivots = new Int32Array(n).map((_, i) => i);
    for (const [lu, size] of [
      [matrix(n, (i, j) => (i === j ? (i === 50 ? 0 : 2) : random())), n],
      [matrix(n, (i, j) => (i === j ? 2 : i === 3 && j === 9 ? NaN : random())), n],
      [matrix(blockedLU.min - 1, (i, j) => (i === j ? 2 : random())), blockedLU.min - 1],
    ] as const) {
      const x = new Float64Array(size * size).fill(7);
      expect(luInverseBlocked(size, lu, pivots.subarray(0, size), x, true)).toBe(false);
      expect(x.every((v) => v === 7)).toBe(true);
    }
  });
});
