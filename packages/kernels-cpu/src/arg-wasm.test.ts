import { afterAll, beforeAll, expect, test } from 'vitest';
import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { fill, pooled } from '../test/wasm-operands';
import { wasmArgColumns, wasmArgRun, wasmFoldColumns } from './arg-wasm';
import { configurePool, POOL_MIN_BYTES, pooledSubarray, poolStats } from './pool';
import { reduce } from './reduce';
import { eigenArgLoop } from './reduce-edges';
import { argLoopOn } from './reduce-loops';

// argmax / argmin in SIMD (arg-wasm.ts, wasm-arg.ts) against the JavaScript arg loop (the eval
// path) on pooled float32 / float64: random bits (NaNs, infinities, subnormals), NaN-free values
// with repeated extremes and signed zeros, runs at the vector and scalar-tail edges, at offsets,
// and columns of blocks.

const POOL = poolStats().config;
beforeAll(() => void configurePool({ minBlockBytes: POOL_MIN_BYTES, maxBytes: 2 ** 30 }));
afterAll(() => void configurePool(POOL));

const OPS = ['argmax', 'argmin'] as const;
const FLOATS: DType[] = ['float32', 'float64'];

/** Pooled values: random bits, or (`finite`) few distinct values with ±0, ±inf, repeated extremes; a NaN or two where asked. */
function values(d: DType, n: number, seed: number, kind: 'bits' | 'finite' | 'late-nan'): Storage {
  const x = pooled(d, n);
  fill(x, d, seed);
  const v = x as Float64Array;
  if (kind !== 'bits') {
    const pick = [0, -0, 1, -1, 2.5, -2.5, Infinity, -Infinity, 1e-40, -1e-310];
    for (let i = 0; i < n; i++) v[i] = pick[(Math.imul(i + seed, 2654435761) >>> 27) % pick.length]!;
    if (kind === 'late-nan') v[n - 1 - (seed % Math.min(n, 7))] = NaN;
  }
  return x;
}

test.each(FLOATS)('%s argmax / argmin of a contiguous run equal the JavaScript loop', (d) => {
  for (const op of OPS) {
    const js = argLoopOn(op, d, d, 'eval');
    for (const n of [256, 257, 258, 259, 1000, 4099, 70001]) {
      for (const kind of ['bits', 'finite', 'late-nan'] as const) {
        for (const s of [0, 1, 3]) {
          const x = values(d, n + s, n + s, kind);
          expect(wasmArgRun(op, d, x, s, n), `${op} n ${n} ${kind} from ${s}`).toBe(js(x, s, n, 1));
        }
      }
    }
    // too short, not pooled, another dtype: the caller's loop serves
    expect(wasmArgRun(op, d, values(d, 255, 1, 'finite'), 0, 255)).toBeUndefined();
    expect(wasmArgRun(op, d, new (d === 'float32' ? Float32Array : Float64Array)(1000), 0, 1000)).toBeUndefined();
  }
  expect(wasmArgRun('argmax', 'int64', pooled('int64', 1000), 0, 1000)).toBeUndefined();
});

test.each(FLOATS)('%s argmax / argmin by TensorFlow\'s rule of a contiguous run equal its loop', (d) => {
  for (const op of OPS) {
    const js = eigenArgLoop(op, d);
    for (const n of [256, 257, 258, 259, 1000, 4099, 70001]) {
      for (const kind of ['bits', 'finite', 'late-nan'] as const) {
        for (const s of [0, 1, 3]) {
          const x = values(d, n + s, 3 * n + s, kind);
          expect(wasmArgRun(op, d, x, s, n, true), `${op} n ${n} ${kind} from ${s}`).toBe(js(x, s, n, 1));
        }
      }
    }
    // nothing beyond the start (NaN, the dtype's extreme, infinity): index 0; the extreme after NaNs
    const max = d === 'float32' ? 3.4028234663852886e38 : Number.MAX_VALUE;
    for (const fillers of [[NaN], [-Infinity, NaN, -max], [Infinity, max], [NaN, 5]]) {
      const x = values(d, 1000, 1, 'finite') as Float64Array;
      for (let i = 0; i < 1000; i++) x[i] = fillers[i % fillers.length]!;
      expect(wasmArgRun(op, d, x, 0, 1000, true), `${op} ${fillers}`).toBe(js(x, 0, 1000, 1));
    }
  }
});

const INTEGERS: DType[] = ['int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32'];
// n pooled elements: a view at the start of a larger block
const pooledInts = (d: DType, n: number): Storage => pooledSubarray(pooled(d, n + 4096), 0, n);

