import { dtypeInfo, type Storage } from '@typelattice/dtypes';
import { checkArray, ShapeError, shapeSize, type NDArray } from '@typelattice/kernels-core';
import { normalizeAxes, normalizeAxis, shapeText } from './axes';
import { getitem, take, WHOLE } from './indexing';
import { isPooled, pooledOutput, wasmCopyRuns, wasmReverseRows } from './indexing-wasm';
import type { IndexItem } from './index-plan';
import { allocFor, type Allocate } from './output';
import { contiguousStrides, gather, wordsOf } from './strided-copy';

// The array manipulation kernels (NumPy's flip, roll, tile, repeat, pad, split, unstack), each a
// strided copy or blocks of contiguous copies, bit for bit in every dtype.

/**
 * NumPy's `flip` (TensorFlow's `reverse`): the elements in reverse order along `axes` (every axis
 * without any), as a copy.
 *
 * @example
 * ```ts
 * import { reverse } from '@typelattice/kernels-cpu';
 * const x = { data: new Int8Array([1, 2, 3, 4, 5, 6]), dtype: 'int8', shape: [2, 3] } as const;
 * reverse(x, [1]).data; // Int8Array [3, 2, 1, 6, 5, 4]
 * reverse(x).data; // Int8Array [6, 5, 4, 3, 2, 1]
 * ```
 * @throws ShapeError for an axis out of range or named twice.
 */
export function reverse(a: NDArray, axes?: number | readonly number[], allocate?: Allocate): NDArray {
  checkArray(a, 'a');
  const flipped = normalizeAxes(axes, a.shape);
  const strides = contiguousStrides(a.shape);
  let offset = 0;
  const st = strides.map((s, k) => {
    if (!flipped.includes(k)) return s;
    offset += (a.shape[k]! - 1) * s;
    return -s;
  });
  if (shapeSize(a.shape) === 0) return { data: allocFor(dtypeInfo(a.dtype), a.shape, 0), dtype: a.dtype, shape: [...a.shape] };
  return reverseRuns(a, flipped, allocate) ?? gather(a, a.shape, st, offset, allocate);
}

/**
 * {@link reverse} of pooled storage into a pooled result by WebAssembly: each row reversed where the
 * last axis flips, else whole runs below the last flipped axis moved by `memory.copy`; undefined
 * where it does not serve.
 */
function reverseRuns(a: NDArray, flipped: readonly number[], allocate?: Allocate): NDArray | undefined {
  if (flipped.length === 0 || !isPooled(a.data as Storage)) return undefined;
  const info = dtypeInfo(a.dtype);
  const n = shapeSize(a.shape);
  const data = pooledOutput(allocate, info, n);
  if (data === undefined) return undefined;
  const rank = a.shape.length;
  const last = Math.max(...flipped);
  const strides = contiguousStrides(a.shape);
  const lastFlips = last === rank - 1;
  // the output's runs: one per position of the axes before the run (the row's axes, or through `last`)
  const lead = lastFlips ? rank - 1 : last + 1;
  const runLength = lastFlips ? a.shape[rank - 1]! : shapeSize(a.shape.slice(last + 1));
  const runs = n / runLength;
  const sources = new Float64Array(runs);
  const idx = new Array<number>(lead).fill(0);
  for (let r = 0; r < runs; r++) {
    let from = 0;
    for (let k = 0; k < lead; k++) from += (flipped.includes(k) ? a.shape[k]! - 1 - idx[k]! : idx[k]!) * strides[k]!;
    sources[r] = from;
    for (let k = lead - 1; k >= 0; k--) {
      if (++idx[k]! < a.shape[k]!) break;
      idx[k] = 0;
    }
  }
  const src = a.data as Storage;
  const ok = lastFlips
    ? wasmReverseRows(src, data, info.itemSize, runs, runLength, (r) => sources[r]!)
    : wasmCopyRuns(src, data, Array.from(sources, (from, r) => [from * info.itemSize, r * runLength * info.itemSize, runLength * info.itemSize] as const));
  return ok ? { data, dtype: a.dtype, shape: [...a.shape] } : undefined;
}

/**
 * NumPy's `roll`: the elements shifted by `shifts[k]` along `axes[k]` (a shift past the end comes
 * back at the start; shifts along one axis add up), or along the flattened array without axes.
 *
 * @example
 * ```ts
 * import { roll } from '@typelattice/kernels-cpu';
 * const x = { data: new Int32Array([0, 1, 2, 3, 4, 5]), dtype: 'int32', shape: [2, 3] } as const;
 * roll(x, [1], [1]).data; // Int32Array [2, 0, 1, 5, 3, 4]
 * roll(x, [2]).data; // Int32Array [4, 5, 0, 1, 2, 3]
 * ```
 * @throws ShapeError for shifts and axes of different lengths, or an axis out of range.
 */
