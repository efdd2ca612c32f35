import { castArray, type DType, type Storage } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { complexHelpers } from './complex-helpers';
import { REPS } from './reps';

let divide128: ((ar: number, ai: number, br: number, bi: number) => Float64Array) | undefined;

/**
 * The mean from the sums `acc` of `count` elements each, in the dtype `to`. Float and complex
 * sums divide as NumPy's `mean` does: by the count as an intp, so `true_divide` computes in
 * float64 (complex128: Smith's division by `count + 0j`) and the quotient is cast to `to`
 * (NumPy's result: the accumulation dtype, or for a 0-d result the output dtype straight from
 * float64, as its scalar path does). Integer sums divide truncating toward zero in their own
 * dtype, as TensorFlow's integer `reduce_mean`.
 *
 * @example
 * ```ts
 * meanOf({ data: new Float32Array([1, 2]), dtype: 'float32', shape: [2] }, 3, 'float32').data; // Float32Array [0.3333333432674408, 0.6666666865348816]
 * meanOf({ data: new Int32Array([-7]), dtype: 'int32', shape: [] }, 2, 'int32').data; // Int32Array [-3]
 * ```
 */
export function meanOf(acc: NDArray, count: number, to: DType): NDArray {
  const cls = REPS[acc.dtype].cls;
  if (cls === 'int' || cls === 'bigint') {
    const data = acc.data.slice() as Storage;
    if (cls === 'bigint') {
      const n = BigInt(count);
      for (let i = 0; i < data.length; i++) (data as BigInt64Array)[i] = (data as BigInt64Array)[i]! / n;
    } else for (let i = 0; i < data.length; i++) (data as Int32Array)[i] = Math.trunc((data as Int32Array)[i]! / count);
    return { data, dtype: acc.dtype, shape: acc.shape };
  }
  const complex = cls === 'complex';
  const wide = complex ? 'complex128' : 'float64';
  const q = castArray(acc.data as Storage as never, acc.dtype, wide) as Float64Array;
  if (complex) {
    divide128 ??= complexHelpers('float64').div;
    for (let i = 0; i < q.length; i += 2) q.set(divide128(q[i]!, q[i + 1]!, count, 0), i);
  } else for (let i = 0; i < q.length; i++) q[i]! /= count;
  return { data: castArray(q, wide, to) as Storage, dtype: to, shape: acc.shape };
}
