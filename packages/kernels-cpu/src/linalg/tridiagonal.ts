import { applyLeft, householder, type Reflector } from './householder';
import { axpy, dotc } from './vector-ops';
import { identity, type WorkMatrix } from './work-matrix';

// Reduction of a Hermitian matrix to a real symmetric tridiagonal one, `Q^H A Q = T` (LAPACK's
// hetd2 with uplo 'L', then ungtr for Q), read from the lower triangle as NumPy's eigh reads it.

/** The tridiagonal matrix: diagonal `d` (n), off-diagonal `e` (n, `e[i]` between rows i and i + 1, `e[n-1] = 0`), and `Q` where wanted. */
export interface Tridiagonal {
  readonly d: Float64Array;
  readonly e: Float64Array;
  readonly q: WorkMatrix | null;
}

/** Reduces the Hermitian matrix whose lower triangle `a` holds (overwritten); forms `Q` when `wantQ`. */
export function tridiagonalize(a: WorkMatrix, wantQ: boolean): Tridiagonal {
  const n = a.rows;
  const { re, im } = a;
  // the upper triangle mirrors the lower one, the diagonal is real: the updates below use the whole matrix
  for (let j = 0; j < n; j++) {
    if (im !== null) im[j * n + j] = 0;
    for (let i = j + 1; i < n; i++) {
      re[i * n + j] = re[j * n + i]!;
      if (im !== null) im[i * n + j] = -im[j * n + i]!;
    }
  }
  const d = new Float64Array(n);
  const e = new Float64Array(n);
  const tau = new Float64Array(2 * Math.max(n - 1, 0));
  const x = new Float64Array(n);
  const xi = im === null ? null : new Float64Array(n);
  const dot = new Float64Array(2);
  const r: Reflector = { tauRe: 0, tauIm: 0, beta: 0 };
  for (let i = 0; i < n - 1; i++) {
    const len = n - i - 1;
    const vo = i * n + i + 1; // A[i+1.., i]: the reflector's vector
    householder(len, re, im, vo, r);
    e[i] = r.beta;
    tau[2 * i] = r.tauRe;
    tau[2 * i + 1] = r.tauIm;
    const tr = r.tauRe;
    const ti = r.tauIm;
    if (tr !== 0 || ti !== 0) {
      re[vo] = 1;
      if (im !== null) im[vo] = 0;
      // x = tau * A22 v (A22 = A[i+1.., i+1..])
      x.fill(0, 0, len);
      xi?.fill(0, 0, len);
      for (let k = 0; k < len; k++) {
        const vr = re[vo + k]!;
        const vi = im === null ? 0 : im[vo + k]!;
        axpy(len, tr * vr - ti * vi, tr * vi + ti * vr, re, im, (i + 1 + k) * n + i + 1, x, xi, 0);
      }
      // w = x - (1/2) tau (x^H v) v
      dotc(len, x, xi, 0, re, im, vo, dot);
      const ar = -0.5 * (tr * dot[0]! - ti * dot[1]!);
      const ai = -0.5 * (tr * dot[1]! + ti * dot[0]!);
      axpy(len, ar, ai, re, im, vo, x, xi, 0);
      // A22 -= v w^H + w v^H, column by column: column k -= conj(w_k) v + conj(v_k) w
      for (let k = 0; k < len; k++) {
        const c = (i + 1 + k) * n + i + 1;
        const wr = x[k]!;
        const wi = xi === null ? 0 : -xi[k]!;
        const vr = re[vo + k]!;
        const vi = im === null ? 0 : -im[vo + k]!;
        axpy(len, -wr, -wi, re, im, vo, re, im, c);
        axpy(len, -vr, -vi, x, xi, 0, re, im, c);
      }
      re[vo] = r.beta;
      if (im !== null) im[vo] = 0;
    }
  }
  for (let i = 0; i < n; i++) d[i] = re[i * n + i]!;
  if (!wantQ) return { d, e, q: null };
  // Q = H_0 H_1 … H_{n-2}, each H_i acting on rows and columns i + 1 ..
  const q = identity(n, n, im !== null);
  for (let i = n - 2; i >= 0; i--) {
    applyLeft(n - i - 1, tau[2 * i]!, tau[2 * i + 1]!, re, im, i * n + i + 1, q.re, q.im, n, i + 1, i + 1, n);
  }
  return { d, e, q };
}
