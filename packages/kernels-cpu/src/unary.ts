import type { DType } from '@typelattice/dtypes';
import { KernelError, type NDArray, type SignSemantics, type UnaryUfunc } from '@typelattice/kernels-core';
import { kernelFor } from './backend-kernel';
import { heldResult } from './loop-ops';

/**
 * Options of {@link unary}.
 *
 * @example
 * ```ts
 * const options: UnaryOptions = { computeDType: 'complex64', outDType: 'float32' };
 * ```
 */
export interface UnaryOptions {
  /**
   * The dtype the math is done in; an input of another dtype is converted inside the loop. The
   * float functions (`sqrt`, `exp`, `log`, `sin`, `cos`, `tanh`) need a float or complex dtype.
   */
  readonly computeDType: DType;
  /**
   * The result's dtype (default: `'bool'` for `logical_not`; for `absolute`, `real` and `imag`
   * of a complex dtype its lane float, `float32` or `float64`; else `computeDType`); the computed
   * value is cast to it.
   */
  readonly outDType?: DType;
  /** A preallocated output of `outDType` and the input's shape; nothing is written on failure. */
  readonly out?: NDArray;
  /**
   * Which backend runs the op: `'cpu'` (the default) runs this package's kernels; any other name
   * is looked up in the kernel registry of `@typelattice/kernels-core`.
   */
  readonly backend?: string;
  /** `sign` of a real NaN: `'numpy'` (default) NaN, `'nan-zero'` 0 (PyTorch). */
  readonly sign?: SignSemantics;
}

/**
 * Computes an elementwise unary ufunc with NumPy's value semantics, in `computeDType`, on the CPU
 * kernels (or on the registered kernel of `options.backend`): `logical_not`, `invert`,
 * `negative`, `absolute`, `sign`, `square` (integers wrap), `sqrt`, `exp`, `log`, `sin`, `cos`,
 * `tanh` (float16 and bfloat16 computed in float32 and rounded, as NumPy does), `floor`, `ceil`,
 * `rint` (half to even), `real`, `imag`.
 *
 * @example
 * ```ts
 * import { unary } from '@typelattice/kernels-cpu';
 * const a = { data: new Int8Array([-128, -3, 5]), dtype: 'int8', shape: [3] } as const;
 * unary('absolute', a, { computeDType: 'int8' }).data; // Int8Array [-128, 3, 5] (wraps, as NumPy)
 * unary('negative', a, { computeDType: 'int8' }).data; // Int8Array [-128, 3, -5]
 * const z = { data: new Float64Array([3, 4]), dtype: 'complex128', shape: [1] } as const;
 * unary('absolute', z, { computeDType: 'complex128' }).data; // Float64Array [5] (float64)
 * ```
 * @throws KernelError naming the op, the dtype and the fix for a refused case (a float function
 * in an integer dtype, a bitwise `invert` of floats, bool `negative` or `sign`, complex `floor` or
 * `ceil`), before anything is written to `out`.
 */
export function unary(op: UnaryUfunc, a: NDArray, options: UnaryOptions): NDArray {
  const backend = options?.backend ?? 'cpu';
  const k = kernelFor(op, backend);
  const computeDType = options?.computeDType;
  const outDType = options?.outDType ?? heldResult(op, computeDType);
  if (backend !== 'cpu' && !k.supports(computeDType, a?.dtype)) {
    throw new KernelError(
      `Backend ${JSON.stringify(backend)} does not compute ${op} in ${computeDType} for ${a?.dtype}; ` +
        `use backend 'cpu' (or selectKernel with ['${backend}', 'cpu'] to fall back).`,
    );
  }
  return k.run({ op, a, computeDType, outDType, out: options?.out, sign: options?.sign });
}
