import type { DType } from '@typelattice/dtypes';
import { getKernel, KernelError, type KernelConfig, type NDArray } from '@typelattice/kernels-core';
import type { WgslCapabilityMatrix } from './capabilities';
import { MEASUREMENTS, type WgslPairTiming, type WgslTimings } from './capability-data';
import type { WgslDType } from './lanes';
import { isUnaryWgslOp, OP_TABLE, WGSL_OPS, type WgslOp } from './op-table';
import { samplePair } from './samples';

/**
 * The committed timings of a device, found by its adapter name, or `undefined` where it was
 * never timed (the facade then keeps its fixed backend order).
 *
 * @example
 * ```ts
 * import { wgslTimings } from '@typelattice/kernels-wgsl';
 * wgslTimings('some unmeasured GPU'); // undefined
 * ```
 */
export function wgslTimings(adapterName: string): WgslTimings | undefined {
  return MEASUREMENTS.find((m) => m.adapter.test(adapterName))?.timings;
}

/**
 * Options of {@link measureWgslTimings}.
 *
 * @example
 * ```ts
 * import { registerWgslKernels, type MeasureWgslTimingsOptions } from '@typelattice/kernels-wgsl';
 * const reg = await registerWgslKernels();
 * const o: MeasureWgslTimingsOptions = { matrix: reg.matrix, elements: 1e6, runs: 5 };
 * reg.unregister();
 * ```
 */
export interface MeasureWgslTimingsOptions {
  /** The pairs to time (those marked exact): the registration's matrix. */
  readonly matrix: WgslCapabilityMatrix;
  /** Elements per operand (default 10^6). */
  readonly elements?: number;
  /** Timed calls per backend and pair after one warm-up (default 5; the median is kept). */
  readonly runs?: number;
  /** The registry backend of the WGSL kernels (default `'wgsl'`). */
  readonly backend?: string;
  /** Said in the result's `note`. */
  readonly note?: string;
  /** Called after each pair (progress). */
  readonly onPair?: (op: WgslOp, dtype: DType, t: WgslPairTiming) => void;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function kernelOf(op: WgslOp, backend: string): KernelConfig {
  const k = getKernel(op, backend);
  if (!k) {
    throw new KernelError(
      `No ${op} kernel is registered for backend ${JSON.stringify(backend)}: call registerWgslKernels() and registerCpuKernels() ` +
        '(@typelattice/kernels-cpu) before measureWgslTimings.',
    );
  }
  return k;
}

/**
 * Times every exact pair of `matrix` on the registry kernels of the WGSL backend and of the CPU
 * (both registered first), as the facade calls them: host arrays of `elements` elements in, a
 * new host array out. The two backends alternate call by call, so load on the machine hits both.
 *
 * @example
 * ```ts no-run
 * import { measureWgslTimings, registerWgslKernels } from '@typelattice/kernels-wgsl';
 * import { registerCpuKernels } from '@typelattice/kernels-cpu';
 * registerCpuKernels();
 * const reg = await registerWgslKernels();
 * const t = measureWgslTimings({ matrix: reg.matrix, elements: 1e5, runs: 3 });
 * t.ms.add?.int32; // { cpu: …, wgsl: … }
 * ```
 */
export function measureWgslTimings(options: MeasureWgslTimingsOptions): WgslTimings {
  const { matrix, elements = 1e6, runs = 5, backend = 'wgsl', note = '', onPair } = options;
  const inputs = new Map<DType, [NDArray, NDArray]>();
  const ms: Partial<Record<WgslOp, Partial<Record<DType, WgslPairTiming>>>> = {};
  for (const op of WGSL_OPS) {
    const row: Partial<Record<DType, WgslPairTiming>> = {};
    for (const dtype of Object.keys(matrix[op]) as DType[]) {
      if (matrix[op][dtype] !== 'exact') continue;
      let pair = inputs.get(dtype);
      if (!pair) {
        const [a, b] = samplePair(dtype as WgslDType, elements, 11);
        pair = [{ data: a, dtype, shape: [elements] } as NDArray, { data: b, dtype, shape: [elements] } as NDArray];
        inputs.set(dtype, pair);
      }
      const args = {
        op,
        a: pair[0],
        ...(isUnaryWgslOp(op) ? {} : { b: pair[1] }),
        computeDType: dtype,
        outDType: OP_TABLE[op].result === 'bool' ? ('bool' as const) : dtype,
      };
      const cpu = kernelOf(op, 'cpu');
      const wgsl = kernelOf(op, backend);
      const times: [number[], number[]] = [[], []];
      for (let i = -1; i < runs; i++) {
        for (const [k, kernel] of [cpu, wgsl].entries()) {
          const t0 = performance.now();
          kernel.run(args);
          if (i >= 0) times[k]!.push(performance.now() - t0);
        }
      }
      const t = { cpu: +median(times[0]).toFixed(2), wgsl: +median(times[1]).toFixed(2) };
      row[dtype] = t;
      onPair?.(op, dtype, t);
    }
    if (Object.keys(row).length > 0) ms[op] = row;
  }
  return { elements, runs, note, ms };
}
