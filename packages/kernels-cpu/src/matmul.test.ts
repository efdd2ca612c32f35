import { afterEach, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { KernelError, ShapeError, type NDArray } from '@typelattice/kernels-core';
import { arr, values } from '../test/arrays';
import { complexMismatches, decode, mismatches } from '../test/fixtures';
import { input, reductionFixture } from '../test/numpy-reductions';
import { matmul, matmulEngine } from './matmul';
import { packBudget } from './matmul-wasm';

afterEach(() => {
  matmulEngine.wasm = true;
  packBudget.bytes = 64 * 2 ** 20;
});

test('the TSDoc example computes what it says', () => {
  const a = arr('int8', [1, 2, 3, 4, 5, 6], [2, 3]);
  const b = arr('int8', [7, 8, 9]);
  const r = matmul(a, b, { computeDType: 'int32' });
  expect([r.dtype, r.shape, ...values(r)]).toEqual(['int32', [2], 50, 122]);
  expect(values(matmul(a, b, { computeDType: 'int8' }))).toEqual([50, 122]);
  const x = arr('float32', [1, 2, 3, 4], [2, 2]);
  expect(values(matmul(x, x, { computeDType: 'float32' }))).toEqual([7, 10, 15, 22]);
});

describe(`matmul replays NumPy ${reductionFixture().version}`, () => {
  const cases = reductionFixture().matmul;
  describe.each([true, false])('WebAssembly %s', (wasm) => {
    test.each(cases.map((c, i) => [i, `${c.a.dtype}[${c.a.shape}] @ ${c.b.dtype}[${c.b.shape}]${c.exact ? '' : ' (BLAS: within tolerance)'}`, c] as const))(
      'case %i: %s',
      (_, __, c) => {
        matmulEngine.wasm = wasm;
        const got = matmul(input(c.a), input(c.b), { computeDType: c.result.dtype });
        if (c.exact) expect(mismatches(got, c.result)).toEqual([]);
        else if (c.result.dtype.startsWith('complex')) expect(complexMismatches(got, c.result, 1e-5)).toEqual([]);
        else expect(beyondBound(got, input(c.a), input(c.b), decode(c.result))).toEqual([]);
      },
    );
  });
});

/**
 * Elements of two real float products (of 2-D a, b) further apart than two roundings per step
 * allow: 2k·eps·Σ|a[i,t]·b[t,j]| (BLAS and an ordered sum both stay within k·eps of it).
 */
function beyondBound(got: NDArray, a: NDArray, b: NDArray, want: NDArray): string[] {
  const [m, k] = a.shape as [number, number];
  const n = b.shape[1]!;
  const eps = got.dtype === 'float32' ? 2 ** -24 : 2 ** -53;
  const out: string[] = [];
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      let mag = 0;
      for (let t = 0; t < k; t++) mag += Math.abs((a.data[i * k + t] as number) * (b.data[t * n + j] as number));
      const d = Math.abs((got.data[i * n + j] as number) - (want.data[i * n + j] as number));
      if (!(d <= 2 * k * eps * mag)) out.push(`[${i}, ${j}]: got ${got.data[i * n + j]}, NumPy ${want.data[i * n + j]}`);
    }
  }
  return out;
}

// Independent references: a row-by-column dot product per element, in the declared order (exact)
// and in float64 (for a tolerance).
function dot(a: NDArray, b: NDArray, round: (x: number) => number): number[] {
  const [m, k] = a.shape as [number, number];
  const n = b.shape[1]!;
  const out: number[] = [];
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      let s = 0;
      for (let t = 0; t < k; t++) s = round(s + round((a.data[i * k + t] as number) * (b.data[t * n + j] as number)));
      out.push(s);
    }
  }
  return out;
}

describe('float32 and float64: each sum in order k = 0, 1, …, a multiply and an add per step', () => {
  const dims = fc.tuple(fc.integer({ min: 1, max: 19 }), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 21 }));
  test.each([
    ['float32', Math.fround],
    ['float64', (x: number) => x],
  ] as const)('%s, both engines, against a dot product per element', (dtype, round) => {
    fc.assert(
      fc.property(dims, fc.integer(), fc.boolean(), ([m, k, n], seed, wasm) => {
        let s = seed >>> 0;
        const rand = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32 - 0.5) * 2 ** ((s >>> 27) - 16);
        const a = arr(dtype, Array.from({ length: m * k }, rand), [m, k]);
        const b = arr(dtype, Array.from({ length: k * n }, rand), [k, n]);
        matmulEngine.wasm = wasm;
        expect(Array.from(matmul(a, b, { computeDType: dtype }).data as Float32Array)).toEqual(dot(a, b, round));
      }),
      { numRuns: 40 },
    );
  });

  test('products too large for one packing split into row and column panels with the same sums', () => {
    let s = 3;
    const rand = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32 - 0.5;
    for (const [m, k, n] of [[37, 50, 9], [6, 40, 45]] as const) {
      const a = arr('float64', Array.from({ length: m * k }, rand), [m, k]);
      const b = arr('float64', Array.from({ length: k * n }, rand), [k, n]);
      packBudget.bytes = 4096;
      const split = matmul(a, b, { computeDType: 'float64' });
      expect(Array.from(split.data as Float64Array)).toEqual(dot(a, b, (x) => x));
    }
  });

  test('512 x 512 float32 agrees with float64 dot products to float32 accuracy', () => {
    const N = 512;
    let s = 7;
    const rand = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32 - 0.5;
    const a = arr('float32', Array.from({ length: N * N }, rand), [N, N]);
    const b = arr('float32', Array.from({ length: N * N }, rand), [N, N]);
    const got = matmul(a, b, { computeDType: 'float32' }).data as Float32Array;
    for (const [i, j] of [[0, 0], [17, 300], [511, 511], [256, 3]] as const) {
      let exact = 0;
      let mag = 0;
      for (let t = 0; t < N; t++) {
        exact += (a.data[i * N + t] as number) * (b.data[t * N + j] as number);
        mag += Math.abs((a.data[i * N + t] as number) * (b.data[t * N + j] as number));
      }
      expect(Math.abs(got[i * N + j]! - exact)).toBeLessThanOrEqual(N * 2 ** -24 * mag);
    }
  });
});

