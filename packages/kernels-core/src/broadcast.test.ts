import { describe, expect, test } from 'vitest';
import { broadcastShapes, broadcastStrides } from './broadcast';
import { ShapeError } from './errors';

describe('broadcastShapes', () => {
  test.each([
    [[], [], []],
    [[3], [], [3]],
    [[1000, 1000], [1000], [1000, 1000]],
    [[2, 1], [1, 3], [2, 3]],
    [[4, 1, 5], [3, 1], [4, 3, 5]],
    [[0], [1], [0]],
    [[2, 0], [2, 1], [2, 0]],
  ])('%j with %j is %j', (a, b, want) => {
    expect(broadcastShapes(a, b)).toEqual(want);
    expect(broadcastShapes(b, a)).toEqual(want);
  });

  test('shapes that do not broadcast throw a ShapeError naming both', () => {
    expect(() => broadcastShapes([2, 3], [4])).toThrow(ShapeError);
    expect(() => broadcastShapes([2, 3], [4])).toThrow(/\[2, 3\] and \[4\]/);
    expect(() => broadcastShapes([0], [2])).toThrow(/\[0\] and \[2\]/);
  });
});

describe('broadcastShapes of three shapes (where)', () => {
  test.each([
    [[2, 1, 1], [1, 3, 1], [1, 1, 4], [2, 3, 4]],
    [[], [3], [2, 1], [2, 3]],
    [[3, 1], [], [1], [3, 1]],
    [[0, 1], [1, 5], [5], [0, 5]],
  ])('%j, %j and %j give %j in any order', (a, b, c, want) => {
    expect(broadcastShapes(a, b, c)).toEqual(want);
    expect(broadcastShapes(c, a, b)).toEqual(want);
    expect(broadcastShapes(b, c, a)).toEqual(want);
  });

  test('shapes that do not broadcast throw a ShapeError naming all three', () => {
    expect(() => broadcastShapes([2, 1], [1, 3], [4])).toThrow(ShapeError);
    expect(() => broadcastShapes([2, 1], [1, 3], [4])).toThrow(/\[2, 1\], \[1, 3\] and \[4\] do not broadcast/);
  });
});

test('broadcastStrides gives 0 on stretched axes', () => {
  expect(broadcastStrides([3, 1], [2, 3, 4])).toEqual([0, 1, 0]);
  expect(broadcastStrides([2, 3, 4], [2, 3, 4])).toEqual([12, 4, 1]);
});
