import { describe, expect, it } from 'vitest';
import { PolicyError, PromotionError } from '@typelattice/promotion';
import { ValueError, getBackend, constant, ones, getPromotionMode, ImplicitPromotion, add, cast, createOps, div, maximum, minimum, mod, pow, floordiv, weakInt } from './index';

describe('free functions', () => {
  it('compute with NumPy value semantics', () => {
    expect(floordiv(constant([-7, 7], 'int8'), 2).toArray()).toEqual([-4, 3]);
    expect(mod(constant([-7, 7], 'int8'), 3).toArray()).toEqual([2, 1]);
    expect(pow(constant([2], 'int16'), 10).toArray()).toEqual([1024]);
    expect(maximum(constant([1, NaN]), constant([3.5, 0.5])).toArray()).toEqual([3.5, NaN]);
    expect(minimum(constant([1, 4]), 2).toArray()).toEqual([1, 2]);
    expect(div(constant([3], 'int8'), 2).toArray()).toEqual([1.5]);
    expect(cast([300, -1], 'uint8').toArray()).toEqual([44, 255]);
    expect(cast(constant([1.5]), 'f16').dtype).toBe('float16');
  });

  it('broadcast, and name both shapes when they cannot', () => {
    expect(add(constant([[1], [2]], 'int32'), constant([10, 20], 'int32')).toArray()).toEqual([
      [11, 21],
      [12, 22],
    ]);
    expect(() => add(constant([1, 2, 3]), constant([1, 2]))).toThrow(/\[3\] and \[2\]/);
  });

  it('take TypedArrays, nested arrays, booleans and Variables-like operands', () => {
    expect(add(constant([1], 'float64'), new Float64Array([0.5])).toArray()).toEqual([1.5]);
    expect(add(constant([1], 'int32'), [[1, 2]]).toArray()).toEqual([[2, 3]]);
    expect(add(constant([true]), true).toArray()).toEqual([true]);
    expect(() => add(constant([1]), 'x' as never)).toThrow(/cannot use "x" as an operand/);
  });

  // JAX: int32 array + python float is a weakly typed float array, float32 with x64 off
  // (jax.numpy's lattice: i32 + f* = f*; the weak type canonicalizes to float32 under x32).
  it('keep weak arrays in the dtype the policy mode gives weak values', () => {
    const x32 = createOps({ policy: 'jax', mode: 'x32' }).add(constant([1, 2], 'int32'), 0.5);
    expect([x32.weak, x32.dtype, x32.toArray()]).toEqual([true, 'float32', [1.5, 2.5]]);
    const x64 = createOps({ policy: 'jax', mode: 'x64' }).add(constant([1, 2], 'int32'), 0.1);
    expect([x64.weak, x64.dtype, x64.toArray()]).toEqual([true, 'float64', [1.1, 2.1]]);
    // A weak array has no single value to range-check: it takes part as its kind.
    expect(createOps({ policy: 'jax', mode: 'x32' }).add(constant([1], 'float16'), x32).dtype).toBe('float16');
  });

  it('keep weak results weak', () => {
    const r = add(weakInt(2), weakInt(3));
    expect(r.toArray()).toBe(5n);
    expect(createOps({ policy: 'jax' }).add(weakInt(2), 3).weak).toBe(true);
  });
});

