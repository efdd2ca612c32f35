import { pivotRow } from './lu-real';
import { luFactorWasm, luInverseWasm, luSolveWasm } from './lu-wasm';
import { gemm64, lowerBlock, lowerSolveBlocked, NB, productScratch, upperSolveBlocked } from './triangular-blocked';

// The blocked right-looking LU (LAPACK's getrf with getrf2's panels) and the blocked solves
// (getrs's trsm) for real matrices of BLOCKED_MIN rows or more: a panel of NB columns is factored
// step by step, its row swaps applied to the other columns, the panel's rows of U solved, and the
// trailing matrix takes the panel's update `A22 -= L21 U12` as one matrix product (matmul's
// WebAssembly kernel, float64). The solves likewise: a block of NB rows solved column by column,
// the rows below (above) it updated by one product. Each element of an update is then a sum of
// NB products subtracted once, where the one-step loops (lu-real.ts) subtract each product in turn:
// the values differ in the last bits, within the backward-error bound of partial pivoting
// (`|P A - L U| <= c n eps |L| |U|`; the tests check it, and the solutions' residuals, against
// the step-by-step factors). A zero pivot, or a value that is not finite, takes the step-by-step
// path instead (from the unmodified input), so singular matrices, infinities and NaNs give what
// they gave before, bit for bit. The inverse (getri's result) is `U^-1 L^-1 P`: the identity's
// lower solve touches only the columns at and left of each block (L^-1 is lower triangular), then
// the upper solve, then the columns swapped back; not `solve(A, I)`, whose permuted identity
// leaves no block of zeros for the products to skip. Where the storage pool and WebAssembly SIMD
// are there, the same blocks run with their scalar parts in WebAssembly (lu-wasm.ts), each value
// as the loops here give it; the loops here serve where they are missing.

/** Columns of a panel (the rows of a block of the solves): the inner dimension of the products. */
export { NB };

/**
 * Rows from which the blocked path is taken: below it the products are too small to pay for
 * packing (float64 solve of 256 right-hand sides, one thread of a 2-core AMD EPYC).
 */
export const blockedLU = { min: 96 };

/** Whether the first n values are finite (`v - v` is NaN for infinities and NaN). */
function allFinite(x: Float64Array, n: number): boolean {
  for (let i = 0; i < n; i++) {
    const v = x[i]!;
    if (v - v !== 0) return false;
  }
  return true;
}

const swapRows = (a: Float64Array, c: number, k: number, p: number): void => {
  const t = a[c + k]!;
  a[c + k] = a[c + p]!;
  a[c + p] = t;
};

/**
 * Factors the real n x n column-major `a` in place as `P A = L U` by blocks, pivots into
 * `pivots`, and returns 0; or returns undefined with `a` unchanged where the blocked path does not
 * apply (fewer than `blockedLU.min` rows, a value that is not finite, a zero pivot).
 */
export function luFactorBlocked(n: number, a: Float64Array, pivots: Int32Array): 0 | undefined {
  if (n < blockedLU.min || !allFinite(a, n * n)) return undefined;
  const done = luFactorWasm(n, a, pivots);
  if (done !== null) return done;
  const saved = a.slice(0, n * n);
  const gemm = gemm64();
  const t = productScratch((n - Math.min(NB, n)) ** 2);
  for (let k0 = 0; k0 < n; k0 += NB) {
    const k1 = Math.min(k0 + NB, n);
    // the panel, step by step: pivot search, the swap within the panel, the multipliers, the update of the panel's later columns
    for (let k = k0; k < k1; k++) {
      const col = k * n;
      const p = pivotRow(a, col, k, n);
      pivots[k] = p;
      const pivot = a[col + p]!;
      if (pivot === 0) {
        a.set(saved);
        return undefined;
      }
      if (p !== k) for (let j = k0; j < k1; j++) swapRows(a, j * n, k, p);
      const r = 1 / pivot;
      for (let i = col + k + 1; i < col + n; i++) a[i]! *= r;
      panelUpdate(n, a, k, k1);
    }
    // the panel's swaps in the columns on either side
    for (let k = k0; k < k1; k++) {
      const p = pivots[k]!;
      if (p === k) continue;
      for (let j = 0; j < k0; j++) swapRows(a, j * n, k, p);
      for (let j = k1; j < n; j++) swapRows(a, j * n, k, p);
    }
    if (k1 === n) break;
    // U12 = L11^-1 A12: the panel's rows of the trailing columns
    lowerBlock(n, a, k0, k1, a, k1, n, true);
    // A22 -= L21 U12, as (A22)^T -= (U12)^T (L21)^T: a column-major block is a row-major one transposed
    const r = n - k1;
    gemm(a, k1 * n + k0, n, a, k0 * n + k1, n, t, 0, r, r, k1 - k0, r);
    for (let j = 0; j < r; j++) {
      const c = (k1 + j) * n + k1;
      const tc = j * r;
      for (let i = 0; i < r; i++) a[c + i]! -= t[tc + i]!;
    }
  }
  return 0;
}

