import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IndexError, ShapeError } from '@typelattice/kernels-core';
import {
  concat, constant, createOps, PromotionError, ellipsis, expandDims, gather, get, newaxis, pad, range, reverse, roll, slice, split, take, ValueError, Variable, weakFloat,
  type IndexItem, type Tensor,
} from './index';

const iota = (shape: number[], dtype: 'int32' | 'float32' = 'int32'): Tensor => range(0, shape.reduce((p, d) => p * d, 1), 1, dtype).reshape(shape);

describe('get: NumPy index forms in JavaScript', () => {
  const x = iota([2, 3, 4]);

  it('reads integers, slices, newaxis, ellipsis, arrays and masks', () => {
    expect(x.get(-1, 0).toArray()).toEqual([12, 13, 14, 15]);
    expect(x.get(0, { start: 1 }, { step: -2 }).toArray()).toEqual([[7, 5], [11, 9]]);
    expect(x.get(newaxis, ellipsis, 0).shape).toEqual([1, 2, 3]);
    expect(x.get([1, 0], 2, [3, 0]).toArray()).toEqual([23, 8]);
    expect(x.get(constant([true, false])).shape).toEqual([1, 3, 4]);
    expect(x.get(true).shape).toEqual([1, 2, 3, 4]);
    expect(x.get(1n, 2n, -1n).toArray()).toBe(23);
  });

  it('reads NumPy index text, alone or among other items', () => {
    expect(x.get('1, ::-1, 1:3').toArray()).toEqual(x.get(1, { step: -1 }, { start: 1, stop: 3 }).toArray());
    expect(x.get('..., None').shape).toEqual([2, 3, 4, 1]);
    expect(x.get(':', [0, 2], '-1').toArray()).toEqual([[3, 11], [15, 23]]);
    expect(x.get('').shape).toEqual([2, 3, 4]);
    expect(() => x.get('1.5')).toThrow(ValueError);
    expect(() => x.get('[0, 1]')).toThrow(/pass index arrays and masks as arguments of their own/);
  });

  it('the text form and the item form agree on random basic indices', () => {
    const part = fc.oneof(
      fc.integer({ min: -2, max: 1 }).map((i) => [String(i), i] as const),
      fc.tuple(fc.option(fc.integer({ min: -5, max: 5 })), fc.option(fc.integer({ min: -5, max: 5 })), fc.option(fc.constantFrom(1, 2, -1, -3))).map(
        ([a, b, c]) => [`${a ?? ''}:${b ?? ''}:${c ?? ''}`, { start: a, stop: b, step: c }] as const,
      ),
      fc.constant(['None', null] as const),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 3 }), (parts) => {
        const text = parts.map((p) => p[0]).join(', ');
        const items = parts.map((p) => p[1]) as IndexItem[];
        const a = x.get(text);
        const b = x.get(...items);
        expect([a.shape, a.toArray()]).toEqual([b.shape, b.toArray()]);
      }),
    );
  });

  it('bad indices are IndexErrors naming the axis, the index and the size', () => {
    expect(() => x.get(2)).toThrow(new IndexError('get: index 2 is out of bounds for axis 0 with size 2; pass an index in [-2, 1] (negative counts from the end).'));
    expect(() => x.get(0, 0, 0, 0)).toThrow(/array is 3-dimensional, but 4 were indexed/);
    expect(() => x.get(constant([true, false, true]))).toThrow(/size of axis is 2 but size of corresponding boolean axis is 3/);
    expect(() => x.get(1.5)).toThrow(/1\.5 is not an index/);
    expect(() => x.get([0.5])).toThrow(IndexError);
    expect(() => x.get(ellipsis, ellipsis)).toThrow(/single ellipsis/);
    expect(() => x.get({ begin: 1 } as never)).toThrow(ValueError);
  });

  it('follows each library: JAX clamps, PyTorch steps forward only and places integers first, TensorFlow legacy takes no index arrays', () => {
    expect(createOps({ policy: 'jax' }).get(x, 5, -9).toArray()).toEqual([12, 13, 14, 15]);
    expect(() => createOps({ policy: 'numpy' }).get(x, 5)).toThrow(IndexError);
    expect(() => createOps({ policy: 'torch' }).get(x, { step: -1 })).toThrow(/step forward only/);
    expect(createOps({ policy: 'torch' }).get(x, 0, ':', [0, 1]).shape).toEqual([3, 2]);
    expect(createOps({ policy: 'numpy' }).get(x, 0, ':', [0, 1]).shape).toEqual([2, 3]);
    expect(() => createOps({ policy: 'tf', mode: 'legacy' }).get(x, [0, 1])).toThrow(/gather\(x, indices, axis\)/);
    expect(createOps({ policy: 'tf', mode: 'all' }).get(x, [0, 1]).shape).toEqual([2, 3, 4]);
    expect(() => createOps({ policy: 'torch' }).get(x, constant([0], 'int16'))).toThrow(/takes int32, int64 indices/);
  });

  it('keeps the dtype and the weak flag; a contiguous basic result shares memory, anything else is its own', () => {
    const w = createOps({ policy: 'jax' }).get(weakFloat(1.5).reshape([1]), 0);
    expect([w.dtype, w.weak]).toEqual(['float64', true]);
    expect(get(constant([[1, 2], [3, 4]], 'bfloat16'), 1).dtype).toBe('bfloat16');
    const big = iota([4, 3], 'float32');
    const row = big.get(1);
    big.dispose();
    expect(row.toArray()).toEqual([3, 4, 5]);
  });
});

