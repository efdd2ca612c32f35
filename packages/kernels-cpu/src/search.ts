import { dtypeInfo } from '@typelattice/dtypes';
import { checkArray, KernelError, ShapeError, shapeSize, type NDArray } from '@typelattice/kernels-core';
import type { Allocate } from './output';
import { indexArray } from './sort';
import { sortKeys, type KeyOrder } from './sort-keys';

// searchsorted and nonzero. searchsorted compares the order-preserving keys of sort-keys.ts, so
// it places NaN, -0 and complex numbers exactly where sort puts them: NaN after +inf (all NaNs
// equal), -0 equal to 0, complex numbers in NumPy's order.

/**
 * Options of {@link searchsorted}.
 *
 * @example
 * ```ts
 * import type { SearchsortedOptions } from '@typelattice/kernels-cpu';
 * const right: SearchsortedOptions = { side: 'right', indexDType: 'int32' };
 * ```
 */
export interface SearchsortedOptions extends KeyOrder {
  /** `'left'` (default): the first position where the value fits; `'right'`: the last. */
  readonly side?: 'left' | 'right';
  /** int32 or int64 positions into `sorted` that order it (NumPy's `sorter`; 1-D `sorted` only). */
  readonly sorter?: NDArray;
  /** The dtype of the result (default int64). */
  readonly indexDType?: 'int32' | 'int64';
}

/** The integer values of an int32 or int64 array, checked to lie in `[0, n)`. */
function positions(a: NDArray, n: number, what: string): Int32Array {
  if (a.dtype !== 'int32' && a.dtype !== 'int64') throw new KernelError(`${what} must be int32 or int64; got ${a.dtype}.`);
  const out = new Int32Array(shapeSize(a.shape));
  for (let i = 0; i < out.length; i++) {
    const v = Number((a.data as Int32Array | BigInt64Array)[i]!);
    if (!(v >= 0 && v < n)) throw new KernelError(`${what} holds ${v}, outside [0, ${n}); it must be a permutation of the sorted operand's positions (argsort's result).`);
    out[i] = v;
  }
  return out;
}

/** The rows of `sorted` and `values`: one row of `sorted` for every value, or one per leading index. */
function rowsOf(sorted: NDArray, values: NDArray): { rows: number; len: number; per: number } {
  if (sorted.shape.length === 0) {
    throw new ShapeError('searchsorted: the sorted operand must have at least one dimension; got a 0-d array. Reshape it to [1] first.');
  }
  const len = sorted.shape[sorted.shape.length - 1]!;
  if (sorted.shape.length === 1) return { rows: 1, len, per: shapeSize(values.shape) };
  const lead = sorted.shape.slice(0, -1);
  const vlead = values.shape.slice(0, -1);
  if (values.shape.length !== sorted.shape.length || lead.some((d, i) => d !== vlead[i])) {
    throw new ShapeError(
      `searchsorted: a sorted operand of shape [${sorted.shape.join(', ')}] searches row by row, so the values need shape [${lead.join(', ')}, m]; got [${values.shape.join(', ')}]. Search a 1-D sorted operand, or give the values its leading dimensions.`,
    );
  }
  return { rows: shapeSize(lead), len, per: values.shape[values.shape.length - 1]! };
}

/**
 * The positions where `values` would be inserted into `sorted` (sorted ascending along its last
 * axis) to keep it sorted: for each value, the first such position (`side: 'left'`) or the last
 * (`'right'`). `sorted` and `values` have one dtype; a 1-D `sorted` serves every value, an N-D one
 * searches row `r` for the values of row `r` (TensorFlow's and PyTorch's batched form). NaN sorts
 * after +inf and equals NaN, -0 equals 0.
 *
 * @example
 * ```ts
 * import { searchsorted } from '@typelattice/kernels-cpu';
 * const sorted = { data: new Float64Array([1, 2, 2, NaN]), dtype: 'float64', shape: [4] } as const;
 * const values = { data: new Float64Array([2, NaN, 0]), dtype: 'float64', shape: [3] } as const;
 * searchsorted(sorted, values).data; // BigInt64Array [1n, 3n, 0n]
 * searchsorted(sorted, values, { side: 'right', indexDType: 'int32' }).data; // Int32Array [3, 4, 0]
 * ```
 * @throws KernelError for operands of two dtypes or a bad sorter; ShapeError for a 0-d sorted
 * operand or values whose leading dimensions are not the sorted operand's.
 */
