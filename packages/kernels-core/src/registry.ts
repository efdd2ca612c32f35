import type { DType, DTypeInfo, Storage } from '@typelattice/dtypes';
import type { NDArray } from './array';
import { KernelError } from './errors';
import type { Op } from './kernel-names';
import type { PowSemantics, ShiftSemantics, SignSemantics } from './semantics';

/**
 * What a kernel receives. For `cast`, `b` is absent and `computeDType === outDType`; for the other
 * unary primitives `b` is absent; for `where`, `cond` is the condition and `a`, `b` the values
 * chosen where it is true and false; for `clip`, `a` is x, `b` the min and `c` the max. Inputs may have any dtype: a kernel converts them to
 * `computeDType` inside its loop (`cond` to bool, by its truthiness).
 *
 * @example
 * ```ts
 * import type { KernelArgs } from '@typelattice/kernels-core';
 * const x = { data: new Float32Array([1, 2]), dtype: 'float32', shape: [2] } as const;
 * const args: KernelArgs = { op: 'add', a: x, b: x, computeDType: 'float32', outDType: 'float32' };
 * ```
 */
export interface KernelArgs {
  readonly op: Op;
  readonly a: NDArray;
  readonly b?: NDArray;
  /** `where`'s condition, of any dtype (nonzero is true). */
  readonly cond?: NDArray;
  /** `clip`'s max (`a` is x, `b` the min). */
  readonly c?: NDArray;
  /** The dtype the math is done in (for `truediv`, a float or complex dtype). */
  readonly computeDType: DType;
  /** The result's dtype; the compute result is cast to it when it differs. */
  readonly outDType: DType;
  /** A preallocated output of `outDType` and the broadcast shape; nothing is written on failure. */
  readonly out?: NDArray;
  /**
   * Where a CPU result may live when no `out` is given: storage of `slots` elements of the
   * dtype's storage type (uninitialised: the kernel writes every element), or undefined to let
   * the kernel allocate ordinary memory. The facade passes the CPU kernels' pool here; backends
   * that keep results elsewhere ignore it.
   */
  readonly allocate?: (info: DTypeInfo, slots: number) => Storage | undefined;
  /** `left_shift` / `right_shift`: how a count outside `[0, bits - 1]` shifts (default `'numpy'`). */
  readonly shift?: ShiftSemantics;
  /**
   * Comparisons: when both inputs are integers (or bool), compare their values exactly whatever
   * `computeDType` is, as NumPy 2 compares int64 with uint64 (default false: convert first).
   */
  readonly exactIntegers?: boolean;
  /** `sign`: what a real NaN gives (default `'numpy'`: NaN). */
  readonly sign?: SignSemantics;
  /** `pow`: the shortcuts taken for a single exponent value (default `'c'`: none). */
  readonly pow?: PowSemantics;
}

/**
 * A kernel as registered: which op and backend, which dtype combinations it computes exactly,
 * and the function that runs it (synchronously).
 *
 * @example
 * ```ts
 * import { registerKernel, type KernelConfig } from '@typelattice/kernels-core';
 * const k: KernelConfig = {
 *   op: 'add', backend: 'mine',
 *   supports: (c) => c === 'float32',
 *   run: (args) => { throw new Error('not shown'); },
 * };
 * const unregister = registerKernel(k);
 * unregister();
 * ```
 */
export interface KernelConfig {
  readonly op: Op;
  /** Backend name, e.g. `'cpu'` (`@typelattice/kernels-cpu`) or `'gpu'` (`@typelattice/kernels-gpu`). */
  readonly backend: string;
  /**
   * True when this kernel computes `op` in `computeDType` for inputs of these dtypes (for `where`,
   * the dtypes of the two values; the condition may have any dtype).
   */
  supports(computeDType: DType, aDType: DType, bDType?: DType): boolean;
  run(args: KernelArgs): NDArray;
  /**
   * How long this kernel and the others took per call, by compute dtype, in one measured run
   * (backend name -> ms; e.g. `{ int32: { wgsl: 41.2, cpu: 4.6 } }`): where a kernel carries
   * them, a facade can pick the fastest exact backend per (op, dtype). Optional.
   */
  readonly timings?: Readonly<Partial<Record<DType, Readonly<Record<string, number>>>>>;
}

// backend -> op -> the kernels registered for it, the last one in force. A stack, so that
// removing a kernel that was since replaced leaves the replacement in place.
const registry = new Map<string, Map<string, KernelConfig[]>>();
// Counts the registrations and removals, for callers that remember a selection.
let version = 0;

