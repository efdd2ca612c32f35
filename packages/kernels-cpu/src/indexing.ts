import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { broadcastShapes, checkArray, IndexError, ShapeError, shapeSize, type NDArray } from '@typelattice/kernels-core';
import { normalizeAxis, shapeText } from './axes';
import { indexValues, isIntegerArray, normalizeIndex } from './index-values';
import { isPooled, wasmTake, wasmTakeAlong, type IndexStorage } from './indexing-wasm';
import { planOffsets, resolveIndex, type IndexItem, type IndexOptions, type IndexPlan } from './index-plan';
import { allocFor, type Allocate } from './output';
import { pooledSubarray, releasePooled } from './pool';
import { contiguousStrides, gather as stridedGather, wordsOf } from './strided-copy';

/**
 * NumPy's `x[index]`: basic indexing (integers, slices with any step, new axes, the ellipsis) and
 * advanced indexing (integer arrays broadcast together, boolean masks), with NumPy's result shape
 * (the advanced indices' axes replace the indexed ones where adjacent, else come first). A result
 * that is one contiguous run of `a` (basic indexing only: `x[1]`, `x[2:5]`, `x[:, None]`) is a view
 * sharing `a`'s memory, which carries its pool block; any other result is a copy (NumPy would give
 * a strided view: tensors here are immutable, so a copy shows the same values).
 *
 * @example
 * ```ts
 * import { getitem } from '@typelattice/kernels-cpu';
 * const x = { data: new Int32Array([0, 1, 2, 3, 4, 5]), dtype: 'int32', shape: [2, 3] } as const;
 * getitem(x, [{ kind: 'int', index: -1 }]).data; // Int32Array [3, 4, 5] (a view)
 * getitem(x, [{ kind: 'ellipsis' }, { kind: 'slice', start: null, stop: null, step: -1 }]).data; // Int32Array [2, 1, 0, 5, 4, 3]
 * getitem(x, [{ kind: 'array', array: { data: new Int32Array([1, 0]), dtype: 'int32', shape: [2] } }, { kind: 'int', index: 2 }]).data; // Int32Array [5, 2]
 * ```
 * `options.allocate`: the caller's allocator for a copied result (`KernelArgs.allocate`).
 *
 * @throws IndexError (see {@link resolveIndex}).
 */
export function getitem(a: NDArray, items: readonly IndexItem[], options: IndexOptions & { readonly allocate?: Allocate } = {}): NDArray {
  checkArray(a, 'a');
  return materialize(a, resolveIndex(a.shape, items, options), options.allocate);
}

/** Whether a plan without advanced indices reads one contiguous run of its source, in order. */
function isContiguous(plan: IndexPlan): boolean {
  let expected = 1;
  for (let k = plan.dims.length - 1; k >= 0; k--) {
    const d = plan.dims[k]!;
    if (d.length !== 1 && d.stride !== expected) return false;
    expected *= d.length;
  }
  return true;
}

/** The result of an index plan over `a`: a view where it is a contiguous run, else a copy. */
export function materialize(a: NDArray, plan: IndexPlan, allocate?: Allocate): NDArray {
  const n = shapeSize(plan.shape);
  const info = dtypeInfo(a.dtype);
  if (n === 0) return { data: allocFor(info, plan.shape, 0), dtype: a.dtype, shape: [...plan.shape] };
  if (plan.table === undefined) {
    if (isContiguous(plan)) {
      // a view of pooled storage carries its block, at any depth and size
      const data = pooledSubarray(a.data as Storage, plan.offset * info.lanes, (plan.offset + n) * info.lanes);
      return { data, dtype: a.dtype, shape: [...plan.shape] };
    }
    return stridedGather(a, plan.shape, plan.dims.map((d) => d.stride), plan.offset, allocate);
  }
  const innerDims = plan.dims.slice(plan.table.at);
  return copyRows(a, planOffsets(plan, innerDims.length), plan.shape, innerDims, allocate);
}

/**
 * A new array of `shape` made of blocks of `a`: block `k` starts at element offset `rows[k]` and
 * walks `inner` (the result's last axes, with their source strides). The copy loop of advanced
 * indexing, bit for bit.
 */
