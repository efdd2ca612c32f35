import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { broadcastShapes, checkArray, ShapeError, shapeSize, type BinaryOp, type NDArray } from '@typelattice/kernels-core';
import { shapeText } from './axes';
import { binary, cast } from './binary';
import { broadcastTo } from './broadcast-to';
import { planOffsets, resolveIndex, type IndexItem, type IndexOptions } from './index-plan';
import { copyRows } from './indexing';
import { allocFor, type Allocate } from './output';
import { wordsOf } from './strided-copy';

/** A functional update, as JAX's `x.at[index].set / add / multiply / min / max (v)`. */
export type UpdateOp = 'set' | 'add' | 'multiply' | 'min' | 'max';

const KERNEL: Readonly<Record<Exclude<UpdateOp, 'set'>, BinaryOp>> = { add: 'add', multiply: 'multiply', min: 'minimum', max: 'maximum' };

/** Options of {@link scatterUpdate}. @example `const o: ScatterOptions = { computeDType: 'float64', outOfRange: 'drop' };` */
export interface ScatterOptions extends Omit<IndexOptions, 'outOfRange'> {
  /**
   * An index out of bounds: NumPy's, TensorFlow's and PyTorch's IndexError (default), or JAX's
   * update that is dropped.
   */
  readonly outOfRange?: 'raise' | 'drop';
  /**
   * The dtype `x[i] op v` is computed in before it is stored back in `x`'s dtype: NumPy's ufunc
   * `at` computes in the promoted dtype (`int8 -1 + 0.6` is `int8(-0.4)`, 0); without it `v` is
   * first converted to `x`'s dtype and the op runs there (JAX: `-1 + int8(0.6)`, -1).
   */
  readonly computeDType?: DType;
  /** The caller's allocator for the result (`KernelArgs.allocate`). */
  readonly allocate?: Allocate;
}

/**
 * `x` with the elements `x[index]` updated by `v` (broadcast to their shape), as a new array: `set`
 * stores `v` (converted as `astype` does; the last of repeated indices wins); `add`, `multiply`,
 * `min` and `max` combine each element with its value of `v`, every occurrence of a repeated index
 * in turn (JAX's `.at[].add`, NumPy's `np.add.at`), with each dtype's arithmetic (integers wrap,
 * halves round every step, NaN propagates through min and max).
 *
 * @example
 * ```ts
 * import { scatterUpdate } from '@typelattice/kernels-cpu';
 * const x = { data: new Float32Array(3), dtype: 'float32', shape: [3] } as const;
 * const i = { kind: 'array', array: { data: new Int32Array([0, 0, 2]), dtype: 'int32', shape: [3] } } as const;
 * const v = { data: new Float32Array([1, 2, 3]), dtype: 'float32', shape: [3] } as const;
 * scatterUpdate(x, [i], v, 'add').data; // Float32Array [3, 0, 3]
 * scatterUpdate(x, [i], v, 'set').data; // Float32Array [2, 0, 3]
 * ```
 * @throws IndexError for a bad index (as {@link getitem}); ShapeError when `v` does not broadcast
 * to the indexed elements' shape.
 */
export function scatterUpdate(x: NDArray, items: readonly IndexItem[], v: NDArray, op: UpdateOp, options: ScatterOptions = {}): NDArray {
  checkArray(x, 'x');
  checkArray(v, 'v');
  const drop = options.outOfRange === 'drop';
  const plan = resolveIndex(x.shape, items, { ...options, outOfRange: drop ? 'drop' : 'raise' });
  let vb: NDArray;
  try {
    broadcastShapes(v.shape, plan.shape);
    vb = broadcastTo(v, plan.shape);
  } catch {
    throw new ShapeError(
      `shape mismatch: value array of shape ${shapeText(v.shape)} could not be broadcast to indexing result of shape ${shapeText(plan.shape)}; reshape the values to it.`,
    );
  }
  const offsets = planOffsets(plan);
  const info = dtypeInfo(x.dtype);
  const data = allocFor(info, x.shape, shapeSize(x.shape), options.allocate);
  (data as Uint8Array).set(x.data as Uint8Array);
  const result: NDArray = { data, dtype: x.dtype, shape: [...x.shape] };
  if (offsets.length === 0) return result;
  const { words: to, per } = wordsOf(data, x.dtype);
  if (op === 'set') {
    const values = vb.dtype === x.dtype ? vb : cast(vb, x.dtype);
    const { words: from } = wordsOf(values.data as Storage, x.dtype);
    for (let k = 0; k < offsets.length; k++) {
      const o = offsets[k]!;
      if (o !== o) continue; // a dropped index
      for (let w = 0; w < per; w++) to[o * per + w] = from[k * per + w]!;
    }
    return result;
  }
  const compute = options.computeDType ?? x.dtype;
  const values = options.computeDType === undefined && vb.dtype !== x.dtype ? cast(vb, x.dtype) : vb;
  // each round takes at most one occurrence of every element: the k-th occurrences in round k
  const seen = new Uint32Array(shapeSize(x.shape));
  const rounds: number[][] = [];
  for (let k = 0; k < offsets.length; k++) {
    const o = offsets[k]!;
    if (o !== o) continue;
    (rounds[seen[o]!++] ??= []).push(k);
  }
  for (const ks of rounds) {
    const at = Float64Array.from(ks, (k) => offsets[k]!);
    const current = copyRows(result, at, [ks.length], []);
    const operand = copyRows(values, Float64Array.from(ks), [ks.length], []);
    const updated = binary(KERNEL[op], current, operand, { computeDType: compute, outDType: x.dtype });
    const { words: from } = wordsOf(updated.data as Storage, x.dtype);
    for (let j = 0; j < ks.length; j++) for (let w = 0; w < per; w++) to[at[j]! * per + w] = from[j * per + w]!;
  }
  return result;
}
