import type { DType } from '@typelattice/dtypes';
import { getKernel, registryVersion, selectKernel, type KernelArgs, type KernelConfig, type NDArray, type Op } from '@typelattice/kernels-core';
import { cpuKernels, registerCpuKernels } from '@typelattice/kernels-cpu';
import { describeValue } from './describe-value';
import { ValueError } from './errors';

/**
 * Where ops run: `'cpu'`; `'gpu'` (a GPU backend wherever one computes the (op, dtype) pair
 * exactly, the CPU otherwise); or `'auto'` (per pair, the fastest backend among those that
 * compute it exactly, the CPU included, by the times the backends measured).
 *
 * @example
 * ```ts
 * import { setBackend, type BackendName } from '@typelattice/tf';
 * const b: BackendName = 'auto';
 * setBackend(b);
 * ```
 */
export type BackendName = 'cpu' | 'gpu' | 'auto';

const BACKENDS: readonly BackendName[] = ['cpu', 'gpu', 'auto'];

let current: BackendName = 'cpu';
let last: string | undefined;

// The facade composes the backends: the CPU kernels always (registered on first use), the GPU
// kernels once registered (enableGpu() for gpu.js as 'gpu'; registerWgslKernels() of
// @typelattice/kernels-wgsl as 'wgsl'), each a candidate only where it computes the pair exactly.
// Where the candidates carry no timing for a pair, this fixed order decides: the GPU backends
// first ('wgsl' before 'gpu': faster where both are exact, tools/bench/results/kernels-wgsl-*.json).
const CPU: readonly string[] = ['cpu'];
const FIXED_ORDER: readonly string[] = ['wgsl', 'gpu', 'cpu'];
let cpuRegistered = false;

/**
 * Time per call, in ms, of each backend on one (op, dtype) pair, from one measured run
 * (backend name -> ms).
 *
 * @example
 * ```ts
 * const t: PairTimings = { cpu: 4.6, wgsl: 41.2 };
 * ```
 */
export type PairTimings = Readonly<Record<string, number>>;

/**
 * Measured times per op and compute dtype: op -> dtype -> {@link PairTimings}.
 *
 * @example
 * ```ts
 * const t: BackendTimings = { add: { int32: { cpu: 4.6, wgsl: 41.2 } } };
 * ```
 */
export type BackendTimings = Readonly<Record<string, Readonly<Partial<Record<DType, PairTimings>>> | undefined>>;

const isTime = (t: unknown): t is number => typeof t === 'number' && Number.isFinite(t) && t >= 0;

/**
 * Which of `candidates` (backends that all compute `op` in `dtype` exactly, in the fixed order)
 * runs the pair: the one with the least measured time when `timings` has a time for every
 * candidate (a tie goes to the earlier one), else the first candidate (the fixed order). Returns
 * `undefined` for no candidate.
 *
 * @example
 * ```ts
 * import { fastestBackend } from '@typelattice/tf';
 * fastestBackend('add', 'int32', ['wgsl', 'cpu'], { add: { int32: { cpu: 4.6, wgsl: 41.2 } } }); // -> 'cpu'
 * // int64 has no time: the fixed order decides
 * fastestBackend('add', 'int64', ['wgsl', 'cpu'], { add: { int32: { cpu: 4.6, wgsl: 41.2 } } }); // -> 'wgsl'
 * ```
 */
export function fastestBackend(op: string, dtype: DType, candidates: readonly string[], timings: BackendTimings): string | undefined {
  if (candidates.length <= 1) return candidates[0];
  const times = timings[op]?.[dtype];
  if (!times || !candidates.every((b) => isTime(times[b]))) return candidates[0];
  return candidates.reduce((best, b) => (times[b]! < times[best]! ? b : best));
}

/** The timings the candidate kernels carry for one pair, merged (the first kernel to time a backend wins). */
function carriedTimings(kernels: readonly KernelConfig[], op: Op, dtype: DType): BackendTimings {
  const merged: Record<string, number> = {};
  for (const k of kernels) {
    const row = k.timings?.[dtype];
    if (!row) continue;
    for (const [backend, ms] of Object.entries(row)) if (!(backend in merged)) merged[backend] = ms;
  }
  return { [op]: { [dtype]: merged } };
}

/**
 * The kernel a backend choice runs `args` on: `'cpu'` the CPU's; `'gpu'` and `'auto'` pick among
 * the kernels that compute the pair exactly (`'gpu'` among the GPU ones when there is one) with
 * {@link fastestBackend}.
 */
function chooseKernel(args: KernelArgs, choice: BackendName): KernelConfig {
  const { op, computeDType } = args;
  const a = args.a.dtype;
  const b = args.b?.dtype;
  if (choice === 'cpu') return selectKernel(op, CPU, computeDType, a, b);
  const exact: KernelConfig[] = [];
  for (const name of FIXED_ORDER) {
    const k = getKernel(op, name);
    if (k?.supports(computeDType, a, b)) exact.push(k);
  }
  const onGpu = exact.filter((k) => k.backend !== 'cpu');
  const pool = choice === 'gpu' && onGpu.length > 0 ? onGpu : exact;
  if (pool.length === 0) return selectKernel(op, FIXED_ORDER, computeDType, a, b); // throws, naming the backends tried
  if (pool.length === 1) return pool[0]!;
  const name = fastestBackend(op, computeDType, pool.map((k) => k.backend), carriedTimings(pool, op, computeDType));
  return pool.find((k) => k.backend === name)!;
}

