import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DType, Storage } from '@typelattice/dtypes';
import { fill, hex, pooled } from '../test/wasm-operands';
import { configurePool, POOL_MIN_BYTES, pooledSubarray, poolStats } from './pool';
import { configureThreads, threadsReady, threadStats } from './parallel';
import { reduce } from './reduce';
import { eigenArgLoop } from './reduce-edges';
import { argLoopOn, runLoopOn } from './reduce-loops';
import { wasmRows } from './rows-wasm';
import { wasmFoldColumns } from './arg-wasm';
import { wasmTruthRows } from './truth-wasm';
import { poolKernels } from './wasm-loops';

// Every row of a last-axis reduction in one WebAssembly call (rows-wasm.ts, wasm-rows.ts) against
// the JavaScript loops row by row: random bits (quiet and payload NaNs of both signs, ±inf, ±0,
// subnormals: test/wasm-operands.ts's specials), few distinct values (repeated extremes, signed
// zeros), a late NaN; row lengths at and off the SIMD passes; views at offsets; split over threads.

const POOL = poolStats().config;
const THREADS = threadStats().config;
beforeAll(() => void configurePool({ minBlockBytes: POOL_MIN_BYTES, maxBytes: 2 ** 30 }));
afterAll(() => {
  configurePool(POOL);
  configureThreads(THREADS);
});

const OPS = ['argmax', 'argmin'] as const;
const FLOATS = ['float32', 'float64'] as const;
const INTEGERS: DType[] = ['int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32'];
const LENGTHS = [1, 2, 3, 5, 17, 63, 64, 65, 257, 1000];
type Kind = 'bits' | 'few' | 'late-nan';
// enough rows for the operand to be read in place (storage under the pool's smallest block is not)
const rowsFor = (n: number): number => (n >= 1000 ? 7 : Math.max(40, Math.ceil(2048 / n)));

/** `rows * n` pooled elements from element `offset` of a larger pooled block (a view at an offset). */
function operand(d: DType, rows: number, n: number, offset: number, seed: number, kind: Kind): Storage {
  const size = rows * n;
  const block = pooled(d, size + offset + 4096);
  fill(block, d, seed);
  const x = pooledSubarray(block, offset, offset + size);
  const v = x as Float64Array;
  if (kind !== 'bits') {
    const pick = d.startsWith('float') ? [0, -0, 1, -1, 2.5, -2.5, Infinity, -Infinity, 1e-40, -1e-310] : [0, 1, 2, 3, 4, 5];
    for (let i = 0; i < size; i++) v[i] = pick[(Math.imul(i + seed, 2654435761) >>> 27) % pick.length]!;
    if (kind === 'late-nan') for (let r = 0; r < rows; r += 3) v[r * n + n - 1 - (r % Math.min(n, 7))] = NaN;
  }
  return x;
}

function expectRowsMatch(d: DType, rows: number, n: number, offset: number, seed: number, kind: Kind): void {
  const x = operand(d, rows, n, offset, seed, kind);
  for (const op of OPS) {
    const js = argLoopOn(op, d, d, 'eval');
    const got = wasmRows('arg', op, d, x, rows, n);
    expect(got, `${d} ${op}`).toBeDefined();
    expect(Array.from(got!), `${d} ${op} ${rows}x${n} ${kind} at ${offset}`).toEqual(Array.from({ length: rows }, (_, r) => js(x, r * n, n, 1)));
    if (d !== 'float32' && d !== 'float64') continue;
    const eigen = eigenArgLoop(op, d);
    const tf = wasmRows('eigen', op, d, x, rows, n);
    expect(Array.from(tf!), `${d} eigen ${op} ${rows}x${n} ${kind} at ${offset}`).toEqual(Array.from({ length: rows }, (_, r) => eigen(x, r * n, n, 1)));
  }
}

