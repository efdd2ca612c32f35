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
        // @ts-expect-error: typed ops refuse it at compile time too
        createOps({ policy: 'tf' }).concat([constant([1], 'int8'), constant([1], 'int16')]);
      } catch (err) {
        return err as PromotionError;
      }
    })();
    expect(e).toBeInstanceOf(PromotionError);
    expect(e?.fix).toEqual({ operand: 'both', castTo: 'int16' });
    // @ts-expect-error: typed ops refuse it at compile time too
    expect(() => createOps({ policy: 'torch' }).reduceMean(x)).toThrow(/PyTorch's mean does not take int8/);
  });
  it('give typed errors naming the shapes and the fix', () => {
    expect(() => reduceSum(x, 2)).toThrow(ShapeError);
    expect(() => reduceSum(x, 2)).toThrow(/reduceSum: axis 2 is out of range for shape \[2, 2\]/);
    expect(() => concat([constant([[1, 2]], 'int8'), constant([[1, 2, 3]], 'int8')])).toThrow(ShapeError);
    expect(() => matmul(constant([[1, 2, 3]], 'float32'), constant([[1], [2]], 'float32'))).toThrow(/\[1, 3\].*\[2, 1\]/);
    expect(() => createOps({ policy: 'tf' }).matmul(constant([1, 2], 'float32'), constant([[1], [2]], 'float32'))).toThrow(/rank 2 or more.*expandDims/);
    expect(() => reshape(constant([1, 2, 3], 'int8'), [2, 2])).toThrow(/shape \[3\].*\[2, 2\]/);
    expect(() => reduceSum(x, 'rows' as never)).toThrow(ValueError);
    expect(() => concat([])).toThrow(/non-empty list/);
    // nothing changed
    expect(x.toArray()).toEqual([[100, 100], [100, 1]]);
  });
});

describe("the libraries' reductions at the edges (values recorded in conformance/fixtures/ops)", () => {
  const tf = createOps({ policy: 'tf' });
  const np = createOps({ policy: 'numpy' });
  const jax = createOps({ policy: 'jax', mode: 'x32' });
  const bits = (t: { dataSync(): unknown }) => [...new Uint16Array((t.dataSync() as Uint16Array).buffer)];
  it("argmax: TensorFlow's never picks NaN, the others take the first", () => {
    const x = constant([1, Number.NaN, 3, Number.NaN], 'float32');
    expect(tf.argmax(x).toArray()).toBe(2n);
    expect(np.argmax(x).toArray()).toBe(1n);
    expect(tf.argmax(constant([Number.NaN, -Infinity], 'float32')).toArray()).toBe(0n);
    expect(tf.argmin(constant([Number.NaN, 1], 'float32')).toArray()).toBe(1n);
  });
  it('argmax / argmin outputType, and keepdims after it', () => {
    const x = constant([[3, 7, 1]], 'int32');
    expect(tf.argmax(x, 1, 'int16').dtype).toBe('int16');
    expect(tf.argmax(x, 1, 'uint16').toArray()).toEqual([1]);
    expect(jax.argmax(x, 1, 'int64').dtype).toBe('int32');
    expect(np.argmin(x, 1, 'int32', true).toArray()).toEqual([[2]]);
    expect(x.argmax(1, 'int32').toArray()).toEqual([1]);
    // @ts-expect-error: typed ops refuse it at compile time too
    expect(() => tf.argmin(x, 1, 'int16')).toThrow(/TensorFlow's argmin gives int32 or int64 indices only/);
    expect(() => tf.argmax(x, 1, 'int8' as never)).toThrow(ValueError);
  });
  it("max / min / mean of nothing: TensorFlow's identities, NumPy's error", () => {
    expect(tf.reduceMax(constant([], 'float32')).toArray()).toBe(-Infinity);
    expect(tf.reduceMin(constant([], 'int8')).toArray()).toBe(127);
    expect(tf.reduceMean(constant([], 'int32')).toArray()).toBe(0);
    expect(() => np.reduceMax(constant([], 'float32'))).toThrow(ShapeError);
  });
  it("TensorFlow's float16 mean divides in float16; a sum of one element is the element under TensorFlow and JAX", () => {
    const h = constant([-1.0595703125, 5.12109375, 0.83984375, -4.2890625, 2.890625, 10.4296875, 7.578125], 'float16');
    expect(bits(tf.reduceMean(h))).toEqual([0x4226]);
    expect(bits(np.reduceMean(h))).toEqual([0x4225]);
    expect(Object.is(tf.reduceSum(constant([-0], 'float32')).toArray(), -0)).toBe(true);
    expect(Object.is(np.reduceSum(constant([-0], 'float32')).toArray(), 0)).toBe(true);
  });
  it("cumsum's exclusive and reverse, its start and its float16 steps", () => {
    const x = constant([[1, 2, 3], [4, 5, 6]], 'int8');
    expect(tf.cumsum(x, 1, true).toArray()).toEqual([[0, 1, 3], [0, 4, 9]]);
    expect(x.cumsum(1, false, true).toArray()).toEqual([[6, 5, 3], [15, 11, 6]]);
    expect(tf.cumsum(constant([-0, 1], 'float32')).toArray()).toEqual([0, 1]);
    expect(Object.is((np.cumsum(constant([-0, 1], 'float32')).toArray() as number[])[0], -0)).toBe(true);
    expect(tf.cumsum(constant([2048, 1, 1], 'float16')).toArray()).toEqual([2048, 2048, 2048]);
    expect(createOps({ policy: 'torch' }).cumsum(constant([2048, 1, 1], 'float16'), 0).toArray()).toEqual([2048, 2048, 2050]);
    expect(() => tf.cumsum(x, 1, 'yes' as never)).toThrow(/exclusive must be true or false/);
  });
});
