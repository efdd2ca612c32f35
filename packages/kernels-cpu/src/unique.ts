import { dtypeInfo, type Storage } from '@typelattice/dtypes';
import { checkArray, shapeSize, type NDArray } from '@typelattice/kernels-core';
import { allocFor, type Allocate } from './output';
import { releasePooled } from './pool';
import { indexArray, orderAndKeys } from './sort';
import { decodeKeys, radixOrder } from './sort-radix';
import { sortKeys, type KeyOrder } from './sort-keys';
import { wordsOf } from './strided-copy';

// The set functions: the flattened array sorted stably by the order-preserving keys of
// sort-keys.ts, then cut into runs of equal keys. A stable sort keeps equal elements in the order
// they appear, so a run's first position is the element's first occurrence.

/**
 * Options of {@link unique}.
 *
 * @example
 * ```ts
 * import type { UniqueOptions } from '@typelattice/kernels-cpu';
 * const tensorflow: UniqueOptions = { order: 'first', equalNaN: false, indexDType: 'int32', countDType: 'int32' };
 * ```
 */
export interface UniqueOptions extends KeyOrder {
  /** The values sorted ascending (default: NumPy, JAX, PyTorch) or in order of first occurrence (TensorFlow's tf.unique). */
  readonly order?: 'sorted' | 'first';
  /** Whether NaNs are one value (default true); NumPy 2's unique_* keep each NaN apart. */
  readonly equalNaN?: boolean;
  /** The dtype of `indices` and `inverse` (default int64). */
  readonly indexDType?: 'int32' | 'int64';
  /** The dtype of `counts` (default int64). */
  readonly countDType?: 'int32' | 'int64';
  /**
   * The parts to compute besides the values (default all): a part given as false comes back as an
   * empty array of shape [0] (unique_values needs none; the inverse map, a write per element to a
   * scattered place, costs the most).
   */
  readonly parts?: { readonly indices?: boolean; readonly inverse?: boolean; readonly counts?: boolean };
}

/** What {@link unique} gives, every array 1-D but `inverse` (of `a`'s shape). */
export interface UniqueArrays {
  /** The distinct elements (each the first occurrence of its value: -0 or 0, whichever comes first). */
  readonly values: NDArray;
  /** The flat position of each value's first occurrence. */
  readonly indices: NDArray;
  /** For each element of `a` (its shape), the position of its value in `values`. */
  readonly inverse: NDArray;
  /** How many elements of `a` have each value. */
  readonly counts: NDArray;
}

/**
 * The distinct elements of `a` (flattened), with their first positions, the inverse map and the
 * counts: -0 equals 0, NaNs are one value unless `equalNaN` is false, complex numbers in NumPy's
 * order. Exact for every dtype (64-bit integers compare as integers, half floats by their bits).
 *
 * @example
 * ```ts
 * import { unique } from '@typelattice/kernels-cpu';
 * const r = unique({ data: new Int32Array([3, 1, 3, 2]), dtype: 'int32', shape: [4] });
 * r.values.data; // Int32Array [1, 2, 3]
 * r.counts.data; // BigInt64Array [1n, 1n, 2n]
 * unique({ data: new Int32Array([3, 1, 3, 2]), dtype: 'int32', shape: [4] }, { order: 'first' }).values.data; // Int32Array [3, 1, 2]
 * ```
 */
export function unique(a: NDArray, options: UniqueOptions = {}, allocate?: Allocate): UniqueArrays {
  checkArray(a, 'a');
  let result: UniqueArrays | undefined;
  if (!radixOrder(a, options, (keys, perm, w) => (result = uniqueRuns(a, keys, perm, w, options, allocate)))) result = uniqueByKeys(a, options, allocate);
  return onlyParts(result!, options, allocate);
}

/** Which parts `options` asks for (an order of first occurrence needs all of them to rank the runs). */
function asked(options: UniqueOptions): { indices: boolean; inverse: boolean; counts: boolean } {
  const p = options.parts ?? {};
  const all = options.order === 'first';
  return { indices: all || p.indices !== false, inverse: all || p.inverse !== false, counts: all || p.counts !== false };
}

/** The result with each part not asked for as an empty array. */
function onlyParts(r: UniqueArrays, options: UniqueOptions, allocate: Allocate | undefined): UniqueArrays {
  const p = options.parts ?? {};
  const empty = (x: NDArray): NDArray => {
    releasePooled(x.data as Storage);
    return { data: allocFor(dtypeInfo(x.dtype), [0], 0, allocate), dtype: x.dtype, shape: [0] };
  };
  return {
    values: r.values,
    indices: p.indices === false ? empty(r.indices) : r.indices,
    inverse: p.inverse === false ? empty(r.inverse) : r.inverse,
    counts: p.counts === false ? empty(r.counts) : r.counts,
  };
}

