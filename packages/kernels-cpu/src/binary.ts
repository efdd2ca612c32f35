import type { DType } from '@typelattice/dtypes';
import { getKernel, KernelError, type BinaryOp, type KernelConfig, type NDArray, type Op } from '@typelattice/kernels-core';
import { cpuKernel } from './cpu-kernels';

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
  /** The result's dtype (default `computeDType`); the computed value is cast to it. */
  readonly outDType?: DType;
  /** A preallocated output of `outDType` and the broadcast shape; nothing is written on failure. */
  readonly out?: NDArray;
  /**
   * Which backend runs the op: `'cpu'` (the default) runs this package's kernels; any other name
   * is looked up in the kernel registry of `@typelattice/kernels-core`.
   */
  readonly backend?: string;
}

function kernelFor(op: Op, backend: string): KernelConfig {
  const k = backend === 'cpu' ? cpuKernel(op) : getKernel(op, backend);
  if (!k) {
    throw new KernelError(`No ${op} kernel is registered for backend ${JSON.stringify(backend)}; use 'cpu' or register one.`);
  }
  return k;
}

/**
 * Computes an elementwise binary op with NumPy's value semantics and broadcasting, in
 * `computeDType`, converting inputs of other dtypes inside the loop (no promoted copies), on the
 * CPU kernels (or on the registered kernel of `options.backend`).
 *
 * @example
 * ```ts
 * import { binary } from '@typelattice/kernels-cpu';
 * const a = { data: new Int8Array([-7, 7]), dtype: 'int8', shape: [2] } as const;
 * const b = { data: new Int8Array([2]), dtype: 'int8', shape: [1] } as const;
 * binary('floordiv', a, b, { computeDType: 'int8' }).data; // Int8Array [-4, 3]
 * binary('mod', a, b, { computeDType: 'int8' }).data; // Int8Array [1, 1]
 * ```
 * @throws KernelError for a refused case (bool subtract, complex floordiv/mod, an integer to a
 * negative power, truediv in an integer dtype) and ShapeError for shapes that do not broadcast;
 * either way before anything is written to `out`.
 */
export function binary(op: BinaryOp, a: NDArray, b: NDArray, options: BinaryOptions): NDArray {
  const backend = options?.backend ?? 'cpu';
  const k = kernelFor(op, backend);
  const computeDType = options?.computeDType;
  const outDType = options?.outDType ?? computeDType;
  if (backend !== 'cpu' && !k.supports(computeDType, a?.dtype, b?.dtype)) {
    throw new KernelError(
      `Backend ${JSON.stringify(backend)} does not compute ${op} in ${computeDType} for ${a?.dtype} and ${b?.dtype}; ` +
        `use backend 'cpu' (or selectKernel with ['${backend}', 'cpu'] to fall back).`,
    );
  }
  return k.run({ op, a, b, computeDType, outDType, out: options?.out });
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