export function copyRows(a: NDArray, rows: Float64Array, shape: readonly number[], inner: readonly { length: number; stride: number }[], allocate?: Allocate): NDArray {
  const info = dtypeInfo(a.dtype);
  const n = shapeSize(shape);
  const data = allocFor(info, shape, n, allocate);
  const result: NDArray = { data, dtype: a.dtype, shape: [...shape] };
  if (n === 0) return result;
  const { words: from, per } = wordsOf(a.data as Storage, a.dtype);
  const { words: to } = wordsOf(data, a.dtype);
  const innerN = inner.reduce((p, d) => p * d.length, 1);
  if (innerN === 1) {
    if (per === 1) for (let k = 0; k < rows.length; k++) to[k] = from[rows[k]!]!;
    else for (let k = 0; k < rows.length; k++) for (let w = 0, s = rows[k]! * per, o = k * per; w < per; w++) to[o + w] = from[s + w]!;
    return result;
  }
  const innerShape = inner.map((d) => d.length);
  const want = contiguousStrides(innerShape);
  if (inner.every((d, k) => d.length === 1 || d.stride === want[k])) {
    const run = innerN * per;
    for (let k = 0; k < rows.length; k++) to.set(from.subarray(rows[k]! * per, rows[k]! * per + run), k * run);
    return result;
  }
  const innerOffsets = stridedOffsets(inner);
  for (let k = 0, o = 0; k < rows.length; k++) {
    const base = rows[k]!;
    if (per === 1) for (let i = 0; i < innerN; i++) to[o++] = from[base + innerOffsets[i]!]!;
    else for (let i = 0; i < innerN; i++) for (let w = 0, s = (base + innerOffsets[i]!) * per; w < per; w++) to[o++] = from[s + w]!;
  }
  return result;
}

/** The element offsets of every position of strided axes, row-major. */
function stridedOffsets(dims: readonly { length: number; stride: number }[]): Float64Array {
  const n = dims.reduce((p, d) => p * d.length, 1);
  const out = new Float64Array(n);
  const idx = new Array<number>(dims.length).fill(0);
  for (let j = 0, o = 0; j < n; j++) {
    out[j] = o;
    for (let k = dims.length - 1; k >= 0; k--) {
      if (++idx[k]! < dims[k]!.length) {
        o += dims[k]!.stride;
        break;
      }
      o -= dims[k]!.stride * (dims[k]!.length - 1);
      idx[k] = 0;
    }
  }
  return out;
}

/**
 * What a gather does with an index out of bounds: NumPy's and TensorFlow's IndexError, JAX's
 * clamp to the nearest end (its getitem), JAX's fill (`jnp.take`'s default: NaN for floats and
 * complex, the most negative value of a signed integer, the largest of an unsigned one, true for
 * bool), or NumPy's `mode='wrap'` (modulo the axis's length).
 */
export type GatherMode = 'raise' | 'clamp' | 'fill' | 'wrap';

/** Options of {@link take} and {@link takeAlongAxis}. @example `const o: TakeOptions = { axis: 0, mode: 'fill' };` */
export interface TakeOptions {
  /** The axis indexed; {@link take} without one indexes the flattened array. */
  readonly axis?: number;
  /** What an out-of-bounds index does (default `'raise'`). */
  readonly mode?: GatherMode;
  /** The caller's allocator for the result (`KernelArgs.allocate`). */
  readonly allocate?: Allocate;
}

/** JAX's fill element of a dtype, as the words {@link wordsOf} copies. */
function fillWords(dtype: DType): Uint8Array | Uint16Array | Uint32Array {
  const info = dtypeInfo(dtype);
  const one = new info.storage(info.lanes) as Storage;
  if (info.kind === 'f' || info.kind === 'c') {
    if (info.family === 'float16bits') (one as Uint16Array)[0] = dtype === 'bfloat16' ? 0x7fc0 : 0x7e00;
    else (one as Float64Array).fill(NaN);
  } else if (dtype === 'bool') (one as Uint8Array)[0] = 1;
  else if (info.family === 'bigint') (one as BigInt64Array)[0] = info.kind === 'u' ? 0xffffffffffffffffn : -0x8000000000000000n;
  else (one as Int32Array)[0] = info.kind === 'u' ? 2 ** (info.itemSize * 8) - 1 : -(2 ** (info.itemSize * 8 - 1));
  return wordsOf(one, dtype).words;
}

