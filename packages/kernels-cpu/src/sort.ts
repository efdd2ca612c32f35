import { dtypeInfo, type Storage } from '@typelattice/dtypes';
import { checkArray, KernelError, ShapeError, shapeSize, type NDArray } from '@typelattice/kernels-core';
import { normalizeAxis } from './axes';
import { allocFor, type Allocate } from './output';
import { poolAddress } from './pool';
import { sortKeys, type KeyOrder } from './sort-keys';
import { wordsOf } from './strided-copy';
import { radixArgsort, radixServes, radixSort, type RowOrder } from './sort-radix';

// Stable sorting along an axis: each element becomes an order-preserving unsigned key of one or
// more 32-bit words (`sort-keys.ts`), and a least-significant-digit radix sort orders a row's
// positions by those keys. LSD radix is stable, so equal elements keep their order ascending and
// (with complemented keys) descending, as the Array API asks.

/**
 * Options of {@link argsort}, {@link sort} and {@link topk}.
 *
 * @example
 * ```ts
 * import type { SortOptions } from '@typelattice/kernels-cpu';
 * const descending: SortOptions = { axis: 0, descending: true };
 * ```
 */
export interface SortOptions extends KeyOrder {
  /** The axis to sort along (default -1, the last; negative counts from the end). */
  readonly axis?: number;
  /** Largest first (default false); equal elements keep their order either way. */
  readonly descending?: boolean;
  /**
   * Where NaN goes when sorting descending: `'first'` (default: NaN is the largest, as NumPy's
   * flipped sort, JAX and PyTorch) or `'last'`. Ascending, NaN always comes last.
   */
  readonly nanDescending?: 'first' | 'last';
  /** The index dtype of argsort and topk (default int64). */
  readonly indexDType?: 'int32' | 'int64';
}

/** Below this row length, an insertion sort beats the radix passes' histograms. */
const INSERTION_MAX = 24;

/**
 * The positions of one row's keys in stable order: `keys` holds `n` keys of `w` words, most
 * significant word first. Returns a permutation of `0..n-1`.
 */
export function orderOfKeys(keys: Uint32Array, n: number, w: number): Uint32Array {
  return orderAndKeys(keys, n, w)[0];
}

/**
 * {@link orderOfKeys}, and the keys in that order (the radix passes move them with the
 * positions; `keys` itself may be reused as scratch).
 */
export function orderAndKeys(keys: Uint32Array, n: number, w: number): [perm: Uint32Array, sorted: Uint32Array] {
  let perm: Uint32Array = new Uint32Array(n);
  for (let i = 0; i < n; i++) perm[i] = i;
  if (n < 2) return [perm, keys];
  if (n <= INSERTION_MAX) {
    for (let i = 1; i < n; i++) {
      const p = perm[i]!;
      let j = i - 1;
      while (j >= 0 && keyAfter(keys, perm[j]!, p, w)) {
        perm[j + 1] = perm[j]!;
        j--;
      }
      perm[j + 1] = p;
    }
    const sorted = new Uint32Array(n * w);
    for (let i = 0; i < n; i++) for (let k = 0; k < w; k++) sorted[i * w + k] = keys[perm[i]! * w + k]!;
    return [perm, sorted];
  }
  const bits = n >= 1 << 14 ? 16 : 8;
  const buckets = 1 << bits;
  const mask = buckets - 1;
  const count = new Uint32Array(buckets);
  let src: Uint32Array = keys;
  let dst: Uint32Array = new Uint32Array(keys.length);
  let next: Uint32Array = new Uint32Array(n);
  for (let word = w - 1; word >= 0; word--) {
    for (let shift = 0; shift < 32; shift += bits) {
      count.fill(0);
      for (let i = 0; i < n; i++) count[(src[i * w + word]! >>> shift) & mask]!++;
      // a pass where every key has the same digit changes nothing
      if (count[(src[word]! >>> shift) & mask] === n) continue;
      let sum = 0;
      for (let b = 0; b < buckets; b++) {
        const c = count[b]!;
        count[b] = sum;
        sum += c;
      }
      for (let i = 0; i < n; i++) {
        const to = count[(src[i * w + word]! >>> shift) & mask]!++;
        next[to] = perm[i]!;
        for (let k = 0; k < w; k++) dst[to * w + k] = src[i * w + k]!;
      }
      [src, dst] = [dst, src];
      [perm, next] = [next, perm];
    }
  }
  return [perm, src];
}

/** Whether element `a`'s key orders after element `b`'s. */
function keyAfter(keys: Uint32Array, a: number, b: number, w: number): boolean {
  for (let k = 0; k < w; k++) {
    const x = keys[a * w + k]!;
    const y = keys[b * w + k]!;
    if (x !== y) return x > y;
  }
  return false;
}

