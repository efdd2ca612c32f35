import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { concat, stack } from './concat';
import { configurePool, poolAddress, pooledStorage, poolStats } from './pool';
import { contiguousStrides, gather } from './strided-copy';
import { transpose } from './transpose';
import { transposeBlocks } from './wasm-loops';

// The merged-axes tiled transpose against the strided copy it replaces (gather with permuted
// strides: the old loop of every permutation but the 2-D one), bit for bit, for every element
// width (1, 2, 4, 8 and 16 bytes), ranks 1 to 6 with odd lengths and length-1 axes, and inputs
// that are views at an offset into a larger buffer.
let seed = 7;
const rand = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n);
const DTYPES: DType[] = ['bool', 'int8', 'float16', 'bfloat16', 'int32', 'float32', 'float64', 'int64', 'complex64', 'complex128'];

/** An array of `shape` whose bytes are all distinct-ish, as a view `offset` bytes into a larger buffer. */
function input(dtype: DType, shape: number[], offsetElements: number): NDArray {
  const info = dtypeInfo(dtype);
  const n = shape.reduce((p, d) => p * d, 1);
  const bytes = new Uint8Array((n + offsetElements + 3) * info.itemSize);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 131 + 17) & 0xff;
  if (dtype === 'bool') for (let i = 0; i < bytes.length; i++) bytes[i]! &= 1;
  const data = new (info.storage as unknown as new (b: ArrayBuffer, o: number, l: number) => Storage)(bytes.buffer, offsetElements * info.itemSize, n * info.lanes);
  return { data, dtype, shape };
}
const bytesOf = (x: NDArray) => new Uint8Array(x.data.buffer, x.data.byteOffset, x.data.byteLength);
/** The first byte at which two arrays differ, or -1 (a lengths mismatch: the shorter length). */
const firstDiff = (x: NDArray, y: NDArray): number => {
  const [p, q] = [bytesOf(x), bytesOf(y)];
  if (p.length !== q.length) return Math.min(p.length, q.length);
  for (let i = 0; i < p.length; i++) if (p[i] !== q[i]) return i;
  return -1;
};
const oldTranspose = (a: NDArray, perm: number[]) => {
  const strides = contiguousStrides(a.shape);
  return gather(a, perm.map((p) => a.shape[p]!), perm.map((p) => strides[p]!), 0);
};
const shuffle = (k: number) => {
  const p = [...Array(k).keys()];
  for (let i = k - 1; i > 0; i--) {
    const j = rand(i + 1);
    [p[i], p[j]] = [p[j]!, p[i]!];
  }
  return p;
};

describe('transpose: merged axes, tiles', () => {
  it('equals the strided copy bit for bit for every element width, ranks 1 to 6, odd lengths, views at offsets', () => {
    for (const dtype of DTYPES) {
      for (let rank = 1; rank <= 6; rank++) {
        for (let k = 0; k < 12; k++) {
          const max = rank <= 2 ? 70 : rank <= 4 ? 9 : 5;
          const shape = Array.from({ length: rank }, () => (rand(5) === 0 ? 1 : 1 + rand(max)));
          const perm = shuffle(rank);
          const a = input(dtype, shape, rand(7));
          const t = transpose(a, perm);
          const want = oldTranspose(a, perm);
          expect(t.shape).toEqual(want.shape);
          expect(firstDiff(t, want)).toBe(-1);
        }
      }
    }
  });

  it('tiles matrices larger than a tile with ragged edges, batches of them, and length-1 axes between', () => {
    for (const [shape, perm] of [
      [[67, 131], [1, 0]],
      [[3, 33, 65], [0, 2, 1]],
      [[33, 1, 65], [2, 1, 0]],
      [[5, 7, 33, 35], [0, 1, 3, 2]],
      [[5, 7, 33, 35], [2, 3, 0, 1]],
      [[1, 1, 97], [2, 0, 1]],
    ] as [number[], number[]][]) {
      for (const dtype of ['int8', 'float16', 'float32', 'float64', 'complex128'] as DType[]) {
        const a = input(dtype, shape, 3);
        expect(firstDiff(transpose(a, perm), oldTranspose(a, perm))).toBe(-1);
      }
    }
  });

  it('writes into the allocator given, and keeps NaN payloads', () => {
    const info = dtypeInfo('float32');
    const src = new Float32Array(300 * 301);
    const words = new Uint32Array(src.buffer);
    for (let i = 0; i < words.length; i++) words[i] = 0x7fc00000 | (i & 0x3fffff); // NaNs with payloads
    const a: NDArray = { data: src, dtype: 'float32', shape: [300, 301] };
    let given: Storage | undefined;
    const t = transpose(a, undefined, (i, n) => (given = pooledStorage(i, n) ?? new Float32Array(n)));
    expect(t.data).toBe(given);
    expect(info.name).toBe('float32');
    expect(firstDiff(t, oldTranspose(a, [1, 0]))).toBe(-1);
  });
});

