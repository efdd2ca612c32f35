import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dtypeInfo, type DType } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { binary } from '../binary';
import { configureThreads, threadsReady, threadStats } from '../parallel';
import { configurePool, POOL_MIN_BYTES, poolAddress, pooledStorage, poolStats, releasePooled } from '../pool';
import { reduce } from '../reduce';
import { vecdot } from './products';

// vecdot of pooled float32 / float64 operands sums each row's products in WebAssembly as they are
// made (wasmPairwiseDot); the values must be multiply-then-sum's bit for bit, the path the other
// cases take: on random values, on the edges (NaN, ±inf, ±0, subnormals, overflowing products), for
// row lengths on each side of the pairwise sum's thresholds (8, 128, 1,024) and the SIMD width, on
// views at an offset inside a pooled block, and with rows of a batch.

const DEFAULTS = poolStats().config;
const THREADS = threadStats().config;
beforeAll(() => configurePool({ minBlockBytes: POOL_MIN_BYTES, maxBytes: 2 ** 30 }));
afterAll(() => {
  configurePool(DEFAULTS);
  configureThreads(THREADS);
});

const EDGES: Record<'float32' | 'float64', readonly number[]> = {
  float32: [NaN, 0, -0, Infinity, -Infinity, 1.4e-45, -1.4e-45, 3.4028234663852886e38, 1.1754942106924411e-38, 1, -1.5],
  float64: [NaN, 0, -0, Infinity, -Infinity, 5e-324, -5e-324, Number.MAX_VALUE, 2.2250738585072014e-308, 1, -1.5],
};

/** A pooled array of `shape` (at `offset` elements into its block) filled by `fill`, or undefined where nothing pools. */
function pooled(dtype: DType, shape: number[], fill: (i: number) => number, offset = 0): NDArray {
  const n = shape.reduce((p, d) => p * d, 1);
  const block = pooledStorage(dtypeInfo(dtype), Math.max(n + offset, 1024)) as Float64Array;
  expect(block).toBeDefined();
  const data = block.subarray(offset, offset + n);
  for (let i = 0; i < n; i++) data[i] = fill(i);
  return { data, dtype, shape };
}
const bits = (x: NDArray): number[] => Array.from(new Uint8Array((x.data as Float64Array).buffer, (x.data as Float64Array).byteOffset, (x.data as Float64Array).byteLength));
const unfused = (a: NDArray, b: NDArray, c: DType): NDArray => reduce('sum', binary('multiply', a, b, { computeDType: c }), { axes: -1, accDType: c, outDType: c });

let seed = 12345;
const random = (): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

describe('vecdot fused over pooled rows', () => {
  for (const dtype of ['float32', 'float64'] as const) {
    for (const n of [1, 3, 7, 8, 9, 15, 16, 17, 127, 128, 129, 257, 1000, 1023, 1024, 1025, 4099]) {
      it(`${dtype}, rows of ${n}: multiply then sum, bit for bit`, () => {
        const rows = Math.max(3, Math.ceil(300 / n)); // 1,200 bytes or more: pooled views start at POOL_MIN_BYTES
        const a = pooled(dtype, [rows, n], () => (random() - 0.5) * 2 ** Math.floor(random() * 40 - 20), 5);
        const b = pooled(dtype, [rows, n], () => (random() - 0.5) * 1e3, 3);
        expect(poolAddress(a.data)).toBeGreaterThanOrEqual(0);
        const fused = vecdot(a, b, { computeDType: dtype });
        expect(fused.shape).toEqual([rows]);
        expect(bits(fused)).toEqual(bits(unfused(a, b, dtype)));
        releasePooled(a.data);
        releasePooled(b.data);
      });
    }
    it(`${dtype}: the edge values, every pair, bit for bit`, () => {
      const e = EDGES[dtype];
      for (const n of [e.length, 1030]) {
        const a = pooled(dtype, [e.length, n], (i) => e[Math.floor(i / n)]!);
        const b = pooled(dtype, [e.length, n], (i) => e[(i % n) % e.length]!);
        expect(bits(vecdot(a, b, { computeDType: dtype }))).toEqual(bits(unfused(a, b, dtype)));
      }
    });
    it(`${dtype}: rows of -0 products keep multiply-then-sum's sign`, () => {
      for (const n of [5, 100, 2000]) {
        const rows = Math.ceil(300 / n) + 1;
        const a = pooled(dtype, [rows, n], () => -0);
        const b = pooled(dtype, [rows, n], () => 1);
        expect(poolAddress(a.data)).toBeGreaterThanOrEqual(0);
        expect(bits(vecdot(a, b, { computeDType: dtype }))).toEqual(bits(unfused(a, b, dtype)));
      }
    });
  }
  for (const dtype of ['float32', 'float64'] as const) {
    it(`${dtype}: 64 rows or more, split over the threads, bit for bit`, async () => {
      configureThreads({ threads: 2, minBytes: 1024 });
      await threadsReady();
      for (const [rows, n] of [[64, 1], [200, 7], [301, 129], [97, 1025], [1000, 300]] as const) {
        const a = pooled(dtype, [rows, n], () => random() - 0.5, 1);
        const b = pooled(dtype, [rows, n], () => (random() - 0.5) * 3);
        const jobs = threadStats().jobs;
        const fused = vecdot(a, b, { computeDType: dtype });
        if (threadStats().available && rows * n >= 30000) expect(threadStats().jobs).toBeGreaterThan(jobs);
        expect(bits(fused)).toEqual(bits(unfused(a, b, dtype)));
        releasePooled(a.data);
        releasePooled(b.data);
      }
      configureThreads(THREADS);
    });
  }
  it('a batch of stacked rows and a 1-D pair', () => {
    const a = pooled('float32', [2, 3, 300], () => random() - 0.5);
    const b = pooled('float32', [2, 3, 300], () => random() - 0.5);
    const r = vecdot(a, b, { computeDType: 'float32' });
    expect(r.shape).toEqual([2, 3]);
    expect(bits(r)).toEqual(bits(unfused(a, b, 'float32')));
    const x = pooled('float64', [5000], () => random());
    const y = vecdot(x, x, { computeDType: 'float64' });
    expect(y.shape).toEqual([]);
    let ref = 0;
    for (const v of x.data as Float64Array) ref += v * v;
    expect(Math.abs((y.data as Float64Array)[0]! - ref)).toBeLessThan(5000 * 2 ** -52 * ref);
  });
});
