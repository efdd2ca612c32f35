import { jsGemm, type Gemm } from '../matmul-lanes';
import { wasmGemm } from '../matmul-wasm';

// The blocked triangular solves of the LU factors (LAPACK's trsm, left side, as getrs and getri
// call it) on a real column-major right-hand side `b` (n x cols, leading dimension n): a block of
// NB rows solved by substitution in each column, then the rest of the rows take that block's
// update as one float64 matrix product (matmul's WebAssembly kernel) and one subtraction. The
// substitution inside a block runs over four right-hand-side columns at once (each factor element
// read once for the four), each column taking the same operations in the same order as alone, so
// the grouping changes no value.

/** Rows of a block: the inner dimension of the updates' products. */
export const NB = 32;

/** The float64 product: matmul's WebAssembly kernel, or its JavaScript loop without WebAssembly SIMD. */
export const gemm64 = (): Gemm => wasmGemm('f64') ?? jsGemm('f64');

/** Scratch kept between calls for the products (the largest asked for so far, up to KEPT values). */
const KEPT = 2 ** 20;
let kept = new Float64Array(0);
export function productScratch(length: number): Float64Array {
  if (length <= kept.length) return kept;
  const t = new Float64Array(length);
  if (length <= KEPT) kept = t;
  return t;
}

/**
 * Substitution with the unit lower triangle of `l` (ld n) in rows k0..k1-1 of columns j0..j1-1 of
 * `b` (ld n): for each k in order, `b[k+1..k1, j] -= b[k, j] l[k+1..k1, k]`, a step skipped where
 * `b[k, j]` is zero and `skipZeros`.
 */
export function lowerBlock(n: number, l: Float64Array, k0: number, k1: number, b: Float64Array, j0: number, j1: number, skipZeros: boolean): void {
  let j = j0;
  for (; j + 4 <= j1; j += 4) {
    const c0 = j * n;
    const c1 = c0 + n;
    const c2 = c1 + n;
    const c3 = c2 + n;
    for (let k = k0; k < k1 - 1; k++) {
      const x0 = b[c0 + k]!;
      const x1 = b[c1 + k]!;
      const x2 = b[c2 + k]!;
      const x3 = b[c3 + k]!;
      const lk = k * n;
      if (skipZeros && (x0 === 0 || x1 === 0 || x2 === 0 || x3 === 0)) {
        if (x0 !== 0) axpyDown(k + 1, k1, -x0, l, lk, b, c0);
        if (x1 !== 0) axpyDown(k + 1, k1, -x1, l, lk, b, c1);
        if (x2 !== 0) axpyDown(k + 1, k1, -x2, l, lk, b, c2);
        if (x3 !== 0) axpyDown(k + 1, k1, -x3, l, lk, b, c3);
        continue;
      }
      for (let i = k + 1; i < k1; i++) {
        const v = l[lk + i]!;
        b[c0 + i]! += -x0 * v;
        b[c1 + i]! += -x1 * v;
        b[c2 + i]! += -x2 * v;
        b[c3 + i]! += -x3 * v;
      }
    }
  }
  for (; j < j1; j++) {
    const c = j * n;
    for (let k = k0; k < k1 - 1; k++) {
      const x = b[c + k]!;
      if (skipZeros && x === 0) continue;
      axpyDown(k + 1, k1, -x, l, k * n, b, c);
    }
  }
}

/** `b[c + i] += a f[fo + i]` for i0 <= i < i1. */
function axpyDown(i0: number, i1: number, a: number, f: Float64Array, fo: number, b: Float64Array, c: number): void {
  for (let i = i0; i < i1; i++) b[c + i]! += a * f[fo + i]!;
}

/**
 * Substitution with the upper triangle of `u` (ld n) in rows k0..k1-1 of columns 0..cols-1 of `b`:
 * for each k from k1-1 down, `b[k, j] /= u[k, k]`, then `b[k0..k, j] -= b[k, j] u[k0..k, k]`; a
 * step skipped where `b[k, j]` is zero and `skipZeros`.
 */
