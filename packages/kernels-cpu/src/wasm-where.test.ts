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
          simd(place(t, 'bool'), place(a, d), place(b, d), o, n, !scalarB, scalarB);
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
