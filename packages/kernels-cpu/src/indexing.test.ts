import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { IndexError, ShapeError, type NDArray } from '@typelattice/kernels-core';
import { arr, values } from '../test/arrays';
import { booleanMask, gather, gatherNd, getitem, stridedSlice, take, takeAlongAxis } from './indexing';
import { poolBlock, pooledStorage } from './pool';
import { scatterUpdate } from './scatter';
import { dtypeInfo } from '@typelattice/dtypes';
import type { IndexItem } from './index-plan';

const iota = (shape: readonly number[]): NDArray => arr('int32', Array.from({ length: shape.reduce((p, d) => p * d, 1) }, (_, i) => i), shape);
const ints = (v: number[], shape?: number[]): NDArray => arr('int32', v, shape);
const mask = (v: boolean[], shape?: number[]): NDArray => ({ data: Uint8Array.from(v, Number), dtype: 'bool', shape: shape ?? [v.length] });
const all: IndexItem = { kind: 'slice', start: null, stop: null, step: null };

test('the TSDoc examples compute what they say', () => {
  const x = iota([2, 3]);
  expect(values(getitem(x, [{ kind: 'int', index: -1 }]))).toEqual([3, 4, 5]);
  expect(values(getitem(x, [{ kind: 'ellipsis' }, { kind: 'slice', start: null, stop: null, step: -1 }]))).toEqual([2, 1, 0, 5, 4, 3]);
  expect(values(getitem(x, [{ kind: 'array', array: ints([1, 0]) }, { kind: 'int', index: 2 }]))).toEqual([5, 2]);
  const f = arr('float32', [1, 2, 3, 4], [2, 2]);
  expect(values(take(f, ints([3, -4])))).toEqual([4, 1]);
  expect(values(take(f, ints([1, 9]), { axis: 1, mode: 'fill' }))).toEqual([2, NaN, 4, NaN]);
  expect(values(takeAlongAxis(arr('int32', [10, 30, 20, 5, 4, 6], [2, 3]), ints([0, 2, 1, 0], [2, 2]), { axis: 1 }))).toEqual([10, 20, 4, 5]);
  expect(values(gather(x, ints([2, 0]), { axis: 1 }))).toEqual([2, 0, 5, 3]);
  expect(values(gather(x, ints([2, 0], [2, 1]), { axis: 1, batchDims: 1 }))).toEqual([2, 3]);
  expect(values(gatherNd(x, ints([1, 2, 0, 0], [2, 2])))).toEqual([5, 0]);
  expect(values(booleanMask(x, mask([false, true, true]), 1))).toEqual([1, 2, 4, 5]);
  expect(values(stridedSlice(iota([6]), [4], [0], [-2]))).toEqual([4, 2]);
  const z = arr('float32', [0, 0, 0]);
  const i: IndexItem = { kind: 'array', array: ints([0, 0, 2]) };
  expect(values(scatterUpdate(z, [i], arr('float32', [1, 2, 3]), 'add'))).toEqual([3, 0, 3]);
  expect(values(scatterUpdate(z, [i], arr('float32', [1, 2, 3]), 'set'))).toEqual([2, 0, 3]);
});

test('basic indexing of a contiguous run is a view; a view of pooled memory carries its block', () => {
  const x = iota([4, 3]);
  expect(getitem(x, [{ kind: 'int', index: 1 }]).data.buffer).toBe(x.data.buffer);
  expect(getitem(x, [{ kind: 'slice', start: 1, stop: 3, step: 1 }, { kind: 'newaxis' }]).data.buffer).toBe(x.data.buffer);
  expect(getitem(x, [all, { kind: 'int', index: 0 }]).data.buffer).not.toBe(x.data.buffer);
  const data = pooledStorage(dtypeInfo('float64'), 1 << 16);
  if (data === undefined) return; // no shared memory here: nothing is pooled
  const p: NDArray = { data, dtype: 'float64', shape: [256, 256] };
  const row = getitem(p, [{ kind: 'int', index: 3 }]);
  expect(poolBlock(row.data as Float64Array)).toBe(poolBlock(data));
  const cell = getitem(row, [{ kind: 'slice', start: 2, stop: 3, step: null }]);
  expect(poolBlock(cell.data as Float64Array)).toBe(poolBlock(data));
});

describe('the function forms agree with NumPy indexing', () => {
  const shapes = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 });
  test('take(x, i, axis) is x[:, ..., i] and without an axis x.flat[i]', () => {
    fc.assert(
      fc.property(shapes, fc.nat(), fc.array(fc.integer({ min: -4, max: 3 }), { minLength: 0, maxLength: 5 }), (shape, axisSeed, raw) => {
        const x = iota(shape);
        const axis = axisSeed % shape.length;
        const n = shape[axis]!;
        const idx = ints(raw.filter((v) => v >= -n && v < n));
        const viaItems = getitem(x, [...Array<IndexItem>(axis).fill(all), { kind: 'array', array: idx }]);
        const r = take(x, idx, { axis });
        expect([r.shape, values(r)]).toEqual([viaItems.shape, values(viaItems)]);
        const size = x.data.length;
        const flatIdx = ints(raw.filter((v) => v >= -size && v < size));
        expect(values(take(x, flatIdx))).toEqual([...(flatIdx.data as Int32Array)].map((v) => (v < 0 ? v + size : v)));
      }),
    );
  });
});

