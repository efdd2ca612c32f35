import { describe, expect, test } from 'vitest';
import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { random } from '../test/random';
import { useThreadedPool } from '../test/threaded-pool';
import { fill, plain, pooled } from '../test/wasm-operands';
import { tensordot } from './linalg/products';
import { matmul, matmulEngine } from './matmul';
import type { LaneArray } from './matmul-lanes';
import { KC, MR } from './matmul-panels';
import { wasmGemm } from './matmul-wasm';
import { threadStats } from './parallel';
import { pooledSubarray } from './pool';

// The blocked WebAssembly product (matmul-wasm.ts, matmul-panels.ts) on the threaded pool: three
// threads split every call of 1 KiB or more, so the packing and the tiles of these products are
// split; each result is compared with an independent dot product per element in the declared
// order (k = 0, 1, …, a multiply and an add per step, rounded or wrapped to the lane), bit for bit.
useThreadedPool();

type Lane = 'float32' | 'float64' | 'int32' | 'int64';
const STEP: Record<Lane, (s: number | bigint, a: number | bigint, b: number | bigint) => number | bigint> = {
  float32: (s, a, b) => Math.fround((s as number) + Math.fround((a as number) * (b as number))),
  float64: (s, a, b) => (s as number) + (a as number) * (b as number),
  int32: (s, a, b) => ((s as number) + Math.imul(a as number, b as number)) | 0,
  int64: (s, a, b) => BigInt.asIntN(64, (s as bigint) + (a as bigint) * (b as bigint)),
};

/** `C = A·B` of row-major views (offsets and row strides in elements), one ordered dot product per element. */
function reference(d: Lane, A: Storage, aOff: number, lda: number, B: Storage, bOff: number, ldb: number, m: number, k: number, n: number): (number | bigint)[] {
  const out: (number | bigint)[] = [];
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      let s: number | bigint = d === 'int64' ? 0n : 0;
      for (let t = 0; t < k; t++) s = STEP[d](s, A[aOff + i * lda + t]!, B[bOff + t * ldb + j]!);
      out.push(s);
    }
  }
  return out;
}

/** Values spread over many binades (floats) or all bit patterns (integers); a fifth special values where `specials`. */
function operand(d: Lane, n: number, seed: number, where: 'pooled' | 'plain', specials = false): Storage {
  const x = where === 'pooled' ? pooled(d, n) : plain(d, n);
  if (specials) {
    fill(x, d, seed);
    return x;
  }
  const next = random(seed);
  for (let i = 0; i < n; i++) {
    if (d === 'int64') (x as BigInt64Array)[i] = BigInt.asIntN(64, BigInt(Math.floor(next() * 2 ** 32)) << 31n) ^ BigInt(Math.floor(next() * 2 ** 32));
    else if (d === 'int32') (x as Int32Array)[i] = Math.floor(next() * 2 ** 32) | 0;
    else (x as Float64Array)[i] = (next() - 0.5) * 2 ** Math.floor(next() * 40 - 20);
  }
  return x;
}

const array = (d: DType, data: Storage, shape: number[]): NDArray => ({ data, dtype: d, shape }) as NDArray;
const list = (x: Storage): (number | bigint)[] => Array.from(x as ArrayLike<number | bigint>);