export function roll(a: NDArray, shifts: readonly number[], axes?: readonly number[], allocate?: Allocate): NDArray {
  checkArray(a, 'a');
  if (axes === undefined) {
    if (shifts.length !== 1) throw new ShapeError(`roll without axes takes one shift (of the flattened array); got [${shifts.join(', ')}].`);
    const flat = roll({ ...a, shape: [shapeSize(a.shape)] }, shifts, [0], allocate);
    return { ...flat, shape: [...a.shape] };
  }
  if (shifts.length !== axes.length) {
    throw new ShapeError(`roll: shifts [${shifts.join(', ')}] and axes [${axes.join(', ')}] must have one entry each (or one shift for every axis named).`);
  }
  // shifts along one axis add up (NumPy)
  const total = new Map<number, number>();
  axes.forEach((ax, k) => {
    const axis = normalizeAxis(ax, a.shape.length, a.shape);
    if (!Number.isInteger(shifts[k])) throw new ShapeError(`roll: shift ${String(shifts[k])} must be an integer.`);
    total.set(axis, (total.get(axis) ?? 0) + shifts[k]!);
  });
  const moves = [...total].flatMap(([axis, shift]) => {
    const n = a.shape[axis]!;
    const s = n === 0 ? 0 : ((shift % n) + n) % n;
    return s === 0 ? [] : [[axis, s] as const];
  });
  if (moves.length === 0) return copyOf(a, allocate);
  // one copy per axis rolled; only the last is the result
  return moves.reduce((r, [axis, s], k) => rollAxis(r, axis, s, k === moves.length - 1 ? allocate : undefined), a);
}

/** A copy of a contiguous array in storage of its own. */
function copyOf(a: NDArray, allocate?: Allocate): NDArray {
  const data = allocFor(dtypeInfo(a.dtype), a.shape, shapeSize(a.shape), allocate);
  (data as Uint8Array).set(a.data as Uint8Array);
  return { data, dtype: a.dtype, shape: [...a.shape] };
}

/** One roll by `s` in (0, n) along `axis`: two contiguous runs per outer block. */
function rollAxis(a: NDArray, axis: number, s: number, allocate?: Allocate): NDArray {
  const n = a.shape[axis]!;
  const outer = shapeSize(a.shape.slice(0, axis));
  const { words: from, per } = wordsOf(a.data as Storage, a.dtype);
  const inner = shapeSize(a.shape.slice(axis + 1)) * per;
  const data = allocFor(dtypeInfo(a.dtype), a.shape, shapeSize(a.shape), allocate);
  const { words: to } = wordsOf(data, a.dtype);
  const block = n * inner;
  const bytes = from.BYTES_PER_ELEMENT * inner;
  const runs: [number, number, number][] = [];
  for (let o = 0; o < outer; o++) {
    const base = o * block * from.BYTES_PER_ELEMENT;
    runs.push([base, base + s * bytes, (n - s) * bytes], [base + (n - s) * bytes, base, s * bytes]);
  }
  if (wasmCopyRuns(a.data as Storage, data, runs)) return { data, dtype: a.dtype, shape: [...a.shape] };
  for (let o = 0; o < outer; o++) {
    const base = o * block;
    // result[s:] = a[:n - s]; result[:s] = a[n - s:]
    to.set(from.subarray(base, base + (n - s) * inner), base + s * inner);
    to.set(from.subarray(base + (n - s) * inner, base + block), base);
  }
  return { data, dtype: a.dtype, shape: [...a.shape] };
}

/**
 * NumPy's `tile`: `a` repeated `reps[k]` times along each axis (reps shorter than the rank repeat
 * the last axes; longer ones add leading axes).
 *
 * @example
 * ```ts
 * import { tile } from '@typelattice/kernels-cpu';
 * const x = { data: new Int8Array([1, 2]), dtype: 'int8', shape: [2] } as const;
 * tile(x, [2]).data; // Int8Array [1, 2, 1, 2]
 * tile(x, [2, 1]).shape; // [2, 2]
 * ```
 * @throws ShapeError for a negative or non-integer repetition.
 */
