import type { DType } from '@typelattice/dtypes';
import type { WgslOp } from './op-table';

/**
 * One (op, dtype) pair's wall time per call, in ms, of the registry kernels the facade runs:
 * `cpu` (`@typelattice/kernels-cpu`) and `wgsl` (host arrays in, host array out: upload, one
 * dispatch and read-back through the worker), taken in the same run on the same inputs. (A type,
 * not an interface: it is a `Record<string, number>`, backend -> ms, as the facade reads it.)
 *
 * @example
 * ```ts
 * const t: WgslPairTiming = { cpu: 1.9, wgsl: 41.5 };
 * ```
 */
export type WgslPairTiming = {
  readonly cpu: number;
  readonly wgsl: number;
};

/**
 * A device's measured time per (op, dtype) pair, at a stated number of elements: what the
 * facade's `'auto'` backend choice ranks the exact backends by.
 *
 * @example
 * ```ts
 * const t: WgslTimings = { elements: 1e6, runs: 5, note: 'example', ms: { add: { int32: { cpu: 1.9, wgsl: 41.5 } } } };
 * ```
 */
export interface WgslTimings {
  /** Elements per operand (one dimension, no broadcasting). */
  readonly elements: number;
  /** Timed calls per backend and pair (after one warm-up call each); `ms` holds their median. */
  readonly runs: number;
  /** Where, when and under what load it was measured, in words. */
  readonly note: string;
  readonly ms: Partial<Record<WgslOp, Partial<Record<DType, WgslPairTiming>>>>;
}

/** One device's measurement: the adapter it was taken on and the pairs found exact. */
export interface WgslMeasurement {
  /** Matches the adapter name (`WgslKernels.adapter`). */
  readonly adapter: RegExp;
  /** Where and how it was measured, in words. */
  readonly note: string;
  readonly exact: Partial<Record<WgslOp, readonly DType[]>>;
  /** Time per exact pair, WGSL against the CPU in the same run: what the facade's `'auto'` ranks backends by. */
  readonly timings?: WgslTimings;
}

