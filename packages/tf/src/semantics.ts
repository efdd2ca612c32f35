import type { DType } from '@typelattice/dtypes';
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
// - reductions of float16 and bfloat16: NumPy sums them in their own dtype (pairwise) and means
//   float16 in float32; TensorFlow, JAX (XLA) and PyTorch accumulate both in float32 and round
//   once. Integers accumulate in the result dtype everywhere (TensorFlow's int8 sum wraps in int8,
//   its integer mean truncates toward zero).
// - matmul of a vector: NumPy, JAX and PyTorch read a 1-D operand as a row or column; TensorFlow's
//   matmul takes rank 2 or more only.

/** The value semantics of one policy's kernels. */
export interface KernelSemantics {
  readonly shift: 'numpy' | 'clamp';
  readonly sign: 'numpy' | 'nan-zero';
  readonly exactIntegers: boolean;
  readonly pow: PowSemantics;
  /** How float16 and bfloat16 reductions accumulate: NumPy's way, or in float32. */
  readonly halfAccumulation: 'numpy' | 'float32';
  /** Whether matmul takes 1-D operands (NumPy's rule). */
  readonly matmulVectors: boolean;
}

const TENSORFLOW: KernelSemantics = Object.freeze({ shift: 'clamp', sign: 'numpy', exactIntegers: false, pow: 'c', halfAccumulation: 'float32', matmulVectors: false });
const BY_POLICY: Readonly<Partial<Record<PolicyName, KernelSemantics>>> = {
  numpy: Object.freeze({ shift: 'numpy', sign: 'numpy', exactIntegers: true, pow: 'numpy-operator', halfAccumulation: 'numpy', matmulVectors: true }),
  jax: Object.freeze({ shift: 'numpy', sign: 'numpy', exactIntegers: false, pow: 'c', halfAccumulation: 'float32', matmulVectors: true }),
  torch: Object.freeze({ shift: 'numpy', sign: 'nan-zero', exactIntegers: false, pow: 'c', halfAccumulation: 'float32', matmulVectors: true }),
};

/** The kernels' value semantics under a policy (TensorFlow's for tf, tf-rfc and the RFC's older proposals). */
export const kernelSemantics = (policy: PolicyName): KernelSemantics => BY_POLICY[policy] ?? TENSORFLOW;

const HALF = new Set(['float16', 'bfloat16']);
const ACCUMULATES = new Set(['sum', 'prod', 'mean', 'cumsum']);

/**
 * The dtype a reduction (`table`: NumPy's name, `sum`) of an `input` array accumulates in when its
 * result is `out`: the result dtype, but float32 for float16/bfloat16 where the library
 * accumulates there (NumPy only for the mean of float16).
 */
export function accumulation(s: KernelSemantics, table: string, input: DType, out: DType): DType {
  // TensorFlow's integer mean sums without overflow, then divides truncating (int8 [100, 100, 100] is 100)
  if (table === 'mean' && s.halfAccumulation === 'float32' && /^u?int/.test(out)) return out.startsWith('u') ? 'uint64' : 'int64';
  if (!ACCUMULATES.has(table) || !HALF.has(out)) return out;
  if (s.halfAccumulation === 'float32') return 'float32';
  return table === 'mean' && input === 'float16' ? 'float32' : out;
}
