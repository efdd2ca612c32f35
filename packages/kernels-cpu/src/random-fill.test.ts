import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decode, mismatches, type FixtureArray } from '../test/fixtures';
import { philoxStream } from './philox';
import { randomFill, type RandomSpec } from './random-fill';

interface PhiloxCase {
  id: string;
  fn: 'uniform' | 'normal';
  seed: [string, string];
  shape: number[];
  dtype: string;
  minval?: { i?: string; f?: string } | null;
  maxval?: { i?: string; f?: string } | null;
  result: FixtureArray;
}
const FILE = fileURLToPath(new URL('../../../conformance/fixtures/creation/tensorflow-legacy.json', import.meta.url));
const CASES = (JSON.parse(readFileSync(FILE, 'utf8')) as { philox: { cases: PhiloxCase[] } }).philox.cases;
const num = (v: { i?: string; f?: string }) => (v.i !== undefined ? Number(v.i) : Number.parseFloat(v.f!));

function specOf(c: PhiloxCase): RandomSpec {
  const size = c.shape.reduce((a, b) => a * b, 1);
  const dtype = c.dtype as RandomSpec['dtype'];
  if (c.fn === 'normal') return { distribution: 'normal', dtype, size, mean: 0, stddev: 1 };
  if (c.dtype.includes('int')) {
    const full = c.dtype === 'uint32' ? 2n ** 32n : 2n ** 64n;
    return { distribution: 'integers', dtype, size, low: c.minval ? BigInt(c.minval.i!) : 0n, high: c.maxval ? BigInt(c.maxval.i!) : full };
  }
  return { distribution: 'uniform', dtype, size, low: c.minval ? num(c.minval) : 0, high: c.maxval ? num(c.maxval) : 1 };
}

describe("TensorFlow's stateless streams", () => {
  it('are reproduced bit for bit: raw words, uniform floats of every width, integers, normals', () => {
    expect(CASES.length).toBeGreaterThan(40);
    for (const c of CASES) {
      const { data } = randomFill(specOf(c), philoxStream([BigInt(c.seed[0]), BigInt(c.seed[1])]));
      const got = { data, dtype: c.result.dtype, shape: c.result.shape };
      expect(mismatches(got as never, c.result), c.id).toEqual([]);
    }
    expect(decode(CASES[0]!.result).data.length).toBeGreaterThan(0);
  });
});

/** Kolmogorov-Smirnov statistic of sorted samples against a CDF. */
function ks(sorted: Float64Array, cdf: (x: number) => number): number {
  let d = 0;
  const n = sorted.length;
  for (let i = 0; i < n; i++) {
    const f = cdf(sorted[i]!);
    d = Math.max(d, (i + 1) / n - f, f - i / n);
  }
  return d;
}

/** The standard normal CDF (erfc by Numerical Recipes' Chebyshev fit, relative error below 1.2e-7). */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const r = t * Math.exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
  return x >= 0 ? 1 - r / 2 : r / 2;
}

const N = 1_000_000;
// KS at significance 0.001 for n = 10^6: 1.949 / sqrt(n); means within 5 standard errors.
const KS_BOUND = 1.949 / Math.sqrt(N);

function moments(x: ArrayLike<number>): { mean: number; variance: number } {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i]!;
  const mean = s / x.length;
  let v = 0;
  for (let i = 0; i < x.length; i++) v += (x[i]! - mean) ** 2;
  return { mean, variance: v / (x.length - 1) };
}

