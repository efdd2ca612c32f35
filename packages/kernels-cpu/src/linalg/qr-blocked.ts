import { applyLeft, householder, type Reflector } from './householder';
import { gemm64, productScratch } from './triangular-blocked';

// The blocked Householder QR of real matrices (LAPACK's geqrf and orgqr): a panel of NB columns
// is reduced reflector by reflector (geqr2), its reflectors gathered into the compact WY form
// `H_0 H_1 … H_{nb-1} = I - V T V^T` (larft: V unit lower trapezoidal, T upper triangular), and
// the trailing columns take the panel's product at once, `A2 -= V (T^T (V^T A2))`: two float64
// matrix products (matmul's WebAssembly kernel) and a small triangular one, where the unblocked
// loops apply each reflector to every trailing column in turn. Q is formed the same way from the
// last panel back (`Q2 -= V (T (V^T Q2))`). Each element is then a sum of the panel's products
// rather than the reflectors applied one by one: the values differ in the last bits, within the
// backward-error bound of Householder QR (`|A - Q R| <= c m n eps |A|`, Q orthonormal to
// c m eps; the tests check both against the unblocked loops').

/** Columns of a panel. */
export const QR_NB = 32;

/** The smaller dimension from which the blocked path is taken (below it the unblocked loops, bit for bit as before). */
export const blockedQR = { min: 96 };

/**
 * `V` (rows x nb, column-major, ld rows) of the panel whose reflectors start at `a[o]` (ld `lda`):
 * ones on the diagonal, zeros above, the stored reflector below; and its transpose `vt`.
 */
function gatherV(lda: number, a: Float64Array, o: number, rows: number, nb: number, v: Float64Array, vt: Float64Array): void {
  for (let j = 0; j < nb; j++) {
    const c = o + j * lda;
    for (let i = 0; i < rows; i++) {
      const x = i < j ? 0 : i === j ? 1 : a[c + i]!;
      v[j * rows + i] = x;
      vt[i * nb + j] = x;
    }
  }
}

/**
 * larft (forward, column-wise): the upper triangular `t` (nb x nb, column-major) with
 * `H_0 … H_{nb-1} = I - V T V^T`: `T[i, i] = tau_i`, `T[0:i, i] = -tau_i T[0:i, 0:i] (V[:, 0:i]^T v_i)`.
 */
function formT(rows: number, nb: number, v: Float64Array, tau: Float64Array, t0: number, t: Float64Array, z: Float64Array): void {
  t.fill(0, 0, nb * nb);
  for (let i = 0; i < nb; i++) {
    const ti = tau[2 * (t0 + i)]!;
    t[i * nb + i] = ti;
    if (ti === 0) continue;
    // z = V[:, 0:i]^T v_i, v_i zero above row i
    for (let k = 0; k < i; k++) {
      let s = 0;
      for (let r = i; r < rows; r++) s += v[k * rows + r]! * v[i * rows + r]!;
      z[k] = s;
    }
    // T[0:i, i] = -tau_i T[0:i, 0:i] z (T upper triangular)
    for (let r = 0; r < i; r++) {
      let s = 0;
      for (let k = r; k < i; k++) s += t[k * nb + r]! * z[k]!;
      t[i * nb + r] = -ti * s;
    }
  }
}

/**
 * Columns c0..c1-1, rows r0..r0+rows-1 of `a` (ld `m`) take the block reflector `I - V T V^T`
 * (`transpose`: its transpose, `I - V T^T V^T`): `A2 -= V (T' (V^T A2))` with T' = T or T^T.
 */
