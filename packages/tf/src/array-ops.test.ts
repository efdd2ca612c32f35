import { describe, expect, it } from 'vitest';
import { constant, createOps, concat, matmul, reduceSum, reshape, ShapeError, PromotionError, ValueError, weakInt } from './index';

// The array ops through the facade: result dtypes per policy, values, and the typed errors of
// bad input, which change nothing (the operands are read, never written).

describe('array ops', () => {
  const x = constant([[100, 100], [100, 1]], 'int8');
  it('reduce with each library accumulation', () => {
    expect(reduceSum(x).toArray()).toBe(45); // int8 wraps (the RFC: TensorFlow's accumulation)
    expect(createOps({ policy: 'numpy' }).reduceSum(x).toArray()).toBe(301n);
    expect(createOps({ policy: 'tf' }).reduceMean(constant([100, 100, 100], 'int8')).toArray()).toBe(100);
    expect(createOps({ policy: 'jax' }).reduceMean(x).dtype).toBe('float32');
    expect(createOps({ policy: 'jax', mode: 'x32' }).argmax(constant([1, 3, 2])).dtype).toBe('int32');
    expect(x.reduceMax(1, true).toArray()).toEqual([[100], [100]]);
  });
  it('join, multiply and reshape', () => {
    expect(createOps({ policy: 'jax' }).concat([constant([1], 'int8'), constant([2], 'uint8'), constant([3], 'float16')]).dtype).toBe('float16');
    expect(constant([1, 2], 'int32').stack([constant([3, 4], 'int32')], 1).toArray()).toEqual([[1, 3], [2, 4]]);
    expect(matmul(constant([[1, 2], [3, 4]], 'int8'), constant([[100], [100]], 'int8')).toArray()).toEqual([[44], [-68]]);
    expect(createOps({ policy: 'numpy' }).matmul(constant([1, 2], 'float32'), constant([3, 4], 'float32')).toArray()).toBe(11);
    expect(createOps({ policy: 'jax' }).reshape(weakInt(3), [1]).weak).toBe(true);
  });
  it('refuse what the library refuses, with the cast', () => {
    const e = (() => {
      try {
        createOps({ policy: 'tf' }).concat([constant([1], 'int8'), constant([1], 'int16')]);
      } catch (err) {
        return err as PromotionError;
      }
    })();
    expect(e).toBeInstanceOf(PromotionError);
    expect(e?.fix).toEqual({ operand: 'both', castTo: 'int16' });
    expect(() => createOps({ policy: 'torch' }).reduceMean(x)).toThrow(/PyTorch's mean does not take int8/);
  });
  it('give typed errors naming the shapes and the fix', () => {
    expect(() => reduceSum(x, 2)).toThrow(ShapeError);
    expect(() => reduceSum(x, 2)).toThrow(/reduceSum: axis 2 is out of range for shape \[2, 2\]/);
    expect(() => concat([constant([[1, 2]], 'int8'), constant([[1, 2, 3]], 'int8')])).toThrow(ShapeError);
    expect(() => matmul(constant([[1, 2, 3]], 'float32'), constant([[1], [2]], 'float32'))).toThrow(/\[1, 3\].*\[2, 1\]/);
    expect(() => matmul(constant([1, 2], 'float32'), constant([[1], [2]], 'float32'))).toThrow(/rank 2 or more.*expandDims/);
    expect(() => reshape(constant([1, 2, 3], 'int8'), [2, 2])).toThrow(/shape \[3\].*\[2, 2\]/);
    expect(() => reduceSum(x, 'rows' as never)).toThrow(ValueError);
    expect(() => concat([])).toThrow(/non-empty list/);
    // nothing changed
    expect(x.toArray()).toEqual([[100, 100], [100, 1]]);
  });
});
