import { describe, expect, it } from 'vitest';
import { checkShape, flattenNested, formatShape, sameShape, shapeSize } from './shape';
import { ValueError } from './index';

describe('flattenNested', () => {
  it('reads the shape and flattens row-major', () => {
    expect(flattenNested([[1, 2, 3], [4, 5, 6]])).toEqual({ shape: [2, 3], flat: [1, 2, 3, 4, 5, 6] });
    expect(flattenNested(7)).toEqual({ shape: [], flat: [7] });
    expect(flattenNested([])).toEqual({ shape: [0], flat: [] });
    expect(flattenNested([[], []])).toEqual({ shape: [2, 0], flat: [] });
    expect(flattenNested([new Float32Array([1, 2]), [3, 4]]).shape).toEqual([2, 2]);
  });

  it('refuses ragged input, naming where', () => {
    expect(() => flattenNested([[1, 2], [3]])).toThrow(ValueError);
    expect(() => flattenNested([[1, 2], [3]])).toThrow(/index \[1\] found length 1, expected length 2/);
    expect(() => flattenNested([[1], 2])).toThrow(/index \[1\] found a scalar/);
    expect(() => flattenNested([1, [2]])).toThrow(/index \[1\] found a list/);
  });
});

describe('shapes', () => {
  it('formats as TensorFlow prints them', () => {
    expect([[], [3], [2, 3]].map(formatShape)).toEqual(['()', '(3,)', '(2, 3)']);
  });

  it('sizes, compares and checks', () => {
    expect(shapeSize([2, 3, 4])).toBe(24);
    expect(shapeSize([])).toBe(1);
    expect(shapeSize([3, 0])).toBe(0);
    expect(sameShape([2, 3], [2, 3])).toBe(true);
    expect(sameShape([2, 3], [3, 2])).toBe(false);
    expect(sameShape([1], [])).toBe(false);
    expect(checkShape([2, 0], 'zeros')).toEqual([2, 0]);
    expect(() => checkShape([2, -1], 'zeros')).toThrow(/zeros: shape \(2, -1\) has -1 at axis 1/);
    expect(() => checkShape([1.5], 'zeros')).toThrow(ValueError);
  });
});