interface RowLayout {
  readonly axis: number;
  readonly len: number;
  readonly inner: number;
  readonly outer: number;
}

function layout(a: NDArray, axisOption: number | undefined, what: string): RowLayout {
  if (a.shape.length === 0) {
    throw new ShapeError(`${what} needs an array of at least one dimension; got a 0-d array. Reshape it to [1] first.`);
  }
  const axis = normalizeAxis(axisOption ?? -1, a.shape.length, a.shape);
  const len = a.shape[axis]!;
  const inner = shapeSize(a.shape.slice(axis + 1));
  const outer = shapeSize(a.shape.slice(0, axis));
  return { axis, len, inner, outer };
}

/**
 * Runs `each(row, perm)` for every row along the axis, `perm` the stable order of the row's
 * positions, `row` the flat offsets of the row's first element and its stride.
 */
function eachOrderedRow(a: NDArray, l: RowLayout, options: SortOptions, each: (base: number, perm: Uint32Array) => void): void {
  const keyer = sortKeys(a.dtype, options);
  const descending = options.descending === true;
  const nanLast = descending && options.nanDescending === 'last';
  const keys = new Uint32Array(l.len * keyer.words);
  for (let o = 0; o < l.outer; o++) {
    for (let i = 0; i < l.inner; i++) {
      const base = o * l.len * l.inner + i;
      keyer.fill(a.data, base, l.inner, l.len, keys);
      if (descending) for (let k = 0; k < keys.length; k++) keys[k] = ~keys[k]! >>> 0;
      if (nanLast) keyer.nanToEnd(a.data, base, l.inner, l.len, keys);
      each(base, orderOfKeys(keys, l.len, keyer.words));
    }
  }
}

/** The order of a row as the radix path takes it. */
const rowOrder = (options: SortOptions): RowOrder => ({
  ...(options.complexOrder !== undefined ? { complexOrder: options.complexOrder } : {}),
  ...(options.zerosOrdered !== undefined ? { zerosOrdered: options.zerosOrdered } : {}),
  descending: options.descending === true,
  nanLast: options.descending === true && options.nanDescending === 'last',
});

/**
 * An index array of `dtype` and `shape` as 32-bit words (`step` per index): an int64 one zeroed, so
 * that writing each index's low word is enough, unless `zeroed` is false (its writer fills every word).
 */
export function indexArray(dtype: 'int32' | 'int64', shape: readonly number[], allocate: Allocate | undefined, zeroed = true): { out: NDArray; words: Int32Array; step: number } {
  const info = dtypeInfo(dtype);
  const data = allocFor(info, shape, shapeSize(shape), allocate);
  const words = new Int32Array(data.buffer, data.byteOffset, shapeSize(shape) * (dtype === 'int64' ? 2 : 1));
  if (dtype === 'int64' && zeroed) words.fill(0);
  return { out: { data, dtype, shape: [...shape] }, words, step: dtype === 'int64' ? 2 : 1 };
}

/**
 * The indices that sort `a` along `axis` (default the last), stably: equal elements keep their
 * order, ascending or `descending`. NaN sorts last ascending (complex numbers as NumPy orders
 * them: real part, then imaginary part, a NaN part after every number), first descending unless
 * `nanDescending` is `'last'`; -0 and 0 are equal.
 *
 * @example
 * ```ts
 * import { argsort } from '@typelattice/kernels-cpu';
 * const x = { data: new Float32Array([2, NaN, -1, 2]), dtype: 'float32', shape: [4] } as const;
 * argsort(x).data; // BigInt64Array [2n, 0n, 3n, 1n]
 * argsort(x, { descending: true, indexDType: 'int32' }).data; // Int32Array [1, 0, 3, 2]
 * ```
 * @throws ShapeError for a 0-d array or an axis out of range.
 */
export function argsort(a: NDArray, options: SortOptions = {}, allocate?: Allocate): NDArray {
  checkArray(a, 'a');
  const l = layout(a, options.axis, 'argsort');
  // int64 positions the module writes whole (a pooled result, rows along the last axis) are not zeroed first
  const radix = radixServes(a.dtype, l.len);
  const { out, words, step } = indexArray(options.indexDType ?? 'int64', a.shape, allocate, false);
  const whole = radix && l.inner === 1 && poolAddress(words) >= 0;
  if (step === 2 && !whole) words.fill(0);
  if (radix && radixArgsort(a, l.outer, l.len, l.inner, rowOrder(options), words, step)) return out;
  if (step === 2 && whole) words.fill(0);
  eachOrderedRow(a, l, options, (base, perm) => {
    for (let j = 0; j < l.len; j++) words[(base + j * l.inner) * step] = perm[j]!;
  });
  return out;
}