export function searchsorted(sorted: NDArray, values: NDArray, options: SearchsortedOptions = {}, allocate?: Allocate): NDArray {
  checkArray(sorted, 'sorted');
  checkArray(values, 'values');
  if (sorted.dtype !== values.dtype) {
    throw new KernelError(`searchsorted compares operands of one dtype; got ${sorted.dtype} and ${values.dtype}. Cast both to their common dtype first.`);
  }
  const { rows, len, per } = rowsOf(sorted, values);
  const sorter = options.sorter === undefined ? undefined : positions(options.sorter, len, 'searchsorted: sorter');
  if (sorter !== undefined && (sorted.shape.length !== 1 || sorter.length !== len)) {
    throw new ShapeError(`searchsorted: sorter must be 1-D of the sorted operand's length ${len}, for a 1-D sorted operand; got shape [${options.sorter!.shape.join(', ')}].`);
  }
  const keyer = sortKeys(sorted.dtype, options);
  const w = keyer.words;
  const { out, words, step } = indexArray(options.indexDType ?? 'int64', values.shape, allocate);
  const keys = new Uint32Array(len * w);
  const probe = new Uint32Array(per * w);
  const right = options.side === 'right';
  for (let r = 0; r < rows; r++) {
    if (sorter === undefined) keyer.fill(sorted.data, r * len, 1, len, keys);
    else {
      const one = new Uint32Array(w);
      for (let j = 0; j < len; j++) {
        keyer.fill(sorted.data, sorter[j]!, 1, 1, one);
        keys.set(one, j * w);
      }
    }
    keyer.fill(values.data, r * per, 1, per, probe);
    for (let i = 0; i < per; i++) words[(r * per + i) * step] = w === 1 ? bisect1(keys, len, probe[i]!, right) : bisect(keys, len, w, probe, i, right);
  }
  return out;
}