function applyBlock(m: number, a: Float64Array, r0: number, c0: number, c1: number, rows: number, nb: number, v: Float64Array, vt: Float64Array, t: Float64Array, transpose: boolean): void {
  const nc = c1 - c0;
  if (nc <= 0) return;
  const gemm = gemm64();
  const w = productScratch(2 * nc * nb + rows * nc);
  const w2 = w.subarray(nc * nb);
  const out = w.subarray(2 * nc * nb);
  const a2 = c0 * m + r0;
  // W^T (nc x nb) = A2^T V: A2 column-major is A2^T row-major; V row-major is vt
  gemm(a, a2, m, vt, 0, nb, w, 0, nb, nc, rows, nb);
  if (transpose) {
    // (T^T W)^T = W^T T; T row-major = the transpose of t (column-major)
    const tr = productScratchT(nb);
    for (let i = 0; i < nb; i++) for (let j = 0; j < nb; j++) tr[i * nb + j] = t[j * nb + i]!;
    gemm(w, 0, nb, tr, 0, nb, w2, 0, nb, nc, nb, nb);
  } else {
    // (T W)^T = W^T T^T; T^T row-major = t column-major
    gemm(w, 0, nb, t, 0, nb, w2, 0, nb, nc, nb, nb);
  }
  // A2^T -= W2^T V^T: V^T row-major = V column-major (v, ld rows)
  gemm(w2, 0, nb, v, 0, rows, out, 0, rows, nc, nb, rows);
  for (let j = 0; j < nc; j++) {
    const c = a2 + j * m;
    const o = j * rows;
    for (let i = 0; i < rows; i++) a[c + i]! -= out[o + i]!;
  }
}

let tScratch = new Float64Array(0);
function productScratchT(nb: number): Float64Array {
  if (tScratch.length < nb * nb) tScratch = new Float64Array(nb * nb);
  return tScratch;
}

/**
 * Factors the real m x n column-major `a` in place as `A = H_0 … H_{k-1} R` (the reflectors below
 * the diagonal, their taus into `tau` as (re, 0) pairs) by panels; false (nothing written) where
 * min(m, n) is below `blockedQR.min`.
 */
export function qrFactorBlocked(m: number, n: number, a: Float64Array, tau: Float64Array): boolean {
  const k = Math.min(m, n);
  if (k < blockedQR.min) return false;
  const r: Reflector = { tauRe: 0, tauIm: 0, beta: 0 };
  const v = new Float64Array(m * QR_NB);
  const vt = new Float64Array(m * QR_NB);
  const t = new Float64Array(QR_NB * QR_NB);
  const z = new Float64Array(QR_NB);
  for (let j0 = 0; j0 < k; j0 += QR_NB) {
    const j1 = Math.min(j0 + QR_NB, k);
    const nb = j1 - j0;
    // the panel, reflector by reflector, each applied to the panel's later columns
    for (let j = j0; j < j1; j++) {
      const o = j * m + j;
      householder(m - j, a, null, o, r);
      tau[2 * j] = r.tauRe;
      tau[2 * j + 1] = r.tauIm;
      applyLeft(m - j, r.tauRe, -r.tauIm, a, null, o, a, null, m, j, j + 1, j1);
    }
    if (j1 >= n) continue;
    const rows = m - j0;
    gatherV(m, a, j0 * m + j0, rows, nb, v, vt);
    formT(rows, nb, v, tau, j0, t, z);
    // Q_panel^T A2 = (I - V T^T V^T) A2
    applyBlock(m, a, j0, j1, n, rows, nb, v, vt, t, true);
  }
  return true;
}

/**
 * `Q = H_0 … H_{k-1}` (m x cols, column-major) from `k` reflectors stored as {@link qrFactorBlocked}
 * leaves them (reflector j in column j from row j + 1, below the diagonal of the m-row matrix at
 * `aOff` of `a` with leading dimension `lda`; taus as (re, im) pairs, the real parts used) by panels
 * from the last: the identity's rows and columns from each panel on take `I - V T V^T`; undefined
 * where the blocked path does not apply (k below `blockedQR.min`).
 */
export function formQBlocked(m: number, a: Float64Array, tau: Float64Array, k: number, cols: number, aOff = 0, lda = m): Float64Array | undefined {
  if (k < blockedQR.min) return undefined;
  const q = new Float64Array(m * cols);
  for (let i = 0; i < Math.min(m, cols); i++) q[i * m + i] = 1;
  const v = new Float64Array(m * QR_NB);
  const vt = new Float64Array(m * QR_NB);
  const t = new Float64Array(QR_NB * QR_NB);
  const z = new Float64Array(QR_NB);
  const last = Math.floor((k - 1) / QR_NB) * QR_NB;
  for (let j0 = last; j0 >= 0; j0 -= QR_NB) {
    const j1 = Math.min(j0 + QR_NB, k);
    const nb = j1 - j0;
    const rows = m - j0;
    gatherV(lda, a, aOff + j0 * lda + j0, rows, nb, v, vt);
    formT(rows, nb, v, tau, j0, t, z);
    applyBlock(m, q, j0, j0, cols, rows, nb, v, vt, t, false);
  }
  return q;
}
