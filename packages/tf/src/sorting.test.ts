import { describe, expect, test } from 'vitest';
import { KernelError, ShapeError } from '@typelattice/kernels-core';
import { argsort, constant, createOps, PromotionError, sort, topk, ValueError, weakFloat } from './index';

// sort, argsort and topk through the facade: each policy's index dtype, 0-d rule and refusals,
// and typed errors for bad arguments (the recorded cases are replayed by the conformance suite).

describe('sort, argsort, topk', () => {
  test('each policy gives its library index dtype', () => {
    const x = constant([3, 1, 2], 'float32');
    expect(createOps({ policy: 'numpy' }).argsort(x).dtype).toBe('int64');
    expect(createOps({ policy: 'jax', mode: 'x32' }).argsort(x).dtype).toBe('int32');
    expect(createOps({ policy: 'tf', mode: 'legacy' }).argsort(x).dtype).toBe('int32');
    expect(createOps({ policy: 'torch' }).topk(x).indices.dtype).toBe('int64');
    expect(createOps({ policy: 'jax' }).topk(x).indices.dtype).toBe('int32');
    expect(argsort(x).dtype).toBe('int32');
  });

  test('a stable descending sort keeps equal elements in order; NaN first', () => {
    const x = constant([1, NaN, 2, 1, 2], 'float64');
    expect(argsort(x, -1, true).toArray()).toEqual([1, 2, 4, 0, 3]);
    expect(sort(x, 0, true).toArray()).toEqual([NaN, 2, 2, 1, 1]);
    expect(x.toArray()).toEqual([1, NaN, 2, 1, 2]);
  });

  test('sort keeps the weak flag; topk gives values and indices of the last axis', () => {
    const jnp = createOps({ policy: 'jax' });
    const weak = jnp.mul(weakFloat(2), weakFloat(1)).reshape([1]);
    expect(jnp.sort(weak).weak).toBe(true);
    const r = topk(constant([[1, 9, 3], [7, 0, 7]], 'int32'), 2);
    expect(r.values.toArray()).toEqual([[9, 3], [7, 7]]);
    expect(r.indices.toArray()).toEqual([[1, 2], [0, 2]]);
  });

  test('0-d operands: PyTorch sorts them as themselves, NumPy argsort flattens, the others refuse', () => {
    const s = constant(5, 'int32');
    const torch = createOps({ policy: 'torch' });
    expect(torch.sort(s).shape).toEqual([]);
    expect(torch.argsort(s).toArray()).toBe(0n);
    expect(createOps({ policy: 'numpy' }).argsort(s).shape).toEqual([1]);
    expect(() => createOps({ policy: 'numpy' }).sort(s)).toThrow(ShapeError);
    expect(() => sort(s)).toThrow(/Reshape it to \[1\]/);
  });

  test('bad arguments are typed errors naming the fix', () => {
    const x = constant([3, 1, 2], 'int32');
    expect(() => sort(x, 1.5)).toThrow(ValueError);
    expect(() => sort(x, 3)).toThrow(/axis/);
    expect(() => argsort(x, -1, 'yes' as never)).toThrow(/descending must be true or false/);
    expect(() => topk(x, 4)).toThrow(KernelError);
    expect(() => topk(x, 1.5)).toThrow(ValueError);
    const e = (() => {
      try {
        sort(constant([true, false]));
      } catch (err) {
        return err;
      }
    })();
    expect(e).toBeInstanceOf(PromotionError);
    expect((e as PromotionError).message).toContain("x.cast('uint8')");
  });
});
