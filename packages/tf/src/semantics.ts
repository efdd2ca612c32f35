import type { PowSemantics } from '@typelattice/kernels-core';
import type { PolicyName } from './context';

// Where the libraries compute the same op to different values, the kernels take the library's
// semantics as an option (conformance/fixtures/values/DIFFERENCES.md records each difference):
// - shifts: TensorFlow clamps the count to [0, bits - 1] (`int8 1 << 8` is -128); NumPy, JAX and
//   PyTorch give 0 (or -1 for a negative value shifted right). The RFC's policies are TensorFlow's.
// - sign: PyTorch's sign of NaN is 0; the others give NaN.
// - comparisons: NumPy 2 compares integers exactly whatever their promotion (int64 < uint64 is
//   exact, although add promotes the pair to float64); JAX and PyTorch compare in the promoted dtype.
// - pow of one exponent value: NumPy's `x ** 0.5` is sqrt(x) (`-0 ** 0.5` is -0, `(-inf) ** 0.5`
//   NaN; `z ** 2` is square(z), `z ** -1` reciprocal(z)), where C's pow (JAX, TensorFlow) gives
//   +0 and +inf. `np.power(x, 0.5)` takes sqrt only for float32/float64: the numpy policy's pow
//   (function and method alike) follows `x ** y`, the form NumPy users write. PyTorch's own
//   shortcuts (0.5, 2, 3, -0.5, -1, -2) are not modelled: C's pow.

/** The value semantics of one policy's kernels. */
export interface KernelSemantics {
  readonly shift: 'numpy' | 'clamp';
  readonly sign: 'numpy' | 'nan-zero';
  readonly exactIntegers: boolean;
  readonly pow: PowSemantics;
}

const TENSORFLOW: KernelSemantics = Object.freeze({ shift: 'clamp', sign: 'numpy', exactIntegers: false, pow: 'c' });
const BY_POLICY: Readonly<Partial<Record<PolicyName, KernelSemantics>>> = {
  numpy: Object.freeze({ shift: 'numpy', sign: 'numpy', exactIntegers: true, pow: 'numpy-operator' }),
  jax: Object.freeze({ shift: 'numpy', sign: 'numpy', exactIntegers: false, pow: 'c' }),
  torch: Object.freeze({ shift: 'numpy', sign: 'nan-zero', exactIntegers: false, pow: 'c' }),
};

/** The kernels' value semantics under a policy (TensorFlow's for tf, tf-rfc and the RFC's older proposals). */
export const kernelSemantics = (policy: PolicyName): KernelSemantics => BY_POLICY[policy] ?? TENSORFLOW;
