import { panelWorkspace, type PanelWorkspace } from './gemv-wasm';
import { householder, type Reflector } from './householder';
import { gemm64, productScratch } from './triangular-blocked';

// The blocked Golub–Kahan bidiagonalization of a real matrix with at least as many rows as columns
// (LAPACK's gebrd with labrd's panels): a panel of NB columns and rows is reduced step by step
// while its reflectors' effect on the rest of the matrix is gathered in X (m x NB) and Y (n x NB),
// then the trailing matrix takes it as two products through matmul's kernel, `A22 -= V Y^T + X U`
// (V the left reflectors below the panel, U the right ones right of it). Each step reads the rest
// of its column and row through X and Y (matrix-vector products), so half the work is in the
// products. The sums run in another order than gebd2's one reflector at a time (./bidiagonal.ts):
// B, and the reflectors, differ in the last bits, within the backward-error bound
// `‖A - U B V^T‖ <= c n eps ‖A‖` (the tests check it, and the singular values against gebd2's).
// Where the storage pool takes a copy of the matrix, each step's matrix-vector products (the two
// large ones and the small ones through X and Y) run in WebAssembly SIMD on it (./gemv-wasm.ts).

/** Columns of a panel. */
export const BRD_NB = 32;

/** Columns from which the blocked path is taken (settable for tests). */
export const blockedBidiagonal = { min: 96 };

/** What the reduction leaves, as ./bidiagonal.ts's loop does. */
export interface Reduction {
  readonly d: Float64Array;
  readonly e: Float64Array;
  /** The reflectors' tau, complex interleaved (imaginary parts 0 here). */
  readonly tauq: Float64Array;
  readonly taup: Float64Array;
  /** Row i holds the right reflector i from column i + 1 (its first element implicit). */
  readonly pre: Float64Array;
}

/**
 * Reduces the panels of the real column-major m x n `re` (m >= n) in place while more than
 * `BRD_NB` columns are left past them, filling `r` for those steps; returns the first step left
 * to the one-reflector loop (0 where n is below `blockedBidiagonal.min`).
 */
export function bidiagonalPanels(m: number, n: number, re: Float64Array, r: Reduction): number {
  if (n < blockedBidiagonal.min) return 0;
  const ws = panelWorkspace(m, n, BRD_NB);
  if (ws === undefined) return panels(m, n, re, r, undefined);
  try {
    ws.re.set(re.subarray(0, m * n));
    const from = panels(m, n, ws.re, r, ws);
    re.set(ws.re);
    return from;
  } finally {
    ws.release();
  }
}

/** bidiagonalPanels on `re` (the matrix, or its pooled copy in `ws`). */
function panels(m: number, n: number, re: Float64Array, r: Reduction, ws: PanelWorkspace | undefined): number {
  const nb = BRD_NB;
  const gemm = gemm64();
  // X column-major (m x nb), Y row-major (n x nb): Y's rows are the rows of the products' operand
  const x = ws?.x ?? new Float64Array(m * nb);
  const y = ws?.y ?? new Float64Array(n * nb);
  const t = new Float64Array(2 * nb);
  const row = ws?.row ?? new Float64Array(n);
  const h: Reflector = { tauRe: 0, tauIm: 0, beta: 0 };
  let i0 = 0;
  for (; n - i0 > 2 * nb; i0 += nb) {
    labrd(m, n, re, i0, nb, x, y, t, row, h, r, ws);
    // A22 -= V Y22^T + X22 U, as (A22)^T -= Y22 V^T + U^T X22^T (column-major blocks are row-major transposed)
    const rows = m - i0 - nb;
    const cols = n - i0 - nb;
    const c = productScratch(2 * rows * cols);
    const vOff = i0 * m + i0 + nb; // V: rows i0+nb.., columns i0..i0+nb-1 (column-major, ld m) = V^T row-major
    const uOff = (i0 + nb) * m + i0; // U: rows i0..i0+nb-1, columns i0+nb.. = U^T row-major (cols x nb, ld m)
    gemm(y, (i0 + nb) * nb, nb, re, vOff, m, c, 0, rows, cols, nb, rows);
    gemm(re, uOff, m, x, i0 + nb, m, c, rows * cols, rows, cols, nb, rows);
    for (let j = 0; j < cols; j++) {
      const a = (i0 + nb + j) * m + i0 + nb;
      const p = j * rows;
      const q = rows * cols + p;
      for (let i = 0; i < rows; i++) re[a + i]! -= c[p + i]! + c[q + i]!;
    }
    // the panel's diagonal and superdiagonal back in place of the reflectors' implicit ones
    for (let k = i0; k < i0 + nb; k++) {
      re[k * m + k] = r.d[k]!;
      re[(k + 1) * m + k] = r.e[k]!;
    }
  }
  // the right reflectors of the reduced rows, as the one-reflector loop keeps them
  for (let k = 0; k < i0; k++) {
    r.pre[k * n + k + 1] = r.e[k]!;
    for (let j = k + 2; j < n; j++) r.pre[k * n + j] = re[j * m + k]!;
  }
  return i0;
}

