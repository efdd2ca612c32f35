import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { KernelError, ShapeError } from '@typelattice/kernels-core';
import { arr, values } from '../test/arrays';
import { diff } from './diff';

test('the TSDoc examples compute what they say', () => {
  expect(values(diff(arr('int8', [1, 100, -100])))).toEqual([99, 56]);
  expect(values(diff(arr('bool', [1, 0, 0, 1])))).toEqual([1, 0, 1]);
  expect(values(diff(arr('int32', [1, 4, 9, 16]), { n: 2 }))).toEqual([2, 2]);
});

describe('diff', () => {
  test('n times is once, n times over; the axis shrinks by n (to 0)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 30 }), fc.integer({ min: 0, max: 6 }), (xs, n) => {
        let once = arr('int32', xs);
        for (let k = 0; k < n; k++) once = diff(once);
        const at = diff(arr('int32', xs), { n });
        expect(values(at)).toEqual(values(once));
        expect(at.shape).toEqual([Math.max(xs.length - n, 0)]);
      }),
    );
  });
  test('along a leading axis', () => {
    expect(values(diff(arr('int8', [1, 2, 3, 4, 6, 9], [2, 3]), { axis: 0 }))).toEqual([3, 4, 6]);
  });
  test('refuses a 0-d array and a negative n', () => {
    expect(() => diff(arr('int8', [1], []))).toThrow(ShapeError);
    expect(() => diff(arr('int8', [1, 2]), { n: -1 })).toThrow(KernelError);
  });
});