test.each(FLOATS)('%s argmax / argmin of every row equal the JavaScript loops (NumPy\'s and TensorFlow\'s rules)', (d) => {
  for (const n of LENGTHS) {
    for (const kind of ['bits', 'few', 'late-nan'] as const) {
      for (const offset of [0, 1, 3]) expectRowsMatch(d, rowsFor(n), n, offset, n * 7 + offset, kind);
    }
  }
});

test.each(INTEGERS)('%s argmax / argmin of every row equal the JavaScript loop', (d) => {
  for (const n of LENGTHS) {
    for (const kind of ['bits', 'few'] as const) {
      for (const offset of [0, 5]) expectRowsMatch(d, rowsFor(n), n, offset, n * 3 + offset, kind);
    }
  }
});

test.each(FLOATS)('%s TensorFlow\'s rule: index 0 where nothing passes the start, in rows of every length', (d) => {
  const max = d === 'float32' ? 3.4028234663852886e38 : Number.MAX_VALUE;
  for (const n of LENGTHS) {
    for (const fillers of [[NaN], [-Infinity, NaN, -max], [Infinity, max], [NaN, 5]]) {
      const rows = rowsFor(n);
      const x = operand(d, rows, n, 1, 1, 'few') as Float64Array;
      for (let i = 0; i < rows * n; i++) x[i] = fillers[(i + Math.floor(i / n)) % fillers.length]!;
      for (const op of OPS) {
        const eigen = eigenArgLoop(op, d);
        const want = Array.from({ length: rows }, (_, r) => eigen(x, r * n, n, 1));
        expect(Array.from(wasmRows('eigen', op, d, x, rows, n)!), `${op} ${fillers} n ${n}`).toEqual(want);
      }
    }
  }
});

test.each(FLOATS)('%s sum, mean, max, min, prod of every row through reduce give the loop\'s bytes (keepdims, views at offsets)', (d) => {
  // (rows under 128 / 256 elements keep the loop row by row: compared too)
  for (const n of [...LENGTHS.filter((n) => n > 1), 127, 128, 255, 256, 1023, 1024, 1500]) {
    for (const kind of ['bits', 'few', 'late-nan'] as const) {
      const rows = rowsFor(n);
      const x = operand(d, rows, n, 3, n + 11, kind);
      const a = { data: x, dtype: d, shape: [rows, n] };
      const plain = { ...a, data: x.slice() as Storage };
      for (const op of ['sum', 'mean', 'max', 'min', 'prod'] as const) {
        for (const keepdims of [false, true]) {
          const got = reduce(op, a, { axes: -1, keepdims });
          expect(got.shape).toEqual(keepdims ? [rows, 1] : [rows]);
          const want = reduce(op, plain, { axes: -1, keepdims });
          if (op === 'sum' || op === 'mean') {
            // a NaN sum's payload is not compared: the JavaScript loop's own NaN bits vary between calls of
            // one process (as V8 compiles it further), and long runs keep WebAssembly's NaN, as row by row
            expect(values(got), `${op} ${rows}x${n} ${kind}`).toEqual(values(want));
          } else expect(hex(got.data as Storage), `${op} ${rows}x${n} ${kind}`).toBe(hex(want.data as Storage));
        }
      }
    }
  }
});

// the values, bit for bit (Object.is: -0 apart from +0), every NaN as one
const values = (a: { data: unknown }): unknown[] => Array.from(a.data as Float64Array, (v) => (v !== v ? 'NaN' : hexOf(v)));
const hexOf = (v: number): string => Buffer.from(new Float64Array([v]).buffer).toString('hex');

test.each(FLOATS)('%s value and product rows: the extreme as f64 (NaN where a row holds one), the product in order', (d) => {
  const rows = 12;
  const n = 333;
  const x = operand(d, rows, n, 2, 5, 'bits');
  const max = wasmRows('value', 'argmax', d, x, rows, n)!;
  const prod = wasmRows('prod', 'prod', d, x, rows, n)!;
  const jsMax = runLoopOn('max', d, d, 'eval');
  const jsProd = runLoopOn('prod', d, d, 'eval');
  const o = new (d === 'float32' ? Float32Array : Float64Array)(1);
  for (let r = 0; r < rows; r++) {
    jsMax(x, r * n, n, o, 0, true);
    if (o[0] !== o[0]) expect(max[r]).toBeNaN();
    else if (o[0] !== 0) expect(max[r]).toBe(o[0]);
    o[0] = 1;
    jsProd(x, r * n, n, o, 0, false);
    if (o[0] === o[0]) expect(prod[r]).toBe(o[0]);
    else expect(prod[r]).toBeNaN();
  }
});

