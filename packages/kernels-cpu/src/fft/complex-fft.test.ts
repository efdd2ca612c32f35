import { describe, expect, test } from 'vitest';
import { fftInPlace, fftInto } from './complex-fft';
import { realForward } from './real-fft';
import { twiddle } from './twiddle';

// Every butterfly of the complex FFT (radix 4, 2, 3, 5, the direct small primes, Bluestein) and
// the real transform against the direct sum X_k = Σ x_j exp(-2πi jk / n), within the bound the
// conformance replay holds against pocketfft: the largest error at most 4 eps log2(n) times the
// root mean square of X (conformance/src/extensions-bounds.ts).

let seed = 3;
const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32) * 2 - 1;

/** The direct DFT of n interleaved values, its sums compensated (Kahan) so its own error is negligible. */
function direct(x: Float64Array, n: number, inverse = false): Float64Array {
  const out = new Float64Array(2 * n);
  const w = new Float64Array(2 * n);
  for (let k = 0; k < n; k++) twiddle(k, n, w, 2 * k);
  for (let k = 0; k < n; k++) {
    let sr = 0, cr = 0, si = 0, ci = 0;
    for (let j = 0; j < n; j++) {
      const e = 2 * ((j * k) % n);
      const wr = w[e]!;
      const wi = inverse ? -w[e + 1]! : w[e + 1]!;
      const tr = x[2 * j]! * wr - x[2 * j + 1]! * wi - cr;
      const ur = sr + tr;
      cr = ur - sr - tr;
      sr = ur;
      const ti = x[2 * j]! * wi + x[2 * j + 1]! * wr - ci;
      const ui = si + ti;
      ci = ui - si - ti;
      si = ui;
    }
    out[2 * k] = sr;
    out[2 * k + 1] = si;
  }
  return out;
}

/** The largest error over the bound 4 eps log2(n) rms(X): at most 1 to pass. */
function errorOverBound(got: Float64Array, want: Float64Array, n: number): number {
  let sq = 0;
  let err = 0;
  for (let i = 0; i < want.length; i += 2) {
    sq += want[i]! ** 2 + want[i + 1]! ** 2;
    err = Math.max(err, Math.hypot(got[i]! - want[i]!, got[i + 1]! - want[i + 1]!));
  }
  const rms = Math.sqrt(sq / (want.length / 2));
  return err / (4 * Number.EPSILON * Math.max(1, Math.log2(n)) * rms);
}

// radix 8, 4 and 2; 3; 5 alone and mixed (the lengths of 10^k); 7, 11, 13 direct; 37, 97, 2 · 101 Bluestein
const LENGTHS = [1, 2, 3, 4, 5, 8, 16, 32, 64, 512, 2 ** 13, 8 * 5 * 3, 9, 27, 25, 125, 625, 10, 20, 50, 100, 1000, 3125, 30, 60, 7, 49, 11 * 13, 37, 97, 202, 1024, 4096];

describe('the complex FFT against the direct sum', () => {
  test.each(LENGTHS)('length %i, forward and inverse, within 4 eps log2(n) rms', (n) => {
    const x = Float64Array.from({ length: 2 * n }, random);
    const forward = x.slice();
    fftInPlace(forward, 0, n, false);
    expect(errorOverBound(forward, direct(x, n), n)).toBeLessThanOrEqual(1);
    const inverse = x.slice();
    fftInPlace(inverse, 0, n, true);
    expect(errorOverBound(inverse, direct(x, n, true), n)).toBeLessThanOrEqual(1);
  });

  test('a transform at an offset of a larger array leaves the rest alone', () => {
    const n = 125;
    const x = Float64Array.from({ length: 2 * n + 6 }, random);
    const y = x.slice();
    fftInPlace(y, 4, n, false);
    expect([...y.subarray(0, 4), ...y.subarray(4 + 2 * n)]).toEqual([...x.subarray(0, 4), ...x.subarray(4 + 2 * n)]);
    expect(errorOverBound(y.subarray(4, 4 + 2 * n), direct(x.subarray(4, 4 + 2 * n), n), n)).toBeLessThanOrEqual(1);
  });

  // an odd and an even number of stages (125: 3; 625, 1000: 4 and 5), one stage (5), none (1), Bluestein (97)
  test.each([1, 5, 125, 625, 1000, 97, 2 * 3 * 5 * 7])('length %i out of place: the in-place values bit for bit, the input and the rest of the output left alone', (n) => {
    const src = Float64Array.from({ length: 2 * n + 10 }, random);
    const before = src.slice();
    const dst = new Float64Array(2 * n + 6).fill(7);
    fftInto(src, 3, dst, 5, n, new Float64Array(2 * n).fill(NaN));
    expect(Array.from(src)).toEqual(Array.from(before));
    const inPlace = src.slice(3, 3 + 2 * n);
    fftInPlace(inPlace, 0, n, false);
    expect(Array.from(dst.subarray(5, 5 + 2 * n))).toEqual(Array.from(inPlace));
    expect([...dst.subarray(0, 5), ...dst.subarray(5 + 2 * n)].every((v) => v === 7)).toBe(true);
  });

  test('an impulse at j gives exp(-2πi jk / n) in every bin, length 5^4', () => {
    const n = 625;
    const x = new Float64Array(2 * n);
    x[2 * 7] = 1;
    fftInPlace(x, 0, n, false);
    const w = new Float64Array(2);
    for (let k = 0; k < n; k++) {
      twiddle(7 * k, n, w, 0);
      expect(Math.hypot(x[2 * k]! - w[0]!, x[2 * k + 1]! - w[1]!)).toBeLessThan(8 * Number.EPSILON);
    }
  });
});

describe('the real FFT against the complex one', () => {
  test.each([4, 10, 50, 100, 250, 1000, 1024, 200, 6, 15, 125])('length %i: the bins 0 … n/2 of the direct sum', (n) => {
    const x = Float64Array.from({ length: n }, random);
    const bins = Math.floor(n / 2) + 1;
    const out = new Float64Array(2 * bins);
    realForward(x, 0, n, out, 0, new Float64Array(4 * n));
    const complex = Float64Array.from({ length: 2 * n }, (_, i) => (i % 2 === 0 ? x[i / 2]! : 0));
    expect(errorOverBound(out, direct(complex, n).subarray(0, 2 * bins), n)).toBeLessThanOrEqual(1);
  });
});
