import { broadcastShapes, IndexError, ShapeError, type NDArray } from '@typelattice/kernels-core';
import { shapeText } from './axes';
import { contiguousStrides } from './strided-copy';
import { indexValues, isIntegerArray, normalizeIndex, trueFlatPositions, type OutOfRange } from './index-values';

/**
 * One item of an index, as NumPy reads `x[i, a:b:c, None, ..., idx, mask]`: an integer, a slice
 * (`null` bounds and step as Python's `None`), a new axis of length 1, the ellipsis (every axis not
 * named), or an array: integers (advanced indexing) or booleans (a mask over as many axes as it has).
 */
export type IndexItem =
  | { readonly kind: 'int'; readonly index: number }
  | { readonly kind: 'slice'; readonly start: number | null; readonly stop: number | null; readonly step: number | null }
  | { readonly kind: 'newaxis' }
  | { readonly kind: 'ellipsis' }
  | { readonly kind: 'array'; readonly array: NDArray };

/**
 * How a library reads an index beyond NumPy's rules.
 *
 * @example
 * ```ts
 * import type { IndexOptions } from '@typelattice/kernels-cpu';
 * const torch: IndexOptions = { integers: 'basic', uint8: 'mask' };
 * ```
 */
export interface IndexOptions {
  /**
   * An integer or index array out of bounds: NumPy's IndexError (default), JAX's clamp to the
   * nearest end, or (updates only) a NaN offset for JAX's dropped update.
   */
  readonly outOfRange?: OutOfRange;
  /**
   * Integers among index arrays: advanced indices broadcast with the arrays (NumPy, JAX: default),
   * or basic ones applied first (PyTorch, TensorFlow's numpy behaviour). With `'basic'` the
   * advanced indices' axes stay in place unless an axis of the result separates them (a slice, a
   * new axis, an ellipsis that stands for some axes), where NumPy's integers and every ellipsis
   * separate them and move them first.
   */
  readonly integers?: 'advanced' | 'basic';
  /** A uint8 array: integer indices (default), or a mask as a bool array (PyTorch's old rule). */
  readonly uint8?: 'index' | 'mask';
}

/** One axis of a result that walks the source with a fixed stride. */
interface StridedDim {
  readonly length: number;
  readonly stride: number;
}

/**
 * Where every element of an indexing result comes from in the source (element offsets):
 * `offset + Σ i_k * strides[k]` over the result's axes, except that the axes from `at` to
 * `at + table.shape.length` (the advanced indices' broadcast shape) add `table.offsets[j]`
 * instead (j their row-major position).
 */
export interface IndexPlan {
  readonly shape: readonly number[];
  readonly offset: number;
  /** The strides of the axes before and after the advanced block (all of them without one). */
  readonly dims: readonly StridedDim[];
  readonly table?: { readonly at: number; readonly shape: readonly number[]; readonly offsets: Float64Array };
}

const fancyText = (shapes: readonly (readonly number[])[]): string => shapes.map(shapeText).join(' ');

/** Python's `slice(start, stop, step).indices(n)`: the first position, the length and the step. */
export function sliceRange(start: number | null, stop: number | null, step: number | null, n: number): { first: number; length: number; step: number } {
  const s = step ?? 1;
  if (s === 0) throw new ShapeError('slice step cannot be zero; use a positive step, or a negative one to walk backwards.');
  if (![start, stop, s].every((v) => v === null || Number.isInteger(v))) {
    throw new IndexError(`slice bounds and step must be integers or null; got ${String(start)}:${String(stop)}:${String(step)}.`);
  }
  const clampBound = (v: number, lo: number, hi: number): number => (v < 0 ? Math.max(v + n, lo) : Math.min(v, hi));
  let first: number;
  let last: number;
  if (s > 0) {
    first = start === null ? 0 : clampBound(start, 0, n);
    last = stop === null ? n : clampBound(stop, 0, n);
    return { first, length: last > first ? Math.ceil((last - first) / s) : 0, step: s };
  }
  first = start === null ? n - 1 : clampBound(start, -1, n - 1);
  last = stop === null ? -1 : clampBound(stop, -1, n - 1);
  return { first, length: last < first ? Math.ceil((first - last) / -s) : 0, step: s };
}

/** An advanced index: its values (positions in its axis), shape and the source stride it moves by. */
interface Advanced {
  readonly values: Float64Array;
  readonly shape: readonly number[];
  readonly stride: number;
}

/** How many source axes an item uses. */
function axesUsed(item: IndexItem, options: IndexOptions): number {
  if (item.kind === 'int' || item.kind === 'slice') return 1;
  if (item.kind !== 'array') return 0;
  return isMask(item.array, options) ? item.array.shape.length : 1;
}

const isMask = (a: NDArray, options: IndexOptions): boolean => a.dtype === 'bool' || (a.dtype === 'uint8' && options.uint8 === 'mask');

