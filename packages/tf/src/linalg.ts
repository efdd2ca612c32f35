// Generated from the extension catalogue (packages/promotion/src/extension-catalogue.ts) by
// packages/tf/scripts/generate-extensions.ts. Do not edit: run `pnpm --filter @typelattice/tf generate`.
import { globalContext } from './context';
import { extensionNamespace } from './extension-fns';
import type { ExtensionOptionTypes } from './extension-options';
import type { OperandLike, Tensor } from './tensor';

/**
 * The Array API's `linalg` extension (TensorFlow's `tf.linalg` names, the Array API's as aliases): each function promoted
 * by the policy and mode in force (NumPy turns integers into float64, JAX into float32 or float64, TensorFlow and PyTorch
 * refuse them), computed by LU, Cholesky, Householder QR, tridiagonal QL and Golub–Kahan SVD in float64 (complex128) and
 * rounded once to the result dtype. `createOps(...).linalg` has the same functions under that object's policy.
 *
 * Each function's options are the Array API's keyword arguments, camelCased.
 */
export interface Linalg {
  /**
   * The Cholesky factor of each Hermitian positive-definite matrix: lower `L` with `A = L L^H` (read from the lower triangle), or with `upper` the upper `U = L^H`. As `tf.linalg.cholesky, np.linalg.cholesky`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.cholesky(constant([[4, 2], [2, 5]], 'float64')).toArray(); // -> [[2, 0], [1, 2]]
   * ```
   */
  cholesky(x: OperandLike, options?: Pick<ExtensionOptionTypes, 'upper'>): Tensor;

  /**
   * The cross product of 3-element vectors along `axis` (default -1), the operands broadcast and promoted as the library promotes the products. As `tf.linalg.cross, np.linalg.cross`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.cross(constant([1, 0, 0], 'int32'), constant([0, 1, 0], 'int32')).toArray(); // -> [0, 0, 1]
   * ```
   */
  cross(x1: OperandLike, x2: OperandLike, options?: Pick<ExtensionOptionTypes, 'axis'>): Tensor;

  /**
   * The determinant of each square matrix, from its LU factorization with partial pivoting: the product of the pivots, or under NumPy's policy `sign * exp(logabsdet)` as NumPy; integers become the library's float (NumPy float64; TensorFlow refuses them). As `tf.linalg.det, np.linalg.det`.
   *
   * @example
   * ```ts
   * import { constant, createOps, linalg } from '@typelattice/tf';
   * linalg.det(constant([[1, 2], [3, 4]], 'float64')).toArray(); // -> -2
   * createOps({ policy: 'numpy' }).linalg.det(constant([[1, 2], [3, 4]], 'float64')).toArray(); // -> -2.0000000000000004
   * ```
   */
  det(x: OperandLike): Tensor;

  /**
   * The diagonal at `offset` (default 0; above the main one for positive offsets) of each matrix, of its dtype. As `tf.linalg.diag_part, np.linalg.diagonal`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.diagPart(constant([[1, 2, 3], [4, 5, 6]], 'int8'), { offset: 1 }).toArray(); // -> [2, 6]
   * ```
   */
  diagPart(x: OperandLike, options?: Pick<ExtensionOptionTypes, 'offset'>): Tensor;

  /** The same function as {@link Linalg.diagPart} (the Array API's name). */
  diagonal(x: OperandLike, options?: Pick<ExtensionOptionTypes, 'offset'>): Tensor;

  /**
   * The eigenvalues (ascending, real) and eigenvectors (the columns) of each Hermitian matrix, read from its lower triangle: `{ eigenvalues, eigenvectors }`. As `tf.linalg.eigh, np.linalg.eigh`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.eigh(constant([[2, 1], [1, 2]], 'float64')).eigenvalues.toArray(); // -> [1, 3]
   * ```
   */
  eigh(x: OperandLike): { readonly eigenvalues: Tensor; readonly eigenvectors: Tensor };

  /**
   * The eigenvalues (ascending, real) of each Hermitian matrix, read from its lower triangle. As `tf.linalg.eigvalsh, np.linalg.eigvalsh`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.eigvalsh(constant([[3, 0], [0, -1]], 'float32')).toArray(); // -> [-1, 3]
   * ```
   */
  eigvalsh(x: OperandLike): Tensor;

