import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { instantiateInPool, poolAddress, pooledStorage, releasePooled } from './pool';
import { sortKeys, type KeyOrder } from './sort-keys';
import { digitsOf, radixFunctions } from './sort-wasm';
import { narrowKeys, sortedRunStart, sortRowsByValue, valueSortServes } from './sort-values';

// The radix sort of sort and argsort in WebAssembly (`sort-wasm.ts`) for the dtypes whose key is one
// 32-bit or one 64-bit word (every real dtype): a row's keys are written by `sort-keys.ts` into pooled
// scratch, sorted there by stable least-significant-digit passes (the positions moved with them for
// argsort), and decoded back to storage bits for sort. Same order as the JavaScript radix sort of
// `sort.ts`, which stays the path for complex numbers, short rows and engines without a pool.
// Measured through the facade (tools/bench, 2-core AMD EPYC shared with other work, load average
// 13-15, Node 20): float32 sort of 10^6 1.75x NumPy's time against 6.6x for the JavaScript sort,
// float32 argsort 0.55x against 1.6x.

/** What the caller sorts a row for. */
export interface RowOrder extends KeyOrder {
  readonly descending: boolean;
  readonly nanLast: boolean;
}

/** Rows shorter than this take the JavaScript path (a call and a histogram cost more than they save). */
export const RADIX_MIN = 256;

type Hist = (keys: number, n: number, counts: number) => void;
type Scatter = (src: number, dst: number, n: number, offsets: number, shift: number, psrc: number, pdst: number) => void;
type Decode = (keys: number, n: number, flip: number | bigint, test: number | bigint, sign: number | bigint, other: number | bigint, mask: number | bigint, out: number) => void;

let module: Readonly<Record<string, unknown>> | null | undefined;

/** The radix module's exports, made in the pool's memory on first use (null: no pool or no WebAssembly here). */
function radixModule(): Readonly<Record<string, unknown>> | null {
  if (module === undefined) {
    const e = instantiateInPool(radixFunctions());
    if (e === undefined) return null; // no pool memory yet: the scratch request makes it
    module = e;
  }
  return module;
}

// the most digit counts: 64-bit keys in 8-bit digits (8 x 256) or 11-bit ones (6 x 2048)
const COUNT_WORDS = 6 * 2048;
// scratch of at least the pool's smallest block, so that it is always pooled where a pool exists
const MIN_SCRATCH_WORDS = 65536;

/** Pooled scratch for rows of `len` keys of `width` bytes: counts, two key buffers, two payload buffers. */
interface Scratch {
  readonly words: Uint32Array;
  /** Byte address of words[0]. */
  readonly at: number;
  readonly keysA: number;
  readonly keysB: number;
  readonly payA: number;
  readonly payB: number;
}

function scratchFor(len: number, width: number): Scratch | undefined {
  const kw = (len * width) / 4;
  const need = COUNT_WORDS + 2 * kw + 2 * len;
  const words = pooledStorage(dtypeInfo('uint32'), Math.max(need, MIN_SCRATCH_WORDS)) as Uint32Array | undefined;
  if (words === undefined) return undefined;
  if (radixModule() === null) {
    releasePooled(words);
    return undefined;
  }
  // 8-byte keys start 8-byte aligned: the pool's blocks are 256-byte aligned and COUNT_WORDS is even
  return { words, at: words.byteOffset, keysA: COUNT_WORDS, keysB: COUNT_WORDS + kw, payA: COUNT_WORDS + 2 * kw, payB: COUNT_WORDS + 2 * kw + len };
}

/**
 * Sorts the `n` keys at `s.keysA` (with their positions when `payload`): returns the word offsets of
 * the sorted keys and positions. A pass whose digit is the same for every key is skipped.
 */
