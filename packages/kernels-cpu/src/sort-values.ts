import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { instantiateInPool, poolAddress, pooledStorage, releasePooled } from './pool';
import { sortKeys, type KeyOrder } from './sort-keys';
import { CFG, scatterName, valueDigits, valueSortFunctions, type ElementKind, type KeyWidth } from './sort-values-wasm';

// sort's values-only radix path (`sort-values-wasm.ts`) for contiguous rows of float32, int32,
// uint32, float64, int64 and uint64 in the pool, sorted from where they lie into a pooled result:
// one pass that counts every digit of the keys (and finds the least and greatest), then a scatter
// pass per digit that is not the same for every key, the first encoding the elements as it reads
// them and the last decoding as it writes the result; a row whose keys span less than 2^16 (few
// distinct integers) is counted once and written out in order, and a narrow range is scattered by
// the digits of the key less the least key (fewer passes). The rows' NaNs (one key for all) and,
// where both signs occur, zeros are then written back in the order each row has them, as the keyed
// path of `sort-radix.ts` does. `sort-radix.ts` sends rows here whose sampled keys span a narrow
// range ({@link narrowKeys}); the keyed passes measured faster for the others.

type Fn = (...args: number[]) => void;

/** Writes a sorted row's zeros (where `zeros`) and NaNs (where `nans`) back in the order the row has them. */
export type Restore = (row: number, zeros: boolean, nans: boolean) => void;

/** The order a row is sorted in (`sort-radix.ts`'s RowOrder). */
export interface ValueOrder extends KeyOrder {
  readonly descending: boolean;
  readonly nanLast: boolean;
}

let module: Readonly<Record<string, Fn>> | null | undefined;

/** The module's exports, made in the pool's memory on first use (null: no WebAssembly here). */
function valueModule(): Readonly<Record<string, Fn>> | null {
  if (module === undefined) {
    const e = instantiateInPool(valueSortFunctions());
    if (e === undefined) return null; // no pool memory yet
    module = e as unknown as Record<string, Fn>;
  }
  return module;
}

/** The element kind and key width of the dtypes this path sorts. */
const SERVED: Partial<Record<DType, readonly [KeyWidth, ElementKind]>> = {
  float32: [4, 'float'],
  int32: [4, 'int'],
  uint32: [4, 'int'],
  float64: [8, 'float'],
  int64: [8, 'int'],
  uint64: [8, 'int'],
};

/** Rows whose keys span fewer than this many values (and fewer than the row's length) are counted, not scattered. */
export const COUNTING_MAX = 1 << 16;

/** The digit size of a row's passes: 11 bits for long rows (fewer passes), 8 for short ones (fewer counts to clear and sum). */
const digitBits = (len: number): number => (len >= 1 << 15 ? 11 : 8);

// scratch words: the settings block, the counts (every digit of an 8-byte key, or the counting sort's), two key buffers
const CFG_WORDS = 16;
const COUNT_WORDS = Math.max(8 * 256, 6 * 2048, COUNTING_MAX);

/** Whether this path sorts `d`'s rows (contiguous, pooled source and result). */
export const valueSortServes = (d: DType): boolean => SERVED[d] !== undefined;

/** Elements sampled by {@link narrowKeys}. */
const SAMPLES = 1024;

/**
 * Whether the `n` elements of `d` in `data` look like keys of a narrow range (a sample's keys span less
 * than 2^16 for 4-byte keys, which are then counted; less than 2^48 for 8-byte ones, which then take fewer
 * passes). Rows of wider keys sort faster by the keyed passes of `sort-radix.ts` (measured on the 2-core
 * AMD EPYC under load, CPU time for 10^6 int32: 12.0 ms keyed against 14.8 values-only for keys of every
 * value, 10.7 against 11.8 for [0, 2^20)).
 */
export function narrowKeys(d: DType, data: Storage, n: number): boolean {
  const keyer = sortKeys(d);
  const w = keyer.words;
  const tmp = new Uint32Array(w);
  const step = Math.max(1, Math.floor(n / SAMPLES));
  let min = Infinity;
  let max = -Infinity;
  for (let j = 0; j < n; j += step) {
    keyer.fill(data, j, 1, 1, tmp);
    const k = w === 1 ? tmp[0]! : tmp[0]! * 2 ** 32 + tmp[1]!;
    if (k < min) min = k;
    if (k > max) max = k;
  }
  return max - min < (w === 1 ? COUNTING_MAX : 2 ** 48);
}