describe('statistics of 10^6 draws (fixed seeds)', () => {
  for (const dtype of ['float64', 'float32'] as const) {
    it(`uniform ${dtype}: mean 1/2, variance 1/12, KS against U(0, 1)`, () => {
      const { data } = randomFill({ distribution: 'uniform', dtype, size: N, low: 0, high: 1 }, philoxStream([42n, 0n]));
      const x = Float64Array.from(data as Float32Array);
      const { mean, variance } = moments(x);
      expect(Math.abs(mean - 0.5)).toBeLessThan(5 * Math.sqrt(1 / 12 / N));
      expect(Math.abs(variance - 1 / 12)).toBeLessThan(5 * Math.sqrt(1 / 180 / N));
      expect(x.every((v) => v >= 0 && v < 1)).toBe(true);
      expect(ks(x.sort(), (v) => Math.min(Math.max(v, 0), 1))).toBeLessThan(KS_BOUND);
    });
    it(`normal ${dtype}: mean 0, variance 1, KS against N(0, 1)`, () => {
      const { data } = randomFill({ distribution: 'normal', dtype, size: N, mean: 0, stddev: 1 }, philoxStream([7n, 1n]));
      const x = Float64Array.from(data as Float32Array);
      const { mean, variance } = moments(x);
      expect(Math.abs(mean)).toBeLessThan(5 / Math.sqrt(N));
      expect(Math.abs(variance - 1)).toBeLessThan(5 * Math.sqrt(2 / N));
      expect(ks(x.sort(), normalCdf)).toBeLessThan(KS_BOUND);
    });
  }

  it('uniform on [-2, 3) and normal with mean 10 and stddev 3 scale as asked', () => {
    const u = Float64Array.from(randomFill({ distribution: 'uniform', dtype: 'float64', size: N, low: -2, high: 3 }, philoxStream([3n, 3n])).data as Float64Array);
    expect(Math.abs(moments(u).mean - 0.5)).toBeLessThan(5 * Math.sqrt(25 / 12 / N));
    expect(u.every((v) => v >= -2 && v < 3)).toBe(true);
    const z = moments(randomFill({ distribution: 'normal', dtype: 'float64', size: N, mean: 10, stddev: 3 }, philoxStream([3n, 4n])).data as Float64Array);
    expect(Math.abs(z.mean - 10)).toBeLessThan(5 * 3 / Math.sqrt(N));
    expect(Math.abs(z.variance - 9)).toBeLessThan(5 * 9 * Math.sqrt(2 / N));
  });

  it('integers in [low, high): every value in range, each equally often (chi-square, 9 degrees of freedom)', () => {
    for (const dtype of ['int64', 'int32', 'uint8'] as const) {
      const { data } = randomFill({ distribution: 'integers', dtype, size: N, low: 3n, high: 13n }, philoxStream([11n, 0n]));
      const counts = new Array<number>(10).fill(0);
      for (let i = 0; i < N; i++) counts[Number((data as Int32Array)[i]!) - 3]!++;
      const chi2 = counts.reduce((s, c) => s + (c - N / 10) ** 2 / (N / 10), 0);
      // the 0.999 quantile of chi-square with 9 degrees of freedom
      expect(chi2, dtype).toBeLessThan(27.88);
    }
  });
});

describe('streams', () => {
  it('give the same values for the same seed and different ones for another', () => {
    const a = randomFill({ distribution: 'uniform', dtype: 'float32', size: 9, low: 0, high: 1 }, philoxStream([5n, 0n])).data;
    const b = randomFill({ distribution: 'uniform', dtype: 'float32', size: 9, low: 0, high: 1 }, philoxStream([5n, 0n])).data;
    const c = randomFill({ distribution: 'uniform', dtype: 'float32', size: 9, low: 0, high: 1 }, philoxStream([6n, 0n])).data;
    expect([...b]).toEqual([...a]);
    expect([...c]).not.toEqual([...a]);
  });

  it('count the Philox blocks used: four 32-bit values or two 64-bit ones a block', () => {
    const s = philoxStream([1n, 1n]);
    expect(randomFill({ distribution: 'uniform', dtype: 'float32', size: 9, low: 0, high: 1 }, s).blocks).toBe(3);
    expect(randomFill({ distribution: 'uniform', dtype: 'float64', size: 5, low: 0, high: 1 }, s).blocks).toBe(3);
    expect(randomFill({ distribution: 'integers', dtype: 'int64', size: 4, low: 0n, high: 9n }, s).blocks).toBe(2);
    expect(randomFill({ distribution: 'normal', dtype: 'complex64', size: 3, mean: 0, stddev: 1 }, s).blocks).toBe(2);
  });

  it('draw complex numbers as two values of their component', () => {
    const { data } = randomFill({ distribution: 'uniform', dtype: 'complex128', size: 2, low: 0, high: 1 }, philoxStream([1n, 2n]));
    const reals = randomFill({ distribution: 'uniform', dtype: 'float64', size: 4, low: 0, high: 1 }, philoxStream([1n, 2n])).data;
    expect([...data]).toEqual([...reals]);
  });

  it('refuse a dtype the distribution does not take', () => {
    expect(() => randomFill({ distribution: 'uniform', dtype: 'int32', size: 1, low: 0, high: 1 }, philoxStream([0n, 0n]))).toThrow(/float or complex dtype, got int32/);
    expect(() => randomFill({ distribution: 'integers', dtype: 'float32', size: 1, low: 0n, high: 2n }, philoxStream([0n, 0n]))).toThrow(/integer dtype, got float32/);
  });
});
