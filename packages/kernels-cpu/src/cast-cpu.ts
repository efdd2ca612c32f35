import { castArray, dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { checkArray, shapeSize, type NDArray } from '@typelattice/kernels-core';
import { wasmCastLoop } from './wasm-loops';
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
  // the numeric casts with a WebAssembly kernel (wasm-casts.ts: castArray's values); castArray
  // itself checks the storage of the others
  const loop = x.data instanceof dtypeInfo(x.dtype).storage ? wasmCastLoop(x.dtype, dtype) : undefined;
  const n = x.data.length;
  if (loop !== undefined && n === shapeSize(x.shape)) {
    if (n > 0) loop(x.data, result.data, n, 0);
    return result;
  }
  castArray(x.data as Storage as never, x.dtype, dtype, result.data as never);
  return result;
}
