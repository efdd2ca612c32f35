import { expect, test } from 'vitest';
import fc from 'fast-check';
import { ShapeError } from '@typelattice/kernels-core';
import { arr, values } from '../test/arrays';
import { slice } from './slice';

test('the TSDoc example computes what it says', () => {
  const x = arr('int32', [1, 2, 3, 4, 5, 6], [3, 2]);
  const v = slice(x, [1, 0], [-1, 2]);
  expect([v.shape, ...values(v)]).toEqual([[2, 2], 3, 4, 5, 6]);
  expect(v.data.buffer).toBe(x.data.buffer);
  const c = slice(x, [0, 1], [3, 1]);
  expect([c.shape, ...values(c)]).toEqual([[3, 1], 2, 4, 6]);
  expect(c.data.buffer).not.toBe(x.data.buffer);
});

test('result[idx] = a[begin + idx] for random boxes; contiguous boxes are views', () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 }).chain((shape) =>
      fc.tuple(fc.constant(shape), fc.tuple(...shape.map((d) => fc.integer({ min: 0, max: d }).chain((b) => fc.tuple(fc.constant(b), fc.integer({ min: -1, max: d - b })))))),
    ), ([shape, box]) => {
      const n = shape.reduce((p, d) => p * d, 1);
      const a = arr('complex64', Array.from({ length: 2 * n }, (_, i) => i), shape);
      const begin = box.map(([b]) => b);
      const size = box.map(([, s]) => s);
      const r = slice(a, begin, size);
      const sizes = shape.map((d, i) => (size[i] === -1 ? d - begin[i]! : size[i]!));
      expect(r.shape).toEqual(sizes);
      const st = (s: readonly number[]) => s.map((_, i) => s.slice(i + 1).reduce((p, d) => p * d, 1));
      const [rs, as] = [st(sizes), st(shape)];
      const m = sizes.reduce((p, d) => p * d, 1);
      for (let f = 0; f < m; f++) {
        const src = rs.reduce((o, s, i) => o + (Math.floor(f / s) % sizes[i]! + begin[i]!) * as[i]!, 0);
        expect([r.data[2 * f], r.data[2 * f + 1]]).toEqual([2 * src, 2 * src + 1]);
      }
      const firstAxisOnly = sizes.every((s, i) => i === 0 || s === shape[i]);
      if (firstAxisOnly) expect(r.data.buffer).toBe(a.data.buffer);
    }),
  );
});

test.each([
  [[0, 0], [4, 1], /axis 0 of shape \[3, 2\] has length 3, but begin 0 and size 4 reach outside it/],
  [[3, 0], [1, 1], /begin 3 and size 1/],
  [[-1, 0], [1, 1], /begin -1/],
  [[0], [1], /one entry per axis of shape \[3, 2\]/],
  [[0, 0], [1, -2], /size -2/],
])('refuses begin %j size %j', (begin, size, message) => {
  const x = arr('int32', [1, 2, 3, 4, 5, 6], [3, 2]);
  expect(() => slice(x, begin, size)).toThrow(ShapeError);
  expect(() => slice(x, begin, size)).toThrow(message);
});
