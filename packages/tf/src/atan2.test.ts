import { describe, expect, it } from 'vitest';
import { PromotionError } from '@typelattice/promotion';
import { atan2, constant, createOps, ones, weakInt } from './index';

// atan2(y, x): NumPy's arctan2 values; each policy's result dtype (recorded from the libraries;
// tf-rfc by the RFC's truediv rule, see packages/promotion/README.md, Decisions).
describe('atan2', () => {
  it('gives each policy its float for integer operands', () => {
    const i8 = ones([1], 'int8');
    const i32 = ones([1], 'int32');
    expect(createOps({ policy: 'numpy' }).atan2(i8, i8).dtype).toBe('float16');
    expect(createOps({ policy: 'numpy' }).atan2(i32, i32).dtype).toBe('float64');
    expect(createOps({ policy: 'jax' }).atan2(i8, i8).dtype).toBe('float32');
    expect(createOps({ policy: 'torch' }).atan2(ones([1], 'int64'), i8).dtype).toBe('float32');
    for (const mode of ['none', 'safe', 'all'] as const) {
      expect(createOps({ policy: 'tf-rfc', mode }).atan2(i8, i8).dtype).toBe('float32');
      expect(createOps({ policy: 'tf-rfc', mode }).atan2(i32, i32).dtype).toBe('float64');
    }
    // the default policy (tf-rfc, safe), free function and method
    expect(atan2(i8, 1).dtype).toBe('float32');
    expect(constant([1], 'uint16').atan2(constant([1], 'uint16')).dtype).toBe('float32');
    expect(createOps({ policy: 'tf', mode: 'all' }).atan2(ones([1], 'float16'), 2).dtype).toBe('float16');
    // JAX keeps a python int pair weak: a weak float, held in float64 with x64
    const weak = createOps({ policy: 'jax' }).atan2(weakInt(1), weakInt(1));
    expect([weak.weak, weak.dtype]).toEqual([true, 'float64']);
  });

  it('computes NumPy values: signed zeros, infinities and NaN as C atan2', () => {
    const y = constant([0, -0, 0, -0, 1, -1, Infinity, -Infinity, Infinity, 1, NaN, 1], 'float64');
    const x = constant([0, 0, -0, -0, 0, -Infinity, Infinity, -Infinity, 1, Infinity, 1, NaN], 'float64');
    expect(atan2(y, x).toArray()).toEqual([0, -0, Math.PI, -Math.PI, Math.PI / 2, -Math.PI, Math.PI / 4, (-3 * Math.PI) / 4, Math.PI / 2, 0, NaN, NaN]);
    // float32 is Math.atan2 rounded once (atan2f's correctly rounded pi/4); float16 from float32
    expect(atan2(constant([1], 'float32'), constant([1], 'float32')).toArray()).toEqual([Math.fround(Math.PI / 4)]);
    expect(atan2(constant([1, -1], 'float16'), constant([-1, -1], 'float16')).toArray()).toEqual([2.35546875, -2.35546875]);
    // integers are converted in the loop into the float the policy gives (NumPy: int8 in float16)
    expect(createOps({ policy: 'numpy' }).atan2(constant([1, -128], 'int8'), constant([0, 127], 'int8')).toArray()).toEqual([1.5703125, -0.78955078125]);
    // broadcasting, subnormals kept
    expect(atan2(constant([[5e-324], [-1]], 'float64'), constant([1, -1], 'float64')).toArray()).toEqual([
      [5e-324, Math.PI],
      [-Math.PI / 4, (-3 * Math.PI) / 4],
    ]);
  });

  it('refuses with a PromotionError what the policy refuses, complex included', () => {
    const c64 = ones([1], 'complex64');
    const refused: [string, () => unknown][] = [
      // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
      ['TensorFlow has no integer atan2', () => createOps({ policy: 'tf', mode: 'legacy' }).atan2(ones([1], 'int32'), ones([1], 'int32'))],
      // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
      ["shipped TensorFlow's atan2 does not promote", () => createOps({ policy: 'tf', mode: 'all' }).atan2(ones([1], 'float32'), ones([1], 'float64'))],
      // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
      ['PyTorch refuses uint16 with int8', () => createOps({ policy: 'torch' }).atan2(ones([1], 'uint16'), ones([1], 'int8'))],
      // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
      ['tf-rfc safe refuses uint8 with int8', () => createOps({ policy: 'tf-rfc', mode: 'safe' }).atan2(ones([1], 'uint8'), ones([1], 'int8'))],
      // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
      ['NumPy has no complex arctan2', () => createOps({ policy: 'numpy' }).atan2(c64, c64)],
      ['nor tf-rfc', () => atan2(c64, 1)],
      // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
      ['JAX computes one, no kernel does', () => createOps({ policy: 'jax' }).atan2(c64, c64)],
    ];
    for (const [why, call] of refused) expect(call, why).toThrow(PromotionError);
    try {
      // @ts-expect-error: typed ops refuse it at compile time, as the policy does at run time
      createOps({ policy: 'tf-rfc', mode: 'safe' }).atan2(ones([1], 'uint8'), ones([1], 'int8'));
    } catch (e) {
      expect([(e as PromotionError).widerMode, (e as PromotionError).widerResult]).toEqual(['all', 'float32']);
    }
  });
});