/** An index's position for a gather mode: -1 for a fill. */
function gatherPosition(i: number, n: number, axis: number, mode: GatherMode): number {
  if (i >= -n && i < n) return i < 0 ? i + n : i;
  if (mode === 'fill') return -1;
  if (mode === 'wrap' && n > 0) return ((i % n) + n) % n;
  return normalizeIndex(i, n, axis, mode === 'clamp' ? 'clamp' : 'raise');
}

/**
 * NumPy's `take`: the elements at `indices` along `axis` (of the flattened array without one);
 * the result's shape is `a.shape[:axis] + indices.shape + a.shape[axis + 1:]`.
 *
 * @example
 * ```ts
 * import { take } from '@typelattice/kernels-cpu';
 * const x = { data: new Float32Array([1, 2, 3, 4]), dtype: 'float32', shape: [2, 2] } as const;
 * const i = { data: new Int32Array([3, -4]), dtype: 'int32', shape: [2] } as const;
 * take(x, i).data; // Float32Array [4, 1]
 * take(x, { ...i, data: new Int32Array([1, 9]) }, { axis: 1, mode: 'fill' }).data; // Float32Array [2, NaN, 4, NaN]
 * ```
 * @throws IndexError for an index out of bounds (mode `'raise'`) or a non-integer index array;
 * ShapeError for an axis out of range.
 */
export function take(a: NDArray, indices: NDArray, options: TakeOptions = {}): NDArray {
  checkArray(a, 'a');
  checkArray(indices, 'indices');
  const mode = options.mode ?? 'raise';
  const shape = options.axis === undefined ? [shapeSize(a.shape)] : a.shape;
  const axis = options.axis === undefined ? 0 : normalizeAxis(options.axis, shape.length, shape);
  if (!isIntegerArray(indices)) indexValues(indices, 'take: indices'); // throws the IndexError
  const n = shape[axis]!;
  const outer = shapeSize(shape.slice(0, axis));
  const inner = shapeSize(shape.slice(axis + 1));
  const outShape = [...shape.slice(0, axis), ...indices.shape, ...shape.slice(axis + 1)];
  const info = dtypeInfo(a.dtype);
  const data = allocFor(info, outShape, shapeSize(outShape), options.allocate);
  const result: NDArray = { data, dtype: a.dtype, shape: outShape };
  if (shapeSize(outShape) === 0) return result;
  // pooled storage and int32 or int64 indices: WebAssembly's loop by element width (or row copies);
  // it stops at an index out of range, and the loops below apply the mode from the start
  if (isWasmIndex(indices) && wasmTake(a.data as Storage, indices.data, data, outer, indices.data.length, n, inner * info.itemSize) === true) return result;
  // the indices as they are stored (64-bit ones read through their words)
  const idx: ArrayLike<number> = indices.dtype === 'int64' || indices.dtype === 'uint64' ? indexValues(indices) : (indices.data as ArrayLike<number>);
  const m = idx.length;
  const { words: from, per } = wordsOf(a.data as Storage, a.dtype);
  const { words: to } = wordsOf(data, a.dtype);
  if (inner === 1 && per === 1 && mode !== 'fill') {
    // one element per index, read and checked in the copy loop: no array of positions
    for (let o = 0, k = 0; o < outer; o++) {
      const base = o * n;
      for (let j = 0; j < m; j++) {
        let i = idx[j]!;
        if (i < 0) i += n;
        if (!(i >= 0 && i < n)) i = gatherPosition(idx[j]!, n, axis, mode);
        to[k++] = from[base + i]!;
      }
    }
    return result;
  }
  const positions = new Float64Array(m);
  for (let j = 0; j < m; j++) positions[j] = gatherPosition(idx[j]!, n, axis, mode);
  const fill = mode === 'fill' ? fillWords(a.dtype) : undefined;
  const run = inner * per;
  for (let o = 0, k = 0; o < outer; o++) {
    for (let j = 0; j < m; j++, k += run) {
      const p = positions[j]!;
      if (p < 0) for (let w = 0; w < run; w++) to[k + w] = fill![w % per]!;
      else if (run === 1) to[k] = from[o * n + p]!;
      else to.set(from.subarray((o * n + p) * run, (o * n + p + 1) * run), k);
    }
  }
  return result;
}