/** The first position whose key is >= (left) or > (right) `q`, among `n` one-word keys. */
function bisect1(keys: Uint32Array, n: number, q: number, right: boolean): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const k = keys[mid]!;
    if (k < q || (right && k === q)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** {@link bisect1} for keys of `w` words: the probe is `probe`'s key `i`. */
function bisect(keys: Uint32Array, n: number, w: number, probe: Uint32Array, i: number, right: boolean): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    let c = 0;
    for (let k = 0; k < w && c === 0; k++) {
      const a = keys[mid * w + k]!;
      const b = probe[i * w + k]!;
      c = a < b ? -1 : a > b ? 1 : 0;
    }
    if (c < 0 || (right && c === 0)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A storage family's nonzero scan over the `len` elements at flat position `from`: `count` counts
 * them; `write` stores `add + offset` of each at `out[at]`, `out[at + stride]`, … and returns how many.
 */
interface Scan {
  count(from: number, len: number): number;
  write(from: number, len: number, out: Int32Array, at: number, stride: number, add: number): number;
}

/**
 * The nonzero scan of `a`'s storage: NaN is nonzero, -0 is not (`!== 0` on the storage values, the
 * sign bit masked for half floats' bits), a complex number or a 64-bit integer where either of its
 * two lanes (parts, 32-bit words) is. One pair of loops per storage family.
 */
function scanOf(a: NDArray): Scan {
  const info = dtypeInfo(a.dtype);
  if (info.family === 'float16bits') {
    const bits = a.data as Uint16Array;
    return {
      count(from, len) {
        let m = 0;
        for (let i = from; i < from + len; i++) if ((bits[i]! & 0x7fff) !== 0) m++;
        return m;
      },
      write(from, len, out, at, stride, add) {
        let m = 0;
        for (let i = 0; i < len; i++) if ((bits[from + i]! & 0x7fff) !== 0) out[at + stride * m++] = add + i;
        return m;
      },
    };
  }
  if (info.lanes === 2 || (info.bits === 64 && (info.kind === 'i' || info.kind === 'u'))) {
    const d = info.lanes === 2 ? (a.data as Float64Array) : new Int32Array(a.data.buffer, a.data.byteOffset, a.data.length * 2);
    return {
      count(from, len) {
        let m = 0;
        for (let i = 2 * from; i < 2 * (from + len); i += 2) if (d[i] !== 0 || d[i + 1] !== 0) m++;
        return m;
      },
      write(from, len, out, at, stride, add) {
        let m = 0;
        for (let i = 0; i < len; i++) if (d[2 * (from + i)] !== 0 || d[2 * (from + i) + 1] !== 0) out[at + stride * m++] = add + i;
        return m;
      },
    };
  }
  const d = a.data as Float64Array;
  return {
    count(from, len) {
      let m = 0;
      for (let i = from; i < from + len; i++) if (d[i] !== 0) m++;
      return m;
    },
    write(from, len, out, at, stride, add) {
      let m = 0;
      for (let i = 0; i < len; i++) if (d[from + i] !== 0) out[at + stride * m++] = add + i;
      return m;
    },
  };
}

/**
 * The coordinates of the nonzero elements of `a` (NaN is nonzero, -0 is zero; a complex number
 * where either part is nonzero), in row-major order: an `(n, ndim)` matrix (NumPy's argwhere,
 * TensorFlow's `tf.where(x)`, PyTorch's `torch.nonzero`), or with `split` one 1-D array per axis
 * (NumPy's nonzero, the Array API's). A 0-d `a` gives an `(n, 0)` matrix and no arrays.
 *
 * @example
 * ```ts
 * import { nonzero } from '@typelattice/kernels-cpu';
 * const x = { data: new Float32Array([0, NaN, -0, 2]), dtype: 'float32', shape: [2, 2] } as const;
 * nonzero(x).data; // BigInt64Array [0n, 1n, 1n, 1n]
 * nonzero(x, { split: true, indexDType: 'int32' }).map((t) => t.data); // [Int32Array [0, 1], Int32Array [1, 1]]
 * ```
 */
export function nonzero(a: NDArray, options?: { readonly indexDType?: 'int32' | 'int64'; readonly split?: false }, allocate?: Allocate): NDArray;
export function nonzero(a: NDArray, options: { readonly indexDType?: 'int32' | 'int64'; readonly split: true }, allocate?: Allocate): NDArray[];
export function nonzero(a: NDArray, options: { readonly indexDType?: 'int32' | 'int64'; readonly split?: boolean } = {}, allocate?: Allocate): NDArray | NDArray[] {
  checkArray(a, 'a');
  const n = shapeSize(a.shape);
  const d = a.shape.length;
  const scan = scanOf(a);
  // a counting pass, then the coordinates written straight into the result
  const count = scan.count(0, n);
  const dtype = options.indexDType ?? 'int64';
  const split = options.split === true;
  const outs = split ? a.shape.map(() => indexArray(dtype, [count], allocate)) : [indexArray(dtype, [count, d], allocate)];
  if (count > 0 && d > 0) fillCoordinates(a.shape, scan, split ? outs : outs[0]!);
  return split ? outs.map((o) => o.out) : outs[0]!.out;
}

type IndexOut = ReturnType<typeof indexArray>;

/**
 * The coordinates of every nonzero element, row by row of the last axis: the last coordinate
 * written by the scan, the leading ones (counted along as the rows advance, no division per
 * element) after it; into one `(count, d)` matrix, or one array per axis.
 */
function fillCoordinates(shape: readonly number[], scan: Scan, out: IndexOut | IndexOut[]): void {
  const d = shape.length;
  const len = shape[d - 1]!;
  const rows = shapeSize(shape) / len;
  const lead = new Array<number>(d - 1).fill(0);
  // coordinate k of hit j goes to words[(j * jStride + k * kStride) * step] of array k (or the matrix)
  const arrays = Array.isArray(out) ? out : shape.map(() => out);
  const [jStride, kStride] = Array.isArray(out) ? [1, 0] : [d, 1];
  const step = arrays[0]!.step;
  const last = arrays[d - 1]!.words;
  let j = 0;
  for (let r = 0; r < rows; r++) {
    const m = scan.write(r * len, len, last, (j * jStride + (d - 1) * kStride) * step, jStride * step, 0);
    for (let k = 0; k < d - 1; k++) {
      const words = arrays[k]!.words;
      const v = lead[k]!;
      for (let h = j; h < j + m; h++) words[(h * jStride + k * kStride) * step] = v;
    }
    j += m;
    for (let k = d - 2; k >= 0 && ++lead[k]! === shape[k]; k--) lead[k] = 0;
  }
}
