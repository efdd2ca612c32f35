import { describe, expect, it } from 'vitest';
import { PromotionError } from '@typelattice/promotion';
import {
  add,
  constant,
  countPromotions,
  createOps,
  KernelError,
  lastBackend,
  less,
  mul,
  onPromotion,
  pow,
  ShapeError,
  Tensor,
  truediv,
  ValueError,
  weakFloat,
  withPromotionMode,
  ImplicitPromotion,
} from './index';

// `out` on the binary free functions: NumPy's `out=` checks (dtype, shape, aliasing), and a
// failed op leaves `out` (and everything else) as it was.
describe('binary ops with { out }', () => {
  it('write the result into out and return it', () => {
    const out = constant([0, 0, 0], 'float32');
    const r = add(constant([1, 2, 3], 'float32'), constant([0.5, 0.25, 0.125], 'float32'), { out });
    expect(r).toBe(out);
    expect(out.toArray()).toEqual([1.5, 2.25, 3.125]);
  });

  it('give the same values as the allocating call, for every layout and a promoted pair', () => {
    const a = constant([[1, -2, 3], [4, 5, -6]], 'int8');
    const b = constant([0.5, 1.5, -2.5], 'float32');
    const fresh = add(a, b);
    const out = constant([[0, 0, 0], [0, 0, 0]], fresh.dtype);
    expect(add(a, b, { out }).toArray()).toEqual(fresh.toArray());
    const s = constant([7], 'float32');
    expect(mul(b, s, { out: constant([0, 0, 0], 'float32') }).toArray()).toEqual(mul(b, s).toArray());
    const big = constant(Float32Array.from({ length: 20000 }, (_, i) => i / 7), 'float32');
    const into = constant(new Float32Array(20000), 'float32');
    expect(add(big, big, { out: into }).dataSync()).toEqual(add(big, big).dataSync());
  });

  it('take a weak scalar operand and comparisons into a bool out', () => {
    const x = constant([1, 2, 3], 'float32');
    expect(add(x, 1.5, { out: constant([0, 0, 0], 'float32') }).toArray()).toEqual([2.5, 3.5, 4.5]);
    expect(less(x, 2, { out: constant([true, true, true]) }).toArray()).toEqual([true, false, false]);
  });

  it('update an operand in place (out may alias an input, as in NumPy)', () => {
    const x = constant([1, 2, 3], 'int32');
    expect(add(x, x, { out: x }).toArray()).toEqual([2, 4, 6]);
    const y = constant([10, 20, 30], 'int32');
    add(y, constant([1, 1, 1], 'int32'), { out: y });
    expect(y.toArray()).toEqual([11, 21, 31]);
  });

  it('read an operand that shares out’s memory but not element for element as if copied first', () => {
    const storage = new Float64Array([1, 2, 3, 4]);
    const out = new Tensor(storage, 'float64', [4]);
    const row = new Tensor(storage.subarray(0, 1), 'float64', [1]); // out's first element, broadcast
    add(out, row, { out });
    expect(out.toArray()).toEqual([2, 3, 4, 5]);
  });

  it('refuse an out of another dtype, naming both and the fix, and leave it unchanged', () => {
    const out = constant([9, 9], 'float64');
    const call = () => add(constant([1, 2], 'float32'), constant([1, 2], 'float32'), { out });
    expect(call).toThrow(ValueError);
    expect(call).toThrow(/gives float32, but out is float64: pass an out of dtype float32/);
    expect(out.toArray()).toEqual([9, 9]);
  });

  it('refuse an out of another shape (out is never broadcast), naming the shapes', () => {
    const out = constant([9, 9, 9], 'float32');
    const call = () => add(constant([[1, 2, 3]], 'float32'), constant([1, 2, 3], 'float32'), { out });
    expect(call).toThrow(ShapeError);
    expect(call).toThrow(/out has shape \(3,\) but the result has shape \(1, 3\)/);
    expect(out.toArray()).toEqual([9, 9, 9]);
  });

  it('refuse an out whose weakness differs from the result’s', () => {
    const jax = createOps({ policy: 'jax' });
    const out = constant(0, 'float64');
    expect(() => jax.add(weakFloat(1), weakFloat(2), { out })).toThrow(/weakly typed float64 result, but out is strong/);
    expect(out.toArray()).toEqual(0);
    const weakOut = jax.add(weakFloat(0), weakFloat(0));
    expect(jax.add(weakFloat(1), weakFloat(2), { out: weakOut }).toArray()).toEqual(3);
  });

  it('refuse an out that is not a Tensor, and options that are not an object', () => {
    const x = constant([1, 2], 'float32');
    expect(() => add(x, x, { out: new Float32Array(2) as never })).toThrow(/out must be a Tensor.*got Float32Array/);
    expect(() => add(x, x, 3 as never)).toThrow(/options must be an object such as \{ out \}/);
  });

  it('change nothing when the op itself is refused (promotion, kernel, shapes)', () => {
    const before = lastBackend();
    const events: string[] = [];
    const stop = onPromotion((e) => events.push(e.op));
    const out = constant([5, 5], 'int8');
    const { counts } = countPromotions(() => {
      expect(() => pow(constant([2, 2], 'int8'), constant([1, -1], 'int8'), { out })).toThrow(KernelError);
      expect(() => add(constant([1, 2], 'int8'), constant([1, 2, 3], 'int8'), { out })).toThrow(ShapeError);
      expect(() => add(constant([1, 2], 'int8'), constant([1.5, 2], 'float32'), { out })).toThrow(ValueError);
      withPromotionMode(ImplicitPromotion.SAFE, () => {
        expect(() => add(constant([1, 2], 'int8'), 300, { out })).toThrow(PromotionError);
      });
    });
    stop();
    expect(out.toArray()).toEqual([5, 5]);
    expect(events).toEqual([]);
    expect(counts.total).toBe(0);
    expect(lastBackend()).toBe(before);
  });

  it('work on an ops object and for truediv', () => {
    const ops = createOps({ policy: 'numpy' });
    const out = constant([0, 0], 'float64');
    expect(ops.truediv(constant([1, 3], 'int32'), 2, { out }).toArray()).toEqual([0.5, 1.5]);
    const f = constant([0, 0], 'float32');
    expect(truediv(constant([1, 3], 'float32'), constant([2, 2], 'float32'), { out: f }).toArray()).toEqual([0.5, 1.5]);
  });
});

