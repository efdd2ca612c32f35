import type { DetMethod, NotPositiveDefiniteRule, SingularRule } from '@typelattice/kernels-cpu';
import type { PolicyName } from './context';

// Where the libraries' linalg functions compute different values by design (recorded in
// conformance/fixtures/extensions, `cases`), the kernels take the library's semantics:
// - a singular matrix: NumPy, PyTorch and TensorFlow raise (numpy.linalg.LinAlgError,
//   torch.linalg.LinAlgError, InvalidArgumentError "Input is not invertible"); JAX returns LAPACK's
//   infinities and NaN (its triangular solves do every update: 0 * inf is NaN).
// - a matrix that is not positive definite: NumPy and PyTorch raise; JAX and TensorFlow (CPU)
//   return a lower triangle of NaN.
// - det: NumPy computes sign * exp(logabsdet) (det([[1, 2], [3, 4]]) is -2.0000000000000004); JAX,
//   TensorFlow and PyTorch multiply the pivots (-2).
// - the default rtol of pinv: NumPy 1e-15 (its rcond default), JAX and TensorFlow 10 max(M, N) eps,
//   PyTorch max(M, N) eps; of matrix_rank: max(M, N) eps everywhere (the Array API's).
// - the main-namespace outer (conformance/fixtures/products): np.outer, jnp.outer and
//   tf.experimental.numpy.outer flatten operands of any rank; torch.outer takes vectors only, as
//   every library's linalg.outer does (the `linalg` form takes the Array API's vectors under every
//   policy).
// The RFC's policies are TensorFlow's.

/** The linalg value semantics of one policy. */
export interface LinalgSemantics {
  readonly singular: SingularRule;
  readonly notPositiveDefinite: NotPositiveDefiniteRule;
  readonly det: DetMethod;
  /** pinv's default rtol for an M x N matrix of machine epsilon `eps`. */
  readonly pinvRtol: (m: number, n: number, eps: number) => number;
  /** The main-namespace outer's operands: flattened (np.outer) or vectors only (torch.outer). */
  readonly mainOuter: 'flatten' | 'vectors';
}

const TENSORFLOW: LinalgSemantics = { singular: 'raise', notPositiveDefinite: 'nan', det: 'product', pinvRtol: (m, n, eps) => 10 * Math.max(m, n) * eps, mainOuter: 'flatten' };

const BY_POLICY: Partial<Record<PolicyName, LinalgSemantics>> = {
  numpy: { singular: 'raise', notPositiveDefinite: 'raise', det: 'logdet', pinvRtol: () => 1e-15, mainOuter: 'flatten' },
  jax: { singular: 'ieee', notPositiveDefinite: 'nan', det: 'product', pinvRtol: (m, n, eps) => 10 * Math.max(m, n) * eps, mainOuter: 'flatten' },
  torch: { singular: 'raise', notPositiveDefinite: 'raise', det: 'product', pinvRtol: (m, n, eps) => Math.max(m, n) * eps, mainOuter: 'vectors' },
};

/** The linalg semantics of a policy (TensorFlow's for tf, tf-rfc and the RFC's older proposals). */
export const linalgSemantics = (policy: PolicyName): LinalgSemantics => BY_POLICY[policy] ?? TENSORFLOW;
