import { finfo, type DType, type Storage } from '@typelattice/dtypes';
import { poolAddress } from './pool';
import { ARG_WIDTH } from './wasm-arg';
import { FOLD_WIDTH } from './wasm-fold';
import { poolKernels } from './wasm-loops';

/**
 * NumPy's `argmax` / `argmin` of pooled float32 / float64 (and, over a contiguous run, the 8/16/32-bit
 * integers) in WebAssembly SIMD (`wasm-arg.ts`),
 * with the JavaScript arg loop's results: the first extreme, a NaN extreme and the first one
 * winning. Each function answers undefined where it does not serve (another dtype, storage outside
 * the pool, a run too short to gain, no WebAssembly SIMD), and the caller runs the arg loop.
 */

const SIZE: Partial<Record<DType, number>> = { float32: 4, float64: 8 };
// the contiguous run's kernels also take the 8/16/32-bit integers
const RUN_SIZE: Partial<Record<DType, number>> = { ...SIZE, int8: 1, uint8: 1, int16: 2, uint16: 2, int32: 4, uint32: 4 };
// below this many elements the JavaScript loop is as quick (a call and two passes cost ~1 us)
const MIN_RUN = 256;

type Extreme = (at: number, bytes: number) => number;
type Find = (at: number, bytes: number, value: number) => number;
type Columns = (at: number, rows: number, stride: number, out: number, bytes: number) => void;

/** The index of the first extreme of the `n` contiguous elements of `x` from element `s`, or undefined. */
export function wasmArgRun(op: 'argmax' | 'argmin', d: DType, x: Storage, s: number, n: number, eigen = false): number | undefined {
  const size = eigen ? SIZE[d] : RUN_SIZE[d];
  if (size === undefined || n < MIN_RUN) return undefined;
  const base = poolAddress(x);
  const extreme = base < 0 ? undefined : poolKernel<Extreme>(`${op}_${d}`);
  if (extreme === undefined) return undefined;
  const at = base + s * size;
  const whole = n - (n % ((16 * ARG_WIDTH) / size)); // whole passes of the extreme's loop
  const bytes = whole * size;
  const v = x as Float64Array;
  if (eigen) return eigenRun(op, d, poolKernels()!.kernels, v, at, s, n, whole, bytes, size);
  let m = extreme(at, bytes);
  // the last elements, folded as SIMD's max / min do (NaN propagates; +0 above -0)
  for (let i = whole; i < n; i++) {
    const e = v[s + i]!;
    m = m !== m || e !== e ? NaN : op === 'argmax' ? Math.max(m, e) : Math.min(m, e);
  }
  const nan = m !== m;
  const from = poolKernel<Find>(nan ? `findnan_${d}` : `find_${d}`)!(at, bytes, nan ? 0 : m) / size;
  for (let i = from; i < n; i++) {
    const e = v[s + i]!;
    if (nan ? e !== e : e === m) return i;
  }
  return undefined; // unreachable: the extreme is one of the elements
}

/**
 * NumPy's `max` / `min` of the `n` contiguous pooled float32 / float64 elements of `x` from
 * element `s`, by the first pass of the arg kernels (SIMD's pseudo-max / min, NaN tracked apart),
 * or undefined where it does not serve (another dtype, storage outside the pool, a short run) or
 * where the value alone does not decide the loop's bits: a NaN (the loop keeps the first one, its
 * payload) and a zero (the loop's `maximum` keeps the later of +0 and -0). Any other extreme is
 * one value with one bit pattern, whichever lane found it.
 */
export function wasmExtremeRun(op: 'max' | 'min', d: DType, x: Storage, s: number, n: number): number | undefined {
  const size = SIZE[d];
  if (size === undefined || n < MIN_RUN) return undefined;
  const base = poolAddress(x);
  const kernel = base < 0 ? undefined : poolKernel<Extreme>(op === 'max' ? `argmax_${d}` : `argmin_${d}`);
  if (kernel === undefined) return undefined;
  const whole = n - (n % ((16 * ARG_WIDTH) / size));
  let m = kernel(base + s * size, whole * size);
  const v = x as Float64Array;
  for (let i = whole; i < n; i++) {
    const e = v[s + i]!;
    m = m !== m || e !== e ? NaN : op === 'max' ? Math.max(m, e) : Math.min(m, e);
  }
  return m !== m || m === 0 ? undefined : m;
}