function upperBlock(n: number, u: Float64Array, k0: number, k1: number, b: Float64Array, cols: number, skipZeros: boolean): void {
  let j = 0;
  for (; j + 4 <= cols; j += 4) {
    const c0 = j * n;
    const c1 = c0 + n;
    const c2 = c1 + n;
    const c3 = c2 + n;
    for (let k = k1 - 1; k >= k0; k--) {
      const uk = k * n;
      const d = u[uk + k]!;
      let x0 = b[c0 + k]!;
      let x1 = b[c1 + k]!;
      let x2 = b[c2 + k]!;
      let x3 = b[c3 + k]!;
      if (skipZeros && (x0 === 0 || x1 === 0 || x2 === 0 || x3 === 0)) {
        upperStep(k0, k, d, u, uk, b, c0, true);
        upperStep(k0, k, d, u, uk, b, c1, true);
        upperStep(k0, k, d, u, uk, b, c2, true);
        upperStep(k0, k, d, u, uk, b, c3, true);
        continue;
      }
      x0 /= d;
      x1 /= d;
      x2 /= d;
      x3 /= d;
      b[c0 + k] = x0;
      b[c1 + k] = x1;
      b[c2 + k] = x2;
      b[c3 + k] = x3;
      for (let i = k0; i < k; i++) {
        const v = u[uk + i]!;
        b[c0 + i]! += -x0 * v;
        b[c1 + i]! += -x1 * v;
        b[c2 + i]! += -x2 * v;
        b[c3 + i]! += -x3 * v;
      }
    }
  }
  for (; j < cols; j++) {
    const c = j * n;
    for (let k = k1 - 1; k >= k0; k--) {
      upperStep(k0, k, u[k * n + k]!, u, k * n, b, c, skipZeros);
    }
  }
}

/** One step of the upper substitution in column `c` of `b`: `x = b[k] / d`, then `b[k0..k] -= x u[k0..k, k]`; skipped where `b[c + k]` is zero and `skipZeros`. */
function upperStep(k0: number, k: number, d: number, u: Float64Array, uk: number, b: Float64Array, c: number, skipZeros: boolean): void {
  let x = b[c + k]!;
  if (skipZeros && x === 0) return;
  x /= d;
  b[c + k] = x;
  axpyDown(k0, k, -x, u, uk, b, c);
}

/** `b[rows r0..r0+r, j] -= t[j r + i]` for j < cols: a product's result taken from its rows. */
function subtractRows(n: number, b: Float64Array, r0: number, r: number, t: Float64Array, cols: number): void {
  for (let j = 0; j < cols; j++) {
    const c = j * n + r0;
    const tc = j * r;
    for (let i = 0; i < r; i++) b[c + i]! -= t[tc + i]!;
  }
}

/**
 * `L Y = B` in place on `b` (n x cols) with the unit lower triangle of `lu`, by blocks of NB rows.
 * `lowerTriangular`: column j of `b` is zero above row j on entry (the identity's columns, as the
 * inverse solves them), so a block of rows k0..k1 and its product touch only the columns below k1.
 */
export function lowerSolveBlocked(n: number, lu: Float64Array, b: Float64Array, cols: number, skipZeros: boolean, lowerTriangular = false): void {
  const gemm = gemm64();
  const t = productScratch(cols * n);
  for (let k0 = 0; k0 < n; k0 += NB) {
    const k1 = Math.min(k0 + NB, n);
    const live = lowerTriangular ? Math.min(k1, cols) : cols;
    lowerBlock(n, lu, k0, k1, b, 0, live, skipZeros);
    if (k1 === n) break;
    const r = n - k1;
    // (B2)^T -= (B1)^T (L21)^T: a column-major block is a row-major one transposed
    gemm(b, k0, n, lu, k0 * n + k1, n, t, 0, r, live, k1 - k0, r);
    subtractRows(n, b, k1, r, t, live);
  }
}

/** `U X = Y` in place on `b` (n x cols) with the upper triangle of `lu`, by blocks of NB rows from the last. */
export function upperSolveBlocked(n: number, lu: Float64Array, b: Float64Array, cols: number, skipZeros: boolean): void {
  const gemm = gemm64();
  const t = productScratch(cols * n);
  for (let k1 = n; k1 > 0; k1 -= NB) {
    const k0 = Math.max(k1 - NB, 0);
    upperBlock(n, lu, k0, k1, b, cols, skipZeros);
    if (k0 === 0) break;
    // (B0)^T -= (B1)^T (U01)^T
    gemm(b, k0, n, lu, k0 * n, n, t, 0, k0, cols, k1 - k0, k0);
    subtractRows(n, b, 0, k0, t, cols);
  }
}
