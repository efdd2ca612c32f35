import { bidiagonalPanels } from './bidiagonal-blocked';
import { applyLeft, applyRight, householder, type Reflector } from './householder';
import { formQBlocked } from './qr-blocked';
import { identity, type WorkMatrix } from './work-matrix';

// Golub–Kahan bidiagonalization `U^H A V = B` of a matrix with at least as many rows as columns
// (LAPACK's gebd2, then ungbr for U and V): B is real upper bidiagonal, for complex matrices too.
// U and V of real matrices of 97 columns or more are formed by panels of reflectors (orgqr's
// compact WY products, ./qr-blocked.ts): within the backward-error bound rather than bit for bit.
// A real matrix of 96 columns or more is first reduced by panels (gebrd, ./bidiagonal-blocked.ts),
// the last columns one reflector at a time here.

/** `B`'s diagonal `d` (n) and superdiagonal `e` (n, `e[n-1] = 0`), with `U` (m x uCols) and `V` (n x n) where wanted. */
export interface Bidiagonal {
  readonly d: Float64Array;
  readonly e: Float64Array;
  readonly u: WorkMatrix | null;
  readonly v: WorkMatrix | null;
}

/**
 * Reduces `a` (m x n, m >= n; overwritten). `uCols` is the number of columns of `U` to form (n, or
 * m for the full factorization; null for none); `V` is formed when `wantV`.
 */
export function bidiagonalize(a: WorkMatrix, uCols: number | null, wantV: boolean): Bidiagonal {
  const { rows: m, cols: n, re, im } = a;
  const d = new Float64Array(n);
  const e = new Float64Array(n);
  const tauq = new Float64Array(2 * n);
  const taup = new Float64Array(2 * n);
  // the right reflectors' vectors, row i at i * n (their rows are not contiguous in `a`)
  const pre = new Float64Array(n * n);
  const pim = im === null ? null : new Float64Array(n * n);
  const work = new Float64Array(m);
  const workIm = im === null ? null : new Float64Array(m);
  const r: Reflector = { tauRe: 0, tauIm: 0, beta: 0 };
  const from = im === null ? bidiagonalPanels(m, n, re, { d, e, tauq, taup, pre }) : 0;
  for (let i = from; i < n; i++) {
    // the left reflector: column i, rows i..m-1
    const o = i * m + i;
    householder(m - i, re, im, o, r);
    d[i] = r.beta;
    tauq[2 * i] = r.tauRe;
    tauq[2 * i + 1] = r.tauIm;
    applyLeft(m - i, r.tauRe, -r.tauIm, re, im, o, re, im, m, i, i + 1, n);
    if (i < n - 1) {
      // the right reflector: the conjugate of row i, columns i+1..n-1
      const po = i * n + i + 1;
      for (let j = i + 1; j < n; j++) {
        pre[i * n + j] = re[j * m + i]!;
        if (pim !== null) pim[i * n + j] = -im![j * m + i]!;
      }
      householder(n - i - 1, pre, pim, po, r);
      e[i] = r.beta;
      taup[2 * i] = r.tauRe;
      taup[2 * i + 1] = r.tauIm;
      applyRight(n - i - 1, r.tauRe, r.tauIm, pre, pim, po, re, im, m, i + 1, m, i + 1, work, workIm);
    }
  }
  return { d, e, u: uCols === null ? null : formU(a, tauq, uCols), v: wantV ? formV(n, pre, pim, taup) : null };
}

/** U (m x uCols) from the left reflectors below the diagonal of `a`. */
function formU(a: WorkMatrix, tauq: Float64Array, uCols: number): WorkMatrix {
  const { rows: m, cols: n, re, im } = a;
  if (im === null) {
    const q = formQBlocked(m, re, tauq, n, uCols);
    if (q !== undefined) return { rows: m, cols: uCols, re: q, im: null };
  }
  const u = identity(m, uCols, im !== null);
  for (let i = n - 1; i >= 0; i--) applyLeft(m - i, tauq[2 * i]!, tauq[2 * i + 1]!, re, im, i * m + i, u.re, u.im, m, i, i, uCols);
  return u;
}

/**
 * V (n x n) from the right reflectors (reflector i in row i of `pre` from column i + 2, applied to
 * rows i + 1 on): `diag(1, Q')`, Q' the (n - 1) x (n - 1) product of reflectors stored as QR's
 * below the diagonal of `pre` from its second row (leading dimension n).
 */
function formV(n: number, pre: Float64Array, pim: Float64Array | null, taup: Float64Array): WorkMatrix {
  if (pim === null && n > 1) {
    const q = formQBlocked(n - 1, pre, taup, n - 1, n - 1, 1, n);
    if (q !== undefined) {
      const v = identity(n, n, false);
      for (let j = 1; j < n; j++) v.re.set(q.subarray((j - 1) * (n - 1), j * (n - 1)), j * n + 1);
      return v;
    }
  }
  const v = identity(n, n, pim !== null);
  for (let i = n - 2; i >= 0; i--) applyLeft(n - i - 1, taup[2 * i]!, taup[2 * i + 1]!, pre, pim, i * n + i + 1, v.re, v.im, n, i + 1, i + 1, n);
  return v;
}
