import { log } from '../correctly-rounded-exp-log';
import { luFactorBlocked, luInverseBlocked, luSolveBlocked } from './lu-blocked';
import { luFactorReal, luSolveReal } from './lu-real';
import { axpy, reciprocal, scal, swap } from './vector-ops';
import { identity, workMatrix, type WorkMatrix } from './work-matrix';

// LU factorization with partial pivoting (LAPACK's getrf), and the solves and determinants built
// on it. Real matrices of 96 rows or more take ./lu-blocked.ts (panels, the trailing updates as
// matrix products: within the backward-error bound, not bit for bit), smaller or singular ones
// ./lu-real.ts (the same steps, their updates four at a time, bit for bit the one-step results);
// complex ones the one-step loops below.

/** `P A = L U` of a square matrix, factors in place: `L` unit lower (below the diagonal), `U` upper. */
export interface LUFactors {
  readonly lu: WorkMatrix;
  /** Row `k` was swapped with row `pivots[k]` at step `k`. */
  readonly pivots: Int32Array;
  /** The first column (from 1) whose pivot is exactly zero, or 0: a singular matrix (LAPACK's `info`). */
  readonly info: number;
}

const scratch = new Float64Array(2);

/** The magnitude LAPACK's pivot search compares: `|re| + |im|` (`izamax`'s cabs1), `|x|` for real. */
const magnitude = (re: Float64Array, im: Float64Array | null, k: number): number => Math.abs(re[k]!) + (im === null ? 0 : Math.abs(im[k]!));

/**
 * Factors `a` (square, overwritten) as `P A = L U`: at step `k` the row with the largest
 * magnitude in column `k` (the first of equals) becomes the pivot row, the column below it is
 * divided by the pivot (multiplied by its reciprocal, as LAPACK), and the trailing matrix takes the
 * rank-1 update. A zero pivot is recorded in `info` and skipped, as LAPACK's getrf does.
 */
export function luFactor(a: WorkMatrix): LUFactors {
  const n = a.rows;
  const { re, im } = a;
  const pivots = new Int32Array(n);
  if (im === null) return { lu: a, pivots, info: luFactorBlocked(n, re, pivots) ?? luFactorReal(n, re, pivots) };
  let info = 0;
  for (let k = 0; k < n; k++) {
    const col = k * n;
    let p = k;
    let best = magnitude(re, im, col + k);
    for (let i = k + 1; i < n; i++) {
      const m = magnitude(re, im, col + i);
      if (m > best) {
        best = m;
        p = i;
      }
    }
    pivots[k] = p;
    const pr = re[col + p]!;
    const pi = im === null ? 0 : im[col + p]!;
    if (pr !== 0 || pi !== 0) {
      if (p !== k) {
        for (let j = 0; j < n; j++) {
          const c = j * n;
          const t = re[c + k]!;
          re[c + k] = re[c + p]!;
          re[c + p] = t;
          if (im !== null) {
            const u = im[c + k]!;
            im[c + k] = im[c + p]!;
            im[c + p] = u;
          }
        }
      }
      reciprocal(pr, pi, scratch);
      scal(n - k - 1, scratch[0]!, scratch[1]!, re, im, col + k + 1);
    } else if (info === 0) {
      info = k + 1;
    }
    // the rank-1 update of the trailing matrix: column j -= a[k, j] * (multipliers of column k)
    for (let j = k + 1; j < n; j++) {
      const c = j * n;
      const tr = re[c + k]!;
      const ti = im === null ? 0 : im[c + k]!;
      if (tr === 0 && ti === 0) continue;
      axpy(n - k - 1, -tr, -ti, re, im, col + k + 1, re, im, c + k + 1);
    }
  }
  return { lu: a, pivots, info };
}

/**
 * Solves `A X = B` in place on `b` (n x nrhs) from the factors of `A`: the row swaps, the unit
 * lower solve, then the upper solve (LAPACK's getrs). `skipZeros` skips the updates of a zero
 * entry as LAPACK's trsm does; without it every update is made, so a zero pivot spreads its
 * infinities and NaNs as JAX's triangular solves do (`0 * inf` is NaN).
 */
