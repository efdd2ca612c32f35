import type { Storage } from '@typelattice/dtypes';
import { sameShape, type NDArray } from '@typelattice/kernels-core';

/** Whether two storages share any byte of memory. */
export function sharesMemory(x: Storage, y: Storage): boolean {
  return (
    x.buffer === y.buffer &&
    x.byteLength > 0 &&
    y.byteLength > 0 &&
    x.byteOffset < y.byteOffset + y.byteLength &&
    y.byteOffset < x.byteOffset + x.byteLength
  );
}

/**
 * An input that is safe to read while `out` is written, as NumPy's `out=` behaves (as if the
 * inputs were copied first): the input itself when it does not touch `out`'s memory, or when it
 * is `out` element for element (same memory, dtype and the result's shape: each element is read
 * before it is written); otherwise a copy of it.
 */
export function readableWhileWriting(x: NDArray, out: NDArray, shape: readonly number[]): NDArray {
  if (!sharesMemory(x.data, out.data)) return x;
  const inPlace =
    x.data.byteOffset === out.data.byteOffset &&
    x.data.byteLength === out.data.byteLength &&
    x.dtype === out.dtype &&
    sameShape(x.shape, shape);
  return inPlace ? x : { data: x.data.slice() as Storage, dtype: x.dtype, shape: x.shape };
}
