import type { DType } from '@typelattice/dtypes';
import { KernelError, type NDArray } from '@typelattice/kernels-core';
import { kernelFor } from './backend-kernel';

/**
 * Options of {@link clip}.
 *
 * @example
 * ```ts
 * const options: ClipOptions = { computeDType: 'float32' };
 * ```
 */
export interface ClipOptions {
  /** The dtype x, min and max are converted to (the caller promotes them, as NumPy's `result_type`). */
  readonly computeDType: DType;
  /** The result's dtype (default `computeDType`); the clipped value is cast to it. */
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
 * NumPy's `clip(x, min, max)`: `minimum(maximum(x, min), max)` in `computeDType`, the three
 * broadcast together. As NumPy: a NaN anywhere gives NaN; min > max gives max; x equal to a bound
 * gives the bound (float16: x), except that two one-element bounds keep x and a NaN among them
 * gives NaN everywhere (NumPy's loop for constant bounds); complex numbers compare
 * lexicographically.
 *
 * @example
 * ```ts
 * import { clip } from '@typelattice/kernels-cpu';
 * const x = { data: new Float32Array([-5, 0.5, 9]), dtype: 'float32', shape: [3] } as const;
 * const lo = { data: new Float32Array([0]), dtype: 'float32', shape: [] } as const;
 * const hi = { data: new Float32Array([1]), dtype: 'float32', shape: [] } as const;
 * clip(x, lo, hi, { computeDType: 'float32' }).data; // Float32Array [0, 0.5, 1]
 * ```
 * @throws ShapeError for shapes that do not broadcast (naming all three) and KernelError for an
 * unknown dtype, before anything is written to `out`.
 */
export function clip(x: NDArray, min: NDArray, max: NDArray, options: ClipOptions): NDArray {
  const backend = options?.backend ?? 'cpu';
  const k = kernelFor('clip', backend);
  const computeDType = options?.computeDType;
  const outDType = options?.outDType ?? computeDType;
  if (backend !== 'cpu' && !k.supports(computeDType, x?.dtype, min?.dtype)) {
    throw new KernelError(
      `Backend ${JSON.stringify(backend)} does not compute clip in ${computeDType} for ${x?.dtype}; ` +
        `use backend 'cpu' (or selectKernel with ['${backend}', 'cpu'] to fall back).`,
    );
  }
  return k.run({ op: 'clip', a: x, b: min, c: max, computeDType, outDType, out: options?.out });
}
