import type { DType } from '@typelattice/dtypes';
import { LinAlgError, type NDArray } from '@typelattice/kernels-core';
import { checkFloatDType, floatStorage, matrixStack, resultOf } from './batch';
import { choleskyLower } from './cholesky';
import { formQ, formR, qrFactor } from './qr';
import { adjointOf, loadMatrix, storeMatrix } from './work-matrix';

// cholesky and qr of each matrix of a stack.

/**
 * What a matrix that is not positive definite gives `cholesky`: NumPy's and PyTorch's error
 * (`'raise'`), or a lower triangle of NaN (`'nan'`: JAX and TensorFlow on the CPU).
 */
export type NotPositiveDefiniteRule = 'raise' | 'nan';

/** Options of {@link cholesky}. */
export interface CholeskyOptions {
  readonly outDType: DType;
  /** The upper factor `U` (`A = U^H U`, read from the upper triangle) instead of the lower `L`. */
  readonly upper?: boolean;
  readonly notPositiveDefinite?: NotPositiveDefiniteRule;
}

/**
 * The Cholesky factor of each Hermitian positive-definite matrix of `a` (…, M, M): `L` with
 * `A = L L^H` read from the lower triangle (LAPACK's potrf, as NumPy), or with `upper` `U = L^H`
 * read from the upper triangle.
 *
 * @example
 * ```ts
 * import { linalgCholesky } from '@typelattice/kernels-cpu';
 * const a = { data: new Float64Array([4, 2, 2, 5]), dtype: 'float64', shape: [2, 2] } as const;
 * linalgCholesky(a, { outDType: 'float64' }).data; // Float64Array [2, 0, 1, 2]
 * ```
 * @throws ShapeError for a non-square matrix; LinAlgError for one that is not positive definite
 * (unless `notPositiveDefinite: 'nan'`).
 */
export function cholesky(a: NDArray, options: CholeskyOptions): NDArray {
  const op = 'cholesky';
  checkFloatDType(options.outDType, op);
  const complex = options.outDType.startsWith('complex');
  const A = matrixStack(a, op, { square: true, complex });
  const n = A.rows;
  const out = floatStorage(A.count * n * n, complex);
  for (let t = 0; t < A.count; t++) {
    // the upper factor of A is the adjoint of the lower factor of A^H (whose lower triangle is A's upper one)
    const m = loadMatrix(A.data, complex, t, n, n, options.upper === true);
    const info = choleskyLower(m);
    if (info !== 0) {
      if (options.notPositiveDefinite !== 'nan') {
        throw new LinAlgError(
          `cholesky: Matrix is not positive definite${A.count > 1 ? ` (matrix ${t} of the batch)` : ''}: its leading ${info} x ${info} minor is not. ` +
            `Check the matrix is Hermitian with positive eigenvalues (eigvalsh), or add a multiple of the identity.`,
        );
      }
      for (let j = 0; j < n; j++) {
        for (let i = 0; i < n; i++) {
          m.re[j * n + i] = i >= j ? NaN : 0;
          if (m.im !== null) m.im[j * n + i] = 0;
        }
      }
    }
    storeMatrix(options.upper === true ? adjointOf(m) : m, out, t * n * n);
  }
  return resultOf(out, complex, a.shape, options.outDType);
}

/** The factorization `qr` computes: `Q` (…, M, K) and `R` (…, K, N), K = min(M, N), or `Q` (…, M, M) and `R` (…, M, N). */
export type QRMode = 'reduced' | 'complete';

/**
 * The QR factorization of each matrix of `a` (…, M, N) by Householder reflectors (LAPACK's geqrf
 * and orgqr, as NumPy): `A = Q R`, `Q` with orthonormal columns, `R` upper triangular.
 *
 * @example
 * ```ts
 * import { linalgQr } from '@typelattice/kernels-cpu';
 * const a = { data: new Float64Array([3, 0, 4, 5]), dtype: 'float64', shape: [2, 2] } as const;
 * Array.from(linalgQr(a, { outDType: 'float64' }).R.data); // [-5, -4, 0, 3]
 * ```
 * @throws ShapeError for an array of rank below 2.
 */
export function qr(a: NDArray, options: { readonly outDType: DType; readonly mode?: QRMode }): { Q: NDArray; R: NDArray } {
  const op = 'qr';
  checkFloatDType(options.outDType, op);
  const complex = options.outDType.startsWith('complex');
  const A = matrixStack(a, op, { complex });
  const { rows: m, cols: n } = A;
  const k = Math.min(m, n);
  const qCols = options.mode === 'complete' ? m : k;
  const rRows = qCols;
  const q = floatStorage(A.count * m * qCols, complex);
  const r = floatStorage(A.count * rRows * n, complex);
  for (let t = 0; t < A.count; t++) {
    const f = qrFactor(loadMatrix(A.data, complex, t, m, n));
    storeMatrix(formQ(f, qCols), q, t * m * qCols);
    storeMatrix(formR(f, rRows), r, t * rRows * n);
  }
  return {
    Q: resultOf(q, complex, [...A.batch, m, qCols], options.outDType),
    R: resultOf(r, complex, [...A.batch, rRows, n], options.outDType),
  };
}
