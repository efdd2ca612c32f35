import type { DType } from '@typelattice/dtypes';
import { KernelError, type NDArray } from '@typelattice/kernels-core';
import { kernelFor } from './backend-kernel';

/**
 * Options of {@link where}.
 *
 * @example
 * ```ts
 * const options: WhereOptions = { computeDType: 'float32' };
 * ```
 */
export interface WhereOptions {
  /** The dtype `x` and `y` are converted to (the caller promotes them, as NumPy's `result_type`). */
  readonly computeDType: DType;
  /** The result's dtype (default `computeDType`); the chosen value is cast to it. */
  readonly outDType?: DType;
  /** A preallocated output of `outDType` and the broadcast shape; nothing is written on failure. */
  readonly out?: NDArray;
  /**
   * Which backend runs the op: `'cpu'` (the default) runs this package's kernels; any other name
   * is looked up in the kernel registry of `@typelattice/kernels-core`.
   */
  readonly backend?: string;
}

/**
 * NumPy's `where(cond, x, y)`: `x` where `cond` is true (nonzero, a NaN included; a complex number
 * when either part is nonzero), else `y`, both converted to `computeDType`. `cond` may have any
 * dtype; the three broadcast together (NumPy's rules).
 *
 * @example
 * ```ts
 * import { where } from '@typelattice/kernels-cpu';
 * const cond = { data: new Uint8Array([1, 0, 1]), dtype: 'bool', shape: [3] } as const;
 * const x = { data: new Int8Array([1, 2, 3]), dtype: 'int8', shape: [3] } as const;
 * const y = { data: new Float32Array([-0.5]), dtype: 'float32', shape: [] } as const;
 * where(cond, x, y, { computeDType: 'float32' }).data; // Float32Array [1, -0.5, 3]
 * ```
 * @throws ShapeError for shapes that do not broadcast (naming all three) and KernelError for an
 * unknown dtype, before anything is written to `out`.
 */
export function where(cond: NDArray, x: NDArray, y: NDArray, options: WhereOptions): NDArray {
  const backend = options?.backend ?? 'cpu';
  const k = kernelFor('where', backend);
  const computeDType = options?.computeDType;
  const outDType = options?.outDType ?? computeDType;
  if (backend !== 'cpu' && !k.supports(computeDType, x?.dtype, y?.dtype)) {
    throw new KernelError(
      `Backend ${JSON.stringify(backend)} does not compute where in ${computeDType} for ${x?.dtype} and ${y?.dtype}; ` +
        `use backend 'cpu' (or selectKernel with ['${backend}', 'cpu'] to fall back).`,
    );
  }
  return k.run({ op: 'where', cond, a: x, b: y, computeDType, outDType, out: options?.out });
}
