import { castArray, dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { checkArray, KernelError, ShapeError, type NDArray } from '@typelattice/kernels-core';
import { normalizeAxes, shapeText } from './axes';
import { walkRows } from './broadcast-walk';
import { runCastCpu } from './cast-cpu';
import { binaryLoop, castLoop } from './loops';
import { allocFor, outputFor } from './output';
import { meanOf } from './reduce-mean';
import { reducePlan, type ReducePlan } from './reduce-plan';
import { eigenArgLoop, emptyExtreme, usesEigenArg, type ArgRule, type EmptyReduction } from './reduce-edges';
import { wasmArgColumns, wasmArgRun, wasmFoldColumns } from './arg-wasm';
import { argLoop, FOLD_OP, runLoop, type ArgLoop, type FoldReduction, type RunLoop } from './reduce-loops';
import { ROW_FOLD_MIN, ROW_SUM_MIN, wasmRows } from './rows-wasm';
import { wasmRowSums } from './pairwise-wasm';
import { REPS } from './reps';
import { foldTruth, truthAccumulator, type ComplexTruth, type TruthReduction } from './truth';
import { checkDType } from './validate';

/**
 * The reductions of {@link reduce}, named as NumPy's `sum prod max min mean argmax argmin all any
 * count_nonzero`.
 *
 * @example
 * ```ts
 * import { REDUCE_OPS } from '@typelattice/kernels-cpu';
 * REDUCE_OPS.includes('mean'); // true
 * ```
 */
export const REDUCE_OPS = ['sum', 'prod', 'max', 'min', 'mean', 'argmax', 'argmin', 'all', 'any', 'count_nonzero'] as const;

/**
 * One of {@link REDUCE_OPS}.
 *
 * @example
 * ```ts
 * import type { ReduceOp } from '@typelattice/kernels-cpu';
 * const op: ReduceOp = 'argmax';
 * ```
 */
export type ReduceOp = (typeof REDUCE_OPS)[number];

/**
 * Options of {@link reduce}.
 *
 * @example
 * ```ts
 * import type { ReduceOptions } from '@typelattice/kernels-cpu';
 * const numpySumOfInt8: ReduceOptions = { axes: [0], accDType: 'int64' };
 * ```
 */
export interface ReduceOptions {
  /**
   * The axes to reduce (negative ones count from the end): one, a list (`[]` for none), or
   * `undefined` / `null` for all. `argmax` / `argmin` take one axis, or none for the flattened array.
   */
  readonly axes?: number | readonly number[] | null;
  /** Keep each reduced axis as a length-1 axis (NumPy's `keepdims`). */
  readonly keepdims?: boolean;
  /**
   * The dtype the fold computes in (default: the input's); the input is converted to it as
   * NumPy's cast does (NumPy sums int8 in int64, TensorFlow in int8). `argmax` / `argmin` compare in it.
   */
  readonly accDType?: DType;
  /**
   * The result's dtype (default: `accDType`; `argmax` / `argmin`: `'int64'`, or `'int32'`; `all` /
   * `any`: `'bool'`, or another the truth is cast to; `count_nonzero`: `'int64'`, or another integer).
   */
  readonly outDType?: DType;
  /** A preallocated result of `outDType` and the result's shape; nothing is written on failure. */
  readonly out?: NDArray;
  /**
   * How `argmax` / `argmin` treat NaN in real floats: `'numpy'` (default: the first extreme, a NaN
   * counting as extreme; NumPy, JAX, PyTorch) or `'eigen'` (TensorFlow: from index 0 and the
   * dtype's lowest finite value, moving on a strictly greater element, so NaN never wins).
   */
  readonly argRule?: ArgRule;
  /**
   * What `max` / `min` over an empty axis and an integer `mean` of nothing give: `'raise'`
   * (default: NumPy's ShapeError) or `'identity'` (TensorFlow: -inf / +inf or the integer
   * extremes; the integer mean 0).
   */
  readonly empty?: EmptyReduction;
  /** `all` / `any` of complex numbers: true where either part is non-zero (default, NumPy), or the real part (JAX). */
  readonly complexTruth?: ComplexTruth;
}

const isArg = (op: ReduceOp): op is 'argmax' | 'argmin' => op === 'argmax' || op === 'argmin';
const isTruth = (op: ReduceOp): op is TruthReduction => op === 'all' || op === 'any' || op === 'count_nonzero';
const NUMPY_NAME: Record<ReduceOp, string> = {
  sum: 'add',
  prod: 'multiply',
  max: 'maximum',
  min: 'minimum',
  mean: 'mean',
  argmax: 'argmax',
  argmin: 'argmin',
  all: 'logical_and',
  any: 'logical_or',
  count_nonzero: 'count_nonzero',
};

/**
 * Reduces an array over axes with NumPy's values, bit for bit: `sum` (float runs summed pairwise in
 * NumPy's order), `prod`, `max`, `min` (NaN propagates), `mean` (the sum divided by the count as
 * NumPy divides it), `argmax`, `argmin` (the first extreme; a NaN is extreme). Integers wrap in
 * `accDType`; the result is cast to `outDType`.
 *
 * @example
 * ```ts
 * import { reduce } from '@typelattice/kernels-cpu';
 * const a = { data: new Int8Array([100, 100, -7, 3, 2, 1]), dtype: 'int8', shape: [2, 3] } as const;
 * reduce('sum', a, { axes: 1, accDType: 'int64' }).data; // BigInt64Array [193n, 6n] (NumPy)
 * reduce('sum', a, { axes: 1 }).data; // Int8Array [-63, 6] (wraps in int8, as TensorFlow)
 * reduce('max', a, { axes: 0 }).data; // Int8Array [100, 100, 1]
 * reduce('argmin', a, { axes: 1, outDType: 'int32' }).data; // Int32Array [2, 2]
 * reduce('mean', a, { accDType: 'float64' }).data; // Float64Array [33.166666666666664]
 * reduce('any', a, { axes: 1 }).data; // Uint8Array [1, 1]
 * reduce('count_nonzero', a).data; // BigInt64Array [6n]
 * ```
 * @throws ShapeError for an axis out of range or named twice, and for `max`, `min`, `argmax`,
 * `argmin` over an empty axis; KernelError for an unknown op or dtype, a bool `mean`, or an index
 * dtype other than int32/int64; all before anything is written to `out`.
 */
export function reduce(op: ReduceOp, a: NDArray, options: ReduceOptions = {}): NDArray {
  if (!(REDUCE_OPS as readonly string[]).includes(op)) {
    throw new KernelError(`Unknown reduction ${String(op)}; use one of ${REDUCE_OPS.join(', ')}.`);
  }
  checkArray(a, 'a');
  const accDType = options.accDType ?? a.dtype;
  checkDType(accDType, 'accDType');
  const outDType = options.outDType ?? (isArg(op) || op === 'count_nonzero' ? 'int64' : op === 'all' || op === 'any' ? 'bool' : accDType);
  checkDType(outDType, 'outDType');
  if (isArg(op) && outDType !== 'int32' && outDType !== 'int64') {
    throw new KernelError(`${op} gives indices: pass outDType 'int64' (NumPy's intp) or 'int32'; got ${outDType}.`);
  }
  if (op === 'mean' && REPS[accDType].cls === 'bool') {
    throw new KernelError(`mean cannot divide in bool; pass accDType 'float64' (NumPy's mean of bools) or an integer dtype.`);
  }
  const axes = normalizeAxes(options.axes, a.shape);
  if (isArg(op) && options.axes !== undefined && options.axes !== null && axes.length !== 1) {
    throw new ShapeError(`${op} reduces one axis, or the flattened array (axes undefined); got axes [${String(options.axes)}] for shape ${shapeText(a.shape)}.`);
  }
  const plan = reducePlan(a.shape, axes);
  if (isTruth(op)) {
    const shape = options.keepdims === true ? plan.keptShape : plan.outShape;
    const target = options.out === undefined ? undefined : outputFor(options.out, outDType, shape);
    const acc = truthAccumulator(op, plan.outSize);
    foldTruth(op, a, plan, acc, options.complexTruth);
    const r: NDArray = { data: acc, dtype: op === 'count_nonzero' ? 'float64' : 'bool', shape };
    return target === undefined && r.dtype === outDType ? r : runCastCpu(r, outDType, target);
  }
  const identity = options.empty === 'identity' && plan.count === 0;
  if (identity && (op === 'max' || op === 'min')) {
    const shape = options.keepdims === true ? plan.keptShape : plan.outShape;
    return emptyExtreme(op, accDType, outDType, shape, options.out === undefined ? undefined : outputFor(options.out, outDType, shape));
  }
  if (plan.count === 0 && (op !== 'sum' && op !== 'prod' && op !== 'mean')) {
    throw new ShapeError(
      `zero-size array to reduction operation ${NUMPY_NAME[op]} which has no identity: shape ${shapeText(a.shape)} ` +
        `has length 0 along reduced axes [${axes.join(', ')}]. Reduce over non-empty axes, or use sum or prod, whose identity is defined.`,
    );
  }
  if (op === 'mean' && plan.count === 0 && !identity && REPS[accDType].cls !== 'float' && REPS[accDType].cls !== 'complex') {
    throw new ShapeError(`mean over an empty axis of shape ${shapeText(a.shape)} divides by zero in ${accDType}; pass a float accDType (NumPy gives NaN).`);
  }
  const shape = options.keepdims === true ? plan.keptShape : plan.outShape;
  const target = options.out === undefined ? undefined : outputFor(options.out, outDType, shape);
  if (isArg(op)) {
    const out = target ?? outputFor(undefined, outDType, shape);
    if (!usesEigenArg(options.argRule, accDType)) {
      // compared in the input's own dtype: the SIMD kernels of arg-wasm.ts where they serve
      return argReduce(argLoop(op, a.dtype, accDType), a, outDType, plan, axes, out, a.dtype === accDType ? op : undefined);
    }
    // float32 / float64 read where they are: the SIMD kernels of arg-wasm.ts where they serve
    if (a.dtype === accDType && (accDType === 'float32' || accDType === 'float64')) {
      return argReduce(eigenArgLoop(op, accDType), a, outDType, plan, axes, out, op, true);
    }
    // the Eigen loop compares in float64, which holds every float dtype exactly: one copy, read as numbers
    const held = a.dtype === accDType ? a : runCastCpu(a, accDType);
    return argReduce(eigenArgLoop(op, accDType), accDType === 'float64' ? held : runCastCpu(held, 'float64'), outDType, plan, axes, out);
  }
  if (identity && op === 'mean' && REPS[accDType].cls !== 'float' && REPS[accDType].cls !== 'complex') {
    // TensorFlow's integer mean of nothing: 0
    const zeros: NDArray = { data: new (dtypeInfo(outDType).storage)(plan.outSize * dtypeInfo(outDType).lanes) as Storage, dtype: outDType, shape };
    return target === undefined ? zeros : runCastCpu(zeros, outDType, target);
  }
  const acc: NDArray = { data: allocFor(dtypeInfo(accDType), shape, plan.outSize), dtype: accDType, shape };
  const fold: FoldReduction = op === 'mean' ? 'sum' : op;
  if (fold === 'sum' || fold === 'prod') fillWith(acc, fold === 'sum' ? 0 : 1);
  if (plan.outSize > 0 && plan.count > 0) foldInto(fold, a, acc, plan);
  const result = op === 'mean' ? meanOf(acc, plan.count, shape.length === 0 ? outDType : accDType) : acc;
  if (target !== undefined) return runCastCpu(result, outDType, target);
  return result.dtype === outDType ? result : runCastCpu(result, outDType);
}

/** Fills every element of `x` with the identity 0 or 1, as NumPy initialises `add` and `multiply` reductions. */
function fillWith(x: NDArray, value: 0 | 1): void {
  const one = castArray(new Float64Array([value]), 'float64', x.dtype) as Storage;
  if (one.length === 1) (x.data as Float64Array).fill(one[0] as number);
  else for (let i = 0; i < x.data.length; i += 2) (x.data as Float64Array).set(one as Float64Array, i);
}

const part = (d: Storage, start: number, n: number, lanes: number): Storage => d.subarray(start * lanes, (start + n) * lanes) as Storage;

/** Folds `a` into `acc` along the plan's walk (see reduce-plan.ts). */
function foldInto(op: FoldReduction, a: NDArray, acc: NDArray, plan: ReducePlan): void {
  const { groups, reduced, outStrides } = plan;
  const inner = groups[groups.length - 1]!;
  const x = a.data as Storage;
  const o = acc.data as Storage;
  // A reduction without identity starts each result from its first element.
  const visited = op === 'max' || op === 'min' ? new Uint8Array(plan.outSize) : undefined;
  if (reduced[reduced.length - 1]) {
    const run = runLoop(op, a.dtype, acc.dtype);
    if (groups.length === 1) return run(x, 0, inner, o, 0, visited !== undefined);
    if (groups.length === 2 && a.dtype === acc.dtype && foldRows(op, a.dtype, x, groups[0]!, inner, o, run)) return;
    walkRows(groups, [outStrides], (offsets, xo) => {
      const ao = offsets[0]!;
      const first = visited !== undefined && visited[ao] === 0;
      if (visited) visited[ao] = 1;
      run(x, xo, inner, o, ao, first);
    });
    return;
  }
  // The innermost axis is kept: NumPy's elementwise loop folds each row into a row of results;
  // blocks of pooled float32 / float64 rows (the reduced axis after kept ones only) in SIMD
  // column by column, with the same values.
  const g = groups.length;
  if (
    a.dtype === acc.dtype && reduced[g - 2] === true && (g === 2 || (g === 3 && !reduced[0])) &&
    wasmFoldColumns(op, a.dtype, x, plan.outSize / inner, groups[g - 2]!, inner, o)
  ) {
    return;
  }
  const row = binaryLoop(FOLD_OP[op], acc.dtype, acc.dtype, a.dtype, acc.dtype, 'contiguous');
  const copy = visited && castLoop(a.dtype, acc.dtype);
  const [xl, ol] = [dtypeInfo(a.dtype).lanes, dtypeInfo(acc.dtype).lanes];
  walkRows(groups, [outStrides], (offsets, xo) => {
    const ao = offsets[0]!;
    if (copy && visited![ao] === 0) {
      visited![ao] = 1;
      copy(part(x, xo, inner, xl), part(o, ao, inner, ol), inner);
    } else row(o, x, o, ao, xo, ao, inner, 1, 1);
  });
}

// the integers whose rows' max / min rows-wasm.ts reduces
const INT_ROWS: ReadonlySet<DType> = new Set(['int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32']);

/**
 * `sum`, `max`, `min`, `prod` of every float32 / float64 row of a matrix (the last axis reduced), and
 * `max`, `min` of the 8/16/32-bit integers' rows, in one call
 * (pairwise-wasm.ts's row sums, rows-wasm.ts) into `o`, each row a result's first: the rows whose
 * extreme is a NaN or a zero, whose product is a NaN, or whose sum of fewer than 1,024 elements is
 * a NaN run the loop, which decides their bits (as the run loops of reduce-loops.ts do row by
 * row). False where it does not serve, or for rows shorter than the run loops sum (128) or fold
 * (256) in WebAssembly.
 */
function foldRows(op: FoldReduction, d: DType, x: Storage, rows: number, n: number, o: Storage, run: RunLoop): boolean {
  // rows as long as the run loops take to WebAssembly: shorter rows are the loop's, row by row, as they were
  // (the loop's NaN bits of a sum or product may change as V8 compiles it further: the same calls keep them)
  // (the 8/16/32-bit integers' max / min, exact, at any length)
  const float = d === 'float32' || d === 'float64';
  if (float ? n < (op === 'sum' ? ROW_SUM_MIN : ROW_FOLD_MIN) : !INT_ROWS.has(d) || (op !== 'max' && op !== 'min')) return false;
  const acc = o as Float64Array;
  if (op === 'sum') {
    if (!wasmRowSums(x, rows, n, d as 'float32' | 'float64', o as Float32Array | Float64Array)) return false;
    if (n < 1024) {
      for (let r = 0; r < rows; r++) {
        if (acc[r] !== acc[r]) {
          acc[r] = 0;
          run(x, r * n, n, o, r, false);
        }
      }
    }
    return true;
  }
  if (op !== 'max' && op !== 'min' && op !== 'prod') return false;
  const v = wasmRows(op === 'prod' ? 'prod' : 'value', op === 'max' ? 'argmax' : op === 'min' ? 'argmin' : 'prod', d, x, rows, n);
  if (v === undefined) return false;
  for (let r = 0; r < rows; r++) {
    const m = v[r]!;
    if (float && (m !== m || (op !== 'prod' && m === 0))) run(x, r * n, n, o, r, op !== 'prod');
    else acc[r] = m;
  }
  return true;
}

/** argmax / argmin over one axis (or the flattened array): each fiber's first extreme. */
function argReduce(
  loop: ArgLoop,
  a: NDArray,
  outDType: DType,
  plan: ReducePlan,
  axes: readonly number[],
  out: NDArray,
  simd?: 'argmax' | 'argmin',
  eigen = false,
): NDArray {
  if (plan.outSize === 0) return out;
  const x = a.data as Storage;
  const wide = outDType === 'int64';
  const o = out.data as Int32Array | BigInt64Array;
  const write = wide ? (r: number, k: number) => void ((o as BigInt64Array)[r] = BigInt(k)) : (r: number, k: number) => void ((o as Int32Array)[r] = k);
  // a contiguous run: SIMD where arg-wasm.ts serves, else the arg loop
  const run = (s: number, n: number) => (simd && wasmArgRun(simd, a.dtype, x, s, n, eigen)) ?? loop(x, s, n, 1);
  if (axes.length !== 1) {
    write(0, run(0, plan.count));
    return out;
  }
  const axis = axes[0]!;
  const len = a.shape[axis]!;
  const inner = a.shape.slice(axis + 1).reduce((p, d) => p * d, 1);
  if (inner === 1) {
    // every row in one call where rows-wasm.ts serves, else row by row
    const rows = simd && wasmRows(eigen ? 'eigen' : 'arg', simd, a.dtype, x, plan.outSize, len);
    if (rows) for (let r = 0; r < plan.outSize; r++) write(r, rows[r]!);
    else for (let r = 0; r < plan.outSize; r++) write(r, run(r * len, len));
    return out;
  }
  if (simd && !eigen && wasmArgColumns(simd, a.dtype, x, plan.outSize / inner, len, inner, write)) return out;
  for (let r = 0; r < plan.outSize; r++) {
    const outer = Math.floor(r / inner);
    write(r, loop(x, outer * len * inner + (r - outer * inner), len, inner));
  }
  return out;
}