/** The number of bits of the unsigned `r` (a bigint). */
const bitLength = (r: bigint): number => r.toString(2).length - (r === 0n ? 1 : 0);

/**
 * Sorts the `rows` rows of `len` elements of `d` in `src` (pooled) into `out` (pooled, the same
 * shape), each row ascending by its keys in `order`, stably: bit for bit but for the order of -0 and +0
 * among themselves (where zeros merge) and the NaNs' bits (one NaN for all), for which `restore` runs
 * after a row that has both zeros, or a NaN. False where the path does not serve (not pooled, no
 * WebAssembly), having done nothing.
 */
export function sortRowsByValue(d: DType, src: Storage, out: Storage, rows: number, len: number, order: ValueOrder, restore?: Restore): boolean {
  const served = SERVED[d];
  const from = poolAddress(src);
  const to = poolAddress(out);
  if (served === undefined || from < 0 || to < 0 || len === 0) return false;
  const [width, kind] = served;
  const per = width / 4;
  const words = pooledStorage(dtypeInfo('uint32'), CFG_WORDS + COUNT_WORDS + 2 * len * per) as Uint32Array | undefined;
  if (words === undefined) return false;
  const m = valueModule();
  if (m === null) {
    releasePooled(words);
    return false;
  }
  // the rows whose zeros or NaNs are written back once every row is sorted
  const pending: [number, boolean, boolean][] = [];
  try {
    const at = words.byteOffset;
    const cfg = at;
    const counts = at + CFG_WORDS * 4;
    const keyBuffers = [counts + COUNT_WORDS * 4, counts + COUNT_WORDS * 4 + len * width];
    const c = CFG_WORDS;
    // the settings: flip (the descending complement; an integer's sign bit) and a NaN's key
    const signed = dtypeInfo(d).kind === 'i';
    const flipHi = ((order.descending ? 0xffffffff : 0) ^ (signed ? 0x80000000 : 0)) >>> 0;
    const flipLo = order.descending ? 0xffffffff : 0;
    words.fill(0, 0, CFG_WORDS);
    if (width === 4) words[CFG.flip / 4] = flipHi;
    else [words[CFG.flip / 4], words[CFG.flip / 4 + 1]] = [flipLo, flipHi];
    // a NaN's key: the largest, or the least where NaN comes first descending
    const nanKey = order.descending && !order.nanLast ? 0 : 0xffffffff;
    [words[CFG.nanKey / 4], words[CFG.nanKey / 4 + 1]] = [nanKey, width === 4 ? 0 : nanKey];
    const bits = digitBits(len);
    const buckets = 1 << bits;
    const digits = valueDigits(width, bits);
    const hist = m[`vhist${width}${kind}_${bits}`]!;
    const readKey = (byte: number): bigint => (width === 4 ? BigInt(words[byte / 4]!) : BigInt(words[byte / 4]!) | (BigInt(words[byte / 4 + 1]!) << 32n));
    const setBase = (base: bigint): void => {
      words[CFG.base / 4] = Number(base & 0xffffffffn);
      words[CFG.base / 4 + 1] = width === 4 ? 0 : Number(base >> 32n);
    };
    /**
     * Scatter passes by `passes` (digits, ascending; counts at word `h0`) of `n` keys, or elements where
     * `first` says so, from `src`: the first pass reads `src`, each writes the next of `bufs` (keys), the last `dst` (elements).
     */
    const scatters = {
      elements: { elements: m[scatterName(width, kind, bits, 'elements', 'elements')]!, keys: m[scatterName(width, kind, bits, 'elements', 'keys')]! },
      keys: { elements: m[scatterName(width, kind, bits, 'keys', 'elements')]!, keys: m[scatterName(width, kind, bits, 'keys', 'keys')]! },
    };
    const lsd = (passes: readonly number[], h0: number, n: number, src: number, first: 'elements' | 'keys', bufs: readonly [number, number], dst: number): void => {
      for (let t = 0; t < passes.length; t++) {
        const h = h0 + passes[t]! * buckets;
        prefixSums(words, h, buckets);
        const last = t === passes.length - 1;
        const fn = scatters[t === 0 ? first : 'keys'][last ? 'elements' : 'keys'];
        fn(t === 0 ? src : bufs[(t - 1) % 2]!, last ? dst : bufs[t % 2]!, n, at + h * 4, passes[t]! * bits, cfg);
      }
    };
    const merge = order.zerosOrdered !== true;
    for (let row = 0; row < rows; row++) {
      const rowFrom = from + row * len * width;
      const rowTo = to + row * len * width;
      setBase(0n);
      words.fill(0, c, c + digits * buckets);
      hist(rowFrom, len, cfg, counts);
      if (restore !== undefined && kind === 'float') {
        const zeros = merge && words[CFG.negativeZeros / 4]! > 0 && words[CFG.zeros / 4]! > 0;
        const nans = words[CFG.nans / 4]! > 0;
        if (zeros || nans) pending.push([row, zeros, nans]);
      }
      const min = readKey(CFG.min);
      const range = readKey(CFG.max) - min;
      if (range === 0n) {
        m.vcopy!(rowTo, rowFrom, len * width);
        continue;
      }
      if (range < BigInt(Math.min(COUNTING_MAX, len))) {
        // few distinct keys: count each, then write each key's elements in order
        setBase(min);
        const r = Number(range) + 1;
        words.fill(0, c, c + r);
        m[`vcount${width}${kind}`]!(rowFrom, len, cfg, counts);
        m[`vfill${width}${kind}`]!(counts, r, cfg, rowTo);
        continue;
      }
      // the digits where the keys differ; fewer after subtracting the least key where the range is narrow
      let passes = varyingDigits(words, c, digits, buckets, len);
      if (Math.ceil(bitLength(range) / bits) < passes.length) {
        setBase(min);
        words.fill(0, c, c + digits * buckets);
        hist(rowFrom, len, cfg, counts);
        passes = varyingDigits(words, c, digits, buckets, len);
      }
      lsd(passes, c, len, rowFrom, 'elements', keyBuffers as [number, number], rowTo);
    }
  } finally {
    releasePooled(words);
  }
  for (const [row, zeros, nans] of pending) restore!(row, zeros, nans);
  return true;
}