/**
 * A number that changes whenever a kernel is registered or removed: a caller that remembers
 * which kernel {@link selectKernel} chose for a case (its `supports` answers depend on the dtypes
 * only) may reuse that choice while the version it saw then is still current.
 *
 * @example
 * ```ts
 * import { registerKernel, registryVersion } from '@typelattice/kernels-core';
 * const before = registryVersion();
 * const unregister = registerKernel({ op: 'add', backend: 'mine', supports: () => false, run: () => { throw new Error(); } });
 * registryVersion() !== before; // true
 * unregister();
 * ```
 */
export function registryVersion(): number {
  return version;
}

/**
 * Registers (or replaces) the kernel for `(config.op, config.backend)`; returns a function that
 * removes it again (the kernel it replaced, if any, is in force again; a second call does
 * nothing). The core registers no kernel itself: each backend registers its own
 * (`registerCpuKernels()` of `@typelattice/kernels-cpu`, `registerGpuKernels()` of
 * `@typelattice/kernels-gpu`).
 *
 * @example
 * ```ts
 * import { getKernel, registerKernel } from '@typelattice/kernels-core';
 * const unregister = registerKernel({ op: 'add', backend: 'mine', supports: () => false, run: () => { throw new Error(); } });
 * getKernel('add', 'mine') !== undefined; // true
 * unregister();
 * getKernel('add', 'mine'); // undefined
 * ```
 * @throws KernelError for a config without op and backend strings and supports and run functions.
 */
export function registerKernel(config: KernelConfig): () => void {
  if (
    typeof config?.op !== 'string' ||
    typeof config.backend !== 'string' ||
    typeof config.supports !== 'function' ||
    typeof config.run !== 'function'
  ) {
    throw new KernelError(
      'registerKernel needs { op, backend, supports, run }: op and backend strings, supports and run functions.',
    );
  }
  let byOp = registry.get(config.backend);
  if (!byOp) registry.set(config.backend, (byOp = new Map()));
  let stack = byOp.get(config.op);
  if (!stack) byOp.set(config.op, (stack = []));
  const entry = stack;
  entry.push(config);
  version++;
  let removed = false;
  return () => {
    if (removed) return;
    removed = true;
    const i = entry.lastIndexOf(config);
    if (i >= 0) entry.splice(i, 1);
    version++;
  };
}

/**
 * The kernel registered for an op and backend, or `undefined`.
 *
 * @example
 * ```ts
 * import { getKernel } from '@typelattice/kernels-core';
 * getKernel('add', 'no-such-backend'); // undefined
 * ```
 */
export function getKernel(op: Op, backend: string): KernelConfig | undefined {
  const stack = registry.get(backend)?.get(op);
  return stack === undefined ? undefined : stack[stack.length - 1];
}

/**
 * Every registered kernel (the one in force per op and backend), optionally only one backend's.
 *
 * @example
 * ```ts
 * import { listKernels } from '@typelattice/kernels-core';
 * listKernels('no-such-backend'); // []
 * ```
 */
export function listKernels(backend?: string): KernelConfig[] {
  const out: KernelConfig[] = [];
  for (const [name, byOp] of registry) {
    if (backend !== undefined && name !== backend) continue;
    for (const stack of byOp.values()) if (stack.length > 0) out.push(stack[stack.length - 1]!);
  }
  return out;
}

/**
 * The kernel of the first of `backends`, in order, that is registered for `op` and supports
 * these dtypes. There is no implicit fallback: list every backend to try, e.g. `['gpu', 'cpu']`.
 *
 * @example
 * ```ts
 * import { registerKernel, selectKernel } from '@typelattice/kernels-core';
 * const fail = () => { throw new Error('not run here'); };
 * const offA = registerKernel({ op: 'add', backend: 'fast', supports: (c) => c === 'float32', run: fail });
 * const offB = registerKernel({ op: 'add', backend: 'slow', supports: () => true, run: fail });
 * selectKernel('add', ['fast', 'slow'], 'float32', 'float32', 'float32').backend; // 'fast'
 * selectKernel('add', ['fast', 'slow'], 'int64', 'int64', 'int64').backend; // 'slow'
 * offA(); offB();
 * ```
 * @throws KernelError naming the case and the backends tried when none of them computes it.
 */
export function selectKernel(
  op: Op,
  backends: readonly string[],
  computeDType: DType,
  aDType: DType,
  bDType?: DType,
): KernelConfig {
  for (const backend of backends) {
    const k = getKernel(op, backend);
    if (k && k.supports(computeDType, aDType, bDType)) return k;
  }
  throw new KernelError(
    `No kernel computes ${op} in ${computeDType} for inputs ${aDType}${bDType ? `, ${bDType}` : ''} ` +
      `(backends tried: ${backends.length ? backends.join(', ') : 'none'}). Register a backend's kernels ` +
      `(e.g. registerCpuKernels() of @typelattice/kernels-cpu) and list it, e.g. ['gpu', 'cpu'].`,
  );
}
