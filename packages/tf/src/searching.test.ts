import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { ShapeError } from '@typelattice/kernels-core';
import { argwhere, argsort, constant, createOps, nonzero, PromotionError, searchSorted, searchsorted, uniqueAll, uniqueCounts, uniqueInverse, uniqueValues, ValueError } from './index';

// searchSorted, nonzero, argwhere and the unique functions through the facade: each policy's index
// dtypes, shapes, order and refusals, typed errors for bad arguments, and the laws that tie them
// to sort (the recorded cases are replayed by the conformance suite).

const np = createOps({ policy: 'numpy' });
const tf = createOps({ policy: 'tf', mode: 'legacy' });
const torch = createOps({ policy: 'torch' });
const jax = createOps({ policy: 'jax' });

describe('searchSorted', () => {
  test('each policy gives its library index dtype; searchsorted is the same function', () => {
    const x = constant([1, 3, 5], 'float32');
    const v = constant([3, 6], 'float32');
    expect(np.searchSorted(x, v).dtype).toBe('int64');
    expect(torch.searchSorted(x, v).dtype).toBe('int64');
    expect(jax.searchSorted(x, v).dtype).toBe('int32');
    expect(tf.searchSorted(x, v).dtype).toBe('int32');
    expect(searchsorted).toBe(searchSorted);
    expect(np.searchsorted(x, v, 'right').toArray()).toEqual([2n, 3n]);
  });

  test('NumPy, JAX and PyTorch compare promoted operands; TensorFlow refuses two dtypes with the cast to make', () => {
    const x = constant([1, 2, 3], 'int8');
    expect(np.searchSorted(x, constant([1.5, 2.5], 'float32')).toArray()).toEqual([1n, 2n]);
    expect(np.searchSorted(x, 2.5).toArray()).toBe(2n);
    expect(np.searchSorted(constant([0, 100, 200], 'uint8'), 300).toArray()).toBe(3n);
    expect(jax.searchSorted(x, 2.5).toArray()).toBe(2);
    expect(torch.searchSorted(x, constant([1.5], 'float32')).toArray()).toEqual([1n]);
    expect(() => tf.searchSorted(x, constant([1.5], 'float32'))).toThrow(PromotionError);
    expect(() => tf.searchSorted(x, constant([1.5], 'float32'))).toThrow(/cast the values to int8/);
    expect(() => tf.searchSorted(constant([1, 2], 'complex64'), constant([1, 2], 'complex64'))).toThrow(/no searchsorted kernel for complex64/);
  });

  test('shapes: a 1-D x1 serves any values under NumPy; TensorFlow and PyTorch search row by row', () => {
    const rows = constant([[1, 3, 5], [2, 4, 6]], 'int16');
    const v = constant([[3, 3], [3, 7]], 'int16');
    expect(tf.searchSorted(rows, v).toArray()).toEqual([[1, 1], [1, 3]]);
    expect(torch.searchSorted(rows, v).toArray()).toEqual([[1n, 1n], [1n, 3n]]);
    expect(() => np.searchSorted(rows, v)).toThrow(ShapeError);
    expect(np.searchSorted(constant([1, 3, 5], 'int16'), v).shape).toEqual([2, 2]);
    expect(() => tf.searchSorted(constant([1, 3, 5], 'int16'), v)).toThrow(/row by row/);
  });

  test('sorter orders an unsorted x1; bad side and sorter are typed errors', () => {
    const x = constant([3, 1, 2, 5], 'int32');
    expect(np.searchSorted(x, constant([2, 4, 0], 'int32'), 'left', argsort(x).cast('int64')).toArray()).toEqual([1n, 3n, 0n]);
    expect(() => np.searchSorted(x, 1, 'middle' as never)).toThrow(ValueError);
    expect(() => np.searchSorted(x, 1, 'left', constant([0.5], 'float32') as never)).toThrow(/sorter must be a 1-D int32 or int64 tensor/);
  });

  test('law: searchSorted(sort(x), x) finds each element at its first equal position (left) and after its last (right)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 1, maxLength: 40 }), (xs) => {
        const x = constant(xs, 'int32');
        const s = np.sort(x);
        const sorted = (s.toArray() as number[]);
        const left = (np.searchSorted(s, x).toArray() as bigint[]).map(Number);
        const right = (np.searchSorted(s, x, 'right').toArray() as bigint[]).map(Number);
        expect(left).toEqual(xs.map((v) => sorted.indexOf(v)));
        expect(right).toEqual(xs.map((v) => sorted.lastIndexOf(v) + 1));
      }),
    );
  });
});

