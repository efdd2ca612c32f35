import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { checkArray, shapeSize, type NDArray } from '@typelattice/kernels-core';
import { normalizeAxis } from './axes';
import { runCastCpu } from './cast-cpu';
import { allocFor, outputFor } from './output';
import { scanLoop } from './reduce-loops';
import { blocksOf, flipBlocks, positiveZeros, shiftBlocks, withInitialBlocks } from './scan-options';
import { checkDType } from './validate';

/**
 * Options of {@link cumsum} and {@link cumprod}.
 *
 * @example
 * ```ts
 * import type { CumulativeOptions } from '@typelattice/kernels-cpu';
 * const options: CumulativeOptions = { axis: -1, accDType: 'int64' };
 * ```
 */
export interface CumulativeOptions {
  /** The axis to accumulate along (negative counts from the end); `undefined` / `null`: the flattened array. */
  readonly axis?: number | null;
  /** The dtype the running value is computed in (default: the input's); NumPy's `dtype`. */
  readonly accDType?: DType;
  /** The result's dtype (default: `accDType`). */
  readonly outDType?: DType;
  /** A preallocated result of `outDType` and the result's shape; nothing is written on failure. */
  readonly out?: NDArray;
  /** TensorFlow's `exclusive`: each result folds the elements before it (the first is 0 for a sum, 1 for a product). */
  readonly exclusive?: boolean;
  /** TensorFlow's `reverse`: the sums run from the end of the axis. */
  readonly reverse?: boolean;
  /**
   * The Array API's `include_initial`: the result starts each run with the identity (0 for a sum,
   * 1 for a product), one element longer along the axis.
   */
  readonly includeInitial?: boolean;
  /**
   * Where a float running sum starts: `'first'` (default, NumPy: the first element itself, so a
   * leading -0 stays -0) or `'zero'` (TensorFlow, JAX, PyTorch: 0 + x, so no -0 survives).
   * Products always start from their first element.
   */
  readonly start?: 'first' | 'zero';
}

/**
 * NumPy's `cumsum`: running sums along an axis (the flattened array when `axis` is not given),
 * each computed from the previous one in `accDType` as NumPy's `add.accumulate`: one element after
 * another, rounded each step (float16 and bfloat16 in float32, then rounded again), integers
 * wrapping, the first element itself (`-0.0` stays `-0.0`).
 *
 * @example
 * ```ts
 * import { cumsum } from '@typelattice/kernels-cpu';
 * const a = { data: new Int8Array([100, 27, 1, 1, 2, 3]), dtype: 'int8', shape: [2, 3] } as const;
 * cumsum(a, { axis: 1 }).data; // Int8Array [100, 127, -128, 1, 3, 6] (wraps in int8)
 * cumsum(a, { axis: 0, accDType: 'int64' }).data; // BigInt64Array [100n, 27n, 1n, 101n, 29n, 4n]
 * cumsum(a).shape; // [6] (flattened)
 * cumsum(a, { axis: 1, includeInitial: true }).shape; // [2, 4]
 * ```
 * @throws ShapeError for an axis out of range; KernelError for an unknown dtype or an `out` of
 * another dtype or shape; before anything is written.
 */
export function cumsum(a: NDArray, options: CumulativeOptions = {}): NDArray {
  return accumulate('add', a, options);
}

/**
 * NumPy's `cumprod`: running products along an axis, as {@link cumsum} (complex products as
 * NumPy's scalar loop, `(ar*br - ai*bi, ar*bi + ai*br)` rounded per step, no fused multiply-add).
 *
 * @example
 * ```ts
 * import { cumprod } from '@typelattice/kernels-cpu';
 * const a = { data: new Float32Array([1.5, 2, -4]), dtype: 'float32', shape: [3] } as const;
 * cumprod(a).data; // Float32Array [1.5, 3, -12]
 * ```
 */
export function cumprod(a: NDArray, options: CumulativeOptions = {}): NDArray {
  return accumulate('multiply', a, options);
}

function accumulate(op: 'add' | 'multiply', a: NDArray, options: CumulativeOptions): NDArray {
  checkArray(a, 'a');
  const accDType = options.accDType ?? a.dtype;
  checkDType(accDType, 'accDType');
  const outDType = options.outDType ?? accDType;
  checkDType(outDType, 'outDType');
  const flat = options.axis === undefined || options.axis === null;
  const shape = flat ? [shapeSize(a.shape)] : [...a.shape];
  const axis = flat ? 0 : normalizeAxis(options.axis!, shape.length, shape);
  const initial = options.includeInitial === true;
  const resultShape = initial ? shape.map((d, i) => (i === axis ? d + 1 : d)) : shape;
  const target = options.out === undefined ? undefined : outputFor(options.out, outDType, resultShape);
  const n = shapeSize(shape);
  const acc: NDArray = { data: allocFor(dtypeInfo(accDType), shape, n), dtype: accDType, shape };
  const len = shape[axis]!;
  if (n > 0) {
    const inner = shapeSize(shape.slice(axis + 1));
    const scan = scanLoop(op, a.dtype, accDType);
    const input = options.reverse === true ? flipBlocks(a.data as Storage, a.dtype, blocksOf(shape, axis, dtypeInfo(a.dtype).lanes)) : (a.data as Storage);
    for (let s = 0; s < n; s += len * inner) scan(input, acc.data as Storage, s, len, inner);
    if (op === 'add' && options.start === 'zero') positiveZeros(acc.data as Storage, accDType);
    const blocks = blocksOf(shape, axis, dtypeInfo(accDType).lanes);
    if (options.exclusive === true) (acc as { data: Storage }).data = shiftBlocks(acc.data as Storage, accDType, blocks, op === 'add' ? 0 : 1);
    if (options.reverse === true) (acc as { data: Storage }).data = flipBlocks(acc.data as Storage, accDType, blocks);
  }
  const result: NDArray = initial
    ? { data: withInitialBlocks(acc.data as Storage, accDType, blocksOf(shape, axis, dtypeInfo(accDType).lanes), op === 'add' ? 0 : 1), dtype: accDType, shape: resultShape }
    : acc;
  if (target !== undefined) return runCastCpu(result, outDType, target);
  return accDType === outDType ? result : runCastCpu(result, outDType);
}
