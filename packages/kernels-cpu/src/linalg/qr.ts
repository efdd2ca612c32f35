import { applyLeft, householder, type Reflector } from './householder';
import { formQBlocked, qrFactorBlocked } from './qr-blocked';
import { identity, workMatrix, type WorkMatrix } from './work-matrix';

// The QR factorization by Householder reflectors (LAPACK's geqr2, then ung2r for Q); real
// matrices whose smaller dimension is 96 or more by panels (geqrf and orgqr, ./qr-blocked.ts:
// within the backward-error bound rather than bit for bit these loops).

/** The factored matrix (R on and above the diagonal, the reflectors below) and each reflector's tau (re, im). */
export interface QRFactors {
  readonly qr: WorkMatrix;
  readonly tau: Float64Array;
}

/** Factors `a` (m x n, overwritten): `A = H_0 H_1 … H_{k-1} R`, k = min(m, n). */
export function qrFactor(a: WorkMatrix): QRFactors {
  const { rows: m, cols: n, re, im } = a;
  const k = Math.min(m, n);
  const tau = new Float64Array(2 * k);
  if (im === null && qrFactorBlocked(m, n, re, tau)) return { qr: a, tau };
  const r: Reflector = { tauRe: 0, tauIm: 0, beta: 0 };
  for (let j = 0; j < k; j++) {
    const o = j * m + j;
    householder(m - j, re, im, o, r);
    tau[2 * j] = r.tauRe;
    tau[2 * j + 1] = r.tauIm;
    // H^H applied to the trailing columns (LAPACK applies conj(tau) in geqr2)
    applyLeft(m - j, r.tauRe, -r.tauIm, re, im, o, re, im, m, j, j + 1, n);
  }
  return { qr: a, tau };
}

/** `Q` with `cols` columns (min(m, n) for the reduced factorization, m for the complete one). */
export function formQ(f: QRFactors, cols: number): WorkMatrix {
  const { qr, tau } = f;
  const m = qr.rows;
  const k = tau.length / 2;
  if (qr.im === null) {
    const blocked = formQBlocked(m, qr.re, tau, k, cols);
    if (blocked !== undefined) return { rows: m, cols, re: blocked, im: null };
  }
  const q = identity(m, cols, qr.im !== null);
  for (let j = k - 1; j >= 0; j--) {
    applyLeft(m - j, tau[2 * j]!, tau[2 * j + 1]!, qr.re, qr.im, j * m + j, q.re, q.im, m, j, j, cols);
  }
  return q;
}

/** `R` with `rows` rows (min(m, n) reduced, m complete): the upper triangle of the factored matrix. */
export function formR(f: QRFactors, rows: number): WorkMatrix {
  const { qr } = f;
  const m = qr.rows;
  const r = workMatrix(rows, qr.cols, qr.im !== null);
  for (let j = 0; j < qr.cols; j++) {
    for (let i = 0; i <= Math.min(j, rows - 1, m - 1); i++) {
      r.re[j * rows + i] = qr.re[j * m + i]!;
      if (qr.im !== null) r.im![j * rows + i] = qr.im[j * m + i]!;
    }
  }
  return r;
}