export function tile(a: NDArray, reps: readonly number[], allocate?: Allocate): NDArray {
  checkArray(a, 'a');
  if (reps.some((r) => !Number.isInteger(r) || r < 0)) throw new ShapeError(`tile: repetitions [${reps.join(', ')}] must be non-negative integers.`);
  const rank = Math.max(a.shape.length, reps.length);
  const shape = [...Array<number>(rank - a.shape.length).fill(1), ...a.shape];
  const r = [...Array<number>(rank - reps.length).fill(1), ...reps];
  const strides = contiguousStrides(shape);
  // [r0, d0, r1, d1, ...] read with strides [0, s0, 0, s1, ...], then merged pairwise
  const wide = shape.flatMap((d, k) => [r[k]!, d]);
  const wideStrides = strides.flatMap((s) => [0, s]);
  const out = shape.map((d, k) => d * r[k]!);
  if (shapeSize(out) === 0) return { data: allocFor(dtypeInfo(a.dtype), out, 0), dtype: a.dtype, shape: out };
  return tileBlocks(a, shape, r, out, allocate) ?? { ...gather({ ...a, shape }, wide, wideStrides, 0, allocate), shape: out };
}

/**
 * {@link tile} of pooled storage into a pooled result by `memory.copy`: `a`'s rows placed at the
 * first repetition of every axis, then, from the last axis to the first, each filled block copied
 * after itself (doubling) until it repeats `reps[k]` times; undefined where it does not serve.
 */
function tileBlocks(a: NDArray, shape: readonly number[], reps: readonly number[], out: readonly number[], allocate?: Allocate): NDArray | undefined {
  if (shape.length === 0) return undefined;
  const info = dtypeInfo(a.dtype);
  const data = pooledOutput(allocate, info, shapeSize(out));
  if (data === undefined) return undefined;
  const size = info.itemSize;
  const rank = shape.length;
  const outStrides = contiguousStrides(out);
  const runs: [number, number, number][] = [];
  // a's rows (its last axis) at the first repetition of each axis
  const row = shape[rank - 1]!;
  const idx = new Array<number>(rank - 1).fill(0);
  for (let from = 0, rows = shapeSize(shape) / row; from < rows; from++) {
    let to = 0;
    for (let k = 0; k < rank - 1; k++) to += idx[k]! * outStrides[k]!;
    runs.push([from * row * size, to * size, row * size]);
    for (let k = rank - 2; k >= 0; k--) {
      if (++idx[k]! < shape[k]!) break;
      idx[k] = 0;
    }
  }
  if (!wasmCopyRuns(a.data as Storage, data, runs)) {
    // `a` outside the pool (a short array tiled many times): its rows placed by JavaScript
    const { words: from, per } = wordsOf(a.data as Storage, a.dtype);
    const { words: to } = wordsOf(data, a.dtype);
    const unit = size / per;
    for (const [f, t, b] of runs) to.set(from.subarray(f / unit, (f + b) / unit), t / unit);
  }
  // then each axis from the last: the block of its first repetition, at every position of the
  // axes before it that is a first repetition, doubled until it fills the axis
  for (let k = rank - 1; k >= 0; k--) {
    if (reps[k]! === 1) continue;
    const block = shape[k]! * outStrides[k]! * size;
    const copies: [number, number, number][] = [];
    const before = new Array<number>(k).fill(0);
    for (let p = 0, count = shapeSize(shape.slice(0, k)); p < count; p++) {
      let base = 0;
      for (let j = 0; j < k; j++) base += before[j]! * outStrides[j]!;
      base *= size;
      for (let filled = 1; filled < reps[k]!; ) {
        const c = Math.min(filled, reps[k]! - filled);
        copies.push([base, base + filled * block, c * block]);
        filled += c;
      }
      for (let j = k - 1; j >= 0; j--) {
        if (++before[j]! < shape[j]!) break;
        before[j] = 0;
      }
    }
    wasmCopyRuns(data, data, copies);
  }
  return { data, dtype: a.dtype, shape: [...out] };
}

/**
 * NumPy's `repeat`: each element (or slice along `axis`) repeated `repeats` times, or
 * `repeats[i]` times for element `i`; without an axis, of the flattened array.
 *
 * @example
 * ```ts
 * import { repeat } from '@typelattice/kernels-cpu';
 * const x = { data: new Int8Array([1, 2, 3]), dtype: 'int8', shape: [3] } as const;
 * repeat(x, 2).data; // Int8Array [1, 1, 2, 2, 3, 3]
 * repeat(x, [0, 1, 2], 0).data; // Int8Array [2, 3, 3]
 * ```
 * @throws ShapeError for a negative count, or counts whose length is not the axis's (or 1).
 */