export function luSolve(f: LUFactors, b: WorkMatrix, skipZeros = true): void {
  const { lu, pivots } = f;
  const n = lu.rows;
  const { re, im } = lu;
  if (im === null && b.im === null) {
    if (!luSolveBlocked(n, re, pivots, b.re, b.cols, skipZeros)) luSolveReal(n, re, pivots, b.re, b.cols, skipZeros);
    return;
  }
  for (let j = 0; j < b.cols; j++) {
    const c = j * n;
    const br = b.re;
    const bi = b.im;
    for (let k = 0; k < n; k++) {
      const p = pivots[k]!;
      if (p !== k) swap(1, br, bi, c + k, c + p);
    }
    for (let k = 0; k < n; k++) {
      const xr = br[c + k]!;
      const xi = bi === null ? 0 : bi[c + k]!;
      if (skipZeros && xr === 0 && xi === 0) continue;
      axpy(n - k - 1, -xr, -xi, re, im, k * n + k + 1, br, bi, c + k + 1);
    }
    for (let k = n - 1; k >= 0; k--) {
      let xr = br[c + k]!;
      let xi = bi === null ? 0 : bi[c + k]!;
      if (skipZeros && xr === 0 && xi === 0) continue;
      const ur = re[k * n + k]!;
      const ui = im === null ? 0 : im[k * n + k]!;
      if (bi === null) {
        xr /= ur;
      } else {
        divideInto(xr, xi, ur, ui);
        xr = scratch[0]!;
        xi = scratch[1]!;
        bi[c + k] = xi;
      }
      br[c + k] = xr;
      axpy(k, -xr, -xi, re, im, k * n, br, bi, c);
    }
  }
}

/**
 * The inverse from the factors of `A`: real matrices by blocks (`U^-1 L^-1 P`, ./lu-blocked.ts)
 * where that path applies, else `solve(A, I)` (LAPACK's getrs on the identity, as NumPy's inv).
 */
export function luInverse(f: LUFactors, skipZeros = true): WorkMatrix {
  const { lu, pivots } = f;
  const n = lu.rows;
  if (lu.im === null) {
    const x = workMatrix(n, n, false);
    if (luInverseBlocked(n, lu.re, pivots, x.re, skipZeros)) return x;
  }
  const x = identity(n, n, lu.im !== null);
  luSolve(f, x, skipZeros);
  return x;
}

/** `(ar + i ai) / (br + i bi)` into `scratch` (Smith's algorithm). */
function divideInto(ar: number, ai: number, br: number, bi: number): void {
  if (Math.abs(br) >= Math.abs(bi)) {
    const r = bi / br;
    const d = br + bi * r;
    scratch[0] = (ar + ai * r) / d;
    scratch[1] = (ai - ar * r) / d;
  } else {
    const r = br / bi;
    const d = bi + br * r;
    scratch[0] = (ar * r + ai) / d;
    scratch[1] = (ai * r - ar) / d;
  }
}

/** The sign of the permutation: -1 for an odd number of swaps. */
export function pivotSign(pivots: Int32Array): number {
  let s = 1;
  for (let k = 0; k < pivots.length; k++) if (pivots[k] !== k) s = -s;
  return s;
}

/**
 * `sign` and `log|det|` from the factors (NumPy's slogdet): `sign` is the pivots' sign times the
 * unit phase of each diagonal element (`[re, im]`; 0 for a singular matrix, whose `logabsdet` is
 * -inf), `logabsdet` the sum of `log|u_kk|` (correctly rounded logs, as the C library NumPy calls).
 */
export function luSlogdet(f: LUFactors): { sign: [number, number]; logabsdet: number } {
  const { lu } = f;
  const n = lu.rows;
  let sr = pivotSign(f.pivots);
  let si = 0;
  let logabs = 0;
  for (let k = 0; k < n; k++) {
    const ur = lu.re[k * n + k]!;
    const ui = lu.im === null ? 0 : lu.im[k * n + k]!;
    const abs = Math.hypot(ur, ui);
    if (abs === 0) return { sign: [0, 0], logabsdet: -Infinity };
    const pr = ur / abs;
    const pi = ui / abs;
    const t = sr * pr - si * pi;
    si = sr * pi + si * pr;
    sr = t;
    logabs += log(abs);
  }
  return { sign: [sr, si], logabsdet: logabs };
}

/** The determinant as the product of the diagonal of `U` and the pivots' sign (LAPACK users' det: JAX, TensorFlow, PyTorch). */
export function luDetProduct(f: LUFactors): [number, number] {
  const { lu } = f;
  const n = lu.rows;
  let dr = pivotSign(f.pivots);
  let di = 0;
  for (let k = 0; k < n; k++) {
    const ur = lu.re[k * n + k]!;
    const ui = lu.im === null ? 0 : lu.im[k * n + k]!;
    const t = dr * ur - di * ui;
    di = dr * ui + di * ur;
    dr = t;
  }
  return [dr, di];
}