/**
 * NumPy's `take_along_axis`: `indices` (of the array's rank) pick along `axis`, the other axes
 * broadcast against the array's; the result has the broadcast shape with `indices`' length on `axis`.
 *
 * @example
 * ```ts
 * import { takeAlongAxis } from '@typelattice/kernels-cpu';
 * const x = { data: new Int32Array([10, 30, 20, 5, 4, 6]), dtype: 'int32', shape: [2, 3] } as const;
 * const i = { data: new Int32Array([0, 2, 1, 0]), dtype: 'int32', shape: [2, 2] } as const;
 * takeAlongAxis(x, i, { axis: 1 }).data; // Int32Array [10, 20, 4, 5]
 * ```
 * @throws IndexError for ranks that differ, an index out of bounds (mode `'raise'`); ShapeError
 * for shapes that do not broadcast or an axis out of range.
 */
export function takeAlongAxis(a: NDArray, indices: NDArray, options: TakeOptions = {}): NDArray {
  checkArray(a, 'a');
  checkArray(indices, 'indices');
  const rank = a.shape.length;
  const axis = normalizeAxis(options.axis ?? -1, rank, a.shape);
  if (indices.shape.length !== rank) {
    throw new IndexError(
      `take_along_axis: indices of shape ${shapeText(indices.shape)} and the array of shape ${shapeText(a.shape)} must have the same number of dimensions (${rank}); expandDims the indices.`,
    );
  }
  const others = a.shape.map((d, k) => (k === axis ? 1 : d));
  let outShape: number[];
  try {
    outShape = broadcastShapes(others, indices.shape.map((d, k) => (k === axis ? 1 : d))).map((d, k) => (k === axis ? indices.shape[axis]! : d));
  } catch {
    throw new ShapeError(
      `take_along_axis: indices of shape ${shapeText(indices.shape)} do not broadcast against the array of shape ${shapeText(a.shape)} outside axis ${axis}.`,
    );
  }
  const mode = options.mode ?? 'raise';
  const fast = alongBlocks(a, indices, axis, outShape, options.allocate);
  if (fast !== undefined) return fast;
  const values = indexValues(indices, 'take_along_axis: indices');
  const aStrides = contiguousStrides(a.shape).map((s, k) => (a.shape[k] === 1 && k !== axis ? 0 : s));
  const iStrides = contiguousStrides(indices.shape).map((s, k) => (indices.shape[k] === 1 ? 0 : s));
  const n = a.shape[axis]!;
  const rows = new Float64Array(shapeSize(outShape));
  const fills: number[] = [];
  const idx = new Array<number>(rank).fill(0);
  let src = 0;
  let at = 0;
  for (let k = 0; k < rows.length; k++) {
    const p = gatherPosition(values[at]!, n, axis, mode);
    if (p < 0) fills.push(k);
    rows[k] = src + Math.max(p, 0) * aStrides[axis]!;
    for (let d = rank - 1; d >= 0; d--) {
      if (++idx[d]! < outShape[d]!) {
        if (d !== axis) src += aStrides[d]!;
        at += iStrides[d]!;
        break;
      }
      if (d !== axis) src -= aStrides[d]! * (outShape[d]! - 1);
      at -= iStrides[d]! * (outShape[d]! - 1);
      idx[d] = 0;
    }
  }
  const result = copyRows(a, rows, outShape, [], options.allocate);
  if (fills.length > 0) {
    const fill = fillWords(a.dtype);
    const { words: to, per } = wordsOf(result.data as Storage, a.dtype);
    for (const k of fills) to.set(fill, k * per);
  }
  return result;
}

/** Index arrays the WebAssembly gathers read as they are stored. */
const isWasmIndex = (x: NDArray): x is NDArray & { readonly data: IndexStorage } => x.dtype === 'int32' || x.dtype === 'int64';

/**
 * take_along_axis by the WebAssembly gather, block by block (pooled operand and result, int32 or
 * int64 indices of the result's shape: nothing broadcast); undefined where it does not serve or
 * met an index out of range (the caller's loop then applies the mode), having kept nothing.
 */