// Each entry as `pnpm bench:gpu` (tools/bench/bench-wgsl.mjs) measured and printed it for its device:
// the exact pairs, and the time per call of each exact pair on the WGSL and the CPU registry kernels.
export const MEASUREMENTS: readonly WgslMeasurement[] = [
  {
    adapter: /llvmpipe/i,
    note:
      'Node 20, webgpu 0.6.2 (Dawn on GLES, compatibility adapter) on Mesa 22.3.6 llvmpipe (LLVM 15, 256 bits): a software ' +
      'device on an AMD EPYC (2 cores); 65,536 samples per pair, 0 mismatches; no shader-f16',
    exact: {
      add: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'float32'],
      subtract: ['uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'float32'],
      multiply: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'float32'],
      truediv: ['float32'],
      floordiv: ['uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64'],
      mod: ['uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64'],
      maximum: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'float32'],
      minimum: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'float32'],
      equal: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'float32'],
      not_equal: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'float32'],
      less: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'float32'],
      less_equal: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'float32'],
      greater: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'float32'],
      greater_equal: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'float32'],
      logical_and: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'float32'],
      logical_or: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'float32'],
      logical_xor: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'float32'],
      bitwise_and: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64'],
      bitwise_or: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64'],
      bitwise_xor: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64'],
      left_shift: ['uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64'],
      right_shift: ['uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64'],
      negative: ['uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'float32'],
      absolute: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'float32'],
      invert: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64'],
      logical_not: ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'float32'],
      square: ['uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64', 'float32'],
    },
    timings: {
      elements: 1000000,
      runs: 5,
      note:
        '2026-11-23, AMD EPYC x 2, Node v20.20.2, llvmpipe-llvm-15-0-6-256-bits- OpenGL version OpenGL ES 3.2 Mesa 22.3.6; registry kernels (host arrays in and out), 1000000 elements, median of 5 calls after 1 warm-up, CPU and WGSL alternating; load average (1, 5, 15 min) 5.17 4.03 3.89 before, 4.62 4.36 4.05 after (machine shared with other work)',
      ms: {
        add: { bool: { cpu: 7.13, wgsl: 77.62 }, uint8: { cpu: 5.13, wgsl: 67.67 }, uint16: { cpu: 8.94, wgsl: 44.95 }, uint32: { cpu: 10.64, wgsl: 56.07 }, uint64: { cpu: 8.43, wgsl: 136.95 }, int8: { cpu: 4.74, wgsl: 48.4 }, int16: { cpu: 7.46, wgsl: 50.06 }, int32: { cpu: 4.57, wgsl: 41.21 }, int64: { cpu: 2.93, wgsl: 104.03 }, float32: { cpu: 4.85, wgsl: 78.21 } },
        subtract: { uint8: { cpu: 13.01, wgsl: 60.91 }, uint16: { cpu: 4.73, wgsl: 33.3 }, uint32: { cpu: 16.09, wgsl: 62.86 }, uint64: { cpu: 8.53, wgsl: 159.48 }, int8: { cpu: 5.97, wgsl: 63.95 }, int16: { cpu: 6.34, wgsl: 57.96 }, int32: { cpu: 11.6, wgsl: 60.2 }, int64: { cpu: 10.42, wgsl: 117.41 }, float32: { cpu: 1.28, wgsl: 64.79 } },
        multiply: { bool: { cpu: 8.66, wgsl: 58.41 }, uint8: { cpu: 3.65, wgsl: 38.31 }, uint16: { cpu: 4.74, wgsl: 33.2 }, uint32: { cpu: 8.08, wgsl: 85.89 }, uint64: { cpu: 2.8, wgsl: 111.3 }, int8: { cpu: 7.69, wgsl: 46.77 }, int16: { cpu: 4.67, wgsl: 50.72 }, int32: { cpu: 6.02, wgsl: 53.84 }, int64: { cpu: 10.79, wgsl: 118.1 }, float32: { cpu: 1.61, wgsl: 71.99 } },
        truediv: { float32: { cpu: 1.93, wgsl: 75.13 } },
        floordiv: { uint8: { cpu: 6.02, wgsl: 68.38 }, uint16: { cpu: 6.25, wgsl: 63.13 }, uint32: { cpu: 6.33, wgsl: 45.9 }, uint64: { cpu: 226.44, wgsl: 290.25 }, int8: { cpu: 11.42, wgsl: 79.15 }, int16: { cpu: 14.45, wgsl: 91.78 }, int32: { cpu: 10.46, wgsl: 77.52 }, int64: { cpu: 256.06, wgsl: 258.36 } },
        mod: { uint8: { cpu: 20.9, wgsl: 82.84 }, uint16: { cpu: 6.04, wgsl: 37.53 }, uint32: { cpu: 31.52, wgsl: 60.96 }, uint64: { cpu: 113.5, wgsl: 151.65 }, int8: { cpu: 33.19, wgsl: 54.53 }, int16: { cpu: 77.03, wgsl: 69.76 }, int32: { cpu: 45.84, wgsl: 52.49 }, int64: { cpu: 176.85, wgsl: 156 } },
        maximum: { bool: { cpu: 6.18, wgsl: 43.19 }, uint8: { cpu: 4.61, wgsl: 36.88 }, uint16: { cpu: 17.86, wgsl: 64.47 }, uint32: { cpu: 13.36, wgsl: 47.4 }, uint64: { cpu: 47.07, wgsl: 96.1 }, int8: { cpu: 8.89, wgsl: 49.82 }, int16: { cpu: 10.68, wgsl: 49.95 }, int32: { cpu: 14.78, wgsl: 39.52 }, int64: { cpu: 38.38, wgsl: 79.54 }, float32: { cpu: 10.97, wgsl: 29.4 } },
        minimum: { bool: { cpu: 4.09, wgsl: 29.03 }, uint8: { cpu: 3.6, wgsl: 41.39 }, uint16: { cpu: 9.35, wgsl: 37.07 }, uint32: { cpu: 9.01, wgsl: 31.24 }, uint64: { cpu: 51.33, wgsl: 116.55 }, int8: { cpu: 12.91, wgsl: 60.8 }, int16: { cpu: 13.39, wgsl: 50.43 }, int32: { cpu: 11.25, wgsl: 37.06 }, int64: { cpu: 34.75, wgsl: 61.93 }, float32: { cpu: 11.81, wgsl: 39.18 } },
        equal: { bool: { cpu: 3.55, wgsl: 31.74 }, uint8: { cpu: 4.63, wgsl: 40.86 }, uint16: { cpu: 8.27, wgsl: 51.16 }, uint32: { cpu: 10.15, wgsl: 66.31 }, uint64: { cpu: 29.84, wgsl: 69.78 }, int8: { cpu: 6.92, wgsl: 44.47 }, int16: { cpu: 13.03, wgsl: 95.15 }, int32: { cpu: 13.02, wgsl: 83.04 }, int64: { cpu: 73.72, wgsl: 88.69 }, float32: { cpu: 11.56, wgsl: 73.71 } },
        not_equal: { bool: { cpu: 12.8, wgsl: 61.08 }, uint8: { cpu: 12.15, wgsl: 53.1 }, uint16: { cpu: 11.64, wgsl: 62.41 }, uint32: { cpu: 8.04, wgsl: 60.09 }, uint64: { cpu: 58.48, wgsl: 100.08 }, int8: { cpu: 17.33, wgsl: 54.27 }, int16: { cpu: 11.34, wgsl: 52.39 }, int32: { cpu: 12.4, wgsl: 57.97 }, int64: { cpu: 54.91, wgsl: 81.68 }, float32: { cpu: 11.59, wgsl: 78.08 } },
        less: { bool: { cpu: 12.19, wgsl: 65.61 }, uint8: { cpu: 17.8, wgsl: 61.21 }, uint16: { cpu: 21.05, wgsl: 63.22 }, uint32: { cpu: 14.03, wgsl: 58.82 }, uint64: { cpu: 37.19, wgsl: 85.33 }, int8: { cpu: 5.4, wgsl: 36.83 }, int16: { cpu: 8.62, wgsl: 46.28 }, int32: { cpu: 9.61, wgsl: 34.74 }, int64: { cpu: 72.12, wgsl: 110.96 }, float32: { cpu: 17.32, wgsl: 53.18 } },
        less_equal: { bool: { cpu: 4.88, wgsl: 57.72 }, uint8: { cpu: 12.49, wgsl: 73.38 }, uint16: { cpu: 20.97, wgsl: 62.28 }, uint32: { cpu: 21.42, wgsl: 67.31 }, uint64: { cpu: 44.52, wgsl: 87.77 }, int8: { cpu: 13.15, wgsl: 64.35 }, int16: { cpu: 29.75, wgsl: 65.14 }, int32: { cpu: 24.74, wgsl: 74.47 }, int64: { cpu: 34.76, wgsl: 63.63 }, float32: { cpu: 17.05, wgsl: 45.95 } },
        greater: { bool: { cpu: 4.99, wgsl: 36.57 }, uint8: { cpu: 4.91, wgsl: 33.29 }, uint16: { cpu: 12.95, wgsl: 65.98 }, uint32: { cpu: 23.61, wgsl: 69.07 }, uint64: { cpu: 77.07, wgsl: 96.37 }, int8: { cpu: 4.99, wgsl: 32.4 }, int16: { cpu: 11.71, wgsl: 41.96 }, int32: { cpu: 24.58, wgsl: 76.32 }, int64: { cpu: 47.19, wgsl: 78.97 }, float32: { cpu: 24.84, wgsl: 48.49 } },
        greater_equal: { bool: { cpu: 12.42, wgsl: 61.46 }, uint8: { cpu: 3.31, wgsl: 43.41 }, uint16: { cpu: 24.34, wgsl: 62.92 }, uint32: { cpu: 23.87, wgsl: 65.48 }, uint64: { cpu: 57.28, wgsl: 77.55 }, int8: { cpu: 4.24, wgsl: 32.24 }, int16: { cpu: 8.37, wgsl: 37.16 }, int32: { cpu: 22.89, wgsl: 85.11 }, int64: { cpu: 95.84, wgsl: 118.5 }, float32: { cpu: 38.14, wgsl: 71.45 } },
        logical_and: { bool: { cpu: 10.81, wgsl: 57.44 }, uint8: { cpu: 3.49, wgsl: 67.08 }, uint16: { cpu: 5.96, wgsl: 75.77 }, uint32: { cpu: 5.31, wgsl: 34.4 }, uint64: { cpu: 38.24, wgsl: 94.31 }, int8: { cpu: 5.7, wgsl: 45.75 }, int16: { cpu: 5.8, wgsl: 50.54 }, int32: { cpu: 6.03, wgsl: 28.87 }, int64: { cpu: 53.35, wgsl: 76.65 }, float32: { cpu: 6.36, wgsl: 36.93 } },
        logical_or: { bool: { cpu: 5.32, wgsl: 43.77 }, uint8: { cpu: 9.4, wgsl: 85.32 }, uint16: { cpu: 12.54, wgsl: 75.21 }, uint32: { cpu: 13.31, wgsl: 56.17 }, uint64: { cpu: 28.25, wgsl: 107.93 }, int8: { cpu: 11.97, wgsl: 62.81 }, int16: { cpu: 4.62, wgsl: 33.03 }, int32: { cpu: 12.6, wgsl: 56.01 }, int64: { cpu: 30.01, wgsl: 74.53 }, float32: { cpu: 8.93, wgsl: 44.87 } },
        logical_xor: { bool: { cpu: 5.52, wgsl: 35.36 }, uint8: { cpu: 6.83, wgsl: 35.74 }, uint16: { cpu: 10.08, wgsl: 53.9 }, uint32: { cpu: 8.93, wgsl: 128.65 }, uint64: { cpu: 103.11, wgsl: 167.59 }, int8: { cpu: 22.77, wgsl: 96.09 }, int16: { cpu: 22, wgsl: 101.71 }, int32: { cpu: 22.08, wgsl: 105.61 }, int64: { cpu: 193.93, wgsl: 257.26 }, float32: { cpu: 33.16, wgsl: 128.12 } },
        bitwise_and: { bool: { cpu: 6.53, wgsl: 125.91 }, uint8: { cpu: 12.38, wgsl: 127.28 }, uint16: { cpu: 20.55, wgsl: 96.04 }, uint32: { cpu: 20.58, wgsl: 158.6 }, uint64: { cpu: 26.81, wgsl: 160.13 }, int8: { cpu: 4.92, wgsl: 39.9 }, int16: { cpu: 10.35, wgsl: 118.59 }, int32: { cpu: 8.32, wgsl: 96.35 }, int64: { cpu: 32.4, wgsl: 338.05 } },
        bitwise_or: { bool: { cpu: 16.34, wgsl: 112.14 }, uint8: { cpu: 9.99, wgsl: 80.44 }, uint16: { cpu: 12.79, wgsl: 70.05 }, uint32: { cpu: 16.37, wgsl: 101.48 }, uint64: { cpu: 21.18, wgsl: 259.72 }, int8: { cpu: 16.21, wgsl: 160.12 }, int16: { cpu: 15.44, wgsl: 123.79 }, int32: { cpu: 13.26, wgsl: 124.95 }, int64: { cpu: 20.37, wgsl: 421.27 } },
        bitwise_xor: { bool: { cpu: 27.18, wgsl: 137.04 }, uint8: { cpu: 12.87, wgsl: 155.24 }, uint16: { cpu: 12.7, wgsl: 66.43 }, uint32: { cpu: 8.2, wgsl: 76.66 }, uint64: { cpu: 15.92, wgsl: 156.52 }, int8: { cpu: 11.5, wgsl: 73.34 }, int16: { cpu: 12.36, wgsl: 77.66 }, int32: { cpu: 5.65, wgsl: 64.14 }, int64: { cpu: 10.91, wgsl: 178.69 } },
        left_shift: { uint8: { cpu: 9.62, wgsl: 75.99 }, uint16: { cpu: 7.71, wgsl: 69.51 }, uint32: { cpu: 13.75, wgsl: 57.43 }, uint64: { cpu: 63.54, wgsl: 99.87 }, int8: { cpu: 9.59, wgsl: 54.23 }, int16: { cpu: 16.69, wgsl: 55.04 }, int32: { cpu: 16.96, wgsl: 50.4 }, int64: { cpu: 54.55, wgsl: 111.68 } },
        right_shift: { uint8: { cpu: 8.94, wgsl: 56.78 }, uint16: { cpu: 12.63, wgsl: 50.73 }, uint32: { cpu: 7.79, wgsl: 55.45 }, uint64: { cpu: 107.38, wgsl: 109.04 }, int8: { cpu: 10.05, wgsl: 57.89 }, int16: { cpu: 30.37, wgsl: 58.33 }, int32: { cpu: 30.18, wgsl: 52.84 }, int64: { cpu: 89.65, wgsl: 118.74 } },
        negative: { uint8: { cpu: 7.05, wgsl: 39.02 }, uint16: { cpu: 11.09, wgsl: 36.18 }, uint32: { cpu: 7.17, wgsl: 42.35 }, uint64: { cpu: 6.92, wgsl: 66.82 }, int8: { cpu: 7.02, wgsl: 39.02 }, int16: { cpu: 6.13, wgsl: 38.64 }, int32: { cpu: 3.06, wgsl: 28.44 }, int64: { cpu: 2.99, wgsl: 68.39 }, float32: { cpu: 6.94, wgsl: 35.34 } },
        absolute: { bool: { cpu: 7.23, wgsl: 39.62 }, uint8: { cpu: 7.05, wgsl: 42.66 }, uint16: { cpu: 5.31, wgsl: 37.23 }, uint32: { cpu: 6.51, wgsl: 35.01 }, uint64: { cpu: 24.72, wgsl: 59.27 }, int8: { cpu: 2.11, wgsl: 32.2 }, int16: { cpu: 14.59, wgsl: 33.36 }, int32: { cpu: 15.6, wgsl: 36.29 }, int64: { cpu: 53.79, wgsl: 58.11 }, float32: { cpu: 2.31, wgsl: 34.04 } },
        invert: { bool: { cpu: 2.91, wgsl: 38.15 }, uint8: { cpu: 6.31, wgsl: 38.84 }, uint16: { cpu: 4.44, wgsl: 32.66 }, uint32: { cpu: 2.12, wgsl: 39.38 }, uint64: { cpu: 111.3, wgsl: 66.16 }, int8: { cpu: 6.04, wgsl: 36.88 }, int16: { cpu: 6.46, wgsl: 37.27 }, int32: { cpu: 3.08, wgsl: 34.58 }, int64: { cpu: 60.67, wgsl: 33.72 } },
        logical_not: { bool: { cpu: 2.07, wgsl: 19.93 }, uint8: { cpu: 2.08, wgsl: 17.89 }, uint16: { cpu: 2.33, wgsl: 18.9 }, uint32: { cpu: 2.43, wgsl: 19.88 }, uint64: { cpu: 9.13, wgsl: 26.51 }, int8: { cpu: 2.23, wgsl: 18.53 }, int16: { cpu: 3.46, wgsl: 21.36 }, int32: { cpu: 2.89, wgsl: 18.92 }, int64: { cpu: 16.17, wgsl: 34.2 }, float32: { cpu: 4, wgsl: 32.15 } },
        square: { uint8: { cpu: 6.96, wgsl: 40 }, uint16: { cpu: 2.97, wgsl: 25.25 }, uint32: { cpu: 3.1, wgsl: 23.91 }, uint64: { cpu: 6.31, wgsl: 113.19 }, int8: { cpu: 4.66, wgsl: 34.85 }, int16: { cpu: 6.9, wgsl: 36.23 }, int32: { cpu: 4.95, wgsl: 35.98 }, int64: { cpu: 2.92, wgsl: 69.04 }, float32: { cpu: 3, wgsl: 41.97 } },
      },
    },
  },
];