export function repeat(a: NDArray, repeats: number | readonly number[], axis?: number, allocate?: Allocate): NDArray {
  checkArray(a, 'a');
  const src = axis === undefined ? { ...a, shape: [shapeSize(a.shape)] } : a;
  const ax = axis === undefined ? 0 : normalizeAxis(axis, a.shape.length, a.shape);
  const n = src.shape[ax]!;
  const counts = typeof repeats === 'number' ? [repeats] : [...repeats];
  if (counts.some((c) => !Number.isInteger(c) || c < 0)) throw new ShapeError(`repeat: counts [${counts.join(', ')}] must be non-negative integers.`);
  if (counts.length === 1) {
    const c = counts[0]!;
    const strides = contiguousStrides(src.shape);
    const wide = [...src.shape.slice(0, ax + 1), c, ...src.shape.slice(ax + 1)];
    const wideStrides = [...strides.slice(0, ax + 1), 0, ...strides.slice(ax + 1)];
    const out = src.shape.map((d, k) => (k === ax ? d * c : d));
    if (shapeSize(out) === 0) return { data: allocFor(dtypeInfo(a.dtype), out, 0), dtype: a.dtype, shape: out };
    return { ...gather(src, wide, wideStrides, 0, allocate), shape: out };
  }
  if (counts.length !== n) {
    throw new ShapeError(`repeat: ${counts.length} counts for an axis of length ${n} (shape ${shapeText(src.shape)}); give one count, or one per element.`);
  }
  const total = counts.reduce((p, c) => p + c, 0);
  const positions = new Int32Array(total);
  for (let i = 0, k = 0; i < n; i++) for (let c = 0; c < counts[i]!; c++) positions[k++] = i;
  return take(src, { data: positions, dtype: 'int32', shape: [total] }, { axis: ax, allocate });
}

/** How {@link pad} fills the new elements: NumPy's modes (TensorFlow's CONSTANT, REFLECT, SYMMETRIC). */
export type PadMode = 'constant' | 'reflect' | 'symmetric' | 'edge';

/**
 * NumPy's `pad`: `paddings[k] = [before, after]` new elements on each side of axis `k`, a constant
 * (`value`, a one-element array of `a`'s dtype; zeros without one), `a` mirrored without its edge
 * (`reflect`) or with it (`symmetric`), or its edge repeated (`edge`).
 *
 * @example
 * ```ts
 * import { pad } from '@typelattice/kernels-cpu';
 * const x = { data: new Int8Array([1, 2, 3]), dtype: 'int8', shape: [3] } as const;
 * pad(x, [[2, 1]]).data; // Int8Array [0, 0, 1, 2, 3, 0]
 * pad(x, [[2, 2]], 'reflect').data; // Int8Array [3, 2, 1, 2, 3, 2, 1]
 * pad(x, [[1, 1]], 'edge').data; // Int8Array [1, 1, 2, 3, 3]
 * ```
 * @throws ShapeError for paddings that are not one pair of non-negative integers per axis, or an
 * empty axis padded in a mode other than `constant`.
 */
export function pad(a: NDArray, paddings: readonly (readonly [number, number])[], mode: PadMode = 'constant', value?: NDArray, allocate?: Allocate): NDArray {
  checkArray(a, 'a');
  const rank = a.shape.length;
  if (paddings.length !== rank || paddings.some((p) => p.length !== 2 || p.some((v) => !Number.isInteger(v) || v < 0))) {
    throw new ShapeError(
      `pad: paddings ${JSON.stringify(paddings)} must be one [before, after] pair of non-negative integers per axis of shape ${shapeText(a.shape)}.`,
    );
  }
  if (mode === 'constant') return padConstant(a, paddings, value, allocate);
  let r: NDArray = a;
  const last = paddings.reduce((l, [b, e], k) => (b + e > 0 ? k : l), -1);
  for (let k = 0; k < rank; k++) {
    const [before, after] = paddings[k]!;
    if (before === 0 && after === 0) continue;
    const n = a.shape[k]!;
    if (n === 0) throw new ShapeError(`pad: axis ${k} of shape ${shapeText(a.shape)} is empty: only mode 'constant' can extend it.`);
    const positions = new Int32Array(n + before + after);
    for (let j = 0; j < positions.length; j++) positions[j] = padSource(j - before, n, mode);
    r = take(r, { data: positions, dtype: 'int32', shape: [positions.length] }, { axis: k, ...(k === last ? { allocate } : {}) });
  }
  return r === a ? copyOf(a, allocate) : r;
}

/** The source position of padded position `p` (negative or past the end) of an axis of length `n`. */
function padSource(p: number, n: number, mode: Exclude<PadMode, 'constant'>): number {
  if (p >= 0 && p < n) return p;
  if (mode === 'edge') return p < 0 ? 0 : n - 1;
  if (mode === 'symmetric') {
    const q = ((p % (2 * n)) + 2 * n) % (2 * n);
    return q < n ? q : 2 * n - 1 - q;
  }
  if (n === 1) return 0;
  const period = 2 * (n - 1);
  const q = ((p % period) + period) % period;
  return q < n ? q : period - q;
}