describe('at: functional updates', () => {
  it('set, add, multiply, min, max return new tensors; the original is unchanged', () => {
    const x = constant([1, 2, 3], 'int32');
    expect(x.at(-1).set(9).toArray()).toEqual([1, 2, 9]);
    expect(x.at([0, 0]).add(5).toArray()).toEqual([11, 2, 3]);
    expect(x.at(':2').multiply(constant([2, 3], 'int32')).toArray()).toEqual([2, 6, 3]);
    expect(x.at(ellipsis).min(2).toArray()).toEqual([1, 2, 2]);
    expect(x.at(constant([true, false, true])).max(2).toArray()).toEqual([2, 2, 3]);
    expect(x.at(1).get().toArray()).toBe(2);
    expect(x.toArray()).toEqual([1, 2, 3]);
  });

  it('keeps the dtype: each policy refuses what its library refuses, as assignAdd does under the RFC', () => {
    const i8 = constant([1, 2], 'int8');
    const safe = createOps({ policy: 'tf-rfc', mode: 'safe' });
    const e = (() => {
      try {
        safe.scope(() => i8.at(0).add(constant([1.5], 'float32')));
      } catch (err) {
        return err as PromotionError;
      }
      return undefined;
    })();
    expect(e).toBeInstanceOf(PromotionError);
    expect(e?.fix).toEqual({ operand: 'b', castTo: 'int8' });
    expect(() => new Variable(i8).assignAdd(constant([1.5, 1.5], 'float32'))).toThrow(PromotionError);
    expect(createOps({ policy: 'numpy' }).scope(() => i8.at(0).add(1.5)).toArray()).toEqual([2, 2]);
    expect(() => createOps({ policy: 'numpy' }).scope(() => i8.at(0).set(300))).toThrow(/out of bounds for int8/);
    expect(createOps({ policy: 'jax' }).scope(() => i8.at(0).set(300)).toArray()).toEqual([44, 2]);
    expect(createOps({ policy: 'jax' }).scope(() => i8.at([0, 5]).add(1)).toArray()).toEqual([2, 2]);
    expect(() => createOps({ policy: 'numpy' }).scope(() => i8.at([0, 5]).add(1))).toThrow(IndexError);
    expect(() => createOps({ policy: 'tf', mode: 'legacy' }).scope(() => i8.at(-1).add(1))).toThrow(/index -1 is negative/);
  });

  it('values that do not broadcast to the indexed elements are a ShapeError', () => {
    expect(() => constant([1, 2, 3]).at([0, 1]).set([1, 2, 3])).toThrow(ShapeError);
  });
});