/**
 * NumPy's indexing of an array of `shape` by `items` (its basic and advanced rules): the result's
 * shape and where each element comes from. The advanced indices (integer arrays, masks as their
 * true positions, and integers among them where `integers` is `'advanced'`) broadcast together;
 * their axes replace the indexed ones where those are adjacent, else they come first.
 *
 * @example
 * ```ts
 * import { resolveIndex } from '@typelattice/kernels-cpu';
 * resolveIndex([2, 3, 4], [{ kind: 'int', index: 0 }, { kind: 'slice', start: null, stop: null, step: -1 }]).shape; // [3, 4]
 * ```
 * @throws IndexError for an index out of bounds, too many indices, two ellipses, a mask of the
 * wrong shape, arrays that do not broadcast, a non-integer array; ShapeError for a zero step.
 */
export function resolveIndex(shape: readonly number[], items: readonly IndexItem[], options: IndexOptions = {}): IndexPlan {
  const rank = shape.length;
  const mode = options.outOfRange ?? 'raise';
  const strides = contiguousStrides(shape);
  // a 0-d integer array is an integer (NumPy), not an advanced index
  const isScalarArray = (i: IndexItem): boolean => i.kind === 'array' && i.array.shape.length === 0 && !isMask(i.array, options);
  let used = 0;
  let ellipses = 0;
  for (const item of items) {
    used += axesUsed(item, options);
    if (item.kind === 'ellipsis') ellipses++;
  }
  if (ellipses > 1) throw new IndexError("an index can only have a single ellipsis ('...'); name the other axes with ':'.");
  if (used > rank) {
    throw new IndexError(`too many indices for array: array is ${rank}-dimensional, but ${used} were indexed (shape ${shapeText(shape)}).`);
  }
  const anyArray = items.some((i) => i.kind === 'array' && !isScalarArray(i));
  const intsAdvanced = anyArray && options.integers !== 'basic';
  const dims: StridedDim[] = [];
  const advanced: Advanced[] = [];
  let offset = 0;
  let axis = 0;
  // JAX: an index array into an empty axis reads nothing, which only an empty result allows
  let emptyAxisIndexed = -1;
  // NumPy's placement of the advanced block: -1 none yet, 0 in it, 1 after it, 2 separated
  let status = -1;
  let at = 0;
  const fancy = (): void => {
    if (status === -1) {
      status = 0;
      at = dims.length;
    } else if (status === 1) status = 2;
  };
  const basic = (): void => {
    if (status === 0) status = 1;
  };
  const whole = (n: number): void => {
    for (let k = 0; k < n; k++, axis++) dims.push({ length: shape[axis]!, stride: strides[axis]! });
  };
  const integer = (index: number, fromArray: boolean): void => {
    if (!Number.isInteger(index)) throw new IndexError(`index ${String(index)} is not an integer: pass an integer, a slice, null, the ellipsis, or an integer or bool array.`);
    if (fromArray && shape[axis] === 0 && mode === 'clamp') emptyAxisIndexed = axis;
    const i = normalizeIndex(index, shape[axis]!, axis, mode, fromArray);
    if (intsAdvanced) {
      advanced.push({ values: Float64Array.of(i), shape: [], stride: strides[axis]! });
      fancy();
    } else offset += i * strides[axis]!;
    axis++;
  };
  const indexArray = (a: NDArray): void => {
    const values = indexValues(a);
    const n = shape[axis]!;
    if (n === 0 && mode === 'clamp') emptyAxisIndexed = axis;
    for (let k = 0; k < values.length; k++) values[k] = normalizeIndex(values[k]!, n, axis, mode, true);
    advanced.push({ values, shape: a.shape, stride: strides[axis]! });
    axis++;
  };
  const mask = (a: NDArray): void => {
    const k = a.shape.length;
    for (let j = 0; j < k; j++) {
      // NumPy skips the check for a mask axis of length 0 (it selects nothing whatever the axis); PyTorch does not
      if (a.shape[j] !== shape[axis + j] && (a.shape[j] !== 0 || options.integers === 'basic')) {
        throw new IndexError(
          `boolean index did not match indexed array along axis ${axis + j}; size of axis is ${shape[axis + j]} but size of corresponding boolean axis is ${a.shape[j]} ` +
            `(mask shape ${shapeText(a.shape)} for axes ${axis}..${axis + k - 1} of shape ${shapeText(shape)}).`,
        );
      }
    }
    // the true positions, one index array per masked axis
    const flat = trueFlatPositions(a);
    const maskStrides = contiguousStrides(a.shape);
    for (let j = 0; j < k; j++) {
      const values = new Float64Array(flat.length);
      for (let t = 0; t < flat.length; t++) values[t] = Math.floor(flat[t]! / maskStrides[j]!) % a.shape[j]!;
      advanced.push({ values, shape: [flat.length], stride: strides[axis + j]! });
    }
    axis += k;
  };
  for (const item of items) {
    switch (item.kind) {
      case 'ellipsis':
        whole(rank - used);
        // NumPy: any ellipsis separates advanced indices; PyTorch: only one that stands for axes
        if (options.integers !== 'basic' || rank > used) basic();
        break;
      case 'newaxis':
        dims.push({ length: 1, stride: 0 });
        basic();
        break;
      case 'slice': {
        const r = sliceRange(item.start, item.stop, item.step, shape[axis]!);
        dims.push({ length: r.length, stride: r.step * strides[axis]! });
        if (r.length > 0) offset += r.first * strides[axis]!;
        axis++;
        basic();
        break;
      }
      case 'int':
        integer(item.index, false);
        break;
      case 'array': {
        const a = item.array;
        if (isScalarArray(item)) {
          integer(indexValues(a)[0]!, true);
          break;
        }
        if (!isMask(a, options)) indexArray(a);
        else if (a.shape.length === 0) {
          // a 0-d boolean: a new axis of length 1, indexed by `true` (kept) or `false` (nothing)
          const keep = (a.data as Uint8Array)[0] !== 0;
          advanced.push({ values: new Float64Array(keep ? 1 : 0), shape: [keep ? 1 : 0], stride: 0 });
        } else mask(a);
        fancy();
        break;
      }
    }
  }
  whole(rank - axis);
  let outShape = dims.map((d) => d.length);
  let table: IndexPlan['table'];
  if (advanced.length > 0) {
    let common: number[];
    try {
      common = advanced.slice(1).reduce<number[]>((s, a) => broadcastShapes(s, a.shape), [...advanced[0]!.shape]);
    } catch {
      throw new IndexError(
        `shape mismatch: indexing arrays could not be broadcast together with shapes ${fancyText(advanced.map((a) => a.shape))}; make the index arrays broadcast (reshape one, e.g. to a column).`,
      );
    }
    if (status === 2) at = 0;
    outShape = [...outShape.slice(0, at), ...common, ...outShape.slice(at)];
    table = { at, shape: common, offsets: tableOffsets(advanced, common) };
  }
  if (emptyAxisIndexed >= 0 && outShape.every((d) => d > 0)) {
    throw new IndexError(`index is out of bounds for axis ${emptyAxisIndexed} with size 0: an empty axis has no element to gather.`);
  }
  return table === undefined ? { shape: outShape, offset, dims } : { shape: outShape, offset, dims, table };
}