describe('every lane against ordered dot products, sizes off every block and SIMD width', () => {
  const SIZES = [1, 3, 7, 63, 65] as const;
  const shapes: [number, number, number][] = [];
  for (const m of SIZES) for (const n of SIZES) shapes.push([m, [7, 63, 65][(m + n) % 3]!, n]);
  shapes.push([257, 3, 9], [5, 257, 8], [10, 513, 16], [4, KC, 4], [MR, KC + 1, 8], [257, 1, 257], [65, 257, 63]);
  describe.each(['float32', 'float64', 'int32', 'int64'] as const)('%s', (d) => {
    test.each(shapes)('(%i, %i) @ (%i, …), pooled and plain operands', (m, k, n) => {
      for (const where of ['pooled', 'plain'] as const) {
        const a = operand(d, m * k, m * 31 + k, where);
        const b = operand(d, k * n, n * 17 + k, where);
        const got = matmul(array(d, a, [m, k]), array(d, b, [k, n]), { computeDType: d });
        expect(got.shape).toEqual([m, n]);
        expect(list(got.data)).toEqual(reference(d, a, 0, k, b, 0, n, m, k, n));
      }
    });
  });

  test.each(['float32', 'float64'] as const)('%s NaN, ±inf, ±0, subnormals and extremes propagate as the ordered sums do', (d) => {
    for (const [m, k, n] of [[65, 63, 7], [7, 300, 33]] as const) {
      const a = operand(d, m * k, 5 + m, 'pooled', true);
      const b = operand(d, k * n, 9 + n, 'pooled', true);
      expect(list(matmul(array(d, a, [m, k]), array(d, b, [k, n]), { computeDType: d }).data)).toEqual(reference(d, a, 0, k, b, 0, n, m, k, n));
    }
  });
});

describe('structured operands', () => {
  test.each(['float32', 'float64', 'int32'] as const)('%s: the identity and the zero matrix, both sides, 257 x 257', (d) => {
    const N = 257;
    const x = operand(d, N * N, 3, 'pooled');
    const eye = pooled(d, N * N);
    eye.fill(0 as never);
    for (let i = 0; i < N; i++) (eye as Float64Array)[i * N + i] = 1;
    const zero = pooled(d, N * N);
    zero.fill(0 as never);
    const X = array(d, x, [N, N]);
    expect(list(matmul(X, array(d, eye, [N, N]), { computeDType: d }).data)).toEqual(list(x));
    expect(list(matmul(array(d, eye, [N, N]), X, { computeDType: d }).data)).toEqual(list(x));
    expect(list(matmul(X, array(d, zero, [N, N]), { computeDType: d }).data).every((v) => v === 0)).toBe(true);
  });

  test('empty: k = 0 gives zeros, m = 0 or n = 0 an empty result', () => {
    const a = pooled('float32', 0);
    const r = matmul(array('float32', pooled('float32', 0), [65, 0]), array('float32', a, [0, 9]), { computeDType: 'float32' });
    expect([r.shape, list(r.data).every((v) => v === 0), r.data.length]).toEqual([[65, 9], true, 65 * 9]);
    expect(matmul(array('float64', plain('float64', 0), [0, 7]), array('float64', operand('float64', 7 * 9, 1, 'plain'), [7, 9]), { computeDType: 'float64' }).shape).toEqual([0, 9]);
    expect(matmul(array('float64', operand('float64', 7 * 9, 1, 'plain'), [9, 7]), array('float64', plain('float64', 0), [7, 0]), { computeDType: 'float64' }).shape).toEqual([9, 0]);
  });

  test('batched, with a broadcast batch axis: each batch its own ordered products', () => {
    const d = 'float32';
    const [m, k, n] = [9, 70, 11];
    const a = operand(d, 3 * m * k, 4, 'pooled');
    const b = operand(d, 2 * 1 * k * n, 8, 'pooled');
    const r = matmul(array(d, a, [3, m, k]), array(d, b, [2, 1, k, n]), { computeDType: d });
    expect(r.shape).toEqual([2, 3, m, n]);
    const want = [0, 1].flatMap((p) => [0, 1, 2].flatMap((q) => reference(d, a, q * m * k, k, b, p * k * n, n, m, k, n)));
    expect(list(r.data)).toEqual(want);
  });
});

