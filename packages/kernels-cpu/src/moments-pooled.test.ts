import { expect, test } from 'vitest';
import type { DType } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { fill, hex, plain } from '../test/wasm-operands';
import { useThreadedPool } from '../test/threaded-pool';
import { moment } from './moments';
import { configurePool, poolStats } from './pool';

// moment's deviations and squares in pooled scratch (the pool from its smallest block here)
// against moment with nothing pooled (its temporaries in ordinary memory), byte for byte: random values with the special ones
// (NaN, ±inf, ±0, subnormals), reduced axes leading, trailing, between kept ones, and all.

useThreadedPool();

/** moment on the general path with its temporaries in ordinary memory: nothing pooled while it runs. */
function unpooled(op: 'var' | 'std', a: NDArray, axes: number[] | undefined): NDArray {
  const config = poolStats().config;
  configurePool({ minBlockBytes: config.maxBlockBytes });
  try {
    return moment(op, a, { axes });
  } finally {
    configurePool(config);
  }
}

const SHAPES: [number[], number[] | undefined][] = [[[37, 1031], [0]], [[1031, 37], [1]], [[37, 1031], undefined], [[3, 50, 70], [0, 2]], [[3, 50, 70], [1]], [[64, 64], [0]]];

test.each(['float32', 'float64'] as DType[])('var of %s with pooled scratch equals the steps on ordinary arrays, byte for byte', (d) => {
  for (const [shape, axes] of SHAPES) {
    const n = shape.reduce((p, q) => p * q, 1);
    for (const seed of [1, 2]) {
      const data = plain(d, n);
      fill(data, d, seed + n);
      // finite values in most runs (a NaN anywhere makes the whole fiber NaN)
      if (seed === 1) data.forEach((v, i) => ((data as Float64Array)[i] = Number.isFinite(v as number) ? (v as number) % 1e3 : i % 5));
      const a: NDArray = { data, dtype: d, shape };
      for (const op of ['var', 'std'] as const) {
        const want = unpooled(op, a, axes);
        const blocks = poolStats().inUseBlocks;
        const got = moment(op, a, { axes });
        expect(poolStats().inUseBlocks, 'the scratch block returned').toBe(blocks);
        expect(hex(got.data), `${op} ${shape} axes ${axes}`).toBe(hex(want.data));
      }
    }
  }
});
