import { selectKernel, type KernelArgs, type NDArray } from '@typelattice/kernels-core';
import { registerCpuKernels } from '@typelattice/kernels-cpu';
import { ValueError } from './errors';

/**
 * Where ops run: `'cpu'`, `'gpu'` (falls back to the CPU per op and dtype), or `'auto'`.
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
// kernels once enableGpu() has registered them, tried first where they compute exactly.
const CPU: readonly string[] = ['cpu'];
const GPU_THEN_CPU: readonly string[] = ['gpu', 'cpu'];
let cpuRegistered = false;

/** Checks a backend name given by the user. */
export function toBackendName(name: unknown): BackendName {
  if (BACKENDS.includes(name as BackendName)) return name as BackendName;
  throw new ValueError(`Unknown backend ${JSON.stringify(name)}: use one of ${BACKENDS.map((b) => `'${b}'`).join(', ')}.`);
}

/**
 * Chooses where ops run. `'gpu'` and `'auto'` run an op on the GPU backend when a GPU kernel is
 * registered for it and its capability matrix marks the (op, dtype) pair exact, and on the CPU
 * otherwise; {@link lastBackend} and `tensor.backend` say which one ran. Returns the previous choice.
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

/**
 * Runs `op` on the kernel a backend choice selects for these dtypes (the GPU where it computes
 * them exactly, else the CPU); records that backend as the last one once the kernel succeeded.
 */
export function runKernel(args: KernelArgs, choice: BackendName = current): { result: NDArray; backend: string } {
  if (!cpuRegistered) {
    registerCpuKernels();
    cpuRegistered = true;
  }
  const k = selectKernel(args.op, choice === 'cpu' ? CPU : GPU_THEN_CPU, args.computeDType, args.a.dtype, args.b?.dtype);
  const result = k.run(args);
  last = k.backend;
  return { result, backend: k.backend };
}