/**
 * The product of `init` and the `n` contiguous pooled float32 / float64 elements of `x` from
 * element `s`, in order (`wasm-fold.ts`'s `run_prod`), or undefined where it does not serve
 * (another dtype, storage outside the pool, a short run) or where the product is NaN (whose
 * payload the loop decides).
 */
export function wasmProdRun(d: DType, x: Storage, s: number, n: number, init: number): number | undefined {
  const size = SIZE[d];
  if (size === undefined || n < MIN_RUN) return undefined;
  const base = poolAddress(x);
  const kernel = base < 0 ? undefined : poolKernel<(at: number, bytes: number, init: number) => number>(`run_prod_${d}`);
  if (kernel === undefined) return undefined;
  const p = kernel(base + s * size, n * size, init);
  return p === p ? p : undefined;
}

// the pool instance's kernels by export name, looked up once (a reduction over the last axis runs one per row)
const namedKernels = new Map<string, unknown>();
function poolKernel<K>(name: string): K | undefined {
  let kernel = namedKernels.get(name);
  if (kernel === undefined) {
    const pool = poolKernels();
    if (pool === null) return undefined;
    namedKernels.set(name, (kernel = pool.kernels[name]));
  }
  return kernel as K;
}

type EigenExtreme = (at: number, bytes: number, start: number) => number;

// TensorFlow's rule (reduce-edges.ts's eigenArgLoop): from -max (max) of the dtype, the first element strictly
// beyond the running best; NaN never is. Index 0 where none passes the start.
function eigenRun(op: 'argmax' | 'argmin', d: DType, kernels: Readonly<Record<string, unknown>>, v: Float64Array, at: number, s: number, n: number, whole: number, bytes: number, size: number): number {
  const limit = finfo(d).max;
  const start = op === 'argmax' ? -limit : limit;
  let m = (kernels[`eigen_${op}_${d}`] as EigenExtreme)(at, bytes, start);
  for (let i = whole; i < n; i++) {
    const e = v[s + i]!;
    if (op === 'argmax' ? e > m : e < m) m = e;
  }
  if (m === start) return 0;
  const from = (kernels[`find_${d}`] as Find)(at, bytes, m) / size;
  for (let i = from; i < n; i++) if (v[s + i] === m) return i;
  return 0; // unreachable: the extreme is one of the elements
}

/**
 * The first extreme along the leading axis of `outer` blocks of `len` rows of `inner` contiguous
 * elements of `x` (element `s` on): `write(r, k)` takes result element r (block by block, column
 * by column) and its index k. Returns false where it does not serve.
 */
export function wasmArgColumns(
  op: 'argmax' | 'argmin',
  d: DType,
  x: Storage,
  outer: number,
  len: number,
  inner: number,
  write: (r: number, k: number) => void,
): boolean {
  const size = SIZE[d];
  if (size === undefined || inner < 16 / size || len < 2 || inner * size > 16384 * 4) return false;
  const base = poolAddress(x);
  const pool = base < 0 ? null : poolKernels();
  if (pool === null) return false;
  const bytes = Math.ceil((inner * size) / 16) * 16;
  if (bytes > pool.outBytes) return false;
  const kernel = pool.kernels[`cols_${op}_${d}`] as Columns;
  const indices = size === 4 ? new Int32Array(pool.memory.buffer, pool.out, inner) : new BigInt64Array(pool.memory.buffer, pool.out, inner);
  for (let b = 0; b < outer; b++) {
    kernel(base + b * len * inner * size, len, inner * size, pool.out, bytes);
    for (let j = 0; j < inner; j++) write(b * inner + j, Number(indices[j]!));
  }
  return true;
}

type FoldColumns = (at: number, rows: number, stride: number, out: number, bytes: number) => void;
// the column folds take the 32-bit integers too
const FOLD_SIZE: Partial<Record<DType, number>> = { ...SIZE, int32: 4, uint32: 4 };
const SWEEP_FROM = 4096;