function padConstant(a: NDArray, paddings: readonly (readonly [number, number])[], value: NDArray | undefined, allocate?: Allocate): NDArray {
  const out = a.shape.map((d, k) => d + paddings[k]![0] + paddings[k]![1]);
  const info = dtypeInfo(a.dtype);
  const data = allocFor(info, out, shapeSize(out), allocate);
  const { words: to, per } = wordsOf(data, a.dtype);
  if (value === undefined) to.fill(0);
  else {
    const v = wordsOf(value.data as Storage, a.dtype).words;
    if (per === 1) to.fill(v[0]!);
    else for (let i = 0; i < to.length; i += per) to.set(v.subarray(0, per), i);
  }
  const n = shapeSize(a.shape);
  if (n === 0) return { data, dtype: a.dtype, shape: out };
  const { words: from } = wordsOf(a.data as Storage, a.dtype);
  if (a.shape.length === 0) {
    to.set(from.subarray(0, per));
    return { data, dtype: a.dtype, shape: out };
  }
  const outStrides = contiguousStrides(out);
  const start = paddings.reduce((s, p, k) => s + p[0] * outStrides[k]!, 0);
  const row = a.shape[a.shape.length - 1]! * per;
  // each row of `a` into its place
  const idx = new Array<number>(a.shape.length).fill(0);
  for (let src = 0, dst = start; src < n * per; src += row) {
    to.set(from.subarray(src, src + row), dst * per);
    for (let k = a.shape.length - 2; k >= 0; k--) {
      if (++idx[k]! < a.shape[k]!) {
        dst += outStrides[k]!;
        break;
      }
      dst -= outStrides[k]! * (a.shape[k]! - 1);
      idx[k] = 0;
    }
  }
  return { data, dtype: a.dtype, shape: out };
}

/**
 * The parts of `a` along `axis` of the given lengths (their sum the axis's length): views where a
 * part is one contiguous run (`axis` 0, or only length-1 axes before it), else copies.
 *
 * @example
 * ```ts
 * import { splitSizes } from '@typelattice/kernels-cpu';
 * const x = { data: new Int8Array([1, 2, 3, 4, 5, 6]), dtype: 'int8', shape: [6] } as const;
 * splitSizes(x, [1, 2, 3]).map((p) => p.shape); // [[1], [2], [3]]
 * ```
 * @throws ShapeError for lengths that are negative or do not add up to the axis's length.
 */
export function splitSizes(a: NDArray, sizes: readonly number[], axis = 0): NDArray[] {
  checkArray(a, 'a');
  const ax = normalizeAxis(axis, a.shape.length, a.shape);
  const n = a.shape[ax]!;
  if (sizes.some((s) => !Number.isInteger(s) || s < 0) || sizes.reduce((p, s) => p + s, 0) !== n) {
    throw new ShapeError(`split: sizes [${sizes.join(', ')}] must be non-negative integers adding up to ${n}, the length of axis ${ax} of shape ${shapeText(a.shape)}.`);
  }
  const lead: IndexItem[] = Array.from({ length: ax }, () => WHOLE);
  let at = 0;
  return sizes.map((s) => {
    const part = getitem(a, [...lead, { kind: 'slice', start: at, stop: at + s, step: 1 }]);
    at += s;
    return part;
  });
}

/**
 * TensorFlow's `unstack` (NumPy's `unstack`): the slices of `a` along `axis`, each without it.
 *
 * @example
 * ```ts
 * import { unstack } from '@typelattice/kernels-cpu';
 * const x = { data: new Int8Array([1, 2, 3, 4]), dtype: 'int8', shape: [2, 2] } as const;
 * unstack(x, 1).map((p) => [...(p.data as Int8Array)]); // [[1, 3], [2, 4]]
 * ```
 * @throws ShapeError for a 0-d array or an axis out of range.
 */
export function unstack(a: NDArray, axis = 0): NDArray[] {
  checkArray(a, 'a');
  if (a.shape.length === 0) throw new ShapeError('unstack: a 0-d array has no axis to unstack along.');
  const ax = normalizeAxis(axis, a.shape.length, a.shape);
  const lead: IndexItem[] = Array.from({ length: ax }, () => WHOLE);
  return Array.from({ length: a.shape[ax]! }, (_, i) => getitem(a, [...lead, { kind: 'int', index: i }]));
}