/** Checks a backend name given by the user. */
export function toBackendName(name: unknown): BackendName {
  if (BACKENDS.includes(name as BackendName)) return name as BackendName;
  const valid = `use one of ${BACKENDS.map((b) => `'${b}'`).join(', ')}`;
  if (typeof name !== 'string') throw new ValueError(`A backend is a name (a string); got ${describeValue(name)}: ${valid}.`);
  const lower = name.toLowerCase();
  const hint = BACKENDS.includes(lower as BackendName) ? ` Backends are lower case: did you mean '${lower}'?` : '';
  throw new ValueError(`Unknown backend ${JSON.stringify(name)}: ${valid}.${hint}`);
}

/**
 * Chooses where ops run. Only backends whose capability matrix marks an (op, dtype) pair exact
 * are ever candidates for it, the CPU always one. `'gpu'` runs the pair on a registered GPU
 * backend (`'wgsl'`, then gpu.js's `'gpu'`) wherever one computes it exactly, and on the CPU
 * otherwise. `'auto'` runs it on the fastest candidate by the time per call the backends measured
 * for that pair (`@typelattice/kernels-wgsl` carries its adapter's timings, CPU included, taken at
 * 10^6 elements; on this repository's software adapter that is mostly the CPU); where a candidate
 * has no timing (an adapter never timed, gpu.js) it keeps the fixed order `'wgsl'`, `'gpu'`,
 * `'cpu'`. {@link lastBackend} and `tensor.backend` say which one ran. Returns the previous choice.
 *
 * @example
 * ```ts
 * import { setBackend, constant, lastBackend } from '@typelattice/tf';
 * setBackend('auto');
 * constant([1n], 'int64').add(1);
 * lastBackend(); // -> 'cpu'
 * setBackend('cpu');
 * ```
 */
export function setBackend(name: BackendName): BackendName {
  const next = toBackendName(name);
  const previous = current;
  current = next;
  return previous;
}

/**
 * The backend choice ops use when no ops instance overrides it (starts as `'cpu'`).
 *
 * @example
 * ```ts
 * import { getBackend } from '@typelattice/tf';
 * getBackend(); // -> 'cpu'
 * ```
 */
export function getBackend(): BackendName {
  return current;
}

/**
 * The backend that ran the most recent op (`undefined` before the first op).
 *
 * @example
 * ```ts
 * import { constant, lastBackend } from '@typelattice/tf';
 * constant([1]).add(1);
 * lastBackend(); // -> 'cpu'
 * ```
 */
export function lastBackend(): string | undefined {
  return last;
}

/** What the `'cpu'` choice selected for one case (op, compute and operand dtypes), kept by the caller. */
export interface KernelMemo {
  /** The kernel, or undefined before the first selection. */
  kernel: KernelConfig | undefined;
  /** The registry's version when it was selected (`registryVersion()`). */
  version: number;
  /** Whether it is the CPU kernels' own kernel for the op ({@link isBuiltinCpu}). */
  builtin: boolean;
}

// op -> this package's own CPU kernel (kernels-cpu's), whose contract the elementwise fast paths rely on
const BUILTIN_CPU = new Map<string, KernelConfig>(cpuKernels.map((k) => [k.op, k]));

/**
 * Whether `k` is the CPU kernels' own kernel for its op: it reads its operands during the call
 * only (keeping no reference) and allocates its result itself, through `allocate` or ordinary
 * memory of the result's own.
 */
export const isBuiltinCpu = (k: KernelConfig): boolean => BUILTIN_CPU.get(k.op) === k;

/**
 * The kernel the `'cpu'` choice runs one case on: `selectKernel` as {@link runKernel} does, but
 * while no kernel was registered or removed since `memo` was filled (the caller keeps one memo
 * per case: op, compute and operand dtypes), its kernel is taken without asking again (a
 * kernel's `supports` depends on the dtypes only). Throws selectKernel's KernelError when no CPU
 * kernel computes the case.
 */
export function cpuKernelOf(op: Op, computeDType: DType, a: DType, b: DType | undefined, memo: KernelMemo): KernelConfig {
  if (!cpuRegistered) {
    registerCpuKernels();
    cpuRegistered = true;
  }
  const version = registryVersion();
  if (memo.kernel !== undefined && memo.version === version) return memo.kernel;
  const k = selectKernel(op, CPU, computeDType, a, b);
  memo.version = version;
  memo.builtin = isBuiltinCpu(k);
  return (memo.kernel = k);
}

/** Runs a chosen kernel and records its backend as the last one once it succeeded. */
export function runOn(k: KernelConfig, args: KernelArgs): NDArray {
  const result = k.run(args);
  last = k.backend;
  return result;
}

/**
 * Runs `op` on the kernel a backend choice selects for these dtypes (see {@link setBackend});
 * records that backend as the last one once the kernel succeeded.
 */
export function runKernel(args: KernelArgs, choice: BackendName = current): { result: NDArray; backend: string } {
  if (!cpuRegistered) {
    registerCpuKernels();
    cpuRegistered = true;
  }
  const k = chooseKernel(args, choice);
  const result = k.run(args);
  last = k.backend;
  return { result, backend: k.backend };
}