function radixPasses(s: Scratch, n: number, width: number, payload: boolean): { keys: number; positions: number } {
  const m = module!;
  const bits = n >= 1 << 15 ? 11 : 8;
  const buckets = 1 << bits;
  const digits = digitsOf(width, bits);
  const w = s.words;
  w.fill(0, 0, digits * buckets);
  (m[`hist${width}_${bits}`] as Hist)(s.at + s.keysA * 4, n, s.at);
  let [src, dst, psrc, pdst] = [s.keysA, s.keysB, s.payA, s.payB];
  let moved = false;
  for (let d = 0; d < digits; d++) {
    const h = d * buckets;
    let sum = 0;
    let skip = false;
    for (let b = h; b < h + buckets; b++) {
      const c = w[b]!;
      if (c === n) {
        skip = true;
        break;
      }
      w[b] = sum;
      sum += c;
    }
    if (skip) continue;
    const kind = payload ? (moved ? 'move' : 'index') : 'none';
    (m[`scatter${width}_${bits}_${kind}`] as Scatter)(s.at + src * 4, s.at + dst * 4, n, s.at + h * 4, d * bits, s.at + psrc * 4, s.at + pdst * 4);
    [src, dst] = [dst, src];
    if (payload) [psrc, pdst] = [pdst, psrc];
    moved = true;
  }
  if (payload && !moved) for (let i = 0; i < n; i++) w[psrc + i] = i;
  return { keys: src, positions: psrc };
}

/** The decoding constants of a dtype's keys (`sort-wasm.ts`'s decode): test, sign, other, mask. */
function decodeArgs(d: DType): [number | bigint, number | bigint, number | bigint, number | bigint] {
  const info = dtypeInfo(d);
  const wide = info.itemSize === 8;
  if (info.kind === 'f') {
    if (wide) return [-(2n ** 63n), -(2n ** 63n), -1n, -1n];
    const sign = info.itemSize === 4 ? 0x80000000 | 0 : 0x8000;
    return [sign, sign, -1, info.itemSize === 4 ? -1 : 0xffff];
  }
  const signed = info.kind === 'i';
  if (wide) return [0n, 0n, signed ? -(2n ** 63n) : 0n, -1n];
  return [0, 0, signed ? 0x80000000 | 0 : 0, -1];
}

/** Encodes `n` elements' storage at byte address `from` as keys at `to` (the same place, or scratch). */
type Encode = (from: number, to: number, n: number) => void;

/** The encoding of a real dtype's storage as keys (`sort-wasm.ts`'s encodeFloat / encodeInt), in the row's order. */
function encoder(d: DType, order: RowOrder): Encode {
  const info = dtypeInfo(d);
  const m = module!;
  const wide = info.itemSize === 8;
  const merge = order.zerosOrdered === true ? 0 : 1;
  const nanLast = order.nanLast ? 1 : 0;
  if (info.kind === 'f') {
    const f = m[`encodeFloat${wide ? 8 : 4}`] as (...args: (number | bigint)[]) => void;
    if (wide) {
      const flip = order.descending ? -1n : 0n;
      return (from, to, n) => f(from, n, 0x7fffffffffffffffn, 0x7ff0000000000000n, -(2n ** 63n), -1n, -1n, merge, flip, nanLast, to);
    }
    const flip = order.descending ? -1 : 0;
    if (info.itemSize === 4) return (from, to, n) => f(from, n, 0x7fffffff, 0x7f800000, 0x80000000 | 0, -1, -1, merge, flip, nanLast, to);
    const inf = d === 'bfloat16' ? 0x7f80 : 0x7c00;
    return (from, to, n) => f(from, n, 0x7fff, inf, 0x8000, 0xffff, 0xffff, merge, flip, nanLast, to);
  }
  const signed = info.kind === 'i';
  if (wide) {
    const f = m.encodeInt8 as (from: number, n: number, x: bigint, to: number) => void;
    const x = BigInt.asIntN(64, (signed ? 2n ** 63n : 0n) ^ (order.descending ? -1n : 0n));
    return (from, to, n) => f(from, n, x, to);
  }
  const f = m.encodeInt4 as (from: number, n: number, x: number, to: number) => void;
  const x = (signed ? 0x80000000 : 0) ^ (order.descending ? -1 : 0);
  return (from, to, n) => f(from, n, x, to);
}

