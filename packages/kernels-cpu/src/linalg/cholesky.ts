import { axpy, scal } from './vector-ops';
import type { WorkMatrix } from './work-matrix';

// The Cholesky factorization `A = L L^H` (LAPACK's potrf with uplo 'L', unblocked, left-looking).

/**
 * Overwrites the lower triangle of `a` with `L` (the strict upper triangle becomes zero), reading
 * only the lower triangle of `a`. Returns 0, or the column (from 1) where the matrix was found not
 * to be positive definite (its pivot not positive, or NaN: LAPACK's `info`); the factor is then
 * unfinished.
 */
export function choleskyLower(a: WorkMatrix): number {
  const n = a.rows;
  const { re, im } = a;
  for (let j = 0; j < n; j++) {
    const cj = j * n;
    // column j (rows j..n-1) -= Σ_k<j conj(L[j, k]) * column k (rows j..n-1)
    for (let k = 0; k < j; k++) {
      const ck = k * n;
      const lr = re[ck + j]!;
      const li = im === null ? 0 : -im[ck + j]!;
      if (lr === 0 && li === 0) continue;
      axpy(n - j, -lr, -li, re, im, ck + j, re, im, cj + j);
    }
    const d = re[cj + j]!;
    if (!(d > 0)) return j + 1;
    const s = Math.sqrt(d);
    re[cj + j] = s;
    if (im !== null) im[cj + j] = 0;
    scal(n - j - 1, 1 / s, 0, re, im, cj + j + 1);
    for (let i = 0; i < j; i++) {
      re[cj + i] = 0;
      if (im !== null) im[cj + i] = 0;
    }
  }
  return 0;
}