describe('views: operands at offsets in a larger array, rows further apart than their length', () => {
  test.each(['float32', 'float64', 'int64'] as const)('%s through the Gemm, pooled views and plain arrays', (d) => {
    const gemm = wasmGemm(d === 'float32' ? 'f32' : d === 'float64' ? 'f64' : 'i64')!;
    const [m, k, n] = [67, 261, 19];
    const [lda, ldb, ldc] = [k + 5, n + 3, n + 2];
    const [aOff, bOff, cOff] = [3, 11, 7];
    for (const where of ['pooled', 'plain'] as const) {
      const whole = operand(d, 64 + aOff + m * lda, 21, where);
      // a pooled view that starts inside its block (its byte address is not the block's)
      const A = where === 'pooled' ? pooledSubarray(whole, 64, whole.length) : whole.subarray(64);
      const B = operand(d, bOff + k * ldb, 22, where);
      const C = new (dtypeInfo(d).storage)(cOff + m * ldc) as Storage;
      C.fill((d === 'int64' ? 9n : 9) as never);
      gemm(A as LaneArray, aOff, lda, B as LaneArray, bOff, ldb, C as LaneArray, cOff, ldc, m, k, n);
      const want = reference(d, A, aOff, lda, B, bOff, ldb, m, k, n);
      const got: (number | bigint)[] = [];
      for (let i = 0; i < m; i++) for (let j = 0; j < n; j++) got.push(C[cOff + i * ldc + j]!);
      expect(got).toEqual(want);
      // C's elements outside the view stay as they were
      const nine = d === 'int64' ? 9n : 9;
      expect(C[cOff - 1]).toEqual(nine);
      expect(C[cOff + n]).toEqual(nine);
    }
  });
});

test('a product is handed to the worker threads (packing and tiles: three split calls)', () => {
  const before = threadStats().jobs;
  const N = 130;
  const a = operand('float32', N * N, 1, 'pooled');
  matmul(array('float32', a, [N, N]), array('float32', a, [N, N]), { computeDType: 'float32' });
  expect(threadStats().jobs - before).toBe(3);
});

describe('tensordot through the blocked product', () => {
  // Σ over the contracted axes, in the order of the flattened contracted index (as the matrix product sums)
  function contract(a: Storage, aShape: number[], b: Storage, bShape: number[], axA: number[], axB: number[]): number[] {
    const strides = (s: number[]) => s.map((_, i) => s.slice(i + 1).reduce((p, d) => p * d, 1));
    const [sa, sb] = [strides(aShape), strides(bShape)];
    const freeA = aShape.map((_, i) => i).filter((i) => !axA.includes(i));
    const freeB = bShape.map((_, i) => i).filter((i) => !axB.includes(i));
    const index = (dims: number[], flat: number) => dims.map((_, i) => Math.floor(flat / dims.slice(i + 1).reduce((p, d) => p * d, 1)) % dims[i]!);
    const [fa, fb, kd] = [freeA.map((i) => aShape[i]!), freeB.map((i) => bShape[i]!), axA.map((i) => aShape[i]!)];
    const count = (d: number[]) => d.reduce((p, x) => p * x, 1);
    const out: number[] = [];
    for (let i = 0; i < count(fa); i++) {
      for (let j = 0; j < count(fb); j++) {
        let s = 0;
        for (let t = 0; t < count(kd); t++) {
          const [ii, jj, tt] = [index(fa, i), index(fb, j), index(kd, t)];
          let pa = 0;
          let pb = 0;
          freeA.forEach((ax, q) => (pa += ii[q]! * sa[ax]!));
          axA.forEach((ax, q) => (pa += tt[q]! * sa[ax]!));
          freeB.forEach((ax, q) => (pb += jj[q]! * sb[ax]!));
          axB.forEach((ax, q) => (pb += tt[q]! * sb[ax]!));
          s = Math.fround(s + Math.fround((a[pa] as number) * (b[pb] as number)));
        }
        out.push(s);
      }
    }
    return out;
  }
  test.each([
    [[6, 7, 9], [7, 9, 11], 2, [1, 2], [0, 1]],
    [[65, 3], [3, 66], 1, [1], [0]],
    [[9, 70], [9, 13], [[0], [0]], [0], [0]],
    [[4, 5, 6], [6, 5, 7], [[1, 2], [1, 0]], [1, 2], [1, 0]],
    // the contracted axes first in a, last in b: both read transposed in place
    [[70, 9], [13, 70], [[0], [1]], [0], [1]],
    [[3, 4, 66], [67, 3, 4], [[0, 1], [1, 2]], [0, 1], [1, 2]],
  ] as const)('%j · %j, axes %j', (sa, sb, axes, axA, axB) => {
    const a = operand('float32', sa.reduce((p, d) => p * d, 1), 5, 'pooled');
    const b = operand('float32', sb.reduce((p, d) => p * d, 1), 6, 'plain');
    const before = list(a);
    const r = tensordot(array('float32', a, [...sa]), array('float32', b, [...sb]), { computeDType: 'float32', axes: axes as never });
    expect(list(r.data)).toEqual(contract(a, [...sa], b, [...sb], [...axA], [...axB]));
    expect(list(a)).toEqual(before);
  });
});