/** The source offset each position of the advanced indices' broadcast shape adds. */
function tableOffsets(advanced: readonly Advanced[], common: readonly number[]): Float64Array {
  let n = 1;
  for (const d of common) n *= d;
  const out = new Float64Array(n);
  if (n === 0) return out;
  const rank = common.length;
  for (const a of advanced) {
    // the array's strides over the common shape (0 on broadcast axes)
    const own = contiguousStrides(a.shape);
    const st = common.map((d, k) => {
      const j = k - (rank - a.shape.length);
      return j < 0 || a.shape[j] === 1 ? 0 : own[j]!;
    });
    if (rank === 0) {
      out[0]! += a.values[0]! * a.stride;
      continue;
    }
    const idx = new Array<number>(rank).fill(0);
    let src = 0;
    for (let t = 0; t < n; t++) {
      out[t]! += a.values[src]! * a.stride;
      for (let k = rank - 1; k >= 0; k--) {
        if (++idx[k]! < common[k]!) {
          src += st[k]!;
          break;
        }
        src -= st[k]! * (common[k]! - 1);
        idx[k] = 0;
      }
    }
  }
  return out;
}

/**
 * Every element offset of a plan's result, row-major (for a scatter, or a copy through a table).
 * `inner` of the result's last axes are left out (their offsets are the strides'): pass 0 for all.
 */
export function planOffsets(plan: IndexPlan, inner = 0): Float64Array {
  const outerShape = plan.shape.slice(0, plan.shape.length - inner);
  let n = 1;
  for (const d of outerShape) n *= d;
  const out = new Float64Array(n);
  if (n === 0) return out;
  // the outer axes as (length, stride) with the table's block as one axis of its own
  const t = plan.table;
  const axes: { length: number; stride: number; table?: Float64Array }[] = [];
  const dims = plan.dims;
  const tableLen = t === undefined ? 0 : t.shape.length;
  let d = 0;
  for (let k = 0; k < outerShape.length; ) {
    if (t !== undefined && k === t.at) {
      axes.push({ length: t.offsets.length, stride: 0, table: t.offsets });
      k += tableLen;
      continue;
    }
    axes.push(dims[d]!);
    d++;
    k++;
  }
  const rank = axes.length;
  const idx = new Array<number>(rank).fill(0);
  let o = plan.offset + axes.reduce((s, a) => s + (a.table ? a.table[0]! : 0), 0);
  for (let j = 0; j < n; j++) {
    out[j] = o;
    for (let k = rank - 1; k >= 0; k--) {
      const a = axes[k]!;
      if (++idx[k]! < a.length) {
        o += a.table ? a.table[idx[k]!]! - a.table[idx[k]! - 1]! : a.stride;
        break;
      }
      o -= a.table ? a.table[a.length - 1]! - a.table[0]! : a.stride * (a.length - 1);
      idx[k] = 0;
    }
  }
  return out;
}
