import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { configurePool, POOL_MIN_BYTES, poolAddress, pooledStorage, pooledSubarray, poolStats } from './pool';
import { argsort, orderOfKeys, sort, type SortOptions } from './sort';
import { sortKeys } from './sort-keys';
import { RADIX_MIN } from './sort-radix';
import { narrowKeys, sortRowsByValue } from './sort-values';
import { random } from '../test/random';

// The WebAssembly radix path of sort and argsort (rows of RADIX_MIN elements and more) against
// the JavaScript radix sort it replaces there (`orderOfKeys`, kept as the path of short rows and
// the reference here): the same positions, and sort the same bits, for every real dtype, on random
// bits (every NaN payload, subnormals), few distinct values, ±0, ±inf, all-equal, sorted and
// reversed rows, views at an offset, and every axis.

const REAL: DType[] = ['bool', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'float16', 'bfloat16', 'float32', 'float64'];

type Pattern = 'bits' | 'few' | 'specials' | 'equal' | 'sorted' | 'reversed' | 'narrow' | 'wide';
// narrow: integers in [-100, 100) (sign-extended bits: for floats, subnormals and negative NaNs), a
// range of keys the values-only path counts; wide: [-2^19, 2^19), scattered by the digits that differ
const PATTERNS: Pattern[] = ['bits', 'few', 'specials', 'equal', 'sorted', 'reversed', 'narrow', 'wide'];

/** Storage words (unsigned, of the element's width or 32 bits for 64-bit ones) of special values per float dtype. */
const SPECIAL_BITS: Partial<Record<DType, number[][]>> = {
  float16: [[0], [0x8000], [0x7c00], [0xfc00], [0x7e00], [0xfe01], [0x7c01], [0x0001], [0x8001], [0x3c00], [0xbc00]],
  bfloat16: [[0], [0x8000], [0x7f80], [0xff80], [0x7fc0], [0xffc1], [0x7f81], [0x0001], [0x8001], [0x3f80], [0xbf80]],
  float32: [[0], [0x80000000], [0x7f800000], [0xff800000], [0x7fc00000], [0xffc00001], [0x7f800001], [1], [0x80000001], [0x3f800000], [0xbf800000]],
  float64: [[0, 0], [0, 0x80000000], [0, 0x7ff00000], [0, 0xfff00000], [0, 0x7ff80000], [1, 0xfff80000], [1, 0x7ff00000], [1, 0], [1, 0x80000000], [0, 0x3ff00000], [0, 0xbff00000]],
};

/** An array of `n` elements of `d` in a pattern, as a view at an offset into a larger buffer. */
function makeArray(d: DType, shape: number[], pattern: Pattern, seed: number): NDArray {
  const info = dtypeInfo(d);
  const n = shape.reduce((p, s) => p * s, 1);
  const bytes = info.itemSize;
  const lead = 3; // elements before the view
  const buffer = new ArrayBuffer((n + lead + 2) * bytes);
  const words = new Uint8Array(buffer, lead * bytes, n * bytes);
  const rnd = random(seed);
  const specials = SPECIAL_BITS[d];
  const fewValues = Array.from({ length: 5 }, () => Array.from({ length: bytes }, () => (rnd() * 256) | 0));
  const write = (i: number, b: number[]): void => {
    for (let k = 0; k < bytes; k++) words[i * bytes + k] = b[k]!;
  };
  const wordsToBytes = (w: number[]): number[] => w.flatMap((x) => (bytes === 2 ? [x & 0xff, (x >>> 8) & 0xff] : [x & 0xff, (x >>> 8) & 0xff, (x >>> 16) & 0xff, x >>> 24]));
  for (let i = 0; i < n; i++) {
    const r = rnd();
    if (pattern === 'equal') write(i, fewValues[0]!);
    else if (pattern === 'few') write(i, fewValues[(r * 5) | 0]!);
    else if (pattern === 'specials' && specials !== undefined && r < 0.5) write(i, wordsToBytes(specials[(rnd() * specials.length) | 0]!));
    else if (pattern === 'narrow' || pattern === 'wide') {
      const v = Math.floor(r * (pattern === 'narrow' ? 200 : 2 ** 20)) - (pattern === 'narrow' ? 100 : 2 ** 19);
      write(i, Array.from({ length: bytes }, (_, k) => (k < 4 ? (v >> (8 * k)) & 0xff : v < 0 ? 0xff : 0)));
    }
    else write(i, Array.from({ length: bytes }, () => (rnd() * 256) | 0));
  }
  if (d === 'bool') for (let i = 0; i < n; i++) words[i] &= 1;
  const data = new info.storage(buffer, lead * bytes, n * info.lanes) as Storage;
  const a: NDArray = { data, dtype: d, shape };
  if (pattern !== 'sorted' && pattern !== 'reversed') return a;
  // sorted (or reversed) by the reference order along the last axis
  const s = referenceSort(a, { axis: -1, descending: pattern === 'reversed' });
  (data as Uint8Array).set(s.data as Uint8Array);
  return a;
}