test('outside the pool, another dtype, no rows: undefined (the caller\'s loop serves)', () => {
  expect(wasmRows('arg', 'argmax', 'float32', new Float32Array(100), 10, 10)).toBeUndefined();
  expect(wasmRows('arg', 'argmax', 'int64', pooled('int64', 100), 10, 10)).toBeUndefined();
  expect(wasmRows('eigen', 'argmax', 'int32', pooled('int32', 100), 10, 10)).toBeUndefined();
  expect(wasmRows('arg', 'argmax', 'float32', pooled('float32', 100), 0, 10)).toBeUndefined();
});

test('rows split over the worker threads give the same results', async () => {
  configureThreads({ threads: 3, minBytes: 1024 });
  expect(await threadsReady()).toBe(true);
  const before = threadStats().jobs;
  for (const d of FLOATS) {
    for (const n of [5, 1000]) {
      const rows = n === 5 ? 4099 : 301;
      const x = operand(d, rows, n, 1, n, 'late-nan');
      for (const op of OPS) {
        const js = argLoopOn(op, d, d, 'eval');
        expect(Array.from(wasmRows('arg', op, d, x, rows, n)!), `${d} ${op} ${rows}x${n}`).toEqual(Array.from({ length: rows }, (_, r) => js(x, r * n, n, 1)));
      }
      const a = { data: x, dtype: d, shape: [rows, n] };
      const plain = { ...a, data: x.slice() as Storage };
      for (const op of ['sum', 'mean', 'max', 'min', 'prod', 'argmax'] as const) {
        const [got, want] = [reduce(op, a, { axes: 1 }), reduce(op, plain, { axes: 1 })];
        if (op === 'sum' || op === 'mean') expect(values(got), `${d} ${op}`).toEqual(values(want));
        else expect(hex(got.data as Storage), `${d} ${op}`).toBe(hex(want.data as Storage));
      }
    }
  }
  expect(threadStats().jobs).toBeGreaterThan(before);
  configureThreads(THREADS);
});

test.each(FLOATS)('%s all / any of every row in one call equal the loop (-0 false, NaN true), with keepdims and across threads', async (d) => {
  for (const threads of [1, 3]) {
    configureThreads({ threads, minBytes: 1024 });
    if (threads > 1) expect(await threadsReady()).toBe(true);
    for (const n of [...LENGTHS, 4099]) {
      const rows = rowsFor(n);
      for (const kind of ['bits', 'ones', 'one-zero'] as const) {
        const x = operand(d, rows, n, 3, n + 5, 'bits') as Float64Array;
        if (kind !== 'bits') {
          // every element true (NaN, subnormals, infinities among them) but, per row, -0 or +0 at a row-dependent place
          for (let i = 0; i < rows * n; i++) if (x[i] === 0) x[i] = [NaN, 1e-310, -Infinity, 1][i % 4]!;
          if (kind === 'one-zero') for (let r = 0; r < rows; r += 2) x[r * n + ((r * 7) % n)] = r % 4 === 0 ? -0 : 0;
        }
        const truth = wasmTruthRows('all', d, x, rows, n);
        expect(truth, `${d} served`).toBeDefined();
        const a = { data: x as Storage, dtype: d, shape: [rows, n] };
        const plain = { ...a, data: x.slice() as Storage };
        for (const op of ['all', 'any'] as const) {
          for (const keepdims of [false, true]) {
            const got = reduce(op, a, { axes: -1, keepdims });
            const want = reduce(op, plain, { axes: -1, keepdims });
            expect(got.shape).toEqual(want.shape);
            expect(Array.from(got.data as Uint8Array), `${op} ${rows}x${n} ${kind} threads ${threads}`).toEqual(Array.from(want.data as Uint8Array));
          }
        }
      }
    }
  }
  configureThreads(THREADS);
});

