import { LinAlgError } from '@typelattice/kernels-core';
import { rot, swap } from './vector-ops';
import type { WorkMatrix } from './work-matrix';

// Eigenvalues (and vectors) of a real symmetric tridiagonal matrix by the implicit QL method with
// Wilkinson's shift (EISPACK's tql2, as JAMA has it), the rotations applied to the columns of `z`
// (real or complex: the tridiagonal form of a Hermitian matrix is real).

const EPS = 2 ** -52;
/** Sweeps allowed per eigenvalue before giving up (LAPACK's steqr allows 30). */
const MAX_SWEEPS = 30;

/**
 * Overwrites `d` with the eigenvalues in ascending order and rotates the columns of `z` (n x n,
 * or null for eigenvalues only) into the eigenvectors; `e` (off-diagonal, `e[n-1] = 0`) is
 * destroyed. Throws LinAlgError when an eigenvalue does not converge (NumPy's "Eigenvalues did not
 * converge", as for NaN input).
 */
export function symmetricTridiagonalEigen(d: Float64Array, e: Float64Array, z: WorkMatrix | null, what: string): void {
  const n = d.length;
  if (n === 0) return;
  e[n - 1] = 0;
  let f = 0;
  let tst1 = 0;
  for (let l = 0; l < n; l++) {
    tst1 = Math.max(tst1, Math.abs(d[l]!) + Math.abs(e[l]!));
    let m = l;
    while (m < n - 1 && !(Math.abs(e[m]!) <= EPS * tst1)) m++;
    if (m > l) {
      let iter = 0;
      do {
        if (++iter > MAX_SWEEPS || !Number.isFinite(tst1)) {
          throw new LinAlgError(`${what}: Eigenvalues did not converge (eigenvalue ${l + 1} after ${MAX_SWEEPS} sweeps; the matrix has non-finite values or is badly scaled).`);
        }
        // the implicit shift
        let g = d[l]!;
        let p = (d[l + 1]! - g) / (2 * e[l]!);
        let r = Math.hypot(p, 1);
        if (p < 0) r = -r;
        d[l] = e[l]! / (p + r);
        d[l + 1] = e[l]! * (p + r);
        const dl1 = d[l + 1]!;
        let h = g - d[l]!;
        for (let i = l + 2; i < n; i++) d[i]! -= h;
        f += h;
        // the implicit QL transformation
        p = d[m]!;
        let c = 1;
        let c2 = c;
        let c3 = c;
        const el1 = e[l + 1]!;
        let s = 0;
        let s2 = 0;
        for (let i = m - 1; i >= l; i--) {
          c3 = c2;
          c2 = c;
          s2 = s;
          g = c * e[i]!;
          h = c * p;
          r = Math.hypot(p, e[i]!);
          e[i + 1] = s * r;
          s = e[i]! / r;
          c = p / r;
          p = c * d[i]! - s * g;
          d[i + 1] = h + s * (c * g + s * d[i]!);
          if (z !== null) rot(n, c, s, z.re, z.im, (i + 1) * n, i * n);
        }
        p = (-s * s2 * c3 * el1 * e[l]!) / dl1;
        e[l] = s * p;
        d[l] = c * p;
      } while (Math.abs(e[l]!) > EPS * tst1);
    }
    d[l] = d[l]! + f;
    e[l] = 0;
  }
  // ascending order (a selection sort: n swaps of columns at most)
  for (let i = 0; i < n - 1; i++) {
    let k = i;
    let p = d[i]!;
    for (let j = i + 1; j < n; j++) {
      if (d[j]! < p) {
        k = j;
        p = d[j]!;
      }
    }
    if (k !== i) {
      d[k] = d[i]!;
      d[i] = p;
      if (z !== null) swap(n, z.re, z.im, i * n, k * n);
    }
  }
}