// `out` on the unary ops and on the Tensor methods (binary and unary): the same checks.
describe('unary ops and Tensor methods with { out }', () => {
  it('write into out and return it, in place included', async () => {
    const { sqrt, neg, logicalNot, abs } = await import('./index');
    const out = constant([0, 0], 'float32');
    expect(sqrt(constant([4, 9], 'float32'), { out })).toBe(out);
    expect(out.toArray()).toEqual([2, 3]);
    const x = constant([1, -2, 3], 'int8');
    expect(neg(x, { out: x })).toBe(x);
    expect(x.toArray()).toEqual([-1, 2, -3]);
    const b = constant([false, false]);
    logicalNot(constant([true, false]), { out: b });
    expect(b.toArray()).toEqual([false, true]);
    const m = constant([0, 0], 'int16');
    expect(abs(constant([-7, 7], 'int16'), { out: m }).toArray()).toEqual([7, 7]);
  });
  it('Tensor methods take { out } as the functions do', () => {
    const a = constant([1, 2], 'float32');
    const out = constant([0, 0], 'float32');
    expect(a.mul(3, { out })).toBe(out);
    expect(out.toArray()).toEqual([3, 6]);
    expect(a.sqrt({ out }).toArray()).toEqual([1, Math.fround(Math.SQRT2)]);
    const flags = constant([true, true]);
    a.less(2, { out: flags });
    expect(flags.toArray()).toEqual([true, false]);
    a.add(a, { out: a });
    expect(a.toArray()).toEqual([2, 4]);
  });
  it('refuse a wrong dtype, shape, weakness or kind with a typed error, writing nothing', async () => {
    const { sqrt, exp } = await import('./index');
    const out = constant([5, 5], 'float32');
    expect(() => sqrt(constant([4, 9], 'int32'), { out })).toThrow(/sqrt\(int32\) gives float64, but out is float32/);
    expect(() => sqrt(constant([4, 9, 16], 'float32'), { out })).toThrow(ShapeError);
    expect(() => sqrt(constant([4, 9, 16], 'float32'), { out })).toThrow(/out has shape \(2,\) but the result has shape \(3,\) \(operand \(3,\)\)/);
    expect(() => exp(weakFloat(1), { out: constant(0, 'float64') })).toThrow(/exp gives a weakly typed float64 result, but out is strong/);
    expect(() => sqrt(constant([4], 'float32'), { out: [0] as never })).toThrow(ValueError);
    expect(() => constant([1, 2], 'float32').add(1, { out: constant([0, 0], 'float64') })).toThrow(ValueError);
    expect(out.toArray()).toEqual([5, 5]);
  });
});
