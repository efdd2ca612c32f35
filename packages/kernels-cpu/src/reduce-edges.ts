import { castArray, dtypeInfo, finfo, iinfo, type DType, type Storage } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { runCastCpu } from './cast-cpu';
import { REPS } from './reps';
import type { ArgLoop } from './reduce-loops';

// The reductions' answers where the libraries part ways at the edges, as options of `reduce`
// (recorded in conformance/fixtures/ops, `values`):
// - argmax / argmin among NaN: NumPy, JAX and PyTorch take the first NaN as the extreme;
//   TensorFlow's Eigen reducer starts at index 0 with the dtype's lowest finite value (argmin:
//   highest) and moves on a strictly greater (less) element, so NaN never wins and a fiber of
//   NaN and -inf only gives 0 (`argmax([NaN, -inf])` is 0, `argmax([NaN, 1])` is 1).
// - max / min of nothing: NumPy, JAX and PyTorch raise; TensorFlow gives the identity (-inf /
//   +inf, the integer extremes), and 0 for the integer mean of nothing.

/** How argmax / argmin treat NaN: NumPy's first extreme, or TensorFlow's Eigen reducer. */
export type ArgRule = 'numpy' | 'eigen';

/** What max / min over an empty axis give: NumPy's error, or TensorFlow's identity. */
export type EmptyReduction = 'raise' | 'identity';

/**
 * TensorFlow's argmax / argmin over `x` held in float64 (exact for every float dtype) for elements
 * of `dtype`: the first index whose element is strictly beyond `dtype`'s finite extreme and beyond
 * every earlier one; 0 when none is (all NaN, or only infinities the wrong way).
 */
export function eigenArgLoop(op: 'argmax' | 'argmin', dtype: DType): ArgLoop {
  const limit = finfo(dtype).max;
  return (x: Storage, s: number, n: number, stride: number): number => {
    const v = x as Float64Array;
    let best = op === 'argmax' ? -limit : limit;
    let k = 0;
    for (let i = 0; i < n; i++) {
      const e = v[s + i * stride]!;
      if (op === 'argmax' ? e > best : e < best) {
        best = e;
        k = i;
      }
    }
    return k;
  };
}

/** Whether `dtype`'s argmax / argmin follow `rule`'s own loop (TensorFlow's rule differs from NumPy's for real floats only). */
export const usesEigenArg = (rule: ArgRule | undefined, dtype: DType): boolean => rule === 'eigen' && REPS[dtype].cls === 'float';

/**
 * TensorFlow's result of `max` / `min` over nothing: the identity of `dtype` (-inf / +inf for
 * floats, the integer extremes, false / true for bool) in every element of `shape`, cast to `outDType`.
 */
export function emptyExtreme(op: 'max' | 'min', dtype: DType, outDType: DType, shape: readonly number[], out?: NDArray): NDArray {
  const n = shape.reduce((p, d) => p * d, 1);
  const cls = REPS[dtype].cls;
  let fill: Storage;
  if (cls === 'float' || cls === 'complex') {
    const v = op === 'max' ? -Infinity : Infinity;
    fill = castArray(new Float64Array(n).fill(v) as never, 'float64', dtype) as Storage;
  } else if (cls === 'bool') {
    fill = new Uint8Array(n).fill(op === 'max' ? 0 : 1);
  } else {
    const { min, max } = iinfo(dtype);
    const v = op === 'max' ? min : max;
    const info = dtypeInfo(dtype);
    fill = new info.storage(n) as Storage;
    if (fill instanceof BigInt64Array || fill instanceof BigUint64Array) fill.fill(v as never);
    else (fill as Int32Array).fill(Number(v));
  }
  const result: NDArray = { data: fill, dtype, shape: [...shape] };
  if (out !== undefined) return runCastCpu(result, outDType, out);
  return dtype === outDType ? result : runCastCpu(result, outDType);
}