describe('the function forms', () => {
  it('take and gather follow their library on out-of-range and negative indices', () => {
    const x = constant([1, 2, 3], 'float32');
    expect(createOps({ policy: 'jax' }).take(x, [5]).toArray()).toEqual([NaN]);
    expect(createOps({ policy: 'numpy' }).take(x, [-1]).toArray()).toEqual([3]);
    expect(() => createOps({ policy: 'tf', mode: 'legacy' }).gather(x, [-1])).toThrow(/no negative indices/);
    expect(() => gather(x, constant([0], 'uint8'))).toThrow(/takes int16, int32, int64 indices/);
    expect(take(x, [[2, 0]]).shape).toEqual([1, 2]);
  });

  it('concat with axis null flattens under NumPy and JAX, and is refused under TensorFlow', () => {
    const a = constant([[1, 2]], 'int8');
    expect(createOps({ policy: 'numpy' }).concat([a, constant([3], 'int8')], null).toArray()).toEqual([1, 2, 3]);
    expect(() => concat([a, a], null)).toThrow(/takes an integer axis, not null/);
  });

  it('reverse and roll need the axis under TensorFlow, not under NumPy', () => {
    const x = constant([[1, 2], [3, 4]], 'int8');
    expect(() => reverse(x)).toThrow(/needs the axes/);
    expect(createOps({ policy: 'numpy' }).reverse(x).toArray()).toEqual([[4, 3], [2, 1]]);
    expect(createOps({ policy: 'numpy' }).flip(x, 1).toArray()).toEqual([[2, 1], [4, 3]]);
    expect(() => roll(x, 1)).toThrow(/needs the axis/);
    expect(createOps({ policy: 'torch' }).roll(x, 1).toArray()).toEqual([[4, 1], [2, 3]]);
  });

  it('split takes a count, sizes (one -1) or NumPy indices; an uneven count as each library', () => {
    const x = range(0, 5, 1, 'int32');
    expect(split(x, [2, -1]).map((t) => t.shape)).toEqual([[2], [3]]);
    expect(split(x, { indices: [1, 3] }).map((t) => t.toArray())).toEqual([[0], [1, 2], [3, 4]]);
    expect(() => split(x, 2)).toThrow(/does not divide/);
    expect(createOps({ policy: 'torch' }).split(x, 2).map((t) => t.shape)).toEqual([[3], [2]]);
  });

  it('pad converts its constant as the library converts an assignment', () => {
    const x = constant([1, 2], 'int8');
    expect(pad(x, [[1, 0]], 'CONSTANT', 7).toArray()).toEqual([7, 1, 2]);
    expect(() => pad(x, [[1, 0]], 'constant', 1.5)).toThrow(PromotionError);
    expect(createOps({ policy: 'numpy' }).pad(x, [[1, 0]], 'constant', 1.5).toArray()).toEqual([1, 1, 2]);
    expect(() => pad(x, [[1, 1]], 'edge')).toThrow(/not one of this library's pad modes/);
    expect(() => createOps({ policy: 'torch' }).pad(x, [[1, 1]], 'reflect')).toThrow(/no reflect pad for int8/);
  });

  it('slice: a negative begin counts from the end under NumPy and PyTorch; TensorFlow refuses it', () => {
    const x = constant([1, 2, 3, 4], 'int8');
    expect(createOps({ policy: 'numpy' }).slice(x, [-2], [2]).toArray()).toEqual([3, 4]);
    expect(() => slice(x, [-2], [2])).toThrow(ShapeError);
    expect(() => createOps({ policy: 'jax' }).slice(x, [0], [-1])).toThrow(/-1 for the rest of the axis is TensorFlow's/);
  });

  it('expandDims of several axes where the library inserts several', () => {
    const x = constant([1, 2], 'int8');
    expect(createOps({ policy: 'numpy' }).expandDims(x, [0, 2]).shape).toEqual([1, 2, 1]);
    expect(() => expandDims(x, [0, 2])).toThrow(/inserts one axis/);
  });
});