test.each(INTEGERS)('%s argmax / argmin of a contiguous run equal the JavaScript loop', (d) => {
  for (const op of OPS) {
    const js = argLoopOn(op, d, d, 'eval');
    // runs of the pool's smallest block at least (a shorter view is not read in place)
    const size = new (dtypeInfo(d).storage)(0).BYTES_PER_ELEMENT;
    for (const n of [256, 257, 319, 1000, 1031, 4099, 4160, 70001].filter((n) => n * size >= POOL_MIN_BYTES)) {
      for (const kind of ['bits', 'few'] as const) {
        for (const s of [0, 1, 3]) {
          // random bits (the extremes of the dtype among them), or few distinct values: repeated extremes
          const x = pooledInts(d, n + s);
          fill(x, d, n + s + 1);
          if (kind === 'few') for (let i = 0; i < n + s; i++) (x as Int32Array)[i] = (Math.imul(i + n, 2654435761) >>> 28) - 5;
          expect(wasmArgRun(op, d, x, s, n), `${op} n ${n} ${kind} from ${s}`).toBe(js(x, s, n, 1));
        }
      }
    }
    // the extreme in the last element only, in the scalar tail
    const x = pooledInts(d, 4099);
    x.fill((op === 'argmax' ? 0 : 9) as never);
    (x as Int32Array)[4098] = op === 'argmax' ? 7 : 1;
    expect(wasmArgRun(op, d, x, 0, 4099)).toBe(4098);
  }
});

test.each(FLOATS)('%s argmax / argmin along the leading axis of blocks equal the JavaScript loop per column', (d) => {
  for (const op of OPS) {
    const js = argLoopOn(op, d, d, 'eval');
    for (const [outer, len, inner] of [[1, 1000, 37], [3, 5, 20], [2, 2, 1000], [1, 300, 16], [4, 17, 9]] as const) {
      for (const kind of ['bits', 'finite', 'late-nan'] as const) {
        const x = values(d, outer * len * inner, len + inner, kind);
        const got = new Array<number>(outer * inner).fill(-1);
        expect(wasmArgColumns(op, d, x, outer, len, inner, (r, k) => (got[r] = k)), `${outer}x${len}x${inner}`).toBe(true);
        const want = Array.from({ length: outer * inner }, (_, r) => js(x, Math.floor(r / inner) * len * inner + (r % inner), len, inner));
        expect(got, `${op} ${outer}x${len}x${inner} ${kind}`).toEqual(want);
      }
    }
    expect(wasmArgColumns(op, d, values(d, 100, 1, 'finite'), 1, 100, 1, () => {})).toBe(false); // one column: a run
  }
});

test('reduce takes the SIMD paths for pooled input and gives the loop values, int64 and int32 indices', () => {
  const x = values('float32', 1000 * 300, 9, 'late-nan');
  const a = { data: x, dtype: 'float32', shape: [1000, 300] } as const;
  const plain = { ...a, data: (x as Float32Array).slice() };
  for (const op of OPS) {
    for (const axes of [undefined, 0, 1] as const) {
      for (const outDType of ['int64', 'int32'] as const) {
        expect(Array.from(reduce(op, a, { axes, outDType }).data as never), `${op} axes ${axes}`).toEqual(Array.from(reduce(op, plain, { axes, outDType }).data as never));
      }
    }
  }
});

test.each(FLOATS)('%s sum, prod, mean, max, min over a leading axis of pooled blocks give the row-by-row fold, byte for byte', (d) => {
  // the kernel serves these blocks (the comparisons below would pass through the JavaScript fold too)
  const acc = new (d === 'float32' ? Float32Array : Float64Array)(37);
  expect(wasmFoldColumns('max', d, values(d, 1000 * 37, 1, 'finite'), 1, 1000, 37, acc)).toBe(true);
  expect(wasmFoldColumns('prod', d, values(d, 1000 * 37, 1, 'finite'), 1, 1000, 37, acc)).toBe(true);
  expect(wasmFoldColumns('sum', d, new (d === 'float32' ? Float32Array : Float64Array)(1000 * 37), 1, 1000, 37, acc)).toBe(false); // not pooled
  const bytes = (x: { data: Storage }) => Buffer.from(new Uint8Array(x.data.buffer, x.data.byteOffset, x.data.byteLength)).toString('hex');
  for (const [shape, axes] of [[[1000, 37], 0], [[2, 300, 20], 1], [[300, 16], 0], [[5, 1000], 0], [[1, 400], 0]] as const) {
    for (const kind of ['bits', 'finite', 'late-nan'] as const) {
      const n = (shape as readonly number[]).reduce((p, q) => p * q, 1);
      const x = values(d, n, n + 3, kind);
      const a = { data: x, dtype: d, shape: [...shape] };
      const plain = { ...a, data: x.slice() as Storage };
      for (const op of ['sum', 'prod', 'mean', 'max', 'min'] as const) {
        expect(bytes(reduce(op, a, { axes })), `${op} ${shape} axis ${axes} ${kind}`).toBe(bytes(reduce(op, plain, { axes })));
      }
    }
  }
});
