import { describe, expect, test } from 'vitest';
import { ShapeError } from '@typelattice/kernels-core';
import { arr } from '../test/arrays';
import { expandDims, reshape, squeeze } from './reshape';

describe('reshape, expandDims and squeeze are views of the same data', () => {
  const x = arr('float32', [1, 2, 3, 4, 5, 6], [2, 3]);

  test('the TSDoc examples compute what they say', () => {
    expect(reshape(x, [3, -1]).shape).toEqual([3, 2]);
    expect(reshape(x, [3, -1]).data).toBe(x.data);
    expect(expandDims(arr('int8', new Array(6).fill(0), [2, 3]), 0).shape).toEqual([1, 2, 3]);
    expect(expandDims(arr('int8', new Array(6).fill(0), [2, 3]), [-1, 1]).shape).toEqual([2, 1, 3, 1]);
    const y = arr('int8', [0, 0, 0], [1, 3, 1]);
    expect(squeeze(y).shape).toEqual([3]);
    expect(squeeze(y, [0]).shape).toEqual([3, 1]);
  });

  test('views share the buffer: a write through one shows in the other', () => {
    const v = reshape(x, [6]);
    (v.data as Float32Array)[5] = 60;
    expect(x.data[5]).toBe(60);
    for (const w of [expandDims(x, 2), squeeze(expandDims(x, 0)), reshape(x, [1, 6, 1])]) expect(w.data).toBe(x.data);
    expect(reshape(arr('int8', [], [0, 3]), [-1, 3]).shape).toEqual([0, 3]);
    expect(reshape(arr('int8', [], [0, 3]), [3, 0, 5]).shape).toEqual([3, 0, 5]);
  });

  test.each([
    [() => reshape(x, [4, 2]), /shape \[2, 3\] \(6 elements\) into shape \[4, 2\]: the sizes differ \(8\)/],
    [() => reshape(x, [4, -1]), /into shape \[4, -1\]: no length for -1 makes 6 elements/],
    [() => reshape(x, [-1, -1]), /at most one -1/],
    [() => reshape(x, [2.5, 2]), /non-negative integer lengths/],
    [() => reshape(arr('int8', [], [0, 3]), [0, -1]), /no length for -1 makes 0 elements/],
    [() => expandDims(x, 3), /axis 3 is out of range for the result of rank 3 \(from shape \[2, 3\]\)/],
    [() => expandDims(x, [0, -4]), /name axis 0 of shape \[2, 3\] twice/],
    [() => squeeze(x, 1), /axis 1 of shape \[2, 3\] has length 3, not 1/],
    [() => squeeze(x, 2), /axis 2 is out of range for shape \[2, 3\]/],
  ])('refuses %#', (run, message) => {
    expect(run).toThrow(ShapeError);
    expect(run).toThrow(message);
  });
});
