import { expect, test } from 'vitest';
import fc from 'fast-check';
import { ShapeError } from '@typelattice/kernels-core';
import { arr, values } from '../test/arrays';
import { transpose } from './transpose';

test('the TSDoc example computes what it says', () => {
  const x = arr('int32', [1, 2, 3, 4, 5, 6], [2, 3]);
  const t = transpose(x);
  expect([t.shape, ...values(t)]).toEqual([[3, 2], 1, 4, 2, 5, 3, 6]);
  expect(transpose({ ...x, shape: [1, 2, 3] }, [2, 0, 1]).shape).toEqual([3, 1, 2]);
});

test('result[idx] = a[idx permuted back], for random shapes, permutations and dtypes (tiled 2-D included)', () => {
  const dtypes = ['int8', 'float16', 'float32', 'complex64', 'complex128'] as const;
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 4 }).filter((s) => s.reduce((p, d) => p * d, 1) <= 5000), fc.constantFrom(...dtypes), fc.nat(), (shape, dtype, seed) => {
      const rank = shape.length;
      const perm = [...Array(rank).keys()].sort((p, q) => (((p + 1) * 7919 * (seed + 1)) % 13) - (((q + 1) * 7919 * (seed + 1)) % 13));
      const lanes = dtype.startsWith('complex') ? 2 : 1;
      const n = shape.reduce((p, d) => p * d, 1);
      const a = arr(dtype, Array.from({ length: n * lanes }, (_, i) => i % 120), shape);
      const t = transpose(a, perm);
      expect(t.shape).toEqual(perm.map((p) => shape[p]));
      const st = (s: readonly number[]) => s.map((_, i) => s.slice(i + 1).reduce((p, d) => p * d, 1));
      const [ts, as] = [st(t.shape), st(shape)];
      const want = new Array<number>(n * lanes);
      for (let f = 0; f < n; f++) {
        const idx = ts.map((s, i) => Math.floor(f / s) % t.shape[i]!);
        const src = perm.reduce((o, p, i) => o + idx[i]! * as[p]!, 0);
        for (let l = 0; l < lanes; l++) want[f * lanes + l] = a.data[src * lanes + l] as number;
      }
      expect(Array.from(t.data as ArrayLike<number>)).toEqual(want);
    }),
    { numRuns: 60 },
  );
});

test('copies: the result owns fresh memory; negative axes in perm count from the end', () => {
  const x = arr('float64', [1, 2, 3, 4], [2, 2]);
  expect(transpose(x).data).not.toBe(x.data);
  expect(values(transpose(x, [-1, 0]))).toEqual([1, 3, 2, 4]);
  expect(transpose(arr('int8', [], [0, 3])).shape).toEqual([3, 0]);
});

test.each([[[0]], [[0, 0]], [[0, 2]], [[0, 1.5]]])('refuses perm %j for shape [2, 3]', (perm) => {
  const x = arr('int32', [1, 2, 3, 4, 5, 6], [2, 3]);
  expect(() => transpose(x, perm)).toThrow(ShapeError);
  expect(() => transpose(x, perm)).toThrow(/is not a permutation of the 2 axes of shape \[2, 3\]/);
});
