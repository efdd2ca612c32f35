import { describe, expect, test } from 'vitest';
import type { NDArray } from '@typelattice/kernels-core';
import { fftInPlace } from './complex-fft';
import { fft, irfft, rfft } from './transforms';

// The transforms over arrays read their rows in place where no padding is needed and keep their
// scratch between calls: the input must come out untouched, every row and call independent of the
// ones before, and float32 / complex64 widened exactly.

let seed = 11;
const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32) * 2 - 1;

/** The transform of one row of interleaved values by the complex FFT itself. */
function rowFft(values: ArrayLike<number>, n: number): Float64Array {
  const x = new Float64Array(2 * n);
  x.set(Array.from(values).slice(0, 2 * n));
  fftInPlace(x, 0, n, false);
  return x;
}

describe('fft and rfft over arrays', () => {
  test('rows of a (3, 100) complex128 array along the last axis: each row its own transform, the input untouched', () => {
    const data = Float64Array.from({ length: 600 }, random);
    const before = data.slice();
    const r = fft({ data, dtype: 'complex128', shape: [3, 100] }, { outDType: 'complex128' });
    expect(data).toEqual(before);
    for (let row = 0; row < 3; row++) expect(Array.from((r.data as Float64Array).subarray(200 * row, 200 * row + 200))).toEqual(Array.from(rowFft(data.subarray(200 * row), 100)));
  });

  test('complex64 input is widened exactly: the transform of its float64 values, rounded once to complex64', () => {
    const data = Float32Array.from({ length: 250 }, random);
    const r = fft({ data, dtype: 'complex64', shape: [125] }, { outDType: 'complex64' });
    expect(r.data).toBeInstanceOf(Float32Array);
    expect(Array.from(r.data as ArrayLike<number>)).toEqual(Array.from(Float32Array.from(rowFft(Float64Array.from(data), 125))));
  });

  test('a cropped and a zero-padded length after a call of another length (the kept scratch is refilled)', () => {
    const data = Float64Array.from({ length: 64 }, random);
    const a: NDArray = { data, dtype: 'complex128', shape: [32] };
    fft(a, { outDType: 'complex128', n: 50 });
    const cropped = fft(a, { outDType: 'complex128', n: 20 });
    expect(Array.from(cropped.data as ArrayLike<number>)).toEqual(Array.from(rowFft(data.subarray(0, 40), 20)));
    const padded = fft(a, { outDType: 'complex128', n: 40 });
    expect(Array.from(padded.data as ArrayLike<number>)).toEqual(Array.from(rowFft(data, 40)));
  });

  test('rfft of float32 then irfft gives the signal back within a few ulps of float32, the input untouched', () => {
    const data = Float32Array.from({ length: 1000 }, random);
    const before = data.slice();
    const spectrum = rfft({ data, dtype: 'float32', shape: [1000] }, { outDType: 'complex128' });
    expect(data).toEqual(before);
    const back = irfft(spectrum, { outDType: 'float64', n: 1000 });
    for (let i = 0; i < 1000; i++) expect(Math.abs((back.data as Float64Array)[i]! - data[i]!)).toBeLessThan(1e-13);
  });

  test('an empty leading axis gives an empty result of the right shape', () => {
    const r = fft({ data: new Float64Array(0), dtype: 'complex128', shape: [0, 8] }, { outDType: 'complex128' });
    expect(r.shape).toEqual([0, 8]);
    expect(r.data.length).toBe(0);
  });
});