/** The storage of `data` as unsigned words of the key's width (1-word keys: the storage itself, float32 as its bits). */
function bitsOf(data: Storage, d: DType): Uint32Array {
  const { itemSize } = dtypeInfo(d);
  if (itemSize === 8 || d === 'float32') return new Uint32Array(data.buffer, data.byteOffset, (data.byteLength / 4) | 0);
  return data as unknown as Uint32Array;
}

/** Whether the radix path takes rows of `len` elements of `d`. */
export function radixServes(d: DType, len: number): boolean {
  const info = dtypeInfo(d);
  return info.lanes === 1 && len >= RADIX_MIN;
}

/**
 * Runs `each(base, sortedKeys, positions)` for every row of `a` along the axis (`outer` blocks of
 * `len` rows, `inner` apart), the row's keys sorted in pooled scratch; false where the radix path
 * does not serve (no pool, no WebAssembly), having done nothing.
 */
function eachRadixRow(
  a: NDArray,
  outer: number,
  len: number,
  inner: number,
  order: RowOrder,
  payload: boolean,
  each: (base: number, s: Scratch, keys: number, positions: number) => void,
): boolean {
  const width = dtypeInfo(a.dtype).itemSize === 8 ? 8 : 4;
  const per = width / 4;
  const s = scratchFor(len, width);
  if (s === undefined) return false;
  try {
    const encode = encoder(a.dtype, order);
    const src = bitsOf(a.data as Storage, a.dtype);
    const keys = s.words.subarray(s.keysA, s.keysA + len * per);
    const keysAt = s.at + s.keysA * 4;
    // rows of 4- or 8-byte elements in the pool are encoded from where they lie
    const from = inner === 1 && dtypeInfo(a.dtype).itemSize === width ? poolAddress(a.data as Storage) : -1;
    for (let o = 0; o < outer; o++) {
      for (let i = 0; i < inner; i++) {
        const base = o * len * inner + i;
        if (from >= 0) encode(from + base * width, keysAt, len);
        else {
          // the row's storage (narrow integers sign- or zero-extended) into the key buffer, encoded there
          if (inner === 1) keys.set(src.subarray(base * per, (base + len) * per));
          else if (per === 1) for (let j = 0; j < len; j++) keys[j] = src[base + j * inner]!;
          else for (let j = 0; j < len; j++) for (let w = 0; w < per; w++) keys[j * per + w] = src[(base + j * inner) * per + w]!;
          encode(keysAt, keysAt, len);
        }
        const r = radixPasses(s, len, width, payload);
        each(base, s, r.keys, r.positions);
      }
    }
  } finally {
    releasePooled(s.words);
  }
  return true;
}

/**
 * argsort's rows by the radix path: each row's stable order into `words` (the index array's 32-bit
 * words, `step` per index); false where the path does not serve.
 */
export function radixArgsort(a: NDArray, outer: number, len: number, inner: number, order: RowOrder, words: Int32Array, step: number): boolean {
  // a pooled result's rows are written by the module (copied, or widened to int64)
  const to = inner === 1 ? poolAddress(words) : -1;
  return eachRadixRow(a, outer, len, inner, order, true, (base, s, _keys, positions) => {
    if (to >= 0) {
      const m = module!;
      if (step === 1) (m.copy as (dst: number, src: number, bytes: number) => void)(to + base * 4, s.at + positions * 4, len * 4);
      else (m.widen as (src: number, dst: number, n: number) => void)(s.at + positions * 4, to + base * 8, len);
      return;
    }
    const perm = s.words.subarray(positions, positions + len);
    if (inner === 1 && step === 1) words.set(perm, base);
    else for (let j = 0; j < len; j++) words[(base + j * inner) * step] = perm[j]!;
  });
}

