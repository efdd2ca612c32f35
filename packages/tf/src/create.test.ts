import { DTypeError } from '@typelattice/dtypes';
import { ShapeError } from '@typelattice/kernels-core';
import { describe, expect, it } from 'vitest';
import { constant, fill, ones, range, zeros, ValueError } from './index';

// Expected texts and dtypes were printed by TensorFlow 2.21 (tf.range, tf.fill, tf.ones,
// tf.zeros, tf.constant with shape) in the project's recording environment.
describe('constant', () => {
  it('infers dtypes as tf.constant does and keeps TypedArray dtypes', () => {
    expect(constant([1, 2, 3]).dtype).toBe('int32');
    expect(constant(2 ** 40).toString()).toBe('tf.Tensor(1099511627776, shape=(), dtype=int64)');
    expect(constant([1, 2.5]).toString()).toBe('tf.Tensor([1.  2.5], shape=(2,), dtype=float32)');
    expect(constant([]).toString()).toBe('tf.Tensor([], shape=(0,), dtype=float32)');
    expect(constant(new Int16Array([1, -2])).dtype).toBe('int16');
    expect(constant(new BigUint64Array([1n])).dtype).toBe('uint64');
    expect(constant(new Uint8ClampedArray([1])).dtype).toBe('uint8');
  });

  it('fills or checks a given shape', () => {
    expect(constant([1, 2, 3, 4, 5, 6], undefined, [2, 3]).toString()).toBe(
      'tf.Tensor(\n[[1 2 3]\n [4 5 6]], shape=(2, 3), dtype=int32)',
    );
    expect(constant(7, undefined, [2, 3]).toArray()).toEqual([
      [7, 7, 7],
      [7, 7, 7],
    ]);
    expect(() => constant([1, 2], undefined, [2, 3])).toThrow(ShapeError);
    expect(() => constant([1, 2], undefined, [2, 3])).toThrow(/shapes \(2,\) and \(2, 3\)/);
  });

  it('converts to an explicit dtype and refuses what does not fit', () => {
    expect(constant([1.5, 2], 'float16').toString()).toBe('tf.Tensor([1.5 2. ], shape=(2,), dtype=float16)');
    expect(constant([1, 2], 'c64').toArray()).toEqual([
      { re: 1, im: 0 },
      { re: 2, im: 0 },
    ]);
    expect(constant(2.0, 'int32').toArray()).toBe(2);
    // TensorFlow: "Cannot convert 1.5 to EagerTensor of dtype int32".
    expect(() => constant(1.5, 'int32')).toThrow(ValueError);
    expect(() => constant(1.5, 'int32')).toThrow(/1\.5 \(element 0\) to a int32 tensor/);
    expect(() => constant(1, 'bool')).toThrow(/bool tensor takes only true\/false/);
    expect(() => constant(300, 'uint8')).toThrow(DTypeError);
    expect(() => constant({ re: 1, im: 1 }, 'float32')).toThrow(DTypeError);
    expect(() => constant([1], 'float8' as never)).toThrow(DTypeError);
  });

  it('reads back values: toArray, dataSync (a copy), data', async () => {
    const t = constant([[1n, 2n]], 'int64');
    expect(t.toArray()).toEqual([[1n, 2n]]);
    const copy = t.dataSync();
    copy[0] = 99n;
    expect(t.toArray()).toEqual([[1n, 2n]]);
    expect(await constant([1, 2], 'uint16').data()).toEqual(new Uint16Array([1, 2]));
    expect(constant([true, false]).toArray()).toEqual([true, false]);
    expect(constant([[], []]).toArray()).toEqual([[], []]);
    expect(t.size).toBe(2);
    expect(t.rank).toBe(2);
    expect(t.weak).toBe(false);
  });
});

describe('zeros, ones, fill, range', () => {
  it('match TensorFlow', () => {
    expect(zeros([]).toString()).toBe('tf.Tensor(0.0, shape=(), dtype=float32)');
    expect(ones([2]).toString()).toBe('tf.Tensor([1. 1.], shape=(2,), dtype=float32)');
    expect(fill([2, 2], 3).toString()).toBe('tf.Tensor(\n[[3 3]\n [3 3]], shape=(2, 2), dtype=int32)');
    expect(range(5).toString()).toBe('tf.Tensor([0 1 2 3 4], shape=(5,), dtype=int32)');
    expect(range(1, 2, 0.5).toString()).toBe('tf.Tensor([1.  1.5], shape=(2,), dtype=float32)');
    expect(range(5, undefined, 1, 'float32').toString()).toBe('tf.Tensor([0. 1. 2. 3. 4.], shape=(5,), dtype=float32)');
  });

  it('cover every dtype and refuse bad arguments', () => {
    expect(ones([2], 'bool').toArray()).toEqual([true, true]);
    expect(ones([1], 'uint64').toArray()).toEqual([1n]);
    expect(zeros([1], 'complex64').toArray()).toEqual([{ re: 0, im: 0 }]);
    expect(range(3, 0, -1, 'int64').toArray()).toEqual([3n, 2n, 1n]);
    expect(range(0, 0).toArray()).toEqual([]);
    expect(() => range(0, 1, 0)).toThrow(/step must not be 0/);
    expect(() => zeros([-1])).toThrow(ValueError);
  });
});
