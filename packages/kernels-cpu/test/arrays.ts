import { dtypeInfo, type DType } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';

/**
 * An array of `dtype` holding `values` in its storage (complex: interleaved re, im; float16 and
 * bfloat16: bits), shaped `[elements]` unless a shape is given.
 */
export function arr(dtype: DType, values: ArrayLike<number> | ArrayLike<bigint>, shape?: readonly number[]): NDArray {
  const info = dtypeInfo(dtype);
  const data = new info.storage(values.length);
  for (let i = 0; i < values.length; i++) (data as unknown as (number | bigint)[])[i] = values[i]!;
  return { data, dtype, shape: shape ?? [values.length / info.lanes] };
}

/** The storage of an array as a list, -0 shown as '-0' (so that it differs from 0 in toEqual). */
export const values = (x: NDArray): (number | bigint | string)[] =>
  Array.from(x.data as ArrayLike<number | bigint>, (v) => (typeof v === 'bigint' ? v : Object.is(v, -0) ? '-0' : v));
