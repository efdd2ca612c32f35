import { expect, test } from 'vitest';
import { ShapeError } from '@typelattice/kernels-core';
import { arr, values } from '../test/arrays';
import { broadcastTo } from './broadcast-to';

test('the TSDoc example computes what it says', () => {
  expect(values(broadcastTo(arr('float32', [1, 2, 3]), [2, 3]))).toEqual([1, 2, 3, 1, 2, 3]);
});

test('repeats along length-1 and new axes, as a copy (complex lanes and 0-d included)', () => {
  const col = arr('int16', [1, 2], [2, 1]);
  const r = broadcastTo(col, [2, 2, 3]);
  expect([r.shape, ...values(r)]).toEqual([[2, 2, 3], 1, 1, 1, 2, 2, 2, 1, 1, 1, 2, 2, 2]);
  expect(values(broadcastTo(arr('complex64', [1, -1], []), [3]))).toEqual([1, -1, 1, -1, 1, -1]);
  expect(broadcastTo(arr('int8', [5], [1]), [0]).shape).toEqual([0]);
  const same = arr('float64', [1, 2]);
  expect(broadcastTo(same, [2]).data).not.toBe(same.data);
});

test.each([
  [[3], [2, 1]],
  [[2, 3], [3]],
  [[2], [2, 3]],
])('refuses %j to %j', (from, to) => {
  const x = arr('float32', new Array(from.reduce((p, d) => p * d, 1)).fill(0), from);
  expect(() => broadcastTo(x, to)).toThrow(ShapeError);
  expect(() => broadcastTo(x, to)).toThrow(`shape [${from.join(', ')}] does not broadcast to [${to.join(', ')}]`);
});
