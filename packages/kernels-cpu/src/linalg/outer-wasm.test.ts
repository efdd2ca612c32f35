import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dtypeInfo } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { binary } from '../binary';
import { configureThreads, threadsReady, threadStats } from '../parallel';
import { configurePool, POOL_MIN_BYTES, poolAddress, pooledStorage, poolStats } from '../pool';
import { reshape } from '../reshape';
import { outer } from './products';

// outer of float32 / float64 into pooled storage runs its rows in WebAssembly SIMD (outer-wasm.ts),
// split over the threads for large results; the values must be the broadcast multiply's bit for
// bit: the edges of each dtype, row lengths on each side of the SIMD width (a scalar tail), views
// at an offset, the empty cases, and a result large enough to split.

const DEFAULTS = poolStats().config;
const THREADS = threadStats().config;
beforeAll(() => configurePool({ minBlockBytes: POOL_MIN_BYTES, maxBytes: 2 ** 30 }));
afterAll(() => {
  configurePool(DEFAULTS);
  configureThreads(THREADS);
});

const EDGES = {
  float32: [NaN, 0, -0, Infinity, -Infinity, 1.4e-45, -1.4e-45, 3.4028234663852886e38, 1.1754942106924411e-38, 1, -1.5, 0.1],
  float64: [NaN, 0, -0, Infinity, -Infinity, 5e-324, -5e-324, Number.MAX_VALUE, 2.2250738585072014e-308, 1, -1.5, 0.1],
} as const;
type Float = keyof typeof EDGES;

const arrayOf = (dtype: Float, values: readonly number[], offset = 0): NDArray => {
  const data = new (dtype === 'float32' ? Float32Array : Float64Array)(values.length + offset).subarray(offset);
  data.set(values);
  return { data, dtype, shape: [values.length] };
};
const viaBroadcast = (a: NDArray, b: NDArray, c: Float): NDArray => binary('multiply', reshape(a, [a.shape[0]!, 1]), reshape(b, [1, b.shape[0]!]), { computeDType: c });
const bits = (x: NDArray): number[] => Array.from(new Uint8Array((x.data as Float64Array).buffer, (x.data as Float64Array).byteOffset, (x.data as Float64Array).byteLength));
const allocate = pooledStorage;

describe('outer into pooled storage (WebAssembly rows)', () => {
  for (const dtype of ['float32', 'float64'] as const) {
    it(`${dtype}: the broadcast multiply's values, bit for bit, on edges and any row length`, () => {
      const value = fc.oneof(fc.constantFrom(...EDGES[dtype]), fc.double());
      fc.assert(
        fc.property(fc.array(value, { minLength: 0, maxLength: 40 }), fc.array(value, { minLength: 0, maxLength: 300 }), fc.nat(3), (xs, ys, offset) => {
          const a = arrayOf(dtype, xs, offset);
          const b = arrayOf(dtype, ys, 3 - offset);
          const got = outer(a, b, { computeDType: dtype, allocate });
          expect(got.shape).toEqual([xs.length, ys.length]);
          expect(bits(got)).toEqual(bits(viaBroadcast(a, b, dtype)));
        }),
        { numRuns: 150 },
      );
    });
    it(`${dtype}: a pooled result, split over the threads where it is large`, async () => {
      configureThreads({ threads: 2, minBytes: 1024 });
      await threadsReady();
      const xs = Array.from({ length: 517 }, (_, i) => Math.sin(i) * 1e3);
      const ys = Array.from({ length: 1031 }, (_, i) => Math.cos(i) / 7);
      const a = arrayOf(dtype, xs);
      const b = arrayOf(dtype, ys);
      const jobs = threadStats().jobs;
      const got = outer(a, b, { computeDType: dtype, allocate });
      expect(poolAddress(got.data)).toBeGreaterThanOrEqual(0);
      if (threadStats().available) expect(threadStats().jobs).toBeGreaterThan(jobs);
      expect(bits(got)).toEqual(bits(viaBroadcast(a, b, dtype)));
      configureThreads(THREADS);
    });
  }
  it('a result outside the pool takes the row loop, with the same values', () => {
    const a = arrayOf('float32', [1.5, NaN, -0]);
    const b = arrayOf('float32', [0.1, 3]);
    const got = outer(a, b, { computeDType: 'float32' });
    expect(poolAddress(got.data)).toBe(-1);
    expect(bits(got)).toEqual(bits(viaBroadcast(a, b, 'float32')));
    expect(dtypeInfo(got.dtype).kind).toBe('f');
  });
});