describe('createOps', () => {
  // Recorded from TensorFlow 2.21 with numpy behaviour (conformance/fixtures/tables/tensorflow-all.json):
  // `x * y` with a bool tensor on either side gives bool, `tf.multiply(x, y)` promotes.
  it('scope: tensor methods are the operator form of the ops object\'s policy', () => {
    const tf = createOps({ policy: 'tf', mode: 'all' });
    const b = constant([true]);
    const u8 = constant([1], 'uint8');
    expect(tf.scope(() => [b.mul(u8).dtype, constant([1], 'float32').mul(b).dtype])).toEqual(['bool', 'bool']);
    expect([tf.mul(b, u8).dtype, tf.mul(constant([1], 'float32'), b).dtype]).toEqual(['uint8', 'float32']);
    // Outside the scope the method follows the global policy again.
    expect(b.mul(u8).dtype).toBe('uint8');
  });

  it('validates policy, mode and backend, naming the valid ones', () => {
    expect(() => createOps({ policy: 'jaxx' as never })).toThrow(PolicyError);
    expect(() => createOps({ policy: 'jaxx' as never })).toThrow(/tf-rfc, tf, tf-deprecated-1/);
    expect(() => createOps({ policy: 'jax', mode: 'x65' as never })).toThrow(/x64, x32, strict/);
    expect(() => createOps({ mode: 'SAFE' as never })).toThrow(/did you mean 'safe'/);
    // an options object only, with known keys
    expect(() => createOps('jax' as never)).toThrow(/createOps\(\{ policy: "jax" \}\)/);
    expect(() => createOps(null as never)).toThrow(ValueError);
    expect(() => createOps(42 as never)).toThrow(ValueError);
    expect(() => createOps({ polcy: 'jax' } as never)).toThrow(/unknown option "polcy"/);
    expect(() => createOps({ policy: 'jax', mdoe: 'x32' } as never)).toThrow(/unknown option "mdoe"/);
    expect(() => createOps({ backend: 'tpu' as never })).toThrow(/'cpu', 'gpu', 'auto'/);
  });

  it('gives each policy its promotion', () => {
    const u8 = ones([1], 'uint8');
    const i8 = ones([1], 'int8');
    expect(createOps({ policy: 'numpy' }).add(u8, i8).dtype).toBe('int16');
    expect(createOps({ policy: 'torch' }).add(u8, i8).dtype).toBe('int16');
    // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
    expect(() => createOps({ policy: 'jax', mode: 'strict' }).add(u8, i8)).toThrow(PromotionError);
    expect(createOps({ policy: 'tf-rfc', mode: 'all' }).add(u8, i8).dtype).toBe('int16');
    // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
    expect(() => createOps({ policy: 'tf-rfc', mode: ImplicitPromotion.LEGACY }).add(u8, i8)).toThrow(PromotionError);
  });

  it('reproduces LEGACY asymmetry: a NumPy array second is cast, first is not', () => {
    const legacy = createOps({ mode: ImplicitPromotion.LEGACY });
    const c = constant(1);
    // The RFC: tf.add(c, np.array(3.1)) gives 4 (int32); tf.add(np.array(3.1), c) raises.
    expect(legacy.add(c, new Float64Array([3.1])).toArray()).toEqual([4]);
    expect(() => legacy.add(new Float64Array([3.1]), c)).toThrow(PromotionError);
    // The RFC: tf.add(c, 3) with c = tf.constant(1.0) is float32; tf.add(3, c) raises; 3 + c works.
    const f = constant(1.0, 'float32');
    expect(legacy.add(f, 3).dtype).toBe('float32');
    // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
    expect(() => legacy.add(3, f)).toThrow(PromotionError);
    expect(legacy.scope(() => weakInt(3).add(f).dtype)).toBe('float32');
  });

  it('scope puts an ops object in force for methods and free functions, and restores it', () => {
    const jax = createOps({ policy: 'jax' });
    const i64 = ones([1], 'int64');
    const f16 = ones([1], 'float16');
    expect(jax.scope(() => i64.add(f16).dtype)).toBe('float16');
    expect(jax.scope(() => add(i64, f16).dtype)).toBe('float16');
    expect(() => i64.add(f16)).toThrow(PromotionError);
    expect(() =>
      jax.scope(() => {
        throw new Error('inside');
      }),
    ).toThrow('inside');
    expect(() => add(i64, f16)).toThrow(PromotionError);
    expect(getPromotionMode()).toBe('safe');
    expect(getBackend()).toBe('cpu');
  });
});