test('out of bounds: raise names the axis, the index and the size; clamp, fill and wrap as JAX and NumPy', () => {
  const x = iota([2, 3]);
  expect(() => getitem(x, [{ kind: 'int', index: 2 }])).toThrow(new IndexError('index 2 is out of bounds for axis 0 with size 2; pass an index in [-2, 1] (negative counts from the end).'));
  expect(() => take(x, ints([6]))).toThrow(/index 6 is out of bounds for axis 0 with size 6/);
  expect(values(getitem(x, [{ kind: 'array', array: ints([5, -9]) }, { kind: 'int', index: 7 }], { outOfRange: 'clamp' }))).toEqual([5, 2]);
  expect(values(take(x, ints([7, -7]), { mode: 'wrap' }))).toEqual([1, 5]);
  expect(values(take(arr('int8', [1, 2]), ints([5]), { mode: 'fill' }))).toEqual([-128]);
  expect(values(take(arr('uint16', [1, 2]), ints([5]), { mode: 'fill' }))).toEqual([65535]);
  expect(values(take(arr('bool', [0, 0]), ints([5]), { mode: 'fill' }))).toEqual([1]);
});

test('bad indices are IndexErrors', () => {
  const x = iota([2, 3]);
  expect(() => getitem(x, [{ kind: 'ellipsis' }, { kind: 'ellipsis' }])).toThrow(/single ellipsis/);
  expect(() => getitem(x, [{ kind: 'int', index: 0 }, { kind: 'int', index: 0 }, { kind: 'int', index: 0 }])).toThrow(/array is 2-dimensional, but 3 were indexed/);
  expect(() => getitem(x, [{ kind: 'array', array: mask([true, false, true]) }])).toThrow(/size of axis is 2 but size of corresponding boolean axis is 3/);
  expect(() => getitem(x, [{ kind: 'array', array: ints([0, 1]) }, { kind: 'array', array: ints([0, 1, 2]) }])).toThrow(/could not be broadcast together with shapes \[2\] \[3\]/);
  expect(() => getitem(x, [{ kind: 'array', array: arr('float32', [0]) }])).toThrow(/must be of integer \(or boolean\) type/);
  expect(() => getitem(x, [{ kind: 'slice', start: null, stop: null, step: 0 }])).toThrow(ShapeError);
  expect(() => takeAlongAxis(x, ints([0, 1]), { axis: 1 })).toThrow(/same number of dimensions/);
  expect(() => gatherNd(x, ints([0, 0, 0], [1, 3]))).toThrow(/index more axes/);
});

test('integers as PyTorch reads them: basic indices applied first, which keeps the arrays in place', () => {
  const x = iota([2, 3, 4]);
  const items: IndexItem[] = [{ kind: 'int', index: 0 }, all, { kind: 'array', array: ints([0, 1]) }];
  expect(getitem(x, items).shape).toEqual([2, 3]);
  expect(getitem(x, items, { integers: 'basic' }).shape).toEqual([3, 2]);
  expect(values(getitem(iota([3]), [{ kind: 'array', array: arr('uint8', [1, 0, 1]) }], { uint8: 'mask' }))).toEqual([0, 2]);
});

describe('scatterUpdate', () => {
  test('set: the last of repeated indices wins; add, multiply, min, max: every occurrence in turn', () => {
    const x = arr('float32', [5, 1, 1]);
    const i: IndexItem = { kind: 'array', array: ints([0, 0, 1]) };
    const v = arr('float32', [1, 2, 3]);
    expect(values(scatterUpdate(x, [i], v, 'set'))).toEqual([2, 3, 1]);
    expect(values(scatterUpdate(x, [i], v, 'add'))).toEqual([8, 4, 1]);
    expect(values(scatterUpdate(x, [i], v, 'multiply'))).toEqual([10, 3, 1]);
    expect(values(scatterUpdate(x, [i], v, 'min'))).toEqual([1, 1, 1]);
    expect(values(scatterUpdate(x, [i], v, 'max'))).toEqual([5, 3, 1]);
    expect(values(x)).toEqual([5, 1, 1]);
  });
  test('where the arithmetic happens: in the promoted dtype (NumPy) or after converting v (JAX)', () => {
    const x = arr('int8', [-1, 1, 0]);
    const i: IndexItem = { kind: 'array', array: ints([0, 1]) };
    const v = arr('float64', [0.6, 0.6]);
    expect(values(scatterUpdate(x, [i], v, 'add', { computeDType: 'float64' }))).toEqual([0, 1, 0]);
    expect(values(scatterUpdate(x, [i], v, 'add'))).toEqual([-1, 1, 0]);
  });
  test('float16 duplicates round after every addition; dropped indices change nothing', () => {
    const h = { data: new Uint16Array(3), dtype: 'float16', shape: [3] } as const;
    const v = { data: Uint16Array.of(0x6800, 0x3c00, 0x3c00, 0x3c00), dtype: 'float16', shape: [4] } as const; // 2048 + 1 + 1 + 1: 2052 in float32, 2048 in float16 steps
    expect(values(scatterUpdate(h, [{ kind: 'array', array: ints([0, 0, 0, 0]) }], v, 'add'))[0]).toBe(0x6800);
    expect(values(scatterUpdate(arr('float32', [0, 0]), [{ kind: 'array', array: ints([0, 5]) }], arr('float32', [1]), 'add', { outOfRange: 'drop' }))).toEqual([1, 0]);
    expect(() => scatterUpdate(arr('float32', [0, 0]), [{ kind: 'array', array: ints([5]) }], arr('float32', [1]), 'add')).toThrow(IndexError);
  });
  test('values that do not broadcast to the selection are a ShapeError', () => {
    expect(() => scatterUpdate(iota([3]), [{ kind: 'array', array: ints([0, 1]) }], iota([3]), 'set')).toThrow(/value array of shape \[3\] could not be broadcast to indexing result of shape \[2\]/);
  });
});