describe('transposeA and transposeB: the operands read transposed where they lie', () => {
  const swapped = (x: Storage, rows: number, cols: number, d: Lane): Storage => {
    const out = new (dtypeInfo(d).storage)(x.length) as Storage;
    for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) (out as Float64Array)[j * rows + i] = (x as Float64Array)[i * cols + j]!;
    return out;
  };
  describe.each(['float32', 'float64', 'int32', 'int64'] as const)('%s', (d) => {
    test.each([
      [1, 1, 1],
      [7, 3, 65],
      [65, 257, 63],
      [63, 7, 4],
      [4, 300, 9],
    ])('(%i, %i) @ (%i, …): each flag against the transposed copy, both engines', (m, k, n) => {
      const a = operand(d, m * k, m + 3 * k, 'pooled');
      const b = operand(d, k * n, n + 5 * k, 'plain');
      const want = reference(d, a, 0, k, b, 0, n, m, k, n);
      const aT = swapped(a, m, k, d);
      const bT = swapped(b, k, n, d);
      for (const wasm of [true, false]) {
        matmulEngine.wasm = wasm;
        expect(list(matmul(array(d, aT, [k, m]), array(d, b, [k, n]), { computeDType: d, transposeA: true }).data)).toEqual(want);
        expect(list(matmul(array(d, a, [m, k]), array(d, bT, [n, k]), { computeDType: d, transposeB: true }).data)).toEqual(want);
        const r = matmul(array(d, aT, [k, m]), array(d, bT, [n, k]), { computeDType: d, transposeA: true, transposeB: true });
        expect([r.shape, list(r.data)]).toEqual([[m, n], want]);
      }
      matmulEngine.wasm = true;
    });
  });

  test('batched: each matrix of the batch transposed, the batch axes broadcast', () => {
    const d = 'float64';
    const [m, k, n] = [6, 33, 10];
    const a = operand(d, 2 * m * k, 1, 'pooled');
    const b = operand(d, k * n, 2, 'pooled');
    const aT = new Float64Array(2 * m * k);
    aT.set(swapped(a.subarray(0, m * k), m, k, d) as Float64Array, 0);
    aT.set(swapped(a.subarray(m * k), m, k, d) as Float64Array, m * k);
    const bT = swapped(b, k, n, d);
    const r = matmul(array(d, aT, [2, k, m]), array(d, bT, [1, n, k]), { computeDType: d, transposeA: true, transposeB: true });
    expect(r.shape).toEqual([2, m, n]);
    expect(list(r.data)).toEqual([...reference(d, a, 0, k, b, 0, n, m, k, n), ...reference(d, a, m * k, k, b, 0, n, m, k, n)]);
  });

  test('a vector cannot be transposed: ShapeError naming both shapes', () => {
    const v = array('float32', new Float32Array(3), [3]);
    const x = array('float32', new Float32Array(6), [3, 2]);
    expect(() => matmul(v, x, { computeDType: 'float32', transposeA: true })).toThrow(/transposeA and transposeB swap the last two axes of an operand of rank 2 or more; got a of shape \[3\] and b of shape \[3, 2\]/);
  });
});
