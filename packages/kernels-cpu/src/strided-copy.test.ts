import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { broadcastStrides, type NDArray } from '@typelattice/kernels-core';
import { broadcastTo } from './broadcast-to';
import { concat, stack } from './concat';
import { configurePool, poolAddress, pooledStorage, poolStats } from './pool';
import { slice } from './slice';
import { contiguousStrides, gather } from './strided-copy';

// The strided copy's block paths (the WebAssembly row copy in the pool's memory, the repeated
// leading block of a broadcast) against an element-by-element loop written here, byte for byte:
// every element width, ranks 1 to 6, odd lengths, views at offsets, pooled and ordinary memory
// on either side.
let seed = 11;
const rand = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n);
const DTYPES: DType[] = ['bool', 'int8', 'float16', 'bfloat16', 'int32', 'float32', 'float64', 'int64', 'complex64', 'complex128'];
const bytesOf = (x: NDArray) => new Uint8Array(x.data.buffer, x.data.byteOffset, x.data.byteLength);
/** The first byte at which two byte arrays differ, or -1 (a lengths mismatch: the shorter length). */
const firstDiff = (p: Uint8Array, q: Uint8Array): number => {
  if (p.length !== q.length) return Math.min(p.length, q.length);
  for (let i = 0; i < p.length; i++) if (p[i] !== q[i]) return i;
  return -1;
};
const size = (shape: readonly number[]) => shape.reduce((p, d) => p * d, 1);

/** An array of `shape` with distinct-ish bytes, `offsetElements` into its memory: ordinary, or pooled where it is large enough. */
function input(dtype: DType, shape: readonly number[], offsetElements: number, inPool: boolean): NDArray {
  const info = dtypeInfo(dtype);
  const n = size(shape);
  const slots = (n + offsetElements + 3) * info.lanes;
  // (pooled from 1 KiB: a smaller one takes ordinary memory)
  const whole = (inPool ? pooledStorage(info, slots) : undefined) ?? new (info.storage as unknown as new (n: number) => Storage)(slots);
  const bytes = new Uint8Array(whole.buffer, whole.byteOffset, whole.byteLength);
  for (let i = 0; i < bytes.length; i++) bytes[i] = dtype === 'bool' ? (i * 7 + 3) & 1 : (i * 131 + 17 + rand(256)) & 0xff;
  const data = whole.subarray(offsetElements * info.lanes, (offsetElements + n) * info.lanes) as Storage;
  return { data, dtype, shape: [...shape] };
}

/** The element loop: output element f is the input's element at offset + Σ index[ax] * strides[ax]. */
function reference(a: NDArray, shape: readonly number[], strides: readonly number[], offset: number): Uint8Array {
  const item = dtypeInfo(a.dtype).itemSize;
  const src = bytesOf(a);
  const out = new Uint8Array(size(shape) * item);
  const idx = shape.map(() => 0);
  for (let f = 0; f < size(shape); f++) {
    const at = idx.reduce((o, i, ax) => o + i * strides[ax]!, offset) * item;
    for (let b = 0; b < item; b++) out[f * item + b] = src[at + b]!;
    for (let ax = shape.length - 1; ax >= 0 && ++idx[ax]! === shape[ax]; ax--) idx[ax] = 0;
  }
  return out;
}

const allocators = {
  ordinary: undefined,
  pooled: (i: Parameters<typeof pooledStorage>[0], n: number) => pooledStorage(i, n),
};