  /**
   * The inverse of each square matrix (LU with partial pivoting, `solve(a, I)` as NumPy); a singular matrix is a LinAlgError (JAX's policy: infinities and NaN, as JAX). As `tf.linalg.inv, np.linalg.inv`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.inv(constant([[2, 0], [0, 4]], 'float64')).toArray(); // -> [[0.5, 0], [0, 0.25]]
   * ```
   */
  inv(x: OperandLike): Tensor;

  /**
   * The norm of each matrix: `ord` 'fro' (the default), 'nuc', 1, -1, 2, -2, Infinity or -Infinity; real, of the precision of the input. As `tf.linalg.norm(x, ord, axis=[-2, -1]), np.linalg.matrix_norm`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.matrixNorm(constant([[1, -2], [3, 4]], 'float64'), { ord: 1 }).toArray(); // -> 6
   * ```
   */
  matrixNorm(x: OperandLike, options?: Pick<ExtensionOptionTypes, 'keepdims' | 'ord'>): Tensor;

  /**
   * Each square matrix to the integer power `n` by repeated products (integers wrap); `n = 0` is the identity, a negative `n` the inverse's power (in the float `inv` gives). As `np.linalg.matrix_power (TensorFlow has none)`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.matrixPower(constant([[1, 1], [1, 0]], 'int32'), 5).toArray(); // -> [[8, 5], [5, 3]]
   * ```
   */
  matrixPower(x: OperandLike, n: number): Tensor;

  /**
   * The rank of each matrix: the number of singular values above `rtol` times the largest (`rtol` by default the library's: max(M, N) eps for NumPy). As `tf.linalg.matrix_rank, np.linalg.matrix_rank`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.matrixRank(constant([[1, 2], [2, 4]], 'float64')).toArray(); // -> 1n
   * ```
   */
  matrixRank(x: OperandLike, options?: Pick<ExtensionOptionTypes, 'rtol'>): Tensor;

  /**
   * Each matrix transposed (the last two axes swapped, not conjugated). As `tf.linalg.matrix_transpose, np.linalg.matrix_transpose`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.matrixTranspose(constant([[1, 2, 3]], 'int8')).shape; // -> [3, 1]
   * ```
   */
  matrixTranspose(x: OperandLike): Tensor;

  /**
   * The outer product `x1[i] * x2[j]` of two vectors, promoted as the library promotes the products. As `tf.experimental.numpy.outer, np.linalg.outer`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.outer(constant([1, 2], 'int8'), constant([3, 4], 'int8')).toArray(); // -> [[3, 4], [6, 8]]
   * ```
   */
  outer(x1: OperandLike, x2: OperandLike): Tensor;

  /**
   * The Moore–Penrose pseudo-inverse of each matrix, from its SVD: singular values at most `rtol` times the largest count as zero (`rtol` by default the library's). As `tf.linalg.pinv, np.linalg.pinv`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.pinv(constant([[2, 0], [0, 0]], 'float64')).toArray(); // -> [[0.5, 0], [0, 0]]
   * ```
   */
  pinv(x: OperandLike, options?: Pick<ExtensionOptionTypes, 'rtol'>): Tensor;

  /**
   * The QR factorization of each matrix by Householder reflectors: `{ Q, R }`, `mode` 'reduced' (the default: Q (…, M, K), R (…, K, N), K = min(M, N)) or 'complete' (Q (…, M, M)). As `tf.linalg.qr, np.linalg.qr`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.qr(constant([[3, 0], [4, 5]], 'float64')).R.toArray(); // -> [[-5, -4], [0, 3]]
   * ```
   */
  qr(x: OperandLike, options?: Pick<ExtensionOptionTypes, 'mode'>): { readonly Q: Tensor; readonly R: Tensor };

  /**
   * The sign (a unit complex number for complex matrices; 0 for a singular one) and the natural log of the absolute determinant of each matrix: `{ sign, logabsdet }`. As `tf.linalg.slogdet, np.linalg.slogdet`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.slogdet(constant([[0, 1], [1, 0]], 'float64')).sign.toArray(); // -> -1
   * ```
   */
  slogdet(x: OperandLike): { readonly sign: Tensor; readonly logabsdet: Tensor };