/**
 * labrd: the nb steps of the panel at (i0, i0), each step's column and row brought up to date
 * through X and Y, the reflectors made, X's and Y's columns filled. `re` is left with the
 * reflectors' vectors and implicit ones at the diagonal and superdiagonal (gebrd restores them).
 */
function labrd(
  m: number,
  n: number,
  re: Float64Array,
  i0: number,
  nb: number,
  x: Float64Array,
  y: Float64Array,
  t: Float64Array,
  row: Float64Array,
  h: Reflector,
  r: Reduction,
  ws: PanelWorkspace | undefined,
): void {
  const A = (i: number, j: number): number => j * m + i; // global indices
  const X = (i: number, k: number): number => k * m + i;
  const Y = (j: number, k: number): number => j * nb + k;
  const U = 2 * nb; // the workspace's scratch: two vectors of products at 0 and nb, two of coefficients at U and U + nb
  x.fill(0);
  y.fill(0);
  for (let s = 0; s < nb; s++) {
    const i = i0 + s; // the step's global row and column
    // column i, rows i..m-1: -= A(i:, i0..i-1) Y(i, :s)^T + X(i:, :s) A(i0..i-1, i)
    if (ws !== undefined) {
      // (with the coefficients negated: a - b c is a + b (-c) exactly)
      const w = ws.t;
      for (let k = 0; k < s; k++) w[U + k] = -y[Y(i, k)]!;
      ws.gemv(re, A(i, i0), m, m - i, s, w, U, re, A(i, i));
      for (let k = 0; k < s; k++) w[U + k] = -re[A(i0 + k, i)]!;
      ws.gemv(x, X(i, 0), m, m - i, s, w, U, re, A(i, i));
    } else {
      for (let k = 0; k < s; k++) {
        const yk = y[Y(i, k)]!;
        const ak = A(0, i0 + k);
        const ai = A(0, i);
        for (let q = i; q < m; q++) re[ai + q]! -= re[ak + q]! * yk;
      }
      for (let k = 0; k < s; k++) {
        const ak = re[A(i0 + k, i)]!;
        const xk = X(0, k);
        const ai = A(0, i);
        for (let q = i; q < m; q++) re[ai + q]! -= x[xk + q]! * ak;
      }
    }
    householder(m - i, re, null, A(i, i), h);
    r.d[i] = h.beta;
    const tauq = h.tauRe;
    r.tauq[2 * i] = tauq;
    r.tauq[2 * i + 1] = 0;
    if (i >= n - 1) {
      r.e[i] = 0;
      r.taup[2 * i] = 0;
      r.taup[2 * i + 1] = 0;
      continue;
    }
    re[A(i, i)] = 1;
    const v = A(i, i); // the left reflector: column i from row i
    const dotV = (col: number): number => {
      let sum = 0;
      for (let q = 0; q < m - i; q++) sum += re[col + q]! * re[v + q]!;
      return sum;
    };
    // Y(i+1:, s) = A(i:, i+1:)^T v - Y(i+1:, :s) (A(i:, i0..i-1)^T v) - A(i0..i-1, i+1:)^T (X(i:, :s)^T v), times tauq
    if (ws !== undefined) {
      const w = ws.t;
      ws.dots(re, A(i, i + 1), m, m - i, n - i - 1, re, v, y, Y(i + 1, s), nb);
      if (s > 0) {
        ws.dots(re, A(i, i0), m, m - i, s, re, v, w, 0, 1);
        ws.dots(x, X(i, 0), m, m - i, s, re, v, w, nb, 1);
        ws.dots(y, Y(i + 1, 0), nb, s, n - i - 1, w, 0, y, Y(i + 1, s), nb, true);
        ws.dots(re, A(i0, i + 1), m, s, n - i - 1, w, nb, y, Y(i + 1, s), nb, true);
      }
      for (let j = i + 1; j < n; j++) y[Y(j, s)]! *= tauq;
      // row i, columns i+1..: -= Y(i+1:, :s+1) A(i, i0..i)^T + A(i0..i-1, i+1:)^T X(i, :s)^T
      for (let j = i + 1; j < n; j++) row[j] = re[A(i, j)]!;
      for (let k = 0; k <= s; k++) w[U + k] = re[A(i, i0 + k)]!;
      ws.dots(y, Y(i + 1, 0), nb, s + 1, n - i - 1, w, U, row, i + 1, 1, true);
      if (s > 0) {
        for (let k = 0; k < s; k++) w[U + nb + k] = x[X(i, k)]!;
        ws.dots(re, A(i0, i + 1), m, s, n - i - 1, w, U + nb, row, i + 1, 1, true);
      }
    } else {
      for (let j = i + 1; j < n; j++) y[Y(j, s)] = dotV(A(i, j));
      for (let k = 0; k < s; k++) t[k] = dotV(A(i, i0 + k));
      for (let k = 0; k < s; k++) {
        let sum = 0;
        for (let q = 0; q < m - i; q++) sum += x[X(i, k) + q]! * re[v + q]!;
        t[nb + k] = sum;
      }
      for (let j = i + 1; j < n; j++) {
        let sum = y[Y(j, s)]!;
        for (let k = 0; k < s; k++) sum -= y[Y(j, k)]! * t[k]! + re[A(i0 + k, j)]! * t[nb + k]!;
        y[Y(j, s)] = sum * tauq;
      }
      // row i, columns i+1..: -= Y(i+1:, :s+1) A(i, i0..i)^T + A(i0..i-1, i+1:)^T X(i, :s)^T
      for (let j = i + 1; j < n; j++) {
        let sum = re[A(i, j)]!;
        for (let k = 0; k <= s; k++) sum -= y[Y(j, k)]! * re[A(i, i0 + k)]!;
        for (let k = 0; k < s; k++) sum -= re[A(i0 + k, j)]! * x[X(i, k)]!;
        row[j] = sum;
      }
    }
    // the right reflector of row i from column i+1 (made on a contiguous copy, as the loop's)
    householder(n - i - 1, row, null, i + 1, h);
    r.e[i] = h.beta;
    const taup = h.tauRe;
    r.taup[2 * i] = taup;
    r.taup[2 * i + 1] = 0;
    row[i + 1] = 1;
    for (let j = i + 1; j < n; j++) re[A(i, j)] = row[j]!;
    // X(i+1:, s) = A(i+1:, i+1:) u - A(i+1:, i0..i) (Y(i+1:, :s+1)^T u) - X(i+1:, :s) (A(i0..i-1, i+1:) u), times taup
    const xs = X(0, s);
    if (ws !== undefined) {
      const w = ws.t;
      ws.gemv(re, A(i + 1, i + 1), m, m - i - 1, n - i - 1, row, i + 1, x, xs + i + 1);
      // t = Y(i+1:, :s+1)^T u and t' = A(i0..i-1, i+1:) u (as sums of columns), then X's column -= A(i+1:, i0..i) t + X(i+1:, :s) t'
      w.fill(0, 0, 2 * nb);
      ws.gemv(y, Y(i + 1, 0), nb, s + 1, n - i - 1, row, i + 1, w, 0);
      ws.gemv(re, A(i0, i + 1), m, s, n - i - 1, row, i + 1, w, nb);
      for (let k = 0; k <= s; k++) w[U + k] = -w[k]!;
      for (let k = 0; k < s; k++) w[U + nb + k] = -w[nb + k]!;
      ws.gemv(re, A(i + 1, i0), m, m - i - 1, s + 1, w, U, x, xs + i + 1);
      ws.gemv(x, X(i + 1, 0), m, m - i - 1, s, w, U + nb, x, xs + i + 1);
      for (let q = i + 1; q < m; q++) x[xs + q]! *= taup;
      continue;
    }
    for (let j = i + 1; j < n; j++) {
      const u = row[j]!;
      const aj = A(0, j);
      for (let q = i + 1; q < m; q++) x[xs + q]! += re[aj + q]! * u;
    }
    for (let k = 0; k <= s; k++) {
      let sum = 0;
      for (let j = i + 1; j < n; j++) sum += y[Y(j, k)]! * row[j]!;
      t[k] = sum;
    }
    for (let k = 0; k < s; k++) {
      let sum = 0;
      for (let j = i + 1; j < n; j++) sum += re[A(i0 + k, j)]! * row[j]!;
      t[nb + k] = sum;
    }
    for (let k = 0; k <= s; k++) {
      const tk = t[k]!;
      const ak = A(0, i0 + k);
      for (let q = i + 1; q < m; q++) x[xs + q]! -= re[ak + q]! * tk;
    }
    for (let k = 0; k < s; k++) {
      const tk = t[nb + k]!;
      const xk = X(0, k);
      for (let q = i + 1; q < m; q++) x[xs + q]! -= x[xk + q]! * tk;
    }
    for (let q = i + 1; q < m; q++) x[xs + q]! *= taup;
  }
}
