import { describe, expect, it } from 'vitest';
import { PromotionError } from '@typelattice/promotion';
import { ShapeError } from '@typelattice/kernels-core';
import { abs, bitwiseAnd, constant, createOps, equal, imag, invert, less, logicalNot, ndarray, neg, real, round, sqrt, where } from './index';

// The op families beyond arithmetic through the facade: result dtypes and values per policy, the
// library's value semantics where they differ, and every bad input as a typed error.

const numpy = createOps({ policy: 'numpy' });
const jax = createOps({ policy: 'jax' });
const torch = createOps({ policy: 'torch' });
const tf = createOps({ policy: 'tf' });
const rfcAll = createOps({ policy: 'tf-rfc', mode: 'all' });

describe('comparisons', () => {
  it('give bool, compared in the promoted dtype', () => {
    const r = less(constant([1, 3], 'int32'), 2);
    expect([r.dtype, r.toArray()]).toEqual(['bool', [true, false]]);
    // int8 vs float32 compares in float32: 0.5 is not 0
    expect(numpy.equal(constant([0], 'int8'), constant([0.5], 'float32')).toArray()).toEqual([false]);
    expect(equal(constant([NaN]), constant([NaN])).toArray()).toEqual([false]);
  });
  it('NumPy compares integers exactly, a python int out of range included', () => {
    const big = numpy.less(constant([9223372036854775807n], 'int64'), constant([9223372036854775808n], 'uint64'));
    expect(big.toArray()).toEqual([true]);
    expect(numpy.less(constant([1], 'uint8'), -1).toArray()).toEqual([false]);
    expect(numpy.equal(constant([44], 'uint8'), 300).toArray()).toEqual([false]);
    expect(numpy.notEqual(constant([44], 'uint8'), 300).toArray()).toEqual([true]);
  });
  it('JAX converts a python int to the array dtype first, as it does (uint8 == 257 wraps to 1)', () => {
    expect(jax.equal(constant([1], 'uint8'), 257).toArray()).toEqual([true]);
  });
  it('legacy TensorFlow refuses mixed dtypes, with the cast that makes the call work', () => {
    let e: unknown;
    try {
      // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
      tf.less(constant([1], 'int8'), constant([1], 'int32'));
    } catch (error) {
      e = error;
    }
    expect(e).toBeInstanceOf(PromotionError);
    expect((e as PromotionError).message).toMatch(/int8.*int32/);
    const fix = (e as PromotionError).fix!;
    const a = fix.operand === 'b' ? constant([1], 'int8') : constant([1], 'int8').cast(fix.castTo);
    const b = fix.operand === 'a' ? constant([1], 'int32') : constant([1], 'int32').cast(fix.castTo);
    expect(tf.less(a, b).dtype).toBe('bool');
  });
  it('complex: NumPy orders lexicographically, TensorFlow and PyTorch refuse', () => {
    const x = constant([{ re: 1, im: 2 }], 'complex64');
    const y = constant([{ re: 1, im: 3 }], 'complex64');
    expect(numpy.less(x, y).toArray()).toEqual([true]);
    // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
    expect(() => tf.less(x, y)).toThrow(PromotionError);
    // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
    expect(() => torch.less(x, y)).toThrow(PromotionError);
    expect(tf.equal(x, y).toArray()).toEqual([false]);
  });
  it('the Tensor method is the operator form', () => {
    expect(constant([1, 3], 'int32').greaterEqual(3).toArray()).toEqual([false, true]);
  });
});

describe('logical and bitwise ops', () => {
  it('logical ops: NumPy takes any dtype by truth value, TensorFlow bool only', () => {
    expect(numpy.logicalAnd(constant([0, 2], 'int8'), constant([NaN, 1])).toArray()).toEqual([false, true]);
    // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
    expect(() => tf.logicalAnd(constant([1], 'int8'), constant([1], 'int8'))).toThrow(PromotionError);
    expect(() => rfcAll.logicalOr(constant([true]), 1)).toThrow(PromotionError);
    expect(logicalNot(constant([true, false])).toArray()).toEqual([false, true]);
  });
  it('bitwise ops refuse floats with a typed error naming the dtype and the fix', () => {
    expect(() => bitwiseAnd(constant([1.5]), constant([2.5]))).toThrow(/not on float32.*x\.cast\('int32'\)/);
    // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
    expect(() => numpy.bitwiseOr(constant([1], 'float64'), constant([1], 'int8'))).toThrow(PromotionError);
    expect(invert(constant([0, -1], 'int8')).toArray()).toEqual([0 - 1, 0]);
    expect(numpy.bitwiseXor(constant([true]), constant([true])).dtype).toBe('bool');
  });
  it('shift counts past the width: 0 in NumPy, JAX and PyTorch; clamped in TensorFlow', () => {
    const one = constant([1, -128, 127], 'int8');
    const by = constant([8, 9, -1], 'int8');
    expect(numpy.leftShift(one, by).toArray()).toEqual([0, 0, 0]);
    expect(torch.leftShift(one, by).toArray()).toEqual([0, 0, 0]);
    expect(tf.leftShift(one, by).toArray()).toEqual([-128, 0, 127]);
    expect(numpy.rightShift(one, by).toArray()).toEqual([0, -1, 0]);
    expect(tf.rightShift(one, by).toArray()).toEqual([0, -1, 127]);
  });
});