/** A float's storage bits: 1 for a zero, 2 for a NaN, else 0 (`lo` the low word of a float64). */
type Special = (bits: number, lo: number) => number;
const SPECIAL: Partial<Record<DType, Special>> = {
  float16: (b) => ((b & 0x7fff) === 0 ? 1 : (b & 0x7fff) > 0x7c00 ? 2 : 0),
  bfloat16: (b) => ((b & 0x7fff) === 0 ? 1 : (b & 0x7fff) > 0x7f80 ? 2 : 0),
  float32: (b) => ((b & 0x7fffffff) === 0 ? 1 : (b & 0x7fffffff) > 0x7f800000 ? 2 : 0),
  float64: (hi, lo) => ((hi & 0x7fffffff) === 0 && lo === 0 ? 1 : (hi & 0x7fffffff) > 0x7ff00000 || ((hi & 0x7fffffff) === 0x7ff00000 && lo !== 0) ? 2 : 0),
};

/** The first position in sorted keys (`words` per key, most significant first) whose key is not below `key`. */
function lowerBound(keys: Uint32Array, at: number, n: number, words: number, key: readonly number[]): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    let below = false;
    for (let k = 0; k < words; k++) {
      const x = keys[at + mid * words + k]!;
      if (x !== key[k]) {
        below = x < key[k]!;
        break;
      }
    }
    if (below) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * sort's rows by the radix path into `out` (storage of `a`'s dtype and shape), bit for bit: keys
 * decoded to storage bits, then the zeros and NaNs (whose keys other bit patterns share: -0 and 0,
 * every NaN payload) written back in the order the row has them. False where the path does not serve.
 */
export function radixSort(a: NDArray, outer: number, len: number, inner: number, order: RowOrder, out: Storage): boolean {
  const d = a.dtype;
  const width = dtypeInfo(d).itemSize === 8 ? 8 : 4;
  const per = width / 4;
  const [test, sign, other, mask] = decodeArgs(d);
  const flip = order.descending ? (width === 8 ? -1n : -1) : width === 8 ? 0n : 0;
  const special = SPECIAL[d];
  const src = bitsOf(a.data as Storage, d);
  const dst = bitsOf(out, d);
  const keyWords = sortKeys(d, order).words;
  // the sorted keys of the zeros and the NaNs (after complementing and moving NaN last)
  const zeroKey = special === undefined || order.zerosOrdered === true ? undefined : flipKey(d === 'float64' ? [0x80000000, 0] : [d === 'float32' ? 0x80000000 : 0x8000], order.descending);
  const nanKey = special === undefined ? undefined : order.nanLast ? Array<number>(keyWords).fill(0xffffffff) : flipKey(d === 'float64' ? [0xffffffff, 0xffffffff] : [d === 'float32' ? 0xffffffff : 0xffff], order.descending);
  const found: number[] = [];
  /** The row's zeros and NaNs as they are, in order (a stable sort keeps it), from where their runs start in the sorted row. */
  const restore = (base: number, zeroAt: number, nanAt: number): void => {
    for (const [at, kind] of [[zeroAt, 1], [nanAt, 2]] as const) {
      if (at < 0) continue;
      found.length = 0;
      for (let j = 0; j < len; j++) {
        const e = (base + j * inner) * per;
        const hi = src[e + per - 1]!;
        if (special!(hi, src[e]!) === kind) for (let w = 0; w < per; w++) found.push(src[e + w]!);
      }
      for (let t = 0; t < found.length; t++) dst[(base + (at + Math.floor(t / per)) * inner) * per + (t % per)] = found[t]!;
    }
  };
  // contiguous rows of float32, float64 and the 32- and 64-bit integers, pooled, whose keys span a narrow
  // range (few distinct integers): sorted by value from where they lie, counted where the range is small
  // (the rows that have both zeros, or a NaN, written back after)
  const restoreRow = (row: number, zeros: boolean, nans: boolean): void => {
    const base = row * len;
    const zeroAt = zeros && zeroKey !== undefined ? sortedRunStart(d, out, base, len, order, zeroKey) : -1;
    const nanAt = nans && nanKey !== undefined ? sortedRunStart(d, out, base, len, order, nanKey) : -1;
    restore(base, zeroAt, nanAt);
  };
  if (inner === 1 && valueSortServes(d) && narrowKeys(d, a.data as Storage, outer * len) && sortRowsByValue(d, a.data as Storage, out, outer, len, order, restoreRow)) return true;
  // rows of 4- or 8-byte elements are decoded straight into a pooled result
  const to = inner === 1 && dtypeInfo(d).itemSize === width ? poolAddress(out) : -1;
  return eachRadixRow(a, outer, len, inner, order, false, (base, s, keys) => {
    // where the zeros and NaNs lie among the sorted keys (read before decoding)
    const zeroAt = zeroKey === undefined ? -1 : runStart(s.words, keys, len, keyWords, zeroKey);
    const nanAt = nanKey === undefined ? -1 : runStart(s.words, keys, len, keyWords, nanKey);
    const decodeRow = module![`decode${width}`] as Decode;
    if (to >= 0) decodeRow(s.at + keys * 4, len, flip, test, sign, other, mask, to + base * width);
    else decodeRow(s.at + keys * 4, len, flip, test, sign, other, mask, s.at + keys * 4);
    if (to < 0) {
      const sorted = s.words.subarray(keys, keys + len * per);
      if (inner === 1) (dst as Uint32Array).set(sorted, base * per);
      else if (per === 1) for (let j = 0; j < len; j++) dst[base + j * inner] = sorted[j]!;
      else for (let j = 0; j < len; j++) for (let w = 0; w < per; w++) dst[(base + j * inner) * per + w] = sorted[j * per + w]!;
    }
    restore(base, zeroAt, nanAt);
  });
}