/**
 * The column fold `fold_<name>_<d>` of pooled `x` with its element size, pool address and the
 * bytes of one result row rounded up to a whole pass; null where it does not serve (no SIMD
 * dtype, rows narrower than a vector, no rows, `x` not pooled, a result row past the pool's out
 * area). Rows of more than 4 KiB, and max / min, take the row-by-row kernels (`sweep_`), the others the
 * column ones.
 */
function columnFold(name: string, d: DType, x: Storage, len: number, inner: number) {
  const size = FOLD_SIZE[d];
  if (size === undefined || inner < 16 / size || len < 1) return null;
  const base = poolAddress(x);
  const pool = base < 0 ? null : poolKernels();
  if (pool === null) return null;
  const pass = 16 * FOLD_WIDTH;
  const bytes = Math.ceil((inner * size) / pass) * pass;
  if (bytes > pool.outBytes) return null;
  // rows past a 4 KiB page: folded row by row (`sweep_`), which reads them in order (wasm-fold.ts); max / min
  // row by row at every width (their pseudo-max / min pass measured 1.1x NumPy's float32 axis 0 of (1000,1000),
  // the column kernel 1.6x)
  const sweep = inner * size > SWEEP_FROM || name === 'max' || name === 'min';
  return { size, base, pool, bytes, sweep, kernel: pool.kernels[`${sweep ? 'sweep' : 'fold'}_${name}_${d}`] as FoldColumns };
}

/**
 * `sum`, `prod`, `max` or `min` of pooled float32 / float64 / int32 / uint32 along the leading axis of `outer` blocks of
 * `len` rows of `inner` contiguous elements (`wasm-fold.ts`), into `acc` (storage of the same
 * dtype, `outer * inner` elements, block by block), with the values of `reduce.ts`'s row-by-row
 * fold. Returns false where it does not serve.
 */
export function wasmFoldColumns(fold: 'sum' | 'prod' | 'max' | 'min', d: DType, x: Storage, outer: number, len: number, inner: number, acc: Storage): boolean {
  const run = columnFold(fold, d, x, len, inner);
  if (run === null) return false;
  const { size, base, pool, bytes, kernel, sweep } = run;
  const row = new (acc.constructor as Float64ArrayConstructor)(pool.memory.buffer, pool.out, inner);
  // max / min row by row: the pseudo-max (min) first, the exact steps where it met a NaN
  const fast = sweep && (fold === 'max' || fold === 'min') ? (pool.kernels[`sweep_fast${fold}_${d}`] as (...args: number[]) => number) : undefined;
  for (let b = 0; b < outer; b++) {
    if (fast?.(base + b * len * inner * size, len, inner * size, pool.out, bytes) === 0) {
      (acc as Float64Array).set(row, b * inner);
      continue;
    }
    kernel(base + b * len * inner * size, len, inner * size, pool.out, bytes);
    (acc as Float64Array).set(row, b * inner);
  }
  return true;
}

/**
 * `all` / `any` of pooled float32 / float64 / int32 / uint32 along the leading axis of `outer` blocks of `len` rows
 * of `inner` contiguous elements (`wasm-fold.ts`'s `zero` / `nonzero` column folds: whether a
 * column holds a zero, resp. a non-zero, NaN included), into `out` (0/1 bytes, block by block).
 * Returns false where it does not serve.
 */
export function wasmTruthColumns(kind: 'all' | 'any', d: DType, x: Storage, outer: number, len: number, inner: number, out: Uint8Array): boolean {
  const run = columnFold(kind === 'all' ? 'zero' : 'nonzero', d, x, len, inner);
  if (run === null) return false;
  const { size, base, pool, bytes, kernel } = run;
  // each column's mask: its first 32 bits
  const masks = new Int32Array(pool.memory.buffer, pool.out, (inner * size) / 4);
  const step = size / 4;
  for (let b = 0; b < outer; b++) {
    kernel(base + b * len * inner * size, len, inner * size, pool.out, bytes);
    for (let j = 0; j < inner; j++) out[b * inner + j] = (masks[j * step] === 0) === (kind === 'all') ? 1 : 0;
  }
  return true;
}
