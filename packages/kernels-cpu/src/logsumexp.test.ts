import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { KernelError } from '@typelattice/kernels-core';
import { arr, values } from '../test/arrays';
import { logSumExp } from './logsumexp';

test('the TSDoc examples compute what they say', () => {
  expect(values(logSumExp(arr('float64', [1000, 1000])))).toEqual([1000.6931471805599]);
  expect(values(logSumExp(arr('float32', [1, 2, 3, 4], [2, 2]), { axes: 1 }))).toEqual([2.3132617473602295, 4.31326150894165]);
});

describe('logSumExp', () => {
  for (const algorithm of ['shifted', 'scipy'] as const) {
    test(`${algorithm}: nothing gives -inf, NaN propagates, +inf wins, all -inf gives -inf`, () => {
      const f = (xs: number[]) => values(logSumExp(arr('float64', xs), { algorithm }))[0];
      expect(f([])).toBe(-Infinity);
      expect(f([NaN, 1])).toBeNaN();
      expect(f([Infinity, 1])).toBe(Infinity);
      expect(f([-Infinity, -Infinity])).toBe(-Infinity);
      expect(f([-Infinity, 0])).toBe(0);
    });
    test(`${algorithm}: within 2 ulps of log(sum(exp(x))) where that neither overflows nor underflows, and shift-invariant`, () => {
      fc.assert(
        fc.property(fc.array(fc.double({ noNaN: true, min: -30, max: 30 }), { minLength: 1, maxLength: 300 }), fc.integer({ min: -600, max: 600 }), (xs, k) => {
          const direct = Math.log(xs.reduce((p, v) => p + Math.exp(v), 0));
          const got = values(logSumExp(arr('float64', xs), { algorithm }))[0] as number;
          expect(Math.abs(got - direct)).toBeLessThanOrEqual(4 * Number.EPSILON * Math.max(1, Math.abs(direct)) + 1e-13);
          const shifted = values(logSumExp(arr('float64', xs.map((v) => v + k)), { algorithm }))[0] as number;
          expect(Math.abs(shifted - (direct + k))).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(direct + k)));
        }),
      );
    });
  }
  test('reduces over axes and keeps them', () => {
    const x = arr('float32', [0, 0, 0, 0, 0, 0], [2, 3]);
    expect(logSumExp(x, { axes: 0, keepdims: true }).shape).toEqual([1, 3]);
    expect(values(logSumExp(x, { axes: [0, 1] }))).toEqual([Math.fround(Math.log(6))]);
  });
  test('computes integers in float64 by default, as NumPy; refuses an integer accumulation', () => {
    expect(logSumExp(arr('int32', [1, 2, 3])).dtype).toBe('float64');
    expect(() => logSumExp(arr('int32', [1]), { accDType: 'int32' })).toThrow(KernelError);
  });
});
