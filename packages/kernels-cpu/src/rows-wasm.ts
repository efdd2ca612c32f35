import { dtypeInfo, finfo, type DType, type Storage } from '@typelattice/dtypes';
import { splitKernel } from './parallel';
import { poolAddress, pooledStorage, poolStats, releasePooled } from './pool';
import { ARG_WIDTH } from './wasm-arg';
import { poolKernels } from './wasm-loops';
import { rowKernelName, type RowMode } from './wasm-rows';

/**
 * Reductions over the last axis of pooled operands, every row in one WebAssembly call
 * (`wasm-rows.ts`), the rows split over the worker threads where the operand is large: the values
 * of the contiguous-run kernels of `arg-wasm.ts` run row by row (a call per row cost about 2 us
 * each from JavaScript, most of a 1,000-element row's time).
 */

const SIZE: Partial<Record<DType, number>> = { float32: 4, float64: 8, int8: 1, uint8: 1, int16: 2, uint16: 2, int32: 4, uint32: 4 };
const FLOAT: Partial<Record<DType, boolean>> = { float32: true, float64: true };
const UINT32 = dtypeInfo('uint32');
const HEADER = 32;

/** The shortest rows whose sum (reduce-loops.ts `withWasmSum`) and max / min / prod (arg-wasm.ts's runs) go to WebAssembly. */
export const ROW_SUM_MIN = 128;
export const ROW_FOLD_MIN = 256;

/**
 * The result of `mode` for `rows` consecutive rows of `n` contiguous elements of pooled `x` from
 * element `s` (default 0): per row the index of its first extreme (`'arg'`: NumPy's rule; `'eigen'`:
 * TensorFlow's, float32 / float64), or its extreme value (`'value'`: NaN where it holds a NaN,
 * the extreme as f64 otherwise; the caller decides a float NaN's or zero's bits) or its product
 * from 1 in order (`'prod'`, float32 / float64), as `wasm-rows.ts` documents; `op` is `'argmax'` / `'argmin'` (max / min for
 * `'value'`) or `'prod'`. Undefined, nothing computed, where it does not serve: a dtype without
 * the kernel, `x` outside the pool, no WebAssembly SIMD, no pooled scratch.
 *
 * @example
 * ```ts
 * import { dtypeInfo } from '@typelattice/dtypes';
 * const rows = poolStats().config.minBlockBytes / 8; // the smallest pooled block's worth of float32 rows of 2: [1, 5], [NaN, 2], ...
 * const x = pooledStorage(dtypeInfo('float32'), 2 * rows)!;
 * for (let r = 0; r < rows; r++) x.set(r % 2 ? [NaN, 2] : [1, 5], 2 * r);
 * wasmRows('arg', 'argmax', 'float32', x, rows, 2)?.slice(0, 2); // Int32Array [1, 0] (undefined without SIMD)
 * ```
 */
export function wasmRows(mode: RowMode, op: 'argmax' | 'argmin' | 'prod', d: DType, x: Storage, rows: number, n: number, s = 0): Int32Array | Float64Array | undefined {
  const size = SIZE[d];
  if (size === undefined || ((mode === 'eigen' || mode === 'prod') && FLOAT[d] !== true) || rows < 1 || n < 1) return undefined;
  const base = poolAddress(x);
  const pool = base < 0 ? null : poolKernels();
  if (pool === null) return undefined;
  const out = mode === 'value' || mode === 'prod' ? 8 : 4;
  const scratch = pooledStorage(UINT32, Math.max((HEADER + rows * out) / 4, poolStats().config.minBlockBytes / 4)) as Uint32Array | undefined;
  if (scratch === undefined) return undefined;
  try {
    const h = poolAddress(scratch);
    if (h < 0) return undefined;
    const pass = (16 * ARG_WIDTH) / size; // elements per pass of the extreme's loop
    scratch[0] = n * size;
    scratch[1] = n * size;
    scratch[2] = (n - (n % pass)) * size;
    if (mode === 'eigen') new Float64Array(scratch.buffer, h + 16, 1)[0] = op === 'argmax' ? -finfo(d).max : finfo(d).max;
    // weight: each output byte reads n * size / out bytes
    splitKernel(pool.kernels as WebAssembly.Exports, rowKernelName(mode, op, d), n * size, 0, out, 1, { grain: 1, weight: (n * size) / out })(base + s * size, h, h + HEADER, rows);
    const buffer = scratch.buffer as ArrayBuffer;
    return out === 4 ? new Int32Array(buffer, h + HEADER, rows).slice() : new Float64Array(buffer, h + HEADER, rows).slice();
  } finally {
    releasePooled(scratch);
  }
}
