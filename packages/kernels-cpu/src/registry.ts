import type { DType } from '@typelattice/dtypes';
import type { NDArray } from './array';
import { KernelError } from './errors';
import type { Op } from './ops';
import { cpuKernels } from './cpu-kernels';

/**
 * What a kernel receives. For `cast`, `b` is absent and `computeDType === outDType`.
 * Inputs may have any dtype: a kernel converts them to `computeDType` inside its loop.
 */
export interface KernelArgs {
  readonly op: Op;
  readonly a: NDArray;
  readonly b?: NDArray;
  /** The dtype the math is done in (for `truediv`, a float or complex dtype). */
  readonly computeDType: DType;
  /** The result's dtype; the compute result is cast to it when it differs. */
  readonly outDType: DType;
  /** A preallocated output of `outDType` and the broadcast shape; nothing is written on failure. */
  readonly out?: NDArray;
}

/**
 * A kernel as registered: which op and backend, which dtype combinations it computes exactly,
 * and the function that runs it.
 *
 * @example
 * ```ts
 * import { registerKernel, type KernelConfig } from '@typelattice/kernels-cpu';
 * const k: KernelConfig = {
 *   op: 'add', backend: 'mine',
 *   supports: (c) => c === 'float32',
 *   run: (args) => { throw new Error('not shown'); },
 * };
 * registerKernel(k);
 * ```
 */
export interface KernelConfig {
  readonly op: Op;
  /** Backend name, e.g. `'cpu'` (this package) or `'gpu'`. */
  readonly backend: string;
  /** True when this kernel computes `op` in `computeDType` for inputs of these dtypes. */
  supports(computeDType: DType, aDType: DType, bDType?: DType): boolean;
  run(args: KernelArgs): NDArray;
}

const registry = new Map<string, KernelConfig>();
let builtinsLoaded = false;

const key = (op: string, backend: string): string => `${backend}\u0000${op}`;

// The package is side-effect free: the CPU kernels enter the registry on first use.
function loadBuiltins(): void {
  if (builtinsLoaded) return;
  builtinsLoaded = true;
  for (const k of cpuKernels) if (!registry.has(key(k.op, k.backend))) registry.set(key(k.op, k.backend), k);
}

/**
 * Registers (or replaces) the kernel for `(config.op, config.backend)`; returns a function that
 * removes it again. The `'cpu'` kernels are always present.
 *
 * @example
 * ```ts
 * const unregister = registerKernel({ op: 'add', backend: 'gpu', supports: () => false, run: () => { throw new Error(); } });
 * getKernel('add', 'gpu') !== undefined; // true
 * unregister();
 * ```
 */
export function registerKernel(config: KernelConfig): () => void {
  loadBuiltins();
  if (typeof config?.op !== 'string' || typeof config.backend !== 'string' || typeof config.run !== 'function') {
    throw new KernelError(
      'registerKernel needs { op, backend, supports, run }: op and backend strings, supports and run functions.',
    );
  }
  const k = key(config.op, config.backend);
  const previous = registry.get(k);
  registry.set(k, config);
  return () => {
    if (registry.get(k) !== config) return;
    if (previous) registry.set(k, previous);
    else registry.delete(k);
  };
}

/**
 * The kernel registered for an op and backend, or `undefined`.
 *
 * @example
 * ```ts
 * getKernel('add', 'cpu')?.supports('float16', 'float16', 'float16'); // true
 * ```
 */
export function getKernel(op: Op, backend: string): KernelConfig | undefined {
  loadBuiltins();
  return registry.get(key(op, backend));
}

/**
 * Every registered kernel, optionally only one backend's.
 *
 * @example
 * ```ts
 * listKernels('cpu').map((k) => k.op); // ['add', 'subtract', …, 'cast']
 * ```
 */
export function listKernels(backend?: string): KernelConfig[] {
  loadBuiltins();
  return [...registry.values()].filter((k) => backend === undefined || k.backend === backend);
}

/**
 * The first of `backends` whose kernel for `op` supports these dtypes, falling back to `'cpu'`.
 *
 * @example
 * ```ts
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
  for (const backend of [...backends, 'cpu']) {
    const k = getKernel(op, backend);
    if (k && k.supports(computeDType, aDType, bDType)) return k;
  }
  throw new KernelError(
    `No kernel computes ${op} in ${computeDType} for inputs ${aDType}${bDType ? `, ${bDType}` : ''} ` +
      `(backends tried: ${[...backends, 'cpu'].join(', ')}).`,
  );
}
