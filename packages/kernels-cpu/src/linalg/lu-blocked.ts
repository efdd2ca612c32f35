import { jsGemm, type Gemm } from '../matmul-lanes';
import { wasmGemm } from '../matmul-wasm';
import { pivotRow } from './lu-real';

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
// they gave before, bit for bit.

/** Columns of a panel: the inner dimension of the trailing updates' products. */
export const NB = 32;

/**
 * Rows from which the blocked path is taken: below it the products are too small to pay for
 * packing (float64 solve of 256 right-hand sides, one thread of a 2-core AMD EPYC).
 */
export const blockedLU = { min: 96 };

const gemm64 = (): Gemm => wasmGemm('f64') ?? jsGemm('f64');

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
  const saved = a.slice(0, n * n);
  const gemm = gemm64();
  const t = new Float64Array((n - Math.min(NB, n)) ** 2);
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
      for (let j = k + 1; j < k1; j++) {
        const c = j * n;
        const u = a[c + k]!;
        if (u !== 0) for (let i = k + 1; i < n; i++) a[c + i]! += -u * a[col + i]!;
      }
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
    for (let j = k1; j < n; j++) {
      const c = j * n;
      for (let k = k0; k < k1; k++) {
        const x = a[c + k]!;
        if (x !== 0) for (let i = k + 1; i < k1; i++) a[c + i]! += -x * a[k * n + i]!;
      }
    }
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
  const gemm = gemm64();
  const t = new Float64Array(cols * n);
  for (let j = 0; j < cols; j++) {
    for (let k = 0; k < n; k++) {
      const p = pivots[k]!;
      if (p !== k) swapRows(b, j * n, k, p);
    }
  }
  // L Y = P B: a block of rows solved in each column, then the rows below take its product
  for (let k0 = 0; k0 < n; k0 += NB) {
    const k1 = Math.min(k0 + NB, n);
    for (let j = 0; j < cols; j++) {
      const c = j * n;
      for (let k = k0; k < k1; k++) {
        const x = b[c + k]!;
        if (skipZeros && x === 0) continue;
        for (let i = k + 1; i < k1; i++) b[c + i]! += -x * lu[k * n + i]!;
      }
    }
    if (k1 === n) break;
    const r = n - k1;
    // (B2)^T -= (B1)^T (L21)^T
    gemm(b, k0, n, lu, k0 * n + k1, n, t, 0, r, cols, k1 - k0, r);
    for (let j = 0; j < cols; j++) for (let i = 0; i < r; i++) b[j * n + k1 + i]! -= t[j * r + i]!;
  }
  // U X = Y: blocks from the last, each solved in each column, then the rows above take its product
  for (let k1 = n; k1 > 0; k1 -= NB) {
    const k0 = Math.max(k1 - NB, 0);
    for (let j = 0; j < cols; j++) {
      const c = j * n;
      for (let k = k1 - 1; k >= k0; k--) {
        let x = b[c + k]!;
        if (skipZeros && x === 0) continue;
        x /= lu[k * n + k]!;
        b[c + k] = x;
        for (let i = k0; i < k; i++) b[c + i]! += -x * lu[k * n + i]!;
      }
    }
    if (k0 === 0) break;
    // (B0)^T -= (B1)^T (U01)^T
    gemm(b, k0, n, lu, k0 * n, n, t, 0, k0, cols, k1 - k0, k0);
    for (let j = 0; j < cols; j++) for (let i = 0; i < k0; i++) b[j * n + i]! -= t[j * k0 + i]!;
  }
  return true;
}