function alongBlocks(a: NDArray, indices: NDArray, axis: number, outShape: readonly number[], allocate: Allocate | undefined): NDArray | undefined {
  if (!isWasmIndex(indices) || !isPooled(a.data as Storage) || a.shape.some((d, k) => k !== axis && (d !== indices.shape[k] || d !== outShape[k]))) return undefined;
  const total = shapeSize(outShape);
  if (total === 0) return undefined;
  const info = dtypeInfo(a.dtype);
  const data = allocFor(info, outShape, total, allocate);
  const outer = shapeSize(a.shape.slice(0, axis));
  const inner = shapeSize(a.shape.slice(axis + 1));
  if (wasmTakeAlong(a.data as Storage, indices.data, data, outer, indices.shape[axis]!, a.shape[axis]!, inner, info.itemSize) === true) {
    return { data, dtype: a.dtype, shape: [...outShape] };
  }
  releasePooled(data);
  return undefined;
}

/** An index item of the whole axis. */
export const WHOLE: IndexItem = Object.freeze({ kind: 'slice', start: null, stop: null, step: null });

/** `count` whole-axis items. */
const wholes = (count: number): IndexItem[] => Array.from({ length: count }, () => WHOLE);

/** An int32 array `[0, n)` shaped to broadcast along axis `k` of `rank` axes. */
function arange(n: number, k: number, rank: number): NDArray {
  const shape = Array.from({ length: rank }, (_, j) => (j === k ? n : 1));
  return { data: Int32Array.from({ length: n }, (_, i) => i), dtype: 'int32', shape };
}

/** Options of {@link gather} and {@link gatherNd}. @example `const o: GatherOptions = { axis: 1, batchDims: 1 };` */
export interface GatherOptions {
  /** The axis of `params` indexed (gather; default `batchDims`). */
  readonly axis?: number;
  /** Leading axes shared by `params` and `indices` (TensorFlow's `batch_dims`, default 0). */
  readonly batchDims?: number;
  /** What an out-of-bounds index does (default `'raise'`, TensorFlow's on the CPU). */
  readonly mode?: GatherMode;
  /** The caller's allocator for the result (`KernelArgs.allocate`). */
  readonly allocate?: Allocate;
}

/**
 * TensorFlow's `gather`: slices of `params` along `axis` at `indices`, the first `batchDims` axes
 * shared: the result's shape is `params.shape[:axis] + indices.shape[batchDims:] + params.shape[axis + 1:]`.
 *
 * @example
 * ```ts
 * import { gather } from '@typelattice/kernels-cpu';
 * const p = { data: new Int32Array([0, 1, 2, 3, 4, 5]), dtype: 'int32', shape: [2, 3] } as const;
 * gather(p, { data: new Int32Array([2, 0]), dtype: 'int32', shape: [2] }, { axis: 1 }).data; // Int32Array [2, 0, 5, 3]
 * gather(p, { data: new Int32Array([2, 0]), dtype: 'int32', shape: [2, 1] }, { axis: 1, batchDims: 1 }).data; // Int32Array [2, 3]
 * ```
 * @throws IndexError for an index out of bounds (mode `'raise'`); ShapeError for a bad axis or
 * batch dims, or batch axes that differ.
 */
export function gather(params: NDArray, indices: NDArray, options: GatherOptions = {}): NDArray {
  checkArray(params, 'params');
  checkArray(indices, 'indices');
  const rank = params.shape.length;
  const b = batchDimsOf(options.batchDims, params, indices);
  const axis = normalizeAxis(options.axis ?? b, rank, params.shape);
  if (axis < b) throw new ShapeError(`gather: axis ${axis} must not be below batchDims ${b} (the batch axes are shared, not indexed).`);
  if (b === 0) return take(params, indices, { axis, mode: options.mode, allocate: options.allocate });
  // the batch axes as aranges beside the indices (which broadcast over the batch), then the
  // middle axes moved behind the batch: NumPy puts separated advanced axes first
  const iRank = indices.shape.length;
  const items: IndexItem[] = [];
  for (let k = 0; k < b; k++) items.push({ kind: 'array', array: arange(params.shape[k]!, k, iRank) });
  items.push(...wholes(axis - b), { kind: 'array', array: indices });
  const r = getitem(params, items, { outOfRange: options.mode === 'clamp' ? 'clamp' : 'raise', ...(axis === b ? { allocate: options.allocate } : {}) });
  if (axis === b) return r;
  // r: indices.shape (batch + rest), then params' middle axes, then the inner ones
  const middle = axis - b;
  const perm = [...range(0, b), ...range(iRank, iRank + middle), ...range(b, iRank), ...range(iRank + middle, r.shape.length)];
  const strides = contiguousStrides(r.shape);
  return stridedGather(r, perm.map((p) => r.shape[p]!), perm.map((p) => strides[p]!), 0, options.allocate);
}

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