describe('transpose in the pool: the WebAssembly tiles and blocks', () => {
  // pool from 1 KiB so that these arrays (1 KiB and more) are pooled
  const defaults = poolStats().config;
  beforeAll(() => configurePool({ minBlockBytes: 1024 }));
  afterAll(() => configurePool(defaults));

  /** `a`'s values copied into pooled storage (at the pool's offset, not the original view's). */
  const pooled = (a: NDArray): NDArray => {
    const info = dtypeInfo(a.dtype);
    const data = pooledStorage(info, a.data.length)!;
    new Uint8Array(data.buffer, data.byteOffset, data.byteLength).set(bytesOf(a));
    return { data, dtype: a.dtype, shape: a.shape };
  };

  it('equals the strided copy bit for bit for every element width, matrices and batches, ragged tiles', () => {
    for (const [shape, perm] of [
      [[67, 131], [1, 0]],
      [[3, 33, 65], [0, 2, 1]],
      [[33, 1, 65], [2, 1, 0]],
      [[5, 7, 33, 35], [2, 3, 0, 1]],
      [[2, 40, 3, 37], [0, 3, 1, 2]],
      // the SIMD blocks (16 x 16 of 1 byte, 8 x 8 of 2, 4 x 4 of 4 and 8): whole, ragged on one side or both, too short on one side
      [[64, 96], [1, 0]],
      [[3, 64, 36], [0, 2, 1]],
      [[65, 96], [1, 0]],
      [[64, 97], [1, 0]],
      [[5, 256], [1, 0]],
      [[2048, 1], [1, 0]],
      [[512, 3], [1, 0]],
      [[17, 8, 12], [0, 2, 1]],
      [[130, 47], [1, 0]],
      [[2, 15, 200], [0, 2, 1]],
    ] as [number[], number[]][]) {
      for (const dtype of DTYPES) {
        const a = pooled(input(dtype, shape, 0));
        expect(poolAddress(a.data)).toBeGreaterThanOrEqual(0);
        const t = transpose(a, perm, pooledStorage);
        expect(poolAddress(t.data)).toBeGreaterThanOrEqual(0);
        expect(firstDiff(t, oldTranspose(a, perm))).toBe(-1);
      }
    }
  });

  it('has the SIMD block kernels for 1-, 2-, 4- and 8-byte elements, and transposes a block exactly', () => {
    const a = pooled(input('float64', [32, 40], 0));
    for (const bytes of [1, 2, 4, 8]) expect(transposeBlocks(bytes)).not.toBeNull();
    expect(transposeBlocks(16)).toBeNull();
    // one 4 x 4 block of float64 by the kernel alone: out[j][i] = a[i][j], nothing else written
    const out = pooledStorage(dtypeInfo('float64'), 32 * 40)!;
    (out as Float64Array).fill(0.5);
    transposeBlocks(8)!(poolAddress(a.data), poolAddress(out), 40 * 8, 32 * 8, 4, 4);
    for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) expect(Object.is(out[j * 32 + i], a.data[i * 40 + j])).toBe(true);
    expect([out[4], out[4 * 32]]).toEqual([0.5, 0.5]);
  });

  it('reads a pooled input and writes ordinary memory (the JavaScript tiles) with the same bits', () => {
    const a = pooled(input('float64', [45, 77], 0));
    const t = transpose(a);
    expect(poolAddress(t.data)).toBe(-1);
    expect(firstDiff(t, oldTranspose(a, [1, 0]))).toBe(-1);
  });
});

describe('concat and stack of views', () => {
  it('join views at offsets, of mixed lengths along the axis, into the allocator given', () => {
    for (const dtype of ['int8', 'float16', 'float32', 'complex128'] as DType[]) {
      for (const axis of [0, 1, 2]) {
        const parts = [2, 5, 1].map((len, k) => {
          const s = [3, 4, 5];
          s[axis] = len;
          return input(dtype, s, k + 1);
        });
        let calls = 0;
        const r = concat(parts, axis, { allocate: (i, n) => (calls++, new (i.storage as unknown as new (n: number) => Storage)(n)) });
        expect(calls).toBe(1);
        // element by element: r[..., at + i, ...] = parts[k][..., i, ...]
        const lanes = dtypeInfo(dtype).lanes;
        const size = dtypeInfo(dtype).itemSize / lanes;
        const inner = r.shape.slice(axis + 1).reduce((p, d) => p * d, 1) * lanes * size;
        const outer = r.shape.slice(0, axis).reduce((p, d) => p * d, 1);
        const got = bytesOf(r);
        let at = 0;
        for (const p of parts) {
          const chunk = p.shape[axis]! * inner;
          const b = bytesOf(p);
          for (let o = 0; o < outer; o++) expect(got.subarray(o * r.shape[axis]! * inner + at, o * r.shape[axis]! * inner + at + chunk)).toEqual(b.subarray(o * chunk, (o + 1) * chunk));
          at += chunk;
        }
        const st = stack([parts[1]!, input(dtype, parts[1]!.shape as number[], 4)], axis);
        expect(st.shape).toEqual([...parts[1]!.shape.slice(0, axis), 2, ...parts[1]!.shape.slice(axis)]);
      }
    }
  });
});
