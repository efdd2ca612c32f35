import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DType, Storage } from '@typelattice/dtypes';
import { fill, hex, plain, pooled } from '../test/wasm-operands';
import { whereSpec } from './elementwise-source';
import { elementwiseLoop } from './loops';
import type { WhereLoop } from './loop-types';
import { runWhereCpu } from './where-cpu';
import { configurePool, POOL_MIN_BYTES, poolStats } from './pool';
import { wasmWhereLoop } from './wasm-loops';

const POOL = poolStats().config;
beforeAll(() => void configurePool({ minBlockBytes: POOL_MIN_BYTES, maxBytes: 2 ** 30 }));
afterAll(() => void configurePool(POOL));

// The where kernels of wasm-where.ts against the generated JavaScript loop (the eval path), byte
// for byte: random bits and special values, lengths at the SIMD step's and the scratch chunk's
// edges, each operand pooled or in ordinary memory.

const DTYPES: DType[] = ['bool', 'int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'int64', 'uint64', 'float32', 'float64'];

test('where has a kernel for a bool condition and values of one dtype held as they are, not otherwise', () => {
  for (const d of DTYPES) expect(wasmWhereLoop(d, 'bool', d, d, d), d).toBeTypeOf('function');
  expect(wasmWhereLoop('float32', 'int8', 'float32', 'float32', 'float32')).toBeUndefined();
  expect(wasmWhereLoop('float64', 'bool', 'float32', 'float64', 'float64')).toBeUndefined();
  expect(wasmWhereLoop('float16', 'bool', 'float16', 'float16', 'float16')).toBeUndefined();
  expect(wasmWhereLoop('complex64', 'bool', 'complex64', 'complex64', 'complex64')).toBeUndefined();
});

test.each(DTYPES)('where of %s equals the JavaScript loop, byte for byte, pooled or not', (d) => {
  const js = elementwiseLoop<WhereLoop>(whereSpec(d, 'bool', d, d, d, 'contiguous'), 'eval');
  const simd = wasmWhereLoop(d, 'bool', d, d, d)!;
  for (const n of [1, 15, 16, 17, 1031, 8192 + 17, 20001]) {
    const t = plain('bool', n);
    const a = plain(d, n);
    const b = plain(d, n);
    fill(t, 'bool', n);
    fill(a, d, 3 * n);
    fill(b, d, 5 * n + 1, a);
    const want = plain(d, n);
    js(t, a, b, want, 0, 0, 0, 0, n, 1, 1, 1);
    // which operands are pooled: none, all, the output alone, the inputs alone
    for (const mask of [0, 15, 8, 7, 5]) {
      const place = (x: Storage, k: number, dtype: DType) => {
        if (!(mask & (1 << k))) return x.slice() as Storage;
        const p = pooled(dtype, n);
        p.set(x as never);
        return p;
      };
      const o = place(plain(d, n), 3, d);
      simd(place(t, 0, 'bool'), place(a, 1, d), place(b, 2, d), o, n);
      expect(hex(o), `n ${n} pooled ${mask}`).toBe(hex(want));
    }
  }
});

test('runWhereCpu takes the kernel for same-shape operands and gives the JavaScript loop values', () => {
  const n = 100;
  const t = plain('bool', n);
  const a = plain('float32', n);
  const b = plain('float32', n);
  fill(t, 'bool', 1);
  fill(a, 'float32', 2);
  fill(b, 'float32', 3);
  const want = plain('float32', n);
  elementwiseLoop<WhereLoop>(whereSpec('float32', 'bool', 'float32', 'float32', 'float32', 'contiguous'), 'eval')(t, a, b, want, 0, 0, 0, 0, n, 1, 1, 1);
  const r = runWhereCpu({ data: t, dtype: 'bool', shape: [10, 10] }, { data: a, dtype: 'float32', shape: [10, 10] }, { data: b, dtype: 'float32', shape: [10, 10] }, 'float32');
  expect(hex(r.data)).toBe(hex(want));
});

test.each(DTYPES)('where of %s with a one-element x or y equals the strided JavaScript loop, byte for byte, pooled or not', (d) => {
  const js = elementwiseLoop<WhereLoop>(whereSpec(d, 'bool', d, d, d, 'strided'), 'eval');
  const simd = wasmWhereLoop(d, 'bool', d, d, d)!;
  for (const n of [1, 15, 17, 1031, 8192 + 17, 20001]) {
    const t = plain('bool', n);
    const full = plain(d, n);
    fill(t, 'bool', n);
    fill(full, d, 3 * n);
    for (const k of [0, 3, 11]) {
      // the one element: a special value or random bits (a float32 signaling NaN among them)
      const one = plain(d, 1);
      fill(one, d, 7 * n + k);
      for (const scalarB of [true, false]) {
        const [a, b] = scalarB ? [full, one] : [one, full];
        const want = plain(d, n);
        js(t, a, b, want, 0, 0, 0, 0, n, 1, scalarB ? 1 : 0, scalarB ? 0 : 1);
        for (const pool of [false, true]) {
          const place = (x: Storage, dtype: DType) => {
            if (!pool) return x;
            const p = pooled(dtype, x.length);
            p.set(x as never);
            return p;
          };
          const o = place(plain(d, n), d);
          expect(simd(place(t, 'bool'), place(a, d), place(b, d), o, n, scalarB ? n : 1, scalarB ? 1 : n)).toBe(true);
          expect(hex(o), `n ${n} ${scalarB ? 'y' : 'x'} one element, pooled ${pool}`).toBe(hex(want));
        }
      }
    }
  }
});

test('runWhereCpu takes the kernel with a scalar value operand and gives the JavaScript loop values', () => {
  const n = 1000;
  const t = plain('bool', n);
  const a = plain('float64', n);
  fill(t, 'bool', 4);
  fill(a, 'float64', 5);
  const zero = new Float64Array([-0]);
  const want = plain('float64', n);
  elementwiseLoop<WhereLoop>(whereSpec('float64', 'bool', 'float64', 'float64', 'float64', 'strided'), 'eval')(t, a, zero, want, 0, 0, 0, 0, n, 1, 1, 0);
  const r = runWhereCpu({ data: t, dtype: 'bool', shape: [10, 100] }, { data: a, dtype: 'float64', shape: [10, 100] }, { data: zero, dtype: 'float64', shape: [] }, 'float64');
  expect(hex(r.data)).toBe(hex(want));
});

/** `row`'s first `period` elements repeated over `n` elements (the bits as they are). */
function tiled(row: Storage, period: number, n: number, d: DType): Storage {
  const x = plain(d, n);
  for (let i = 0; i < n; i += period) x.set(row.subarray(0, Math.min(period, n - i)) as never, i);
  return x;
}

test.each(DTYPES)('where of %s with x or y a row repeated over the leading axes equals the JavaScript loop of the rows tiled, byte for byte', (d) => {
  const js = elementwiseLoop<WhereLoop>(whereSpec(d, 'bool', d, d, d, 'contiguous'), 'eval');
  const simd = wasmWhereLoop(d, 'bool', d, d, d)!;
  // [rows, period of x (0: full), period of y (0: full)]: odd periods, periods that do not divide
  // the chunk, both repeated (chunks of their least common multiple), a row of the chunk's size
  const cases = [[7, 0, 3], [5, 17, 0], [3, 1000, 0], [9, 0, 1031], [40, 6, 4], [2, 0, 8192], [3, 33, 0]] as const;
  for (const [rows, pa, pb] of cases) {
    const period = pa || pb;
    const n = rows * period;
    const t = plain('bool', n);
    fill(t, 'bool', n);
    const a = plain(d, pa || n);
    const b = plain(d, pb || n);
    fill(a, d, 3 * n + pa);
    fill(b, d, 5 * n + pb + 1, a.length === b.length ? a : undefined);
    const want = plain(d, n);
    js(t, pa ? tiled(a, pa, n, d) : a, pb ? tiled(b, pb, n, d) : b, want, 0, 0, 0, 0, n, 1, 1, 1);
    for (const pool of [false, true]) {
      const place = (x: Storage, dtype: DType) => {
        if (!pool) return x;
        const p = pooled(dtype, x.length);
        p.set(x as never);
        return p;
      };
      const o = place(plain(d, n), d);
      expect(simd(place(t, 'bool'), place(a, d), place(b, d), o, n, pa || n, pb || n)).toBe(true);
      expect(hex(o), `rows ${rows} periods ${pa} ${pb}, pooled ${pool}`).toBe(hex(want));
    }
  }
  // a period longer than the scratch chunk: nothing written, the caller's loop serves it
  const n = 2 * 8193;
  const o = plain(d, n);
  expect(simd(plain('bool', n), plain(d, 8193), plain(d, n), o, n, 8193, n)).toBe(false);
});

test('runWhereCpu takes the kernel with a row operand, and the strided loop for a column, with the JavaScript loop values', () => {
  const [m, k] = [30, 70];
  const t = plain('bool', m * k);
  const a = plain('float32', m * k);
  const row = plain('float32', k);
  const column = plain('float32', m);
  fill(t, 'bool', 6);
  fill(a, 'float32', 7);
  fill(row, 'float32', 8);
  fill(column, 'float32', 9);
  const js = elementwiseLoop<WhereLoop>(whereSpec('float32', 'bool', 'float32', 'float32', 'float32', 'contiguous'), 'eval');
  const want = plain('float32', m * k);
  js(t, tiled(row, k, m * k, 'float32'), a, want, 0, 0, 0, 0, m * k, 1, 1, 1);
  const cond = { data: t, dtype: 'bool', shape: [m, k] } as const;
  const full = { data: a, dtype: 'float32', shape: [m, k] } as const;
  for (const shape of [[k], [1, k], [1, 1, k]]) {
    const r = runWhereCpu(cond, { data: row, dtype: 'float32', shape }, full, 'float32');
    expect(hex(r.data), String(shape)).toBe(hex(want));
  }
  // a column (m, 1) repeats each element along a row: the strided loop
  const columnWant = plain('float32', m * k);
  const columnTiled = plain('float32', m * k);
  for (let i = 0; i < m * k; i++) columnTiled[i] = column[Math.floor(i / k)]!;
  js(t, full.data, columnTiled, columnWant, 0, 0, 0, 0, m * k, 1, 1, 1);
  const r = runWhereCpu(cond, full, { data: column, dtype: 'float32', shape: [m, 1] }, 'float32');
  expect(hex(r.data)).toBe(hex(columnWant));
});
