import type { PolicyName } from './context';

// Where the libraries compute the same op to different values, the kernels take the library's
// semantics as an option (conformance/fixtures/values/DIFFERENCES.md records each difference):
// - shifts: TensorFlow clamps the count to [0, bits - 1] (`int8 1 << 8` is -128); NumPy, JAX and
//   PyTorch give 0 (or -1 for a negative value shifted right). The RFC's policies are TensorFlow's.
// - sign: PyTorch's sign of NaN is 0; the others give NaN.
// - comparisons: NumPy 2 compares integers exactly whatever their promotion (int64 < uint64 is
//   exact, although add promotes the pair to float64); JAX and PyTorch compare in the promoted dtype.

/** The value semantics of one policy's kernels. */
export interface KernelSemantics {
  readonly shift: 'numpy' | 'clamp';
  readonly sign: 'numpy' | 'nan-zero';
  readonly exactIntegers: boolean;
}

const TENSORFLOW: KernelSemantics = Object.freeze({ shift: 'clamp', sign: 'numpy', exactIntegers: false });
const BY_POLICY: Readonly<Partial<Record<PolicyName, KernelSemantics>>> = {
  numpy: Object.freeze({ shift: 'numpy', sign: 'numpy', exactIntegers: true }),
  jax: Object.freeze({ shift: 'numpy', sign: 'numpy', exactIntegers: false }),
  torch: Object.freeze({ shift: 'numpy', sign: 'nan-zero', exactIntegers: false }),
};

/** The kernels' value semantics under a policy (TensorFlow's for tf, tf-rfc and the RFC's older proposals). */
export const kernelSemantics = (policy: PolicyName): KernelSemantics => BY_POLICY[policy] ?? TENSORFLOW;