/**
 * Solves `A X = B` in place on the real column-major `b` (n x cols) from the factors `lu` and
 * `pivots` by blocks, and returns true; false (nothing written) where the blocked path does not
 * apply (fewer than `blockedLU.min` rows, a zero pivot, a value of `lu` or `b` that is not finite).
 */
export function luSolveBlocked(n: number, lu: Float64Array, pivots: Int32Array, b: Float64Array, cols: number, skipZeros: boolean): boolean {
  if (n < blockedLU.min || cols === 0 || !allFinite(lu, n * n) || !allFinite(b, n * cols)) return false;
  for (let k = 0; k < n; k++) if (lu[k * n + k] === 0) return false;
  if (luSolveWasm(n, lu, pivots, b, cols, skipZeros)) return true;
  for (let k = 0; k < n; k++) {
    const p = pivots[k]!;
    if (p !== k) for (let j = 0; j < cols; j++) swapRows(b, j * n, k, p);
  }
  lowerSolveBlocked(n, lu, b, cols, skipZeros);
  upperSolveBlocked(n, lu, b, cols, skipZeros);
  return true;
}

/**
 * The panel's columns k+1..k1-1 take step k's update, `a[k+1.., j] -= a[k, j] a[k+1.., k]` (a
 * column whose `a[k, j]` is zero skipped), four columns per pass over the multipliers: each
 * column's operations as alone.
 */
function panelUpdate(n: number, a: Float64Array, k: number, k1: number): void {
  const col = k * n;
  let j = k + 1;
  for (; j + 4 <= k1; j += 4) {
    const c0 = j * n;
    const c1 = c0 + n;
    const c2 = c1 + n;
    const c3 = c2 + n;
    const u0 = a[c0 + k]!;
    const u1 = a[c1 + k]!;
    const u2 = a[c2 + k]!;
    const u3 = a[c3 + k]!;
    if (u0 === 0 || u1 === 0 || u2 === 0 || u3 === 0) break;
    for (let i = k + 1; i < n; i++) {
      const l = a[col + i]!;
      a[c0 + i]! += -u0 * l;
      a[c1 + i]! += -u1 * l;
      a[c2 + i]! += -u2 * l;
      a[c3 + i]! += -u3 * l;
    }
  }
  for (; j < k1; j++) {
    const c = j * n;
    const u = a[c + k]!;
    if (u !== 0) for (let i = k + 1; i < n; i++) a[c + i]! += -u * a[col + i]!;
  }
}

/**
 * The inverse of the real n x n matrix whose factors are `lu` and `pivots`, column-major into `x`
 * (n x n, overwritten): `U^-1 L^-1 P` by blocks, and true; false (nothing written) where the
 * blocked path does not apply (fewer than `blockedLU.min` rows, a zero pivot, a value of `lu` that
 * is not finite).
 */
export function luInverseBlocked(n: number, lu: Float64Array, pivots: Int32Array, x: Float64Array, skipZeros: boolean): boolean {
  if (n < blockedLU.min || !allFinite(lu, n * n)) return false;
  for (let k = 0; k < n; k++) if (lu[k * n + k] === 0) return false;
  if (!luInverseWasm(n, lu, x, skipZeros)) {
    x.fill(0, 0, n * n);
    for (let i = 0; i < n; i++) x[i * n + i] = 1;
    // L^-1: column j is zero above row j throughout; its zeros' updates add zeros, so none is skipped
    lowerSolveBlocked(n, lu, x, n, false, true);
    upperSolveBlocked(n, lu, x, n, skipZeros);
  }
  // A^-1 = U^-1 L^-1 P, P = S_{n-1} ... S_0: the columns swapped from the last step to the first
  for (let k = n - 1; k >= 0; k--) {
    const p = pivots[k]!;
    if (p === k) continue;
    const ck = k * n;
    const cp = p * n;
    for (let i = 0; i < n; i++) {
      const t = x[ck + i]!;
      x[ck + i] = x[cp + i]!;
      x[cp + i] = t;
    }
  }
  return true;
}