test.each(FLOATS)('%s row-by-row column folds (sweep_) give the column kernels\' (fold_) bytes, and reduce over axis 0 the loop\'s', (d) => {
  const size = d === 'float32' ? 4 : 8;
  const pool = poolKernels()!;
  type Fold = (at: number, rows: number, stride: number, out: number, bytes: number) => void;
  for (const [len, inner] of [[1, 37], [2, 16], [300, 20], [17, 1031], [5, 2000], [64, 1100]] as const) {
    for (const kind of ['bits', 'few', 'late-nan'] as const) {
      const x = operand(d, len, inner, 1, len + inner, kind);
      const bytes = Math.ceil((inner * size) / 64) * 64;
      for (const fold of ['sum', 'prod', 'max', 'min', 'zero', 'nonzero']) {
        const run = (name: string) => {
          (pool.kernels[`${name}_${fold}_${d}`] as Fold)(x.byteOffset, len, inner * size, pool.out, bytes);
          return hex(new Uint8Array(pool.memory.buffer, pool.out, inner * size) as unknown as Storage);
        };
        expect(run('sweep'), `${fold} ${len}x${inner} ${kind}`).toBe(run('fold'));
      }
      const a = { data: x, dtype: d, shape: [len, inner] };
      const plain = { ...a, data: x.slice() as Storage };
      for (const op of ['sum', 'prod', 'max', 'min', 'mean', 'all', 'any'] as const) {
        expect(hex(reduce(op, a, { axes: 0 }).data as Storage), `${op} ${len}x${inner} ${kind}`).toBe(hex(reduce(op, plain, { axes: 0 }).data as Storage));
      }
    }
  }
});

test.each(INTEGERS)('%s max / min of every row in one call equal the loop (keepdims, views at offsets, threads)', async (d) => {
  for (const threads of [1, 3]) {
    configureThreads({ threads, minBytes: 1024 });
    if (threads > 1) expect(await threadsReady()).toBe(true);
    for (const n of [...LENGTHS.filter((n) => n > 1), 4099]) {
      for (const kind of ['bits', 'few'] as const) {
        const rows = rowsFor(n);
        const x = operand(d, rows, n, 5, n + 9, kind);
        expect(wasmRows('value', 'argmax', d, x, rows, n), `${d} served`).toBeDefined();
        const a = { data: x, dtype: d, shape: [rows, n] };
        const plain = { ...a, data: x.slice() as Storage };
        for (const op of ['max', 'min'] as const) {
          for (const keepdims of [false, true]) {
            const [got, want] = [reduce(op, a, { axes: -1, keepdims }), reduce(op, plain, { axes: -1, keepdims })];
            expect(got.shape).toEqual(want.shape);
            expect(hex(got.data as Storage), `${op} ${rows}x${n} ${kind} threads ${threads}`).toBe(hex(want.data as Storage));
          }
        }
      }
    }
  }
  configureThreads(THREADS);
});