function batchDimsOf(batchDims: number | undefined, params: NDArray, indices: NDArray): number {
  const b = batchDims ?? 0;
  const iRank = indices.shape.length;
  const bb = b < 0 ? b + iRank : b;
  if (!Number.isInteger(bb) || bb < 0 || bb > iRank || bb > params.shape.length) {
    throw new ShapeError(`batchDims ${String(batchDims)} must be in [${-iRank}, ${Math.min(iRank, params.shape.length)}] for indices of shape ${shapeText(indices.shape)} and params of shape ${shapeText(params.shape)}.`);
  }
  for (let k = 0; k < bb; k++) {
    if (params.shape[k] !== indices.shape[k]) {
      throw new ShapeError(
        `batch axis ${k}: params of shape ${shapeText(params.shape)} and indices of shape ${shapeText(indices.shape)} must have the same length on their first ${bb} axes.`,
      );
    }
  }
  return bb;
}

/**
 * TensorFlow's `gather_nd`: the last axis of `indices` holds coordinates into the leading axes of
 * `params` (after `batchDims` shared ones); the result's shape is `indices.shape[:-1] +
 * params.shape[batchDims + indices.shape[-1]:]`.
 *
 * @example
 * ```ts
 * import { gatherNd } from '@typelattice/kernels-cpu';
 * const p = { data: new Int32Array([0, 1, 2, 3, 4, 5]), dtype: 'int32', shape: [2, 3] } as const;
 * gatherNd(p, { data: new Int32Array([1, 2, 0, 0]), dtype: 'int32', shape: [2, 2] }).data; // Int32Array [5, 0]
 * ```
 * @throws IndexError for coordinates out of bounds or longer than the array's rank.
 */
export function gatherNd(params: NDArray, indices: NDArray, options: Omit<GatherOptions, 'axis'> = {}): NDArray {
  checkArray(params, 'params');
  checkArray(indices, 'indices');
  const iRank = indices.shape.length;
  if (iRank === 0) throw new IndexError('gather_nd: indices must have at least one axis (the last holds the coordinates).');
  const b = batchDimsOf(options.batchDims, params, { ...indices, shape: indices.shape.slice(0, -1) });
  const depth = indices.shape[iRank - 1]!;
  if (b + depth > params.shape.length) {
    throw new IndexError(
      `gather_nd: coordinates of length ${depth} (indices of shape ${shapeText(indices.shape)}) index more axes than params of shape ${shapeText(params.shape)} has after ${b} batch axes.`,
    );
  }
  const values = indexValues(indices, 'gather_nd: indices');
  const lead = indices.shape.slice(0, -1);
  if (depth === 0 && b === 0) {
    // empty coordinates pick the whole of params, once per position of the leading axes
    const one: NDArray = { ...params, shape: [1, ...params.shape] };
    return take(one, { data: new Int32Array(shapeSize(lead)), dtype: 'int32', shape: lead }, { axis: 0, allocate: options.allocate });
  }
  const items: IndexItem[] = [];
  for (let k = 0; k < b; k++) items.push({ kind: 'array', array: arange(params.shape[k]!, k, lead.length) });
  for (let j = 0; j < depth; j++) {
    const column = new Float64Array(depth === 0 ? 0 : values.length / depth);
    for (let t = 0; t < column.length; t++) column[t] = values[t * depth + j]!;
    items.push({ kind: 'array', array: indexArray(column, lead) });
  }
  return getitem(params, items, { outOfRange: options.mode === 'clamp' ? 'clamp' : 'raise', allocate: options.allocate });
}

/** Index values as an index array: int32 where they fit (out-of-bounds ones past 2^31 stay exact in int64). */
function indexArray(v: Float64Array, shape: readonly number[]): NDArray {
  if (v.every((x) => x >= -(2 ** 31) && x < 2 ** 31)) return { data: Int32Array.from(v), dtype: 'int32', shape };
  return { data: BigInt64Array.from(v, (x) => BigInt(x)), dtype: 'int64', shape };
}