/** {@link unique} by the JavaScript radix sort of `sort.ts` (complex numbers, short arrays, no pool): the reference of the radix path. */
export function uniqueByKeys(a: NDArray, options: UniqueOptions = {}, allocate?: Allocate): UniqueArrays {
  const n = shapeSize(a.shape);
  const keyer = sortKeys(a.dtype, options);
  const w = keyer.words;
  const keys = new Uint32Array(n * w);
  keyer.fill(a.data, 0, 1, n, keys);
  const [perm, sorted] = orderAndKeys(keys, n, w);
  const info = dtypeInfo(a.dtype);
  const float = info.kind === 'f' || info.kind === 'c';
  const nanApart = options.equalNaN === false && float;
  // a NaN's key (or a complex part's) is all ones (a half float's: 0xffff), which no other float's key is
  const part = info.lanes === 2 ? (w - 1) / 2 : w;
  const ones = info.itemSize === 2 ? 0xffff : 0xffffffff;
  const partNaN = (p: number, from: number): boolean => {
    for (let k = from; k < from + part; k++) if (sorted[p * w + k] !== ones) return false;
    return true;
  };
  const nanAt = (p: number): boolean => (info.lanes === 2 ? partNaN(p, 1) || partNaN(p, 1 + part) : partNaN(p, 0));
  // whether the sorted elements j - 1 and j are one value (keys in sorted order: read in sequence)
  const same = (p: number, q: number): boolean => {
    for (let k = 0; k < w; k++) if (sorted[p * w + k] !== sorted[q * w + k]) return false;
    return !(nanApart && nanAt(p));
  };
  // runs in sorted order: the start of each in `perm` (starts[k] = n closes the last)
  const starts = new Uint32Array(n + 1);
  let k = 0;
  for (let j = 0; j < n; j++) if (j === 0 || !same(j - 1, j)) starts[k++] = j;
  starts[k] = n;
  const rank = new Uint32Array(k);
  for (let r = 0; r < k; r++) rank[r] = r;
  if (options.order === 'first') {
    const runOrder = rank.slice().sort((x, y) => perm[starts[x]!]! - perm[starts[y]!]!);
    for (let r = 0; r < k; r++) rank[runOrder[r]!] = r;
  }

  const data = allocFor(info, [k], k, allocate);
  const idx = indexArray(options.indexDType ?? 'int64', [k], allocate);
  const cnt = indexArray(options.countDType ?? 'int64', [k], allocate);
  const inv = indexArray(options.indexDType ?? 'int64', a.shape, allocate);
  // moved as unsigned words, so that every bit stays (a float32 signalling NaN read as a number is quieted)
  const from = wordsOf(a.data as Storage, a.dtype);
  copyFirsts(from.words as unknown as Indexable, wordsOf(data, a.dtype).words as unknown as Indexable, from.per, perm, starts, rank, k);
  const [iw, is, cw, cs, vw, vs] = [idx.words, idx.step, cnt.words, cnt.step, inv.words, inv.step];
  for (let r = 0; r < k; r++) {
    const at = rank[r]!;
    const start = starts[r]!;
    const end = starts[r + 1]!;
    iw[at * is] = perm[start]!;
    cw[at * cs] = end - start;
    for (let j = start; j < end; j++) vw[perm[j]! * vs] = at;
  }
  return { values: { data, dtype: a.dtype, shape: [k] }, indices: idx.out, inverse: inv.out, counts: cnt.out };
}

/**
 * The unique arrays from the sorted keys and positions of the radix path (`w` words per key), with
 * no array per element but the results: a pass counting the runs of equal keys, then one writing
 * each run's first element, first position and count and every element's run. In first-occurrence
 * order the runs are then ranked by a pass over the inverse map (a run's first element is the
 * first of its run met in position order).
 */
