/**
 * Thrown when a linear-algebra kernel cannot compute a result from the values it was given, as
 * NumPy raises `numpy.linalg.LinAlgError`: a singular matrix for `solve` and `inv` (an exact zero
 * pivot of the LU factorization), a matrix that is not positive definite for `cholesky`, an
 * eigenvalue or SVD iteration that did not converge. The message names the problem, the matrix
 * (its index in a batch) and what to do instead; nothing is written to a given output.
 *
 * @example
 * ```ts
 * import { LinAlgError } from '@typelattice/kernels-core';
 * const e = new LinAlgError('inv: Singular matrix (a zero pivot in column 2 of its LU factorization).');
 * e instanceof LinAlgError; // true
 * e.name; // 'LinAlgError'
 * ```
 */
export class LinAlgError extends Error {
  override readonly name: string = 'LinAlgError';
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }
}
