import { castArray, type DType, type Storage } from '@typelattice/dtypes';
import { checkArray, type NDArray } from '@typelattice/kernels-core';
import { outputFor, type Allocate } from './output';
import { checkDType } from './validate';
import { readableWhileWriting } from './overlap';

/**
 * Converts an array to `dtype` on the CPU, as NumPy's `astype` does: the dtypes package's
 * `castArray`, so that every cast in the product follows one rule (x86-64's values for NaN, ±inf
 * and out-of-range floats into integers; int64 to float32 rounded once).
 */
export function runCastCpu(x: NDArray, dtype: DType, out?: NDArray, allocate?: Allocate): NDArray {
  checkDType(dtype, 'dtype');
  checkArray(x, 'x');
  const result = outputFor(out, dtype, x.shape, allocate);
  if (out !== undefined) x = readableWhileWriting(x, result, x.shape);
  castArray(x.data as Storage as never, x.dtype, dtype, result.data as never);
  return result;
}
