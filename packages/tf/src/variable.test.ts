import { KernelError, ShapeError } from '@typelattice/kernels-core';
import { PromotionError } from '@typelattice/promotion';
import { describe, expect, it } from 'vitest';
import { constant, ImplicitPromotion, withPromotionMode, ndarray, createOps, Variable, weakComplex, weakFloat } from './index';
import type { PromotionMode } from './index';

const { ALL, SAFE, NONE, LEGACY } = ImplicitPromotion;

function snapshot(v: Variable) {
  return { dtype: v.dtype, shape: [...v.shape], bits: Array.from(v.read().dataSync() as ArrayLike<unknown>) };
}

/** Asserts that `update` throws `error` and leaves `v` exactly as it was. */
function expectRefusedUntouched(v: Variable, update: () => unknown, error: new (...a: never[]) => Error) {
  const before = snapshot(v);
  expect(update).toThrow(error);
  expect(snapshot(v)).toEqual(before);
}

describe('Variable', () => {
  it('is created from values or tensors, with an optional dtype', () => {
    expect(new Variable(3).dtype).toBe('int32');
    expect(new Variable([1.5]).dtype).toBe('float32');
    expect(new Variable(constant([1], 'uint16')).dtype).toBe('uint16');
    expect(new Variable(constant([1.7]), 'int32').read().toArray()).toEqual([1]);
    const v = new Variable([1, 2], 'int8');
    expect(v.read()).toBe(v.value());
    expect(String(v)).toBe('<tf.Variable shape=(2,) dtype=int8, numpy=[1 2]>');
  });

  it('assigns, adds and subtracts in place', () => {
    const v = new Variable([1, 2], 'float32');
    expect(v.assign([5, 6]).read().toArray()).toEqual([5, 6]);
    expect(v.assignAdd(constant([1, 1], 'float32')).read().toArray()).toEqual([6, 7]);
    expect(v.assignSub(0.5).read().toArray()).toEqual([5.5, 6.5]);
    expect(v.assignAdd(1).read().toArray()).toEqual([6.5, 7.5]);
    expect(v.dtype).toBe('float32');
  });

  // Expected cells: the RFC's proposed assign_add table (spec table "tf-rfc-assign-add").
  it('follows the RFC assign_add table in the RFC modes', () => {
    const run = (mode: PromotionMode, dtype: 'float64' | 'int32' | 'uint8' | 'complex64', delta: Parameters<Variable['assignAdd']>[0]) =>
      createOps({ mode }).variable(constant([1], dtype)).assignAdd(delta).dtype;
    // f64 += u64: ALL only (yellow).
    expect(run(ALL, 'float64', constant([1n], 'uint64'))).toBe('float64');
    expect(() => run(SAFE, 'float64', constant([1n], 'uint64'))).toThrow(PromotionError);
    // i32 += u16: SAFE and ALL (green), not NONE.
    expect(run(SAFE, 'int32', constant([1], 'uint16'))).toBe('int32');
    expect(() => run(NONE, 'int32', constant([1], 'uint16'))).toThrow(PromotionError);
    // u8 += i*: all modes; i32 += f*: never (would change the dtype); c64 += c*: all modes.
    expect(run(NONE, 'uint8', 3)).toBe('uint8');
    expect(() => run(ALL, 'int32', weakFloat(1))).toThrow(PromotionError);
    expect(run(NONE, 'complex64', weakComplex(1, 1))).toBe('complex64');
    // u8 += i8: would be int16, refused in every mode.
    expect(() => run(ALL, 'uint8', constant([1], 'int8'))).toThrow(PromotionError);
  });

  it('checks python-scalar ranges against the variable dtype', () => {
    const v = new Variable([250], 'uint8');
    expect(v.assignAdd(5).read().toArray()).toEqual([255]);
    expectRefusedUntouched(v, () => v.assignAdd(256), PromotionError);
    expectRefusedUntouched(v, () => v.assignAdd(-1), PromotionError);
  });

  // Expected cells: today's TensorFlow (spec tables "tf-legacy-assign-add" and
  // "tf-legacy-assign-add-ndarray"; the RFC: tf.Variable(1) + np.array(1.5) gives 2).
  it('follows today\'s tables in LEGACY', () => {
    withPromotionMode(LEGACY, () => {
      const v = new Variable(1);
      expect(v.assignAdd(ndarray(1.5, 'float64')).read().toArray()).toBe(2);
      expect(new Variable([1], 'int8').assignAdd(new Float64Array([2.9])).read().toArray()).toEqual([3]);
      expectRefusedUntouched(v, () => v.assignAdd(constant(1, 'int64')), PromotionError);
      expectRefusedUntouched(v, () => v.assignAdd(weakFloat(1)), PromotionError);
      expect(new Variable([1], 'float32').assignAdd(ndarray([1], 'complex128')).dtype).toBe('float32');
      expect(new Variable([1], 'float16').assignAdd(weakFloat(0.5)).read().toArray()).toEqual([1.5]);
    });
  });

  it('is atomic: a refused or failed update leaves value and dtype untouched', () => {
    const v = new Variable([1, 2, 3], 'int16');
    expectRefusedUntouched(v, () => v.assignAdd(constant([1, 2], 'int16')), ShapeError);
    expectRefusedUntouched(v, () => v.assign([1, 2]), ShapeError);
    expectRefusedUntouched(v, () => v.assignAdd(constant([[1, 2, 3], [4, 5, 6]], 'int16')), ShapeError);
    expectRefusedUntouched(v, () => v.assignAdd(constant([1, 2, 3], 'float32')), PromotionError);
    expectRefusedUntouched(v, () => v.assign(constant([1, 2, 3], 'int64')), PromotionError);
    const flags = new Variable([true, false]);
    expectRefusedUntouched(flags, () => flags.assignSub(constant([true, true])), Error);
    const ints = new Variable([1], 'int32');
    expectRefusedUntouched(ints, () => ints.assignAdd('x' as never), Error);
    expect(KernelError).toBeDefined();
  });

  it('broadcasts a delta to the variable shape, never the other way', () => {
    const v = new Variable([[1, 2], [3, 4]], 'int32');
    expect(v.assignAdd(constant([10, 20], 'int32')).read().toArray()).toEqual([
      [11, 22],
      [13, 24],
    ]);
    expect(v.assignAdd(1).read().toArray()).toEqual([
      [12, 23],
      [14, 25],
    ]);
  });
});

describe('assign', () => {
  it("takes a value of the Variable's own dtype in every policy (nothing is converted or computed)", () => {
    for (const [policy, mode] of [['tf', 'all'], ['tf', 'safe'], ['torch', 'default'], ['tf-rfc', 'none']] as const) {
      const ops = createOps({ policy, mode });
      const v = ops.variable(constant([true, false]));
      v.assign(constant([false, true]));
      expect(v.read().toArray(), `${policy} ${mode}`).toEqual([false, true]);
      const u = ops.variable(constant([1, 2], 'uint16'));
      u.assign(constant([3, 4], 'uint16'));
      expect(u.read().toArray()).toEqual([3, 4]);
    }
  });
});
