import type { DType } from '@typelattice/dtypes';
import {
  getKernel as coreGetKernel,
  listKernels as coreListKernels,
  registerKernel as coreRegisterKernel,
  selectKernel as coreSelectKernel,
  type KernelConfig,
  type Op,
} from '@typelattice/kernels-core';
import { registerCpuKernels } from './cpu-kernels';

const CPU_ONLY: readonly string[] = ['cpu'];

/*
 * The registry functions as this package exported them before the registry moved to
 * `@typelattice/kernels-core`: each registers the CPU kernels first (so that `'cpu'` is always
 * there, as it was), then calls the core. New code imports them from the core and calls
 * `registerCpuKernels()` itself.
 */

/**
 * `getKernel` of `@typelattice/kernels-core`, with the CPU kernels registered first.
 *
 * @deprecated Import `getKernel` from `@typelattice/kernels-core` and call `registerCpuKernels()`.
 * @example
 * ```ts
 * import { getKernel } from '@typelattice/kernels-cpu';
 * getKernel('add', 'cpu')?.supports('float16', 'float16', 'float16'); // true
 * ```
 */
export function getKernel(op: Op, backend: string): KernelConfig | undefined {
  registerCpuKernels();
  return coreGetKernel(op, backend);
}

/**
 * `listKernels` of `@typelattice/kernels-core`, with the CPU kernels registered first.
 *
 * @deprecated Import `listKernels` from `@typelattice/kernels-core` and call `registerCpuKernels()`.
 * @example
 * ```ts
 * import { listKernels } from '@typelattice/kernels-cpu';
 * listKernels('cpu').map((k) => k.op); // ['add', 'subtract', …, 'cast']
 * ```
 */
export function listKernels(backend?: string): KernelConfig[] {
  registerCpuKernels();
  return coreListKernels(backend);
}

/**
 * `registerKernel` of `@typelattice/kernels-core`, with the CPU kernels registered first (so a
 * `'cpu'` kernel registered here replaces the built-in one until it is removed).
 *
 * @deprecated Import `registerKernel` from `@typelattice/kernels-core`.
 * @example
 * ```ts
 * import { getKernel, registerKernel } from '@typelattice/kernels-cpu';
 * const unregister = registerKernel({ op: 'add', backend: 'gpu', supports: () => false, run: () => { throw new Error(); } });
 * getKernel('add', 'gpu') !== undefined; // true
 * unregister();
 * ```
 */
export function registerKernel(config: KernelConfig): () => void {
  registerCpuKernels();
  return coreRegisterKernel(config);
}

/**
 * The first of `backends` whose kernel for `op` supports these dtypes, falling back to `'cpu'`
 * when the list does not name it: `selectKernel` of `@typelattice/kernels-core` with `'cpu'`
 * appended, the CPU kernels registered first.
 *
 * @deprecated Import `selectKernel` from `@typelattice/kernels-core`, call `registerCpuKernels()`,
 * and list every backend to try, e.g. `['gpu', 'cpu']`.
 * @example
 * ```ts
 * import { selectKernel } from '@typelattice/kernels-cpu';
 * selectKernel('add', ['gpu'], 'int64', 'int64', 'int64').backend; // 'cpu' unless a gpu kernel supports int64
 * ```
 */
export function selectKernel(
  op: Op,
  backends: readonly string[],
  computeDType: DType,
  aDType: DType,
  bDType?: DType,
): KernelConfig {
  registerCpuKernels();
  const tried = backends.length === 0 ? CPU_ONLY : backends.includes('cpu') ? backends : [...backends, 'cpu'];
  return coreSelectKernel(op, tried, computeDType, aDType, bDType);
}