describe('the strided copy in the pool and out of it', () => {
  // pool from 1 KiB so that these arrays are pooled, with no limit per turn (the loops below never yield)
  const defaults = poolStats().config;
  beforeAll(() => configurePool({ minBlockBytes: 1024, maxGrowthPerTurn: 2 ** 30 }));
  afterAll(() => configurePool(defaults));

  it('slices (boxes of every rank) equal the element loop for every width, memory and offset', () => {
    for (const dtype of DTYPES) {
      for (let rank = 1; rank <= 6; rank++) {
        for (let k = 0; k < 8; k++) {
          const max = rank <= 2 ? 90 : rank <= 4 ? 11 : 6;
          const shape = Array.from({ length: rank }, () => 1 + rand(max));
          const begin = shape.map((d) => rand(d));
          const box = shape.map((d, i) => 1 + rand(d - begin[i]!));
          const inPool = k % 2 === 0;
          const a = input(dtype, shape, rand(5), inPool);
          const r = slice(a, begin, box, k % 4 < 2 ? allocators.pooled : allocators.ordinary);
          const strides = contiguousStrides(shape);
          const want = reference(a, box, strides, begin.reduce((o, b, i) => o + b * strides[i]!, 0));
          expect(r.shape).toEqual(box);
          expect(firstDiff(bytesOf(r), want)).toBe(-1);
        }
      }
    }
  });

  it('takes the WebAssembly row copy where both sides are pooled (large odd rows, misaligned starts)', () => {
    for (const dtype of DTYPES) {
      const a = input(dtype, [37, 301], 3, true);
      expect(poolAddress(a.data)).toBeGreaterThanOrEqual(0);
      const r = slice(a, [1, 1], [35, 299], allocators.pooled);
      expect(poolAddress(r.data)).toBeGreaterThanOrEqual(0);
      const strides = contiguousStrides(a.shape);
      expect(firstDiff(bytesOf(r), reference(a, [35, 299], strides, strides[0]! + 1))).toBe(-1);
    }
  });

  it('strides of any sign and repeats (gather directly) equal the element loop', () => {
    for (const dtype of DTYPES) {
      for (let k = 0; k < 20; k++) {
        const rank = 1 + rand(5);
        const shape = Array.from({ length: rank }, () => 1 + rand(rank <= 2 ? 60 : 7));
        const a = input(dtype, shape, 2, k % 2 === 0);
        // a permutation, some axes reversed and some repeated (stride 0)
        const base = contiguousStrides(shape);
        const perm = [...shape.keys()].sort(() => rand(3) - 1);
        const outShape = perm.map((p) => shape[p]!);
        const signs = perm.map(() => (rand(3) === 0 ? -1 : 1));
        const strides = perm.map((p, i) => (rand(5) === 0 ? 0 : signs[i]! * base[p]!));
        const offset = perm.reduce((o, p, i) => o + (strides[i]! < 0 ? (shape[p]! - 1) * base[p]! : 0), 0);
        const r = gather(a, outShape, strides, offset, k % 3 === 0 ? allocators.ordinary : allocators.pooled);
        expect(firstDiff(bytesOf(r), reference(a, outShape, strides, offset))).toBe(-1);
      }
    }
  });

  it('broadcastTo repeats leading blocks bit for bit, pooled or not, ranks up to 6', () => {
    for (const dtype of DTYPES) {
      for (const [from, to] of [
        [[301], [13, 301]],
        [[1], [5, 3]],
        [[3, 1], [2, 2, 3, 129]],
        [[1, 7], [3, 5, 7]],
        [[2, 1, 3], [4, 1, 2, 5, 3]],
        [[1, 1, 1, 5, 1], [2, 3, 1, 4, 5, 6]],
      ] as [number[], number[]][]) {
        for (const inPool of [false, true]) {
          for (const allocate of [allocators.ordinary, allocators.pooled]) {
            const a = input(dtype, from, 1, inPool);
            const r = broadcastTo(a, to, allocate);
            expect(firstDiff(bytesOf(r), reference(a, to, broadcastStrides(from, to), 0))).toBe(-1);
          }
        }
      }
    }
  });

  it('concat and stack through the row copy equal the copies of ordinary memory, mixed pooled and ordinary inputs', () => {
    for (const dtype of DTYPES) {
      for (const axis of [0, 1, 2]) {
        const parts = [2, 37, 1].map((len, k) => {
          const s = [7, 41, 9];
          s[axis] = len;
          return input(dtype, s, k + 1, k !== 2);
        });
        const plain = parts.map((p) => ({ ...p, data: p.data.slice() as Storage }));
        const got = concat(parts, axis, { allocate: allocators.pooled });
        expect(poolAddress(got.data), `${dtype} ${axis} ${got.data.byteLength}`).toBeGreaterThanOrEqual(0);
        expect(firstDiff(bytesOf(got), bytesOf(concat(plain, axis)))).toBe(-1);
        const same = [parts[1]!, input(dtype, parts[1]!.shape, 5, true)];
        expect(firstDiff(bytesOf(stack(same, axis, { allocate: allocators.pooled })), bytesOf(stack(same.map((p) => ({ ...p, data: p.data.slice() as Storage })), axis)))).toBe(-1);
      }
    }
  });
});
