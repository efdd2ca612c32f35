import type { DType } from '@typelattice/dtypes';
import type { NDArray } from './array';
import { KernelError } from './errors';
import type { Op } from './ops';
import { cpuKernels } from './cpu-kernels';

/**
 * What a kernel receives. For `cast`, `b` is absent and `computeDType === outDType`.
 * Inputs may have any dtype: a kernel converts them to `computeDType` inside its loop.
 *
 * @example
 * ```ts
 * const x = { data: new Float32Array([1, 2]), dtype: 'float32', shape: [2] } as const;
 * const args: KernelArgs = { op: 'add', a: x, b: x, computeDType: 'float32', outDType: 'float32' };
 * getKernel('add', 'cpu')!.run(args).data; // Float32Array [2, 4]
 * ```
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

// backend -> op -> kernel
const registry = new Map<string, Map<string, KernelConfig>>();
let builtinsLoaded = false;

const ops = (backend: string): Map<string, KernelConfig> => {
  let m = registry.get(backend);
  if (!m) registry.set(backend, (m = new Map()));
  return m;
};

// The package is side-effect free: the CPU kernels enter the registry on first use.
function loadBuiltins(): void {
  if (builtinsLoaded) return;
  builtinsLoaded = true;
  for (const k of cpuKernels) if (!ops(k.backend).has(k.op)) ops(k.backend).set(k.op, k);
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
  const byOp = ops(config.backend);
  const previous = byOp.get(config.op);
  byOp.set(config.op, config);
  return () => {
    if (byOp.get(config.op) !== config) return;
    if (previous) byOp.set(config.op, previous);
    else byOp.delete(config.op);
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
  if (!builtinsLoaded) loadBuiltins();
  return registry.get(backend)?.get(op);
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
  return [...registry.values()].flatMap((m) => [...m.values()]).filter((k) => backend === undefined || k.backend === backend);
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