test.each(FLOATS)('%s fast row-by-row max / min: the exact kernels\' bytes where no NaN is met, 1 where one is', (d) => {
  const size = d === 'float32' ? 4 : 8;
  const pool = poolKernels()!;
  type Fold = (at: number, rows: number, stride: number, out: number, bytes: number) => number;
  for (const [len, inner] of [[1, 1100], [2, 1100], [17, 1031], [64, 2000]] as const) {
    for (const kind of ['bits', 'few', 'late-nan'] as const) {
      const x = operand(d, len, inner, 1, 3 * len + inner, kind) as Float64Array;
      const clean = x.slice();
      for (let i = 0; i < clean.length; i++) if (clean[i] !== clean[i]) clean[i] = 0;
      const bytes = Math.ceil((inner * size) / 64) * 64;
      for (const fold of ['max', 'min']) {
        for (const [data, nan] of [[x, x.some((v) => v !== v)], [clean, false]] as const) {
          x.set(data);
          // the passes are whole: past the last column the kernels read on (a NaN there is met too)
          new Uint8Array(x.buffer, x.byteOffset + x.byteLength, 64).fill(0);
          const run = (name: string) => {
            const r = (pool.kernels[`${name}${fold}_${d}`] as Fold)(x.byteOffset, len, inner * size, pool.out, bytes);
            return [r, hex(new Uint8Array(pool.memory.buffer, pool.out, inner * size) as unknown as Storage)] as const;
          };
          const [met, fast] = run('sweep_fast');
          expect(met, `${fold} ${len}x${inner} ${kind} NaN met`).toBe(nan ? 1 : 0);
          if (!nan) expect(fast, `${fold} ${len}x${inner} ${kind}`).toBe(run('sweep_')[1]);
        }
      }
    }
  }
});

test.each(['int32', 'uint32'] as const)('%s folds over a leading axis (column and row-by-row kernels) equal the loop', (d) => {
  const acc = new (d === 'int32' ? Int32Array : Uint32Array)(2000);
  expect(wasmFoldColumns('max', d, operand(d, 300, 20, 0, 1, 'bits'), 1, 300, 20, acc), 'served').toBe(true);
  for (const [shape, axes] of [[[300, 20], 0], [[17, 1031], 0], [[1000, 37], 0], [[5, 2000], 0], [[2, 64, 1100], 1], [[64, 1100], 0]] as const) {
    for (const kind of ['bits', 'few'] as const) {
      const n = (shape as readonly number[]).reduce((p, q) => p * q, 1);
      const x = operand(d, 1, n, 3, n + 1, kind);
      const a = { data: x, dtype: d, shape: [...shape] };
      const plain = { ...a, data: x.slice() as Storage };
      for (const op of ['max', 'min', 'all', 'any'] as const) {
        expect(hex(reduce(op, a, { axes }).data as Storage), `${op} ${shape} ${kind}`).toBe(hex(reduce(op, plain, { axes }).data as Storage));
      }
      // sums and products in the dtype itself (TensorFlow's), wrapping
      for (const op of ['sum', 'prod'] as const) {
        expect(hex(reduce(op, a, { axes, accDType: d }).data as Storage), `${op} ${shape} ${kind}`).toBe(hex(reduce(op, plain, { axes, accDType: d }).data as Storage));
      }
    }
  }
});

test.each(INTEGERS)('%s max / min of a whole pooled run (every axis, keepdims, offsets) equal the loop', (d) => {
  for (const n of [255, 256, 1000, 4099, 70001]) {
    for (const kind of ['bits', 'few'] as const) {
      const x = operand(d, 1, n, 7, n, kind);
      const a = { data: x, dtype: d, shape: [n] };
      const plain = { ...a, data: x.slice() as Storage };
      for (const op of ['max', 'min'] as const) {
        for (const keepdims of [false, true]) {
          const [got, want] = [reduce(op, a, { keepdims }), reduce(op, plain, { keepdims })];
          expect(got.shape).toEqual(want.shape);
          expect(hex(got.data as Storage), `${op} ${n} ${kind}`).toBe(hex(want.data as Storage));
        }
      }
      // runs folded into results already holding one: axes 0 and 2 of (3, 2, 300)
      const y = operand(d, 1, 1800, 2, n + 1, kind);
      const b = { data: y, dtype: d, shape: [3, 2, 300] };
      for (const op of ['max', 'min'] as const) {
        expect(hex(reduce(op, b, { axes: [0, 2] }).data as Storage), `${op} walk ${kind}`).toBe(hex(reduce(op, { ...b, data: y.slice() as Storage }, { axes: [0, 2] }).data as Storage));
      }
    }
  }
});