/** The JavaScript radix sort's positions of every row (the reference): argsort's result as numbers. */
function referenceOrder(a: NDArray, options: SortOptions): number[] {
  const rank = a.shape.length;
  const axis = ((options.axis ?? -1) + rank) % rank;
  const len = a.shape[axis]!;
  const inner = a.shape.slice(axis + 1).reduce((p, d) => p * d, 1);
  const outer = a.shape.slice(0, axis).reduce((p, d) => p * d, 1);
  const keyer = sortKeys(a.dtype, options);
  const keys = new Uint32Array(len * keyer.words);
  const out = new Array<number>(outer * len * inner);
  for (let o = 0; o < outer; o++) {
    for (let i = 0; i < inner; i++) {
      const base = o * len * inner + i;
      keyer.fill(a.data, base, inner, len, keys);
      if (options.descending === true) for (let k = 0; k < keys.length; k++) keys[k] = ~keys[k]! >>> 0;
      if (options.descending === true && options.nanDescending === 'last') keyer.nanToEnd(a.data, base, inner, len, keys);
      const perm = orderOfKeys(keys.slice(), len, keyer.words);
      for (let j = 0; j < len; j++) out[base + j * inner] = perm[j]!;
    }
  }
  return out;
}

/** The reference sort: each row's elements copied bit for bit in the reference order. */
function referenceSort(a: NDArray, options: SortOptions): NDArray {
  const rank = a.shape.length;
  const axis = ((options.axis ?? -1) + rank) % rank;
  const inner = a.shape.slice(axis + 1).reduce((p, d) => p * d, 1);
  const len = a.shape[axis]!;
  const order = referenceOrder(a, options);
  const bytes = dtypeInfo(a.dtype).itemSize;
  const src = new Uint8Array(a.data.buffer, a.data.byteOffset, a.data.byteLength);
  const dst = new Uint8Array(a.data.byteLength);
  for (let flat = 0; flat < order.length; flat++) {
    const j = Math.floor(flat / inner) % len;
    const from = flat + (order[flat]! - j) * inner;
    dst.set(src.subarray(from * bytes, (from + 1) * bytes), flat * bytes);
  }
  return { data: new (dtypeInfo(a.dtype).storage)(dst.buffer, 0, a.data.length) as Storage, dtype: a.dtype, shape: a.shape };
}

const bytesOf = (x: Storage): Uint8Array => new Uint8Array(x.buffer, x.byteOffset, x.byteLength);

// every array pooled from the smallest block, so that short rows reach the pooled paths too
let savedPool: ReturnType<typeof poolStats>['config'];
beforeAll(() => {
  savedPool = poolStats().config;
  configurePool({ minBlockBytes: POOL_MIN_BYTES });
});
afterAll(() => void configurePool(savedPool));

/** The same array in pooled storage (a view at an offset of one element into its block). */
function pooled(a: NDArray): NDArray {
  const info = dtypeInfo(a.dtype);
  const block = pooledStorage(info, Math.max(a.data.length + 1, POOL_MIN_BYTES));
  if (block === undefined) throw new Error('no pool here');
  const view = pooledSubarray(block, 1, 1 + a.data.length);
  bytesOf(view).set(bytesOf(a.data as Storage));
  // (views shorter than the smallest block count as outside the pool)
  if (view.byteLength >= POOL_MIN_BYTES) expect(poolAddress(view)).toBeGreaterThanOrEqual(0);
  return { ...a, data: view };
}

function check(a: NDArray, options: SortOptions): void {
  const want = referenceOrder(a, options);
  const wantBits = bytesOf(referenceSort(a, options).data as Storage);
  // ordinary storage, then a pooled operand and result (the keys encoded from the operand where
  // it lies, decoded into the result, the positions copied or widened by the module)
  for (const [x, allocate] of [[a, undefined], [pooled(a), pooledStorage]] as const) {
    const got = argsort(x, { ...options, indexDType: 'int32' }, allocate).data as Int32Array;
    expect(Array.from(got)).toEqual(want);
    const got64 = argsort(x, options, allocate).data as BigInt64Array;
    expect(Array.from(got64, Number)).toEqual(want);
    expect(bytesOf(sort(x, options, allocate).data as Storage)).toEqual(wantBits);
  }
}