/** A key complemented for a descending sort (each word). */
const flipKey = (key: number[], descending: boolean): number[] => (descending ? key.map((k) => ~k >>> 0) : key);

/** The start of the run of `key` among the `n` sorted keys at word `at`, or -1 where no key is it. */
function runStart(words: Uint32Array, at: number, n: number, keyWords: number, key: readonly number[]): number {
  const p = lowerBound(words, at, n, keyWords, key);
  if (p >= n) return -1;
  for (let k = 0; k < keyWords; k++) if (words[at + p * keyWords + k] !== key[k]) return -1;
  return p;
}

/**
 * The stable ascending order of the `n` elements of `a` (flattened; a real dtype, `n` >= RADIX_MIN)
 * by the radix path: `each(keys, positions, keyWords)` runs with the sorted keys (`keyWords` 32-bit
 * words each, 4- or 8-byte keys: a NaN's all ones but a half float's 0xffff) and the positions in
 * pooled scratch, valid during the call only. False where the path does not serve, having done nothing.
 */
export function radixOrder(a: NDArray, order: KeyOrder, each: (keys: Uint32Array, positions: Uint32Array, keyWords: number) => void): boolean {
  const n = a.shape.reduce((p, d) => p * d, 1);
  if (!radixServes(a.dtype, n)) return false;
  const width = dtypeInfo(a.dtype).itemSize === 8 ? 8 : 4;
  const per = width / 4;
  return eachRadixRow({ ...a, shape: [n] }, 1, n, 1, { ...order, descending: false, nanLast: false }, true, (_base, s, keys, positions) => {
    each(s.words.subarray(keys, keys + n * per), s.words.subarray(positions, positions + n), per);
  });
}

/**
 * `k` ascending keys of `d` (a real dtype; `keys` a view of pooled scratch, as {@link radixOrder}
 * gives them) decoded into `out`, storage of `k` elements: straight from the module where `out` is
 * pooled, else decoded in place and copied. A float's zero and NaN keys decode to +0 and one NaN;
 * the caller writes those elements' own bits.
 */
export function decodeKeys(d: DType, keys: Uint32Array, k: number, out: Storage): void {
  if (k === 0) return;
  const width = dtypeInfo(d).itemSize === 8 ? 8 : 4;
  const [test, sign, other, mask] = decodeArgs(d);
  const flip = width === 8 ? 0n : 0;
  const at = keys.byteOffset;
  const to = dtypeInfo(d).itemSize === width ? poolAddress(out) : -1;
  const decodeRow = radixModule()![`decode${width}`] as Decode;
  decodeRow(at, k, flip, test, sign, other, mask, to >= 0 ? to : at);
  if (to < 0) (bitsOf(out, d) as Uint32Array).set(keys.subarray(0, (k * width) / 4));
}
