import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { IndexError, type NDArray } from '@typelattice/kernels-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gather, take, takeAlongAxis, type GatherMode } from './indexing';
import { reverse, roll, tile } from './manipulate';
import { configurePool, poolAddress, pooledStorage, poolStats } from './pool';
import { random } from '../test/random';

// The WebAssembly copies of take / gather, flip, roll and tile (pooled operands and results)
// against the JavaScript loops they replace there (the same call on storage outside the pool),
// bit for bit, for every element width (1, 2, 4, 8 and 16 bytes), every axis, negative and
// out-of-range indices in every mode, views at an offset, length-1 and empty axes.

let saved: number;
beforeAll(() => {
  saved = poolStats().config.minBlockBytes;
  configurePool({ minBlockBytes: 1024 }); // small arrays pooled too, so that short cases reach the module
});
afterAll(() => void configurePool({ minBlockBytes: saved }));

const WIDTH_DTYPES: DType[] = ['int8', 'bool', 'float16', 'int32', 'float32', 'float64', 'int64', 'complex64', 'complex128'];

/** Random bits of `d` in `shape`, in ordinary memory at an offset of 2 elements into a larger buffer. */
function plain(d: DType, shape: number[], seed: number): NDArray {
  const info = dtypeInfo(d);
  const n = shape.reduce((p, s) => p * s, 1);
  const buffer = new ArrayBuffer((n + 3) * info.itemSize);
  const bytes = new Uint8Array(buffer, 2 * info.itemSize, n * info.itemSize);
  const rnd = random(seed);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (rnd() * 256) | 0;
  if (d === 'bool') for (let i = 0; i < bytes.length; i++) bytes[i] &= 1;
  return { data: new info.storage(buffer, 2 * info.itemSize, n * info.lanes) as Storage, dtype: d, shape };
}

/** The same array in pooled storage. */
function pooled(a: NDArray): NDArray {
  const info = dtypeInfo(a.dtype);
  const data = pooledStorage(info, Math.max(a.data.length, 1024));
  if (data === undefined) throw new Error('no pool here');
  const view = data.subarray(0, a.data.length) as Storage;
  (view as Uint8Array).set(a.data as Uint8Array);
  return { ...a, data: view };
}

function wide(values: number[], shape = [values.length]): NDArray {
  return { data: BigInt64Array.from(values, (v) => BigInt(v)), dtype: 'int64', shape };
}

const bytesOf = (x: NDArray): Uint8Array => new Uint8Array(x.data.buffer, x.data.byteOffset, x.data.byteLength);
const allocate = pooledStorage;

function same(got: NDArray, want: NDArray): void {
  expect(got.shape).toEqual(want.shape);
  const [g, w] = [bytesOf(got), bytesOf(want)];
  expect(g.length).toBe(w.length);
  // the first byte that differs (-1: none), cheaper than a deep comparison of long arrays
  expect(g.findIndex((b, i) => b !== w[i])).toBe(-1);
}

function indices(values: number[], shape = [values.length]): NDArray {
  return { data: Int32Array.from(values), dtype: 'int32', shape };
}

