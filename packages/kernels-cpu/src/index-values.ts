import { dtypeInfo, type Storage } from '@typelattice/dtypes';
import { IndexError, type NDArray } from '@typelattice/kernels-core';

/** Whether an array's dtype is an integer dtype (an index array). */
export const isIntegerArray = (a: NDArray): boolean => {
  const k = dtypeInfo(a.dtype).kind;
  return (k === 'i' || k === 'u') && a.dtype !== 'bool';
};

/**
 * The elements of an integer array as numbers, read without BigInt conversions (64-bit integers
 * through their 32-bit words: exact up to 2^53, which no axis length reaches).
 *
 * @throws IndexError for an array of a dtype other than an integer (NumPy: "arrays used as indices
 * must be of integer (or boolean) type").
 */
export function indexValues(a: NDArray, what = 'index array'): Float64Array {
  if (!isIntegerArray(a)) {
    throw new IndexError(
      `${what} of dtype ${a.dtype}: arrays used as indices must be of integer (or boolean) type; cast it first (x.cast('int32')), or compare it for a mask.`,
    );
  }
  const data = a.data as Storage;
  const n = data.length;
  const out = new Float64Array(n);
  if (a.dtype === 'int64' || a.dtype === 'uint64') {
    const words = new Int32Array(data.buffer, data.byteOffset, n * 2);
    if (a.dtype === 'int64') for (let i = 0; i < n; i++) out[i] = words[2 * i + 1]! * 4294967296 + (words[2 * i]! >>> 0);
    else for (let i = 0; i < n; i++) out[i] = (words[2 * i + 1]! >>> 0) * 4294967296 + (words[2 * i]! >>> 0);
    return out;
  }
  out.set(data as ArrayLike<number> as Float64Array);
  return out;
}

/** The flat positions of a boolean array's true elements (row-major), as NumPy's `flatnonzero`. */
export function trueFlatPositions(mask: NDArray): Float64Array {
  const data = mask.data as Uint8Array;
  let count = 0;
  for (let i = 0; i < data.length; i++) if (data[i] !== 0) count++;
  const out = new Float64Array(count);
  for (let i = 0, k = 0; i < data.length; i++) if (data[i] !== 0) out[k++] = i;
  return out;
}

/**
 * What an index out of its axis's bounds does: NumPy's error, JAX's clamp to the nearest end (its
 * getitem), or JAX's dropped update (NaN positions, which a scatter skips).
 */
export type OutOfRange = 'raise' | 'clamp' | 'drop';

/**
 * Index `i` of an axis of length `n` as a position in `[0, n)`: negative counts from the end; out of
 * range raises (NumPy's message) or clamps (JAX's gather).
 */
export function normalizeIndex(i: number, n: number, axis: number, mode: OutOfRange, array = false): number {
  if (i >= -n && i < n) return i < 0 ? i + n : i;
  // JAX clamps an index array into an empty axis too (a gather that reads nothing); an integer there raises
  if (mode === 'clamp' && (n > 0 || array)) return i < 0 || n === 0 ? 0 : n - 1;
  if (mode === 'drop') return NaN;
  throw new IndexError(
    `index ${i} is out of bounds for axis ${axis} with size ${n}; pass an index in [${-n}, ${n - 1}] (negative counts from the end).`,
  );
}
