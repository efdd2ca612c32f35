import { describe, expect, it } from 'vitest';
import { ShapeError } from '@typelattice/kernels-core';
import { eye } from './eye';
import { triangle } from './triangle';

const grid = { data: Int16Array.from({ length: 24 }, (_, i) => i + 1), dtype: 'int16', shape: [2, 3, 4] } as const;

describe('triangle (tril, triu)', () => {
  it('keeps j - i <= k (lower) or j - i >= k (upper) in every matrix of a stack', () => {
    expect([...triangle(grid, 0, false).data].slice(0, 12)).toEqual([1, 0, 0, 0, 5, 6, 0, 0, 9, 10, 11, 0]);
    expect([...triangle(grid, 1, true).data].slice(12)).toEqual([0, 14, 15, 16, 0, 0, 19, 20, 0, 0, 0, 24]);
    expect([...triangle(grid, -5, false).data].every((x) => x === 0)).toBe(true);
    expect([...triangle(grid, -5, true).data]).toEqual([...grid.data]);
  });
  it('copies every lane of complex, half and 64-bit elements', () => {
    const z = { data: new Float64Array([1, 2, 3, 4, 5, 6, 7, 8]), dtype: 'complex128', shape: [2, 2] } as const;
    expect([...triangle(z, 0, false).data]).toEqual([1, 2, 0, 0, 5, 6, 7, 8]);
    const b = { data: new BigInt64Array([1n, 2n, 3n, 4n]), dtype: 'int64', shape: [2, 2] } as const;
    expect([...triangle(b, 0, true).data]).toEqual([1n, 2n, 0n, 4n]);
  });
  it('refuses fewer than two axes and a fractional k', () => {
    expect(() => triangle({ data: new Float32Array(3), dtype: 'float32', shape: [3] }, 0, false)).toThrow(ShapeError);
    expect(() => triangle(grid, 0.5, false)).toThrow(/k must be an integer/);
  });
});

describe('eye', () => {
  it('puts ones on the k-th diagonal, in every dtype and batch', () => {
    expect([...eye('int32', 3, 4, 1).data]).toEqual([0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
    expect([...eye('float64', 4, 3, -2).data]).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0]);
    expect([...eye('complex64', 2, 2).data]).toEqual([1, 0, 0, 0, 0, 0, 1, 0]);
    expect([...eye('bfloat16', 2, 2).data]).toEqual([0x3f80, 0, 0, 0x3f80]);
    expect([...eye('bool', 1, 1).data]).toEqual([1]);
    expect([...eye('uint64', 2, 2, 0, [2]).data]).toEqual([1n, 0n, 0n, 1n, 1n, 0n, 0n, 1n]);
    expect(eye('float32', 2, 0).shape).toEqual([2, 0]);
  });
});