  /**
   * The solution `X` of `x1 X = x2` for each square matrix of `x1`: `x2` a vector (M,) when it is 1-D, else a stack (…, M, K) broadcast with `x1`'s batch (NumPy 2, the Array API). As `tf.linalg.solve, np.linalg.solve`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.solve(constant([[2, 0], [0, 4]], 'float64'), constant([1, 1], 'float64')).toArray(); // -> [0.5, 0.25]
   * ```
   */
  solve(x1: OperandLike, x2: OperandLike): Tensor;

  /**
   * The singular value decomposition `x = U diag(S) Vh` of each matrix, `S` descending: `{ U, S, Vh }`, with `fullMatrices` (the default, as the Array API; TensorFlow's default is false) U (…, M, M) and Vh (…, N, N). As `tf.linalg.svd, np.linalg.svd`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.svd(constant([[3, 0], [0, -4]], 'float64')).S.toArray(); // -> [4, 3]
   * ```
   */
  svd(x: OperandLike, options?: Pick<ExtensionOptionTypes, 'fullMatrices'>): { readonly U: Tensor; readonly S: Tensor; readonly Vh: Tensor };

  /**
   * The singular values of each matrix, descending (real, of the precision of the input). As `tf.linalg.svd(x, compute_uv=False), np.linalg.svdvals`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.svdvals(constant([[0, 2], [1, 0]], 'float32')).toArray(); // -> [2, 1]
   * ```
   */
  svdvals(x: OperandLike): Tensor;

  /**
   * The sum of products over `axes` (default 2: the last two axes of `x1` with the first two of `x2`; or `[axesOfX1, axesOfX2]`), promoted as the library promotes the products. As `tf.linalg.tensordot, np.linalg.tensordot`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.tensordot(constant([[1, 2], [3, 4]], 'int32'), constant([[1, 0], [0, 1]], 'int32'), { axes: 1 }).toArray(); // -> [[1, 2], [3, 4]]
   * ```
   */
  tensordot(x1: OperandLike, x2: OperandLike, options?: Pick<ExtensionOptionTypes, 'axes'>): Tensor;

  /**
   * The sum of the diagonal at `offset` of each matrix, in the library's sum dtype (NumPy sums int8 in int64, TensorFlow in int8) or `dtype`. As `tf.linalg.trace, np.linalg.trace`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.trace(constant([[100, 0], [0, 100]], 'int8')).dtype; // -> 'int8'
   * ```
   */
  trace(x: OperandLike, options?: Pick<ExtensionOptionTypes, 'offset' | 'dtype'>): Tensor;

  /**
   * The dot product `Σ conj(x1) x2` along `axis` (default -1), the operands broadcast and promoted as the library promotes the products. As `np.linalg.vecdot (TensorFlow: tf.linalg.einsum)`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.vecdot(constant([1, 2, 3], 'int32'), constant([4, 5, 6], 'int32')).toArray(); // -> 32
   * ```
   */
  vecdot(x1: OperandLike, x2: OperandLike, options?: Pick<ExtensionOptionTypes, 'axis'>): Tensor;

  /**
   * The vector norm over `axis` (every axis by default): `ord` 2 (the default), 1, 0 (non-zeros), Infinity, -Infinity or any p; real, of the precision of the input. As `tf.linalg.norm(x, ord, axis), np.linalg.vector_norm`.
   *
   * @example
   * ```ts
   * import { constant, linalg } from '@typelattice/tf';
   * linalg.vectorNorm(constant([3, -4], 'float32')).toArray(); // -> 5
   * ```
   */
  vectorNorm(x: OperandLike, options?: Pick<ExtensionOptionTypes, 'axis' | 'keepdims' | 'ord'>): Tensor;
}

/**
 * The `linalg` namespace: its functions follow the policy and mode in force at each call.
 *
 * @example
 * ```ts
 * import { constant, linalg } from '@typelattice/tf';
 * linalg.cholesky(constant([[4, 2], [2, 5]], 'float64')).toArray(); // -> [[2, 0], [1, 2]]
 * ```
 */
export const linalg: Linalg = /* @__PURE__ */ extensionNamespace('linalg', globalContext) as unknown as Linalg;