describe.each(WIDTH_DTYPES)('%s: pooled copies equal the JavaScript loops', (d) => {
  test('take and gather: every axis, negative indices, rows of every width', () => {
    const a = plain(d, [7, 300, 3], 1);
    const p = pooled(a);
    expect(poolAddress(p.data as Storage)).toBeGreaterThanOrEqual(0);
    const rnd = random(2);
    for (const axis of [undefined, 0, 1, 2, -1]) {
      const n = axis === undefined ? 7 * 300 * 3 : a.shape[(axis + 3) % 3]!;
      const idx = indices(Array.from({ length: 500 }, () => Math.floor(rnd() * 2 * n) - n));
      same(take(p, idx, { axis, allocate }), take(a, idx, { axis }));
      same(take(p, pooled(idx), { axis, allocate }), take(a, idx, { axis }));
    }
    same(gather(p, indices([0, -1, 5, 2]), { axis: 0, allocate }), gather(a, indices([0, -1, 5, 2]), { axis: 0 }));
    same(take(p, indices([0]), { axis: 1, allocate }), take(a, indices([0]), { axis: 1 }));
    same(take(p, indices([]), { axis: 1, allocate }), take(a, indices([]), { axis: 1 }));
    const along = indices(Array.from({ length: 7 * 5 * 3 }, () => Math.floor(rnd() * 300)), [7, 5, 3]);
    same(takeAlongAxis(p, along, { axis: 1, allocate }), takeAlongAxis(a, along, { axis: 1 }));
  });

  test('int64 indices: read as 64 bits, out-of-range ones past 2^32 caught', () => {
    const a = plain(d, [7, 300, 3], 11);
    const p = pooled(a);
    const rnd = random(12);
    for (const axis of [undefined, 0, 1, 2]) {
      const n = axis === undefined ? 7 * 300 * 3 : a.shape[axis]!;
      const idx = wide(Array.from({ length: 401 }, () => Math.floor(rnd() * 2 * n) - n));
      same(take(p, idx, { axis, allocate }), take(a, idx, { axis }));
      same(take(p, pooled(idx), { axis, allocate }), take(a, idx, { axis }));
    }
    // low words in range, high words not: each must count as out of range
    for (const v of [2 ** 32 + 1, -(2 ** 32) + 3, 2 ** 40]) {
      const idx = wide([0, v, 1]);
      for (const mode of ['clamp', 'fill', 'wrap'] as GatherMode[]) same(take(p, idx, { axis: 1, mode, allocate }), take(a, idx, { axis: 1, mode }));
      expect(() => take(p, idx, { axis: 1, allocate })).toThrow(IndexError);
    }
  });

  test('takeAlongAxis by blocks: every axis, int32 and int64, views, broadcast indices, modes', () => {
    const a = plain(d, [5, 64, 3], 13);
    const p = pooled(a);
    const rnd = random(14);
    for (const axis of [0, 1, 2, -1]) {
      const k = (axis + 3) % 3;
      const n = a.shape[k]!;
      for (const m of [1, 7, n + 2]) {
        const shape = a.shape.map((s, j) => (j === k ? m : s));
        const values = Array.from({ length: shape.reduce((x, y) => x * y, 1) }, () => Math.floor(rnd() * 2 * n) - n);
        for (const idx of [indices(values, shape), wide(values, shape)]) {
          same(takeAlongAxis(p, idx, { axis, allocate }), takeAlongAxis(a, idx, { axis }));
          same(takeAlongAxis(p, pooled(idx), { axis, allocate }), takeAlongAxis(a, idx, { axis }));
        }
      }
      // broadcast indices (length 1 off the axis) take the general loop
      const b = a.shape.map((s, j) => (j === k ? 4 : 1));
      const idx = indices(Array.from({ length: 4 }, (_, j) => j - 2), b);
      same(takeAlongAxis(p, idx, { axis, allocate }), takeAlongAxis(a, idx, { axis }));
    }
    const bad = indices([0, 64, -65, 3, 1, 2], [1, 6, 1]);
    const row = plain(d, [1, 64, 1], 15);
    for (const mode of ['clamp', 'fill', 'wrap'] as GatherMode[]) same(takeAlongAxis(pooled(row), bad, { axis: 1, mode, allocate }), takeAlongAxis(row, bad, { axis: 1, mode }));
    const operand = pooled(row);
    const before = poolStats().inUseBlocks;
    expect(() => takeAlongAxis(operand, bad, { axis: 1, allocate })).toThrow(IndexError);
    expect(poolStats().inUseBlocks).toBe(before); // the refused call's result went back to the pool
  });

  test('an index out of range: each mode as the JavaScript loop applies it', () => {
    const a = plain(d, [500], 3);
    const p = pooled(a);
    const idx = indices([1, 499, -500, 500, 3, -501, 7]);
    for (const mode of ['clamp', 'fill', 'wrap'] as GatherMode[]) same(take(p, idx, { mode, allocate }), take(a, idx, { mode }));
    expect(() => take(p, idx, { allocate })).toThrow(IndexError);
    expect(() => take(p, idx, { allocate })).toThrow(/index 500 is out of bounds for axis 0 with size 500/);
  });

  test('flip: the last axis (rows reversed), leading axes (runs moved), several, every', () => {
    for (const shape of [[1031], [4, 257], [3, 5, 70], [1, 300], [300, 1]]) {
      const a = plain(d, shape, shape.length + shape[0]!);
      const p = pooled(a);
      const rank = shape.length;
      const axesList: (number[] | undefined)[] = [undefined, [0], [rank - 1], ...(rank === 3 ? [[0, 1], [1], [0, 2]] : [])];
      for (const axes of axesList) same(reverse(p, axes, allocate), reverse(a, axes));
    }
  });

  test('roll and tile', () => {
    const a = plain(d, [6, 200], 5);
    const p = pooled(a);
    for (const [shift, axis] of [[1, 1], [-3, 0], [201, 1], [0, 0], [5, -1]] as const) same(roll(p, [shift], [axis], allocate), roll(a, [shift], [axis]));
    same(roll(p, [7], undefined, allocate), roll(a, [7]));
    for (const reps of [[3], [2, 1], [1, 5], [3, 2, 2], [0, 2], [1]]) {
      same(tile(p, reps, allocate), tile(a, reps));
      same(tile(a, reps, allocate), tile(a, reps)); // an operand outside the pool, a pooled result
    }
    const v = plain(d, [1000], 6);
    same(tile(v, [1000], allocate), tile(v, [1000]));
  });
});