/**
 * `a` sorted along `axis` (default the last), ascending or `descending`, in its own dtype, bit for
 * bit (NaN payloads and the signs of zeros kept; -0 and 0 keep their order, being equal).
 *
 * @example
 * ```ts
 * import { sort } from '@typelattice/kernels-cpu';
 * sort({ data: new Int8Array([3, -1, 2, 0, 5, 4]), dtype: 'int8', shape: [2, 3] }).data; // Int8Array [-1, 2, 3, 0, 4, 5]
 * sort({ data: new Int8Array([3, -1, 2]), dtype: 'int8', shape: [3] }, { descending: true }).data; // Int8Array [3, 2, -1]
 * ```
 * @throws ShapeError for a 0-d array or an axis out of range.
 */
export function sort(a: NDArray, options: SortOptions = {}, allocate?: Allocate): NDArray {
  checkArray(a, 'a');
  const l = layout(a, options.axis, 'sort');
  const info = dtypeInfo(a.dtype);
  const data = allocFor(info, a.shape, shapeSize(a.shape), allocate);
  if (radixServes(a.dtype, l.len) && radixSort(a, l.outer, l.len, l.inner, rowOrder(options), data)) {
    return { data, dtype: a.dtype, shape: [...a.shape] };
  }
  const decode = KEY_DECODERS[a.dtype];
  if (decode !== undefined && l.len > INSERTION_MAX) {
    sortByKeys(a, l, options, decode, data);
    return { data, dtype: a.dtype, shape: [...a.shape] };
  }
  // moved as unsigned words, so that every bit stays (a float32 signalling NaN read as a number is quieted)
  const { words: src, per } = wordsOf(a.data as Storage, a.dtype);
  const { words: dst } = wordsOf(data, a.dtype);
  eachOrderedRow(a, l, options, (base, perm) => {
    for (let j = 0; j < l.len; j++) {
      const to = (base + j * l.inner) * per;
      const from = (base + perm[j]! * l.inner) * per;
      for (let k = 0; k < per; k++) dst[to + k] = src[from + k]!;
    }
  });
  return { data, dtype: a.dtype, shape: [...a.shape] };
}

/**
 * A one-word key back to its element's storage value (the inverse of `sort-keys.ts` for the
 * dtypes of at most 32 bits); a float's -0 and NaN come back as +0 and a NaN, which
 * {@link sortByKeys} replaces by the row's own zeros and NaNs in their order.
 */
type KeyDecoder = (key: number) => number;
const floatBits =
  (sign: number): KeyDecoder =>
  (k) =>
    k & sign ? k ^ sign : ~k & (sign * 2 - 1);
const KEY_DECODERS: Partial<Record<string, KeyDecoder>> = {
  bool: (k) => k,
  uint8: (k) => k,
  uint16: (k) => k,
  uint32: (k) => k,
  int8: (k) => (k ^ 0x80000000) | 0,
  int16: (k) => (k ^ 0x80000000) | 0,
  int32: (k) => (k ^ 0x80000000) | 0,
  float16: floatBits(0x8000),
  bfloat16: floatBits(0x8000),
  float32: (k) => (k & 0x80000000 ? k ^ 0x80000000 : ~k) >>> 0,
};

/** A float's storage value (bits): 1 for a zero, 2 for a NaN (whose keys other bit patterns share), else 0. */
const SPECIAL: Partial<Record<string, (b: number) => number>> = {
  float16: (b) => ((b & 0x7fff) === 0 ? 1 : (b & 0x7fff) > 0x7c00 ? 2 : 0),
  bfloat16: (b) => ((b & 0x7fff) === 0 ? 1 : (b & 0x7fff) > 0x7f80 ? 2 : 0),
  float32: (b) => ((b & 0x7fffffff) === 0 ? 1 : (b & 0x7fffffff) > 0x7f800000 ? 2 : 0),
};

/**
 * Sorts each row's keys alone (no positions to carry) and decodes them: for the dtypes whose key
 * is one word. A stable sort keeps equal keys in input order, so the zeros and NaNs (whose keys
 * another bit pattern shares) are written back in the order the row has them.
 */
