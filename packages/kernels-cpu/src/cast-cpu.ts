import type { DType } from '@typelattice/dtypes';
import { checkArray, shapeSize, type NDArray } from './array';
import { checkDType, outputFor } from './binary-cpu';
import { castLoop } from './loops';

/** Converts an array to `dtype` on the CPU, as NumPy's `astype` does. */
export function runCastCpu(x: NDArray, dtype: DType, out?: NDArray): NDArray {
  checkDType(dtype, 'dtype');
  checkArray(x, 'x');
  const result = outputFor(out, dtype, x.shape);
  castLoop(x.dtype, dtype)(x.data, result.data, shapeSize(x.shape));
  return result;
}
