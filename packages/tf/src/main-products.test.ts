import { describe, expect, it } from 'vitest';
import { constant, createOps, linalg, matrixTranspose, outer, tensordot, vecdot, withPromotionMode } from './index';
import { PromotionError } from '@typelattice/promotion';

// The main-namespace forms of the linalg products (tensordot, vecdot, outer, matrixTranspose, and
// the Tensor method matrixTranspose / getter mT): the same function as linalg's, under every entry
// point and policy; conformance/fixtures/products checks them against each library's own
// main-namespace functions.

const a = constant([[1, 2], [3, 4]], 'int8');
const b = constant([[5, 6], [7, 8]], 'int16');

describe('main-namespace matrix products', () => {
  it('give what the linalg functions give, value and dtype', () => {
    for (const [main, ext] of [
      [tensordot(a, b, { axes: 1 }), linalg.tensordot(a, b, { axes: 1 })],
      [vecdot(a, b), linalg.vecdot(a, b)],
      [outer(constant([1, 2], 'uint8'), constant([3, 4, 5], 'float32')), linalg.outer(constant([1, 2], 'uint8'), constant([3, 4, 5], 'float32'))],
      [matrixTranspose(a), linalg.matrixTranspose(a)],
      [a.matrixTranspose(), linalg.matrixTranspose(a)],
      [a.mT, linalg.matrixTranspose(a)],
    ] as const) {
      expect(main.dtype).toBe(ext.dtype);
      expect(main.shape).toEqual(ext.shape);
      expect(main.toArray()).toEqual(ext.toArray());
    }
    expect(tensordot(a, b, { axes: 1 }).toArray()).toEqual([[19, 22], [43, 50]]);
    expect(a.mT.toArray()).toEqual([[1, 3], [2, 4]]);
  });

  it('follow each ops object\'s policy', () => {
    const np = createOps({ policy: 'numpy' });
    expect(np.vecdot(constant([1, 2], 'uint8'), constant([1, 2], 'int8')).dtype).toBe('int16');
    expect(np.tensordot(constant([[1]], 'int64'), constant([[1]], 'float32'), { axes: 1 }).dtype).toBe('float64');
    expect(createOps({ policy: 'jax', mode: 'x32' }).outer(constant([1], 'int8'), constant([1], 'float16')).dtype).toBe('float16');
  });

  it('refuse what the policy refuses, naming the main-namespace function', () => {
    expect(() => withPromotionMode('safe', () => outer(constant([1], 'uint8'), constant([1], 'int8')))).toThrow(PromotionError);
    expect(() => withPromotionMode('safe', () => outer(constant([1], 'uint8'), constant([1], 'int8')))).toThrow(/outer/);
    expect(() => matrixTranspose(constant([1, 2], 'float32'))).toThrow(/matrixTranspose/);
  });

  it('keep the operands unchanged', () => {
    const x = constant([[1, 2, 3]], 'float32');
    x.mT;
    expect(x.shape).toEqual([1, 3]);
    expect(x.toArray()).toEqual([[1, 2, 3]]);
  });
});