function sortByKeys(a: NDArray, l: RowLayout, options: SortOptions, decode: KeyDecoder, out: unknown): void {
  const keyer = sortKeys(a.dtype, options);
  const descending = options.descending === true;
  const nanLast = descending && options.nanDescending === 'last';
  const special = SPECIAL[a.dtype];
  const words = a.dtype === 'float32' ? new Uint32Array((a.data as Float32Array).buffer, a.data.byteOffset, a.data.length) : (a.data as unknown as ArrayLike<number>);
  const dst = a.dtype === 'float32' ? new Uint32Array((out as Float32Array).buffer, (out as Float32Array).byteOffset, (out as Float32Array).length) : (out as unknown as { [i: number]: number });
  const keys = new Uint32Array(l.len);
  const scratch = new Uint32Array(l.len);
  const zeros: number[] = [];
  const nans: number[] = [];
  for (let o = 0; o < l.outer; o++) {
    for (let i = 0; i < l.inner; i++) {
      const base = o * l.len * l.inner + i;
      keyer.fill(a.data, base, l.inner, l.len, keys);
      if (descending) for (let k = 0; k < l.len; k++) keys[k] = ~keys[k]! >>> 0;
      if (nanLast) keyer.nanToEnd(a.data, base, l.inner, l.len, keys);
      zeros.length = 0;
      nans.length = 0;
      if (special) {
        for (let j = 0; j < l.len; j++) {
          const b = words[base + j * l.inner]!;
          const kind = special(b);
          if (kind !== 0) (kind === 1 ? zeros : nans).push(b);
        }
      }
      const sorted = radixKeys(keys, scratch, l.len);
      let zero = 0;
      let nan = 0;
      for (let j = 0; j < l.len; j++) {
        let k = sorted[j]!;
        if (descending) k = nanLast && k === 0xffffffff ? 0 : ~k >>> 0;
        const v = decode(k);
        const kind = special === undefined ? 0 : special(v);
        dst[base + j * l.inner] = kind === 0 ? v : kind === 1 ? zeros[zero++]! : nans[nan++]!;
      }
    }
  }
}

/** One-word keys sorted by a least-significant-digit radix sort (11-bit digits); returns the sorted buffer (`keys` or `scratch`). */
function radixKeys(keys: Uint32Array, scratch: Uint32Array, n: number): Uint32Array {
  const count = new Uint32Array(2048);
  let src = keys;
  let dst = scratch;
  for (let shift = 0; shift < 32; shift += 11) {
    count.fill(0);
    for (let i = 0; i < n; i++) count[(src[i]! >>> shift) & 2047]!++;
    if (count[(src[0]! >>> shift) & 2047] === n) continue;
    let sum = 0;
    for (let b = 0; b < 2048; b++) {
      const c = count[b]!;
      count[b] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i++) {
      const k = src[i]!;
      dst[count[(k >>> shift) & 2047]!++] = k;
    }
    [src, dst] = [dst, src];
  }
  return src;
}

/**
 * The `k` largest elements along the last axis, largest first, and their indices (TensorFlow's
 * `top_k`): equal elements in the order they appear; NaN as the largest unless `nanDescending`
 * is `'last'`.
 *
 * @example
 * ```ts
 * import { topk } from '@typelattice/kernels-cpu';
 * const r = topk({ data: new Int32Array([1, 5, 3, 5]), dtype: 'int32', shape: [4] }, 2, { indexDType: 'int32' });
 * r.values.data; // Int32Array [5, 5]
 * r.indices.data; // Int32Array [1, 3]
 * ```
 * @throws ShapeError for a 0-d array; KernelError for a `k` that is not an integer in `[0, n]`.
 */
export function topk(a: NDArray, k: number, options: Omit<SortOptions, 'axis' | 'descending'> = {}, allocate?: Allocate): { values: NDArray; indices: NDArray } {
  checkArray(a, 'a');
  const l = layout(a, -1, 'topk');
  if (!Number.isInteger(k) || k < 0 || k > l.len) {
    throw new KernelError(`topk: k must be an integer in [0, ${l.len}] (the length of the last axis); got ${String(k)}.`);
  }
  const shape = [...a.shape.slice(0, -1), k];
  const info = dtypeInfo(a.dtype);
  const values = allocFor(info, shape, shapeSize(shape), allocate);
  const { out, words, step } = indexArray(options.indexDType ?? 'int64', shape, allocate);
  const { words: src, per } = wordsOf(a.data as Storage, a.dtype);
  const { words: dst } = wordsOf(values, a.dtype);
  let row = 0;
  eachOrderedRow(a, l, { ...options, descending: true }, (base, perm) => {
    for (let j = 0; j < k; j++) {
      words[(row * k + j) * step] = perm[j]!;
      for (let c = 0; c < per; c++) dst[(row * k + j) * per + c] = src[(base + perm[j]!) * per + c]!;
    }
    row++;
  });
  return { values: { data: values, dtype: a.dtype, shape }, indices: out };
}