describe('integers wrap; bools are an or of ands', () => {
  test('int64 and uint64 modulo 2^64, against BigInt', () => {
    const big = [2n ** 62n + 3n, -(2n ** 63n), 12345678901234567n, -5n, 7n, 2n ** 40n];
    const a = arr('int64', big, [2, 3]);
    const b = arr('int64', [...big].reverse(), [3, 2]);
    for (const wasm of [true, false]) {
      matmulEngine.wasm = wasm;
      const got = values(matmul(a, b, { computeDType: 'int64' }));
      const want = [0, 1].flatMap((i) => [0, 1].map((j) => BigInt.asIntN(64, [0, 1, 2].reduce((p, t) => p + big[i * 3 + t]! * [...big].reverse()[t * 2 + j]!, 0n))));
      expect(got).toEqual(want);
      const u = matmul(a, b, { computeDType: 'uint64' });
      expect(values(u)).toEqual(want.map((v) => BigInt.asUintN(64, v)));
    }
  });

  test('int8 and uint32 wrap as NumPy, bool is true where any pair is true', () => {
    const a = arr('int8', [100, 100], [1, 2]);
    const b = arr('int8', [3, 3], [2, 1]);
    expect(values(matmul(a, b, { computeDType: 'int8' }))).toEqual([((600 + 128) % 256) - 128]);
    expect(values(matmul(arr('uint32', [2 ** 31, 3], [1, 2]), arr('uint32', [2, 2 ** 31 + 1], [2, 1]), { computeDType: 'uint32' }))).toEqual([2 ** 31 + 3]);
    const p = arr('bool', [1, 0, 0, 0], [2, 2]);
    const q = arr('bool', [1, 1, 0, 1], [2, 2]);
    const r = matmul(p, q, { computeDType: 'bool' });
    expect([r.dtype, ...values(r)]).toEqual(['bool', 1, 1, 0, 0]);
  });
});

describe('shapes', () => {
  const ones = (shape: number[]) => arr('float32', new Array(shape.reduce((p, d) => p * d, 1)).fill(1), shape);
  test.each([
    [[2, 1, 3, 4], [5, 4, 2], [2, 5, 3, 2]],
    [[4], [4, 2], [2]],
    [[3, 4], [4], [3]],
    [[4], [4], []],
    [[7, 1, 4], [4, 0], [7, 1, 0]],
    [[3, 0], [0, 2], [3, 2]],
  ])('%j @ %j is %j', (sa, sb, want) => {
    const r = matmul(ones(sa), ones(sb), { computeDType: 'float32' });
    expect(r.shape).toEqual(want);
    expect(values(r).every((v) => v === (sa[sa.length - 1] ?? 0))).toBe(true);
  });

  test('batches broadcast: each batch multiplies its own matrices', () => {
    const a = arr('int32', [1, 0, 0, 1, 2, 0, 0, 2], [2, 1, 2, 2]);
    const b = arr('int32', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [3, 2, 2]);
    const r = matmul(a, b, { computeDType: 'int32' });
    expect(r.shape).toEqual([2, 3, 2, 2]);
    expect(values(r)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
  });

  test('inputs of other dtypes are cast to computeDType first; outDType casts the result', () => {
    const r = matmul(arr('int8', [1, 2], [1, 2]), arr('float64', [0.5, 0.25], [2, 1]), { computeDType: 'float16', outDType: 'float32' });
    expect([r.dtype, ...values(r)]).toEqual(['float32', 1]);
  });

  test.each([
    [[2, 3], [4, 5], /a of shape \[2, 3\] and b of shape \[4, 5\] do not align: a's last axis has length 3 and b's second-to-last axis 4/],
    [[3], [4], /a of shape \[3\] and b of shape \[4\] do not align: a's last axis has length 3 and b's only axis 4/],
    [[], [3], /rank 1 or more; got a of shape \[\] and b of shape \[3\]/],
    [[2, 2, 3], [3, 3, 1], /batch axes of a of shape \[2, 2, 3\] and b of shape \[3, 3, 1\] do not broadcast/],
  ])('%j @ %j refused', (sa, sb, message) => {
    expect(() => matmul(ones(sa), ones(sb), { computeDType: 'float32' })).toThrow(ShapeError);
    expect(() => matmul(ones(sa), ones(sb), { computeDType: 'float32' })).toThrow(message);
  });

  test('out: written on success, untouched on failure', () => {
    const out = arr('float32', [9, 9], [1, 2]);
    expect(() => matmul(ones([1, 3]), ones([2, 2]), { computeDType: 'float32', out })).toThrow(ShapeError);
    expect(() => matmul(ones([1, 2]), ones([2, 2]), { computeDType: 'float64', out })).toThrow(KernelError);
    expect(values(out)).toEqual([9, 9]);
    expect(matmul(ones([1, 2]), ones([2, 2]), { computeDType: 'float32', out })).toBe(out);
    expect(values(out)).toEqual([2, 2]);
  });
});
