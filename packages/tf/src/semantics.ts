import type { DType } from '@typelattice/dtypes';
import type { PowSemantics } from '@typelattice/kernels-core';
import type { PolicyName } from './context';
import { INDEX_DTYPES, type IndexDType } from './index-dtypes';

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
// - round with decimals: each library scales, rounds half to even and scales back in its own
//   way (roundDecimals below); isclose: each library's own formula (closenessSemantics).
// - matmul of a vector: NumPy, JAX and PyTorch read a 1-D operand as a row or column; TensorFlow's
//   tf.matmul takes rank 2 or more only (tf.experimental.numpy.matmul takes vectors: the RFC's
//   modes follow it, matmulTakesVectors).
// - the reductions' edges (recorded in conformance/fixtures/ops, values): TensorFlow's argmax /
//   argmin never pick a NaN (Eigen's reducer from the lowest finite value: argmax([NaN, 1]) is 1,
//   argmax([NaN, -inf]) 0), where the others take the first NaN; TensorFlow's max / min of nothing
//   are -inf / +inf or the integer extremes and its integer mean of nothing 0, where the others
//   raise; TensorFlow's float16 mean divides the sum rounded to float16 by the count in float16
//   (so 100000 ones give inf / inf = NaN; bfloat16 divides the float32 sum); a float cumsum starts
//   from 0 in TensorFlow, JAX and PyTorch (no -0 survives) and from the first element in NumPy;
//   float16 / bfloat16 cumsums round every step in their dtype except PyTorch's (float32); a sum
//   of one element is that element in TensorFlow and JAX (the reduction is skipped: -0 stays -0)
//   and 0 + x in NumPy and PyTorch.
// - each library's defaults (recorded: conformance/fixtures/ops, the `defaultCall` value cases and
//   the axis tables' None column): argmax / argmin without an axis flatten the tensor in NumPy,
//   JAX and PyTorch and work along axis 0 in TensorFlow; cumsum / cumprod flatten in NumPy and JAX,
//   work along axis 0 in TensorFlow and need a dim in PyTorch, as logsumexp does; std and var
//   divide by n - 1 in PyTorch (its unbiased default) and by n elsewhere. NumPy has no logsumexp:
//   the numpy policy computes scipy.special.logsumexp's formula, the others the shifted one.
//   TensorFlow's diff (tf.experimental.numpy.diff) takes no prepend / append. JAX's all / any read
//   a complex number's real part only, and its std / var give NaN where count - correction <= 0
//   (NumPy divides by 0: inf).

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
  /** argmax / argmin among NaN: NumPy's first extreme, or TensorFlow's Eigen reducer (NaN never wins). */
  readonly argRule: 'numpy' | 'eigen';
  /** The `outputType`s argmin takes (TensorFlow registers its kernel for int32 and int64 only). */
  readonly argminIndex: readonly IndexDType[];
  /** max / min over nothing: NumPy's error, or TensorFlow's identities (and 0 for an integer mean). */
  readonly emptyReduction: 'raise' | 'identity';
  /** Where a float cumsum starts: the first element (NumPy: -0 stays -0), or 0 (no -0 survives). */
  readonly scanStart: 'first' | 'zero';
  /** The dtype a float16 / bfloat16 cumsum runs in: its own, rounded each step, or float32 (PyTorch). */
  readonly halfScan: 'own' | 'float32';
  /** The float16 mean: the float32 sum divided then rounded, or TensorFlow's float16 sum over the float16 count. */
  readonly float16Mean: 'float32' | 'float16';
  /** A sum of one element: folded from 0 (NumPy, PyTorch: -0 gives +0), or the element itself (TensorFlow, XLA skip the reduction). */
  readonly unitSum: 'fold' | 'copy';
  /** argmax / argmin without an axis: of the flattened tensor (NumPy, JAX, PyTorch) or along axis 0 (TensorFlow). */
  readonly argDefault: 'flatten' | 'axis0';
  /** cumsum / cumprod without an axis: flattened (NumPy, JAX), along axis 0 (TensorFlow), or refused (PyTorch: dim is required). */
  readonly scanDefault: 'flatten' | 'axis0' | 'required';
  /** logSumExp without an axis: every axis, or refused (PyTorch: dim is required). */
  readonly logSumExpAxis: 'all' | 'required';
  /** std / var's correction when none is given: 0 (NumPy's ddof, JAX, TensorFlow) or 1 (PyTorch's unbiased default). */
  readonly correction: 0 | 1;
  /** logSumExp's formula: scipy.special.logsumexp's (the NumPy policy's) or the shifted one (TensorFlow, JAX, PyTorch). */
  readonly logSumExp: 'scipy' | 'shifted';
  /** Whether diff takes prepend / append (TensorFlow's tf.experimental.numpy.diff does not). */
  readonly diffJoins: boolean;
  /** all / any of complex numbers: true where either part is non-zero, or the real part only (JAX). */
  readonly complexTruth: 'either' | 'real';
  /** std / var with nothing left to divide by (count - correction <= 0): NumPy's division by 0, or NaN (JAX). */
  readonly noDegrees: 'divide' | 'nan';
  /**
   * `round` with decimals: NumPy's (and PyTorch's) scale in the dtype by 10^|d|, multiplying for
   * d > 0 and dividing for d < 0 (integers through float64), JAX's (multiply by 10^d, divide by
   * it; float16 in float32; complex part by part), or TensorFlow's `tf.experimental.numpy.round`
   * (multiply and divide by 10^d in the dtype; integers through float64).
   */
  readonly roundDecimals: 'numpy' | 'jax' | 'tensorflow';
}

