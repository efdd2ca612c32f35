import type { DType } from '@typelattice/dtypes';
import { KernelError, type BinaryOp, type NDArray, type PowSemantics, type ShiftSemantics } from '@typelattice/kernels-core';
import { kernelFor } from './backend-kernel';
import { heldResult } from './loop-ops';

/**
 * Options of {@link binary}.
 *
 * @example
 * ```ts
 * const options: BinaryOptions = { computeDType: 'float32', outDType: 'float16' };
 * ```
 */
export interface BinaryOptions {
  /** The dtype the math is done in; inputs of other dtypes are converted inside the loop. */
  readonly computeDType: DType;
  /**
   * The result's dtype (default: `'bool'` for comparisons and logical ops, else `computeDType`);
   * the computed value is cast to it.
   */
  readonly outDType?: DType;
  /** A preallocated output of `outDType` and the broadcast shape; nothing is written on failure. */
  readonly out?: NDArray;
  /**
   * Which backend runs the op: `'cpu'` (the default) runs this package's kernels; any other name
   * is looked up in the kernel registry of `@typelattice/kernels-core`.
   */
  readonly backend?: string;
  /**
   * `left_shift` / `right_shift`: `'numpy'` (default; NumPy, JAX, PyTorch) gives 0 for a count
   * `>= bits` or negative (-1 for a right shift of a negative signed value); `'clamp'`
   * (TensorFlow) clamps the count to `[0, bits - 1]`.
   */
  readonly shift?: ShiftSemantics;
  /**
   * Comparisons: when both inputs are integers (or bool), compare their values exactly whatever
   * `computeDType` is, as NumPy 2 does (`int64 2**63-1 < uint64 2**63` is true although add
   * promotes the pair to float64). Default false: the values are converted first (JAX).
   */
  readonly exactIntegers?: boolean;
  /**
   * `pow` of a single exponent value: `'c'` (default; JAX, TensorFlow) computes C's pow for every
   * exponent; `'numpy-ufunc'` takes the fast paths of NumPy's `np.power` (float32/float64: -1,
   * 0.5, 2 give `1/x`, `sqrt(x)`, `x*x`); `'numpy-operator'` those of NumPy's `x ** y`, which for a
   * 0-d integer-typed -1 / 2 or float-typed 0.5 calls `reciprocal` / `square` / `sqrt` also for
   * float16 and complex numbers (`-0 ** 0.5` is -0, `(-inf) ** 0.5` NaN, `(1e200+1e200j) ** 2`
   * -inf+infj).
   */
  readonly pow?: PowSemantics;
}

/**
 * Computes an elementwise binary op with NumPy's value semantics and broadcasting, in
 * `computeDType`, converting inputs of other dtypes inside the loop (no promoted copies), on the
 * CPU kernels (or on the registered kernel of `options.backend`). Comparisons and logical ops give
 * bools (0/1 stored as `outDType`).
 *
 * @example
 * ```ts
 * import { binary } from '@typelattice/kernels-cpu';
 * const a = { data: new Int8Array([-7, 7]), dtype: 'int8', shape: [2] } as const;
 * const b = { data: new Int8Array([2]), dtype: 'int8', shape: [1] } as const;
 * binary('floordiv', a, b, { computeDType: 'int8' }).data; // Int8Array [-4, 3]
 * binary('mod', a, b, { computeDType: 'int8' }).data; // Int8Array [1, 1]
 * binary('less', a, b, { computeDType: 'int8' }).data; // Uint8Array [1, 0] (bool)
 * binary('left_shift', a, b, { computeDType: 'int8' }).data; // Int8Array [-28, 28]
 * ```
 * @throws KernelError for a refused case (bool subtract, complex floordiv/mod, an integer to a
 * negative power, truediv in an integer dtype, a bitwise op in a float dtype) and ShapeError for
 * shapes that do not broadcast; either way before anything is written to `out`.
 */
export function binary(op: BinaryOp, a: NDArray, b: NDArray, options: BinaryOptions): NDArray {
  const backend = options?.backend ?? 'cpu';
  const k = kernelFor(op, backend);
  const computeDType = options?.computeDType;
  const outDType = options?.outDType ?? heldResult(op, computeDType);
  if (backend !== 'cpu' && !k.supports(computeDType, a?.dtype, b?.dtype)) {
    throw new KernelError(
      `Backend ${JSON.stringify(backend)} does not compute ${op} in ${computeDType} for ${a?.dtype} and ${b?.dtype}; ` +
        `use backend 'cpu' (or selectKernel with ['${backend}', 'cpu'] to fall back).`,
    );
  }
  const { shift, exactIntegers, pow } = options ?? {};
  return k.run({ op, a, b, computeDType, outDType, out: options?.out, shift, exactIntegers, pow });
}

/**
 * Converts an array to another dtype as NumPy's `astype` does (integers wrap, floats round to
 * nearest even, complex to real keeps the real part), on the CPU (or on the registered kernel
 * of `options.backend`).
 *
 * @example
 * ```ts
 * import { cast } from '@typelattice/kernels-cpu';
 * cast({ data: new Float64Array([300.7, -1]), dtype: 'float64', shape: [2] }, 'uint8').data; // Uint8Array [44, 255]
 * ```
 */
export function cast(x: NDArray, dtype: DType, options: { out?: NDArray; backend?: string } = {}): NDArray {
  const backend = options.backend ?? 'cpu';
  const k = kernelFor('cast', backend);
  if (backend !== 'cpu' && !k.supports(dtype, x?.dtype)) {
    throw new KernelError(`Backend ${JSON.stringify(backend)} does not cast ${x?.dtype} to ${dtype}; use backend 'cpu'.`);
  }
  return k.run({ op: 'cast', a: x, computeDType: dtype, outDType: dtype, out: options.out });
}