describe('unary math', () => {
  it('an integer input gets each library float', () => {
    const i8 = constant([4], 'int8');
    expect(numpy.sqrt(i8).dtype).toBe('float16');
    expect(jax.sqrt(i8).dtype).toBe('float32');
    expect(torch.sqrt(i8).dtype).toBe('float32');
    // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
    expect(() => tf.sqrt(i8)).toThrow(PromotionError);
    expect(createOps({ policy: 'tf-rfc' }).sqrt(constant([4], 'int32')).dtype).toBe('float64');
    expect(numpy.sqrt(i8).toArray()).toEqual([2]);
  });
  it('a weak operand stays weak where the library keeps it weak', () => {
    const r = jax.sqrt(4);
    expect([r.dtype, r.weak, r.toArray()]).toEqual(['float64', true, 2]);
    expect(numpy.sqrt(4).weak).toBe(false);
    // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
    expect(() => torch.sqrt(4)).toThrow(PromotionError);
  });
  it('abs, real and imag of complex give the real dtype of its width', () => {
    const z = constant([{ re: 3, im: 4 }], 'complex64');
    expect([abs(z).dtype, abs(z).toArray()]).toEqual(['float32', [5]]);
    expect([real(z).dtype, real(z).toArray(), imag(z).toArray()]).toEqual(['float32', [3], [4]]);
  });
  it('integers wrap, round ties to even, methods are the operator form', () => {
    expect(neg(constant([1, -128], 'int8')).toArray()).toEqual([-1, -128]);
    expect(round(constant([0.5, 1.5, 2.5, -0.5])).toArray()).toEqual([0, 2, 2, -0]);
    expect(constant([2, -3], 'int16').abs().toArray()).toEqual([2, 3]);
    expect(() => neg(constant([true]))).toThrow(PromotionError);
  });
  it('PyTorch sign(NaN) is 0, the others NaN', () => {
    expect(torch.sign(constant([NaN, -2]))
      .toArray()).toEqual([0, -1]);
    expect(numpy.sign(constant([NaN, -2])).toArray()).toEqual([NaN, -1]);
  });
});

describe('where', () => {
  it('promotes x and y together; a weak scalar stays weak where the library keeps it weak', () => {
    const r = where(constant([true, false]), constant([1, 2], 'int8'), 0);
    expect([r.dtype, r.toArray()]).toEqual(['int8', [1, 0]]);
    expect(numpy.where(constant([true, false]), constant([1], 'uint8'), constant([-1], 'int8')).dtype).toBe('int16');
    expect(jax.where(constant([true]), 1, 2.5).weak).toBe(true);
  });
  it('a python scalar the result cannot hold: NumPy, JAX and TensorFlow wrap it, PyTorch and the RFC refuse it', () => {
    for (const ops of [numpy, jax, tf]) expect(ops.where(constant([false]), constant([1], 'int8'), 300).toArray()).toEqual([44]);
    expect(() => torch.where(constant([false]), constant([1], 'int8'), 300)).toThrow(/300 does not fit int8/);
    expect(() => createOps({ policy: 'tf-rfc' }).where(constant([false]), constant([1], 'int8'), 300)).toThrow(PromotionError);
    expect(torch.where(constant([false]), constant([1], 'int8'), 100).toArray()).toEqual([100]);
  });
  it('broadcasts cond, x and y together', () => {
    const r = where(constant([[true], [false]]), constant([1, 2, 3], 'int32'), constant([0], 'int32'));
    expect([r.shape, r.toArray()]).toEqual([[2, 3], [[1, 2, 3], [0, 0, 0]]]);
  });
  it('a cond that is not bool: NumPy takes its truth value, TensorFlow refuses naming the fix', () => {
    expect(numpy.where(constant([0, 2], 'int8'), constant([1, 1]), constant([0, 0])).toArray()).toEqual([0, 1]);
    // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
    expect(() => tf.where(constant([0, 2], 'int8'), constant([1, 1]), constant([0, 0]))).toThrow(/cond must be bool.*notEqual\(cond, 0\)/);
  });
  it('a cond that does not broadcast is a ShapeError naming the shapes', () => {
    expect(() => where(constant([true, false, true]), constant([1, 2]), constant([0, 0]))).toThrow(ShapeError);
    expect(() => where(constant([true, false, true]), constant([1, 2]), constant([0, 0]))).toThrow(/\[3\].*\[2\]|\[2\].*\[3\]/);
  });
  it('a NumPy array operand is a NumPy array to shipped TensorFlow', () => {
    expect(tf.where(constant([true]), ndarray(new Float32Array([1])), constant([2], 'float32')).dtype).toBe('float32');
  });
});