const ORDERS: SortOptions[] = [{}, { descending: true }, { descending: true, nanDescending: 'last' }, { zerosOrdered: true }, { descending: true, zerosOrdered: true }];

describe.each(REAL)('%s rows of RADIX_MIN elements and more: the JavaScript radix sort order, bit for bit', (d) => {
  test.each(PATTERNS)('%s, every order, 1-D of odd and even lengths', (pattern) => {
    for (const [k, n] of [RADIX_MIN, RADIX_MIN + 1, 3001].entries()) {
      const a = makeArray(d, [n], pattern, 17 + k + 101 * PATTERNS.indexOf(pattern));
      for (const o of ORDERS) check(a, o);
    }
  });

  test('every axis of a 3-d array (rows strided), 8-bit digits', () => {
    const a = makeArray(d, [2, RADIX_MIN + 3, 3], 'specials', 5);
    for (const o of ORDERS.slice(0, 3)) check(a, { ...o, axis: 1 });
    for (const axis of [0, -1]) check(a, { axis });
    const b = makeArray(d, [RADIX_MIN, 2, 3], 'few', 6);
    for (const axis of [0, 1, 2, -1]) check(b, { axis });
  });

  test('a long row (11-bit digits)', () => {
    const a = makeArray(d, [40_003], 'specials', 9);
    check(a, {});
    check(a, { descending: true, nanDescending: 'last' });
    for (const pattern of ['narrow', 'wide'] as const) check(makeArray(d, [40_003], pattern, 10), { descending: true });
  });

  test('several rows along the last axis (each row counted or scattered on its own)', () => {
    for (const pattern of ['specials', 'narrow', 'wide', 'equal'] as const) {
      const a = makeArray(d, [3, RADIX_MIN + 5], pattern, 11);
      for (const o of ORDERS) check(a, o);
    }
  });
});

test('short, length-1 and empty rows take the JavaScript path and agree with it too', () => {
  for (const n of [0, 1, 2, 25]) {
    const a = makeArray('float32', [2, n], 'specials', 3);
    if (n > 0) check(a, { descending: true });
    expect(sort(a).shape).toEqual([2, n]);
  }
});

test('the values-only path serves pooled rows of float32, float64 and the 32- and 64-bit integers (counted, scattered, copied)', () => {
  for (const d of ['float32', 'float64', 'int32', 'uint32', 'int64', 'uint64'] as const) {
    for (const pattern of ['narrow', 'wide', 'equal', 'bits'] as const) {
      const a = pooled(makeArray(d, [2, 1000], pattern, 12));
      const out = pooledStorage(dtypeInfo(d), a.data.length)!;
      expect(sortRowsByValue(d, a.data as Storage, out, 2, 1000, { descending: false, nanLast: false })).toBe(true);
      // (the integers' bits are the reference's; a float's zeros and NaNs are written back by sort)
      if (!d.startsWith('float')) expect(bytesOf(out)).toEqual(bytesOf(referenceSort(a, {}).data as Storage));
    }
  }
  // floats of a narrow range of keys (both zeros, the least subnormals) and a few NaNs the sample misses:
  // sorted by value (counted), then the zeros and NaNs written back in the row's order
  for (const d of ['float32', 'float64'] as const) {
    for (const shape of [[3001], [2, 2049]]) {
      const n = shape.reduce((p, q) => p * q, 1);
      const a = makeArray(d, shape, 'equal', 15);
      const words = new Uint32Array(a.data.buffer, a.data.byteOffset, a.data.byteLength / 4);
      const per = d === 'float64' ? 2 : 1;
      const rnd = random(16);
      for (let i = 0; i < n; i++) {
        const v = Math.floor(rnd() * 7);
        const sign = rnd() < 0.5 ? 0x80000000 : 0;
        words[i * per] = d === 'float64' ? v : (sign | v) >>> 0;
        if (per === 2) words[i * per + 1] = sign;
      }
      for (const [i, nan] of [[1, 0x7fc00001], [3, 0xffc00000], [n - (n % 2 === 0 ? 1 : 2), 0x7f800001]] as const) {
        words[i * per + per - 1] = nan;
        if (per === 2) words[i * per] = 5;
      }
      expect(narrowKeys(d, a.data as Storage, n)).toBe(true);
      for (const o of ORDERS) expect(bytesOf(sort(pooled(a), o, pooledStorage).data as Storage)).toEqual(bytesOf(referenceSort(a, o).data as Storage));
    }
  }
  // outside the pool it does nothing
  const plain = makeArray('int32', [1000], 'narrow', 13);
  expect(sortRowsByValue('int32', plain.data as Storage, new Int32Array(1000), 1, 1000, { descending: false, nanLast: false })).toBe(false);
});