function uniqueRuns(a: NDArray, keys: Uint32Array, perm: Uint32Array, w: number, options: UniqueOptions, allocate: Allocate | undefined): UniqueArrays {
  const n = perm.length;
  const info = dtypeInfo(a.dtype);
  // each NaN apart: its key is all ones (a half float's 0xffff), which no other float's key is
  const nanApart = options.equalNaN === false && info.kind === 'f';
  const nanWord = info.itemSize === 2 ? 0xffff : 0xffffffff;
  let k = n > 0 ? 1 : 0;
  for (let j = 1; j < n; j++) if (runStarts(keys, j, w, nanApart, nanWord)) k++;
  const want = asked(options);
  const data = allocFor(info, [k], k, allocate);
  // the first positions are needed for the values; the parts not asked for stay empty here
  const idx = indexArray(options.indexDType ?? 'int64', [k], want.indices ? allocate : undefined);
  const cnt = indexArray(options.countDType ?? 'int64', want.counts ? [k] : [0], allocate);
  const inv = indexArray(options.indexDType ?? 'int64', want.inverse ? a.shape : [0], allocate);
  const [iw, is, cw, cs, vw, vs] = [idx.words, idx.step, cnt.words, cnt.step, inv.words, inv.step];
  let r = -1;
  let start = 0;
  if (want.counts || want.inverse) {
    for (let j = 0; j < n; j++) {
      if (j === 0 || runStarts(keys, j, w, nanApart, nanWord)) {
        if (r >= 0 && want.counts) cw[r * cs] = j - start;
        r++;
        start = j;
        iw[r * is] = perm[j]!;
      }
      if (want.inverse) vw[perm[j]! * vs] = r;
    }
    if (k > 0 && want.counts) cw[r * cs] = n - start;
  } else {
    for (let j = 0; j < n; j++) if (j === 0 || runStarts(keys, j, w, nanApart, nanWord)) iw[++r * is] = perm[j]!;
  }
  const from = wordsOf(a.data as Storage, a.dtype);
  const to = wordsOf(data, a.dtype).words as unknown as Indexable;
  if (options.order === 'first') {
    rankByFirst(idx.words, idx.step, cnt.words, cnt.step, inv.words, inv.step, k, n);
    // the values: each run's first element, bit for bit (moved as unsigned words, so that a float32 signalling NaN keeps its payload)
    copyAt(from.words as unknown as Indexable, to, from.per, iw, is, k);
  } else {
    // sorted: each run's key decoded (no gather from scattered places), then the runs of a float's
    // zero or NaN key (whose keys other bit patterns share) given their first element's own bits
    let rr = 0;
    for (let j = 0; j < n; j++) {
      if (j > 0 && !runStarts(keys, j, w, nanApart, nanWord)) continue;
      for (let c = 0; c < w; c++) keys[rr * w + c] = keys[j * w + c]!;
      rr++;
    }
    const special: number[] | undefined = info.kind === 'f' ? [] : undefined;
    if (special !== undefined) {
      const zeroWord = info.itemSize === 2 ? 0x8000 : 0x80000000;
      for (let q = 0; q < k; q++) {
        const hi = keys[q * w]!;
        const lo = w === 2 ? keys[q * w + 1]! : 0;
        if ((hi === zeroWord && lo === 0) || (hi === nanWord && (w === 1 || lo === nanWord))) special.push(q);
      }
    }
    decodeKeys(a.dtype, keys, k, data);
    for (const q of special ?? []) for (let c = 0, p = iw[q * is]! * from.per; c < from.per; c++) to[q * from.per + c] = from.words[p + c];
  }
  return { values: { data, dtype: a.dtype, shape: [k] }, indices: idx.out, inverse: inv.out, counts: cnt.out };
}

/** Whether sorted key `j` (of `w` words) starts a run: it differs from key `j - 1`, or is a NaN kept apart. */
function runStarts(keys: Uint32Array, j: number, w: number, nanApart: boolean, nanWord: number): boolean {
  const hi = keys[w * j]!;
  if (hi !== keys[w * j - w] || (w === 2 && keys[2 * j + 1] !== keys[2 * j - 1])) return true;
  return nanApart && hi === nanWord && (w === 1 || keys[2 * j + 1] === nanWord);
}

/**
 * Renumbers sorted runs in order of first occurrence: a pass over the inverse map in position
 * order meets each run's first element first; then the inverse map, first positions and counts
 * are moved to the new numbers.
 */
function rankByFirst(iw: Int32Array, is: number, cw: Int32Array, cs: number, vw: Int32Array, vs: number, k: number, n: number): void {
  const rank = new Int32Array(k).fill(-1);
  let next = 0;
  for (let p = 0; p < n; p++) {
    const r = vw[p * vs]!;
    if (rank[r] === -1) rank[r] = next++;
    vw[p * vs] = rank[r]!;
  }
  const firsts = new Int32Array(k);
  const counts = new Int32Array(k);
  for (let r = 0; r < k; r++) {
    firsts[rank[r]!] = iw[r * is]!;
    counts[rank[r]!] = cw[r * cs]!;
  }
  for (let r = 0; r < k; r++) {
    iw[r * is] = firsts[r]!;
    cw[r * cs] = counts[r]!;
  }
}

/** Element `positions[r]` of `src` to element `r` of `dst` for `k` runs (`lanes` words per element). */
function copyAt(src: Indexable, dst: Indexable, lanes: number, positions: Int32Array, step: number, k: number): void {
  for (let r = 0; r < k; r++) {
    const from = positions[r * step]! * lanes;
    for (let c = 0; c < lanes; c++) dst[r * lanes + c] = src[from + c];
  }
}

type Indexable = { [i: number]: unknown };

/** Each run's first element into its rank's place (one loop per storage type, so each stays monomorphic). */
function copyFirsts(src: Indexable, dst: Indexable, lanes: number, perm: Uint32Array, starts: Uint32Array, rank: Uint32Array, k: number): void {
  for (let r = 0; r < k; r++) {
    const at = rank[r]! * lanes;
    const from = perm[starts[r]!]! * lanes;
    for (let c = 0; c < lanes; c++) dst[at + c] = src[from + c];
  }
}