/**
 * TensorFlow's `boolean_mask`: the elements (or slices) of `a` where `mask` is true, the mask
 * covering axes `axis` to `axis + mask.rank`.
 *
 * @example
 * ```ts
 * import { booleanMask } from '@typelattice/kernels-cpu';
 * const x = { data: new Int32Array([0, 1, 2, 3, 4, 5]), dtype: 'int32', shape: [2, 3] } as const;
 * booleanMask(x, { data: new Uint8Array([0, 1, 1]), dtype: 'bool', shape: [3] }, 1).data; // Int32Array [1, 2, 4, 5]
 * ```
 * @throws IndexError for a mask whose shape is not that of the axes it covers.
 */
export function booleanMask(a: NDArray, mask: NDArray, axis = 0, allocate?: Allocate): NDArray {
  checkArray(a, 'a');
  checkArray(mask, 'mask');
  if (mask.dtype !== 'bool') throw new IndexError(`boolean_mask: the mask must be bool; got ${mask.dtype}. Compare first (notEqual(mask, 0)).`);
  if (mask.shape.length === 0) throw new IndexError('boolean_mask: the mask must have at least one axis.');
  const ax = normalizeAxis(axis, a.shape.length, a.shape);
  return getitem(a, [...wholes(ax), { kind: 'array', array: mask }], { allocate });
}

/** TensorFlow's `strided_slice` masks (bit `k` is the `k`-th entry of begin/end/strides). */
export interface StridedSliceMasks {
  readonly beginMask?: number;
  readonly endMask?: number;
  readonly ellipsisMask?: number;
  readonly newAxisMask?: number;
  readonly shrinkAxisMask?: number;
}

/**
 * TensorFlow's `strided_slice`: entry `k` of `begin`, `end` and `strides` slices the next axis,
 * unless a mask bit says it is the ellipsis, a new axis, or an integer index (`shrinkAxisMask`);
 * `beginMask` / `endMask` bits leave that bound open. As NumPy's basic indexing: a view where
 * contiguous, else a copy.
 *
 * @example
 * ```ts
 * import { stridedSlice } from '@typelattice/kernels-cpu';
 * const x = { data: new Int32Array([0, 1, 2, 3, 4, 5]), dtype: 'int32', shape: [6] } as const;
 * stridedSlice(x, [4], [0], [-2]).data; // Int32Array [4, 2]
 * ```
 * @throws ShapeError for lists of different lengths or a zero stride; IndexError for a shrunk
 * axis out of bounds.
 */
export function stridedSlice(a: NDArray, begin: readonly number[], end: readonly number[], strides?: readonly number[], masks: StridedSliceMasks = {}, allocate?: Allocate): NDArray {
  checkArray(a, 'a');
  const st = strides ?? begin.map(() => 1);
  if (begin.length !== end.length || st.length !== begin.length) {
    throw new ShapeError(`strided_slice: begin [${begin.join(', ')}], end [${end.join(', ')}] and strides [${st.join(', ')}] must have one entry each per sliced axis.`);
  }
  const bit = (m: number | undefined, k: number): boolean => ((m ?? 0) & (1 << k)) !== 0;
  const items: IndexItem[] = [];
  let sawEllipsis = false;
  for (let k = 0; k < begin.length; k++) {
    if (bit(masks.ellipsisMask, k)) {
      // TensorFlow reads only the first ellipsis bit
      if (!sawEllipsis) items.push({ kind: 'ellipsis' });
      sawEllipsis = true;
    } else if (bit(masks.newAxisMask, k)) items.push({ kind: 'newaxis' });
    else if (bit(masks.shrinkAxisMask, k)) items.push({ kind: 'int', index: begin[k]! });
    else {
      if (st[k] === 0) throw new ShapeError(`strided_slice: strides[${k}] is 0; a stride must not be zero.`);
      items.push({ kind: 'slice', start: bit(masks.beginMask, k) ? null : begin[k]!, stop: bit(masks.endMask, k) ? null : end[k]!, step: st[k]! });
    }
  }
  return getitem(a, items, { allocate });
}