/** Each of the `buckets` counts at word `h` replaced by the sum of those before it (the digit's first positions). */
function prefixSums(words: Uint32Array, h: number, buckets: number): void {
  let sum = 0;
  for (let b = h; b < h + buckets; b++) {
    const k = words[b]!;
    words[b] = sum;
    sum += k;
  }
}

/** The digits (of `digits`, 2^bits counts each at word `c`) whose counts are not all one bucket's. */
function varyingDigits(words: Uint32Array, c: number, digits: number, buckets: number, n: number): number[] {
  const out: number[] = [];
  for (let d = 0; d < digits; d++) {
    const h = c + d * buckets;
    let single = false;
    for (let b = h; b < h + buckets; b++) {
      const k = words[b]!;
      if (k !== 0) {
        single = k === n;
        break;
      }
    }
    if (!single) out.push(d);
  }
  return out;
}

/**
 * The start of the run of `key` (32-bit words, most significant first, as `sort-keys.ts` writes them,
 * complemented descending and a NaN all ones where it goes last) in the sorted row of `len` elements
 * at `base` of `out`, found by the keys of the sorted elements themselves; -1 where no element has it.
 */
export function sortedRunStart(d: DType, out: Storage, base: number, len: number, order: ValueOrder, key: readonly number[]): number {
  const keyer = sortKeys(d, order);
  const w = keyer.words;
  const tmp = new Uint32Array(w);
  const keyAt = (j: number): Uint32Array => {
    keyer.fill(out, base + j, 1, 1, tmp);
    if (order.descending) for (let k = 0; k < w; k++) tmp[k] = ~tmp[k]! >>> 0;
    if (order.nanLast) keyer.nanToEnd(out, base + j, 1, 1, tmp);
    return tmp;
  };
  const compare = (x: Uint32Array): number => {
    for (let k = 0; k < w; k++) if (x[k] !== key[k]) return x[k]! < key[k]! ? -1 : 1;
    return 0;
  };
  let lo = 0;
  let hi = len;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(keyAt(mid)) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo < len && compare(keyAt(lo)) === 0 ? lo : -1;
}