describe('nonzero and argwhere', () => {
  test('one index tensor per axis, or the (n, ndim) matrix; NaN counts, -0 does not', () => {
    const x = constant([[0, NaN], [-0, 2]], 'float32');
    expect(nonzero(x).map((t) => t.toArray())).toEqual([[0n, 1n], [1n, 1n]]);
    expect(argwhere(x).toArray()).toEqual([[0n, 1n], [1n, 1n]]);
    expect(x.nonzero()).toHaveLength(2);
  });

  test('0-d: NumPy, JAX and TensorFlow refuse nonzero; PyTorch reads it as 1-D; argwhere gives (n, 0) under NumPy', () => {
    const s = constant(5, 'int32');
    expect(() => np.nonzero(s)).toThrow(/reshape it to \[1\]/);
    expect(() => tf.nonzero(s)).toThrow(ShapeError);
    expect(torch.nonzero(s).map((t) => t.toArray())).toEqual([[0n]]);
    expect(np.argwhere(s).shape).toEqual([1, 0]);
    expect(() => tf.argwhere(s)).toThrow(ShapeError);
  });

  test('TensorFlow has no float16 Where kernel: a PromotionError with the cast', () => {
    expect(() => tf.nonzero(constant([1, 0], 'float16'))).toThrow(/float16/);
    expect(np.nonzero(constant([1, 0], 'float16'))[0]!.toArray()).toEqual([0n]);
  });
});

describe('unique functions', () => {
  test('NumPy sorts, TensorFlow keeps the order of first occurrence with int32 indices', () => {
    const x = constant([3, 1, 3, 2], 'int32');
    const n = np.uniqueAll(x);
    expect(n.values.toArray()).toEqual([1, 2, 3]);
    expect(n.indices.toArray()).toEqual([1n, 3n, 0n]);
    expect(n.inverseIndices.toArray()).toEqual([2n, 0n, 2n, 1n]);
    expect(n.counts.toArray()).toEqual([1n, 1n, 2n]);
    const t = tf.uniqueAll(x);
    expect(t.values.toArray()).toEqual([3, 1, 2]);
    expect(t.counts.toArray()).toEqual([2, 1, 1]);
    expect(t.inverseIndices.dtype).toBe('int32');
  });

  test('each NaN is its own value, -0 and 0 are one; inverse indices have the operand shape', () => {
    const r = np.uniqueCounts(constant([NaN, 0, -0, NaN], 'float64'));
    expect(r.values.toArray()).toEqual([0, NaN, NaN]);
    expect(r.counts.toArray()).toEqual([2n, 1n, 1n]);
    expect(np.uniqueInverse(constant([[3, 1], [1, 2]], 'int16')).inverseIndices.shape).toEqual([2, 2]);
    expect(uniqueValues(constant([true, false, true])).toArray()).toEqual([true, false]);
  });

  test('TensorFlow takes 1-D tensors only and no complex; PyTorch has no complex unique', () => {
    expect(() => tf.uniqueValues(constant([[1, 2]], 'int32'))).toThrow(/reshape\(x, \[-1\]\)/);
    expect(() => tf.uniqueValues(constant([1, 2], 'complex64') as never)).toThrow(PromotionError);
    expect(() => torch.uniqueAll(constant([1, 2], 'complex64'))).toThrow(PromotionError);
    expect(jax.uniqueValues(constant([1, 2, 1], 'complex64')).toArray()).toHaveLength(2);
  });

  test('law: values[inverseIndices] is the flattened operand, counts add up to its size', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 30 }), fc.constantFrom(np, tf, torch, jax), (xs, ops) => {
        const r = ops.uniqueAll(constant(xs, 'int32'));
        const values = r.values.toArray() as number[];
        expect((r.inverseIndices.toArray() as (number | bigint)[]).map((i) => values[Number(i)])).toEqual(xs);
        expect((r.counts.toArray() as (number | bigint)[]).reduce<number>((a, c) => a + Number(c), 0)).toBe(xs.length);
        expect(uniqueCounts(constant(xs, 'int32')).values.shape).toEqual([new Set(xs).size]);
        expect(uniqueInverse(constant(xs, 'int32')).values.shape).toEqual([new Set(xs).size]);
        expect(uniqueAll(constant(xs, 'int32')).indices.shape).toEqual([new Set(xs).size]);
      }),
    );
  });
});