const REDUCTIONS_ELSEWHERE = {
  argRule: 'numpy', argminIndex: INDEX_DTYPES, emptyReduction: 'raise', scanStart: 'zero', halfScan: 'own', float16Mean: 'float32', unitSum: 'fold',
  argDefault: 'flatten', scanDefault: 'flatten', logSumExpAxis: 'all', correction: 0, logSumExp: 'shifted', diffJoins: true,
  complexTruth: 'either', noDegrees: 'divide', roundDecimals: 'numpy',
} as const;
const TENSORFLOW: KernelSemantics = Object.freeze({
  shift: 'clamp', sign: 'numpy', exactIntegers: false, pow: 'c', halfAccumulation: 'float32', matmulVectors: false,
  argRule: 'eigen', argminIndex: ['int32', 'int64'] as const, emptyReduction: 'identity', scanStart: 'zero', halfScan: 'own', float16Mean: 'float16', unitSum: 'copy',
  argDefault: 'axis0', scanDefault: 'axis0', logSumExpAxis: 'all', correction: 0, logSumExp: 'shifted', diffJoins: false,
  complexTruth: 'either', noDegrees: 'divide', roundDecimals: 'tensorflow',
});
const BY_POLICY: Readonly<Partial<Record<PolicyName, KernelSemantics>>> = {
  numpy: Object.freeze({
    shift: 'numpy', sign: 'numpy', exactIntegers: true, pow: 'numpy-operator', halfAccumulation: 'numpy', matmulVectors: true,
    ...REDUCTIONS_ELSEWHERE, scanStart: 'first', logSumExp: 'scipy',
  }),
  jax: Object.freeze({
    shift: 'numpy', sign: 'numpy', exactIntegers: false, pow: 'c', halfAccumulation: 'float32', matmulVectors: true,
    ...REDUCTIONS_ELSEWHERE, unitSum: 'copy', complexTruth: 'real', noDegrees: 'nan', roundDecimals: 'jax',
  }),
  torch: Object.freeze({
    shift: 'numpy', sign: 'nan-zero', exactIntegers: false, pow: 'c', halfAccumulation: 'float32', matmulVectors: true,
    ...REDUCTIONS_ELSEWHERE, halfScan: 'float32', scanDefault: 'required', logSumExpAxis: 'required', correction: 1,
  }),
};

/** The kernels' value semantics under a policy (TensorFlow's for tf, tf-rfc and the RFC's older proposals). */
export const kernelSemantics = (policy: PolicyName): KernelSemantics => BY_POLICY[policy] ?? TENSORFLOW;

/** The RFC's policies, whose modes other than `legacy` decide call forms by the RFC's principles (packages/promotion/src/array-ops/DECISIONS.md). */
const RFC_POLICIES: ReadonlySet<PolicyName> = new Set(['tf-rfc', 'tf-deprecated-1', 'tf-deprecated-2', 'tf-deprecated-3', 'tf-deprecated-4']);

/**
 * Whether matmul takes 1-D operands under a policy and mode: NumPy's rule (a vector is a row on
 * the left, a column on the right, its axis dropped from the result) under numpy, jax and torch
 * (recorded: conformance/fixtures/products) and the RFC's modes safe, all and none (the Array
 * API's matmul, as tf.experimental.numpy.matmul); TensorFlow's tf.matmul (rank 2 or more) under tf
 * in every mode and tf-rfc's legacy mode (today's TensorFlow).
 */
export const matmulTakesVectors = (policy: PolicyName, mode: string): boolean =>
  RFC_POLICIES.has(policy) ? mode !== 'legacy' : kernelSemantics(policy).matmulVectors;

/**
 * How `isclose` computes (the result is bool; the promotion is the policy's): NumPy's own code
 * (`y` made a float by `result_type(y, 1.0)`, `|x - y| <= atol + rtol * |y|` in the dtypes those
 * steps promote to, an infinity close only to itself), TensorFlow's `tf.experimental.numpy.isclose`
 * (the same inequality in the promoted dtype with no correction for infinities; integers compared
 * for equality), or `float`: NumPy's rule in the one float the operands promote to (JAX, PyTorch
 * and the RFC's policies, whose tolerance is computed in that dtype).
 */
export function closenessSemantics(policy: PolicyName, mode: string): 'numpy' | 'tensorflow' | 'float' {
  if (policy === 'numpy') return 'numpy';
  return policy === 'tf' || (policy === 'tf-rfc' && mode === 'legacy') ? 'tensorflow' : 'float';
}

const HALF = new Set(['float16', 'bfloat16']);
const ACCUMULATES = new Set(['sum', 'prod', 'mean', 'std', 'var', 'logsumexp']);

/**
 * The dtype a reduction (`table`: NumPy's name, `sum`) of an `input` array accumulates in when its
 * result is `out`: the result dtype, but float32 for float16/bfloat16 where the library
 * accumulates there (NumPy only for the mean of float16; a cumsum only in PyTorch).
 */
export function accumulation(s: KernelSemantics, table: string, input: DType, out: DType): DType {
  // TensorFlow's integer mean sums without overflow, then divides truncating (int8 [100, 100, 100] is 100)
  if (table === 'mean' && s.halfAccumulation === 'float32' && /^u?int/.test(out)) return out.startsWith('u') ? 'uint64' : 'int64';
  if (table === 'cumsum' || table === 'cumprod' || table === 'cumulative_sum' || table === 'cumulative_prod') return HALF.has(out) && s.halfScan === 'float32' ? 'float32' : out;
  if (!ACCUMULATES.has(table) || !HALF.has(out)) return out;
  if (s.halfAccumulation === 'float32') return 'float32';
  return table === 'mean' && input === 'float16' ? 'float32' : out;
}
