import { castArray, dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { checkArray, KernelError, type NDArray } from '@typelattice/kernels-core';
import { normalizeAxes } from './axes';
import { binary } from './binary';
import { runCastCpu } from './cast-cpu';
import { outputFor } from './output';
import { pooledStorage, releasePooled } from './pool';
import { wasmPairwiseSquares } from './pairwise-wasm';
import { reduce } from './reduce';
import { meanOf } from './reduce-mean';
import { reducePlan, type ReducePlan } from './reduce-plan';
import { REPS } from './reps';
import { unary } from './unary';
import { checkDType } from './validate';

/**
 * Options of {@link moment}.
 *
 * @example
 * ```ts
 * import type { MomentOptions } from '@typelattice/kernels-cpu';
 * const sample: MomentOptions = { axes: [0], correction: 1 };
 * ```
 */
export interface MomentOptions {
  /** The axes to reduce (negative count from the end): one, a list, or `undefined` / `null` for all. */
  readonly axes?: number | readonly number[] | null;
  /** Keep each reduced axis as a length-1 axis. */
  readonly keepdims?: boolean;
  /** Subtracted from the count before the division (NumPy's `ddof`, the Array API's `correction`; default 0). */
  readonly correction?: number;
  /**
   * The float or complex dtype the mean and the squared deviations are computed in (default: the
   * input's for floats and complex, float64 for integers and bool, as NumPy's `var`); the squares
   * of a complex one are summed in its real dtype.
   */
  readonly accDType?: DType;
  /** The result's dtype (default: `accDType`, its real dtype for complex). */
  readonly outDType?: DType;
  /** A preallocated result of `outDType` and the result's shape; nothing is written on failure. */
  readonly out?: NDArray;
  /**
   * Where nothing is left to divide by (`count - correction <= 0`): NumPy's division by 0
   * (`'divide'`, default: inf, or NaN for a zero sum) or NaN (JAX).
   */
  readonly noDegrees?: 'divide' | 'nan';
}

const REAL: Partial<Record<DType, DType>> = { complex64: 'float32', complex128: 'float64' };

/**
 * NumPy's `var` and `std` (`numpy/_core/_methods.py`, `_var`), bit for bit: the mean as a sum
 * over the axes (kept as length-1 axes) divided by the count in float64 and cast back, the
 * deviations `x - mean` in the accumulation dtype, their squares (a complex one's lanes squared
 * and added), summed as NumPy sums, divided in float64 by `max(count - correction, 0)` and cast
 * back; `std` is the square root of that in the result dtype. A count of zero gives NaN (or
 * infinity for a non-zero sum), as NumPy's division.
 *
 * @example
 * ```ts
 * import { moment } from '@typelattice/kernels-cpu';
 * const a = { data: new Float64Array([1, 2, 3, 4]), dtype: 'float64', shape: [4] } as const;
 * moment('var', a).data; // Float64Array [1.25]
 * moment('std', a, { correction: 1 }).data; // Float64Array [1.2909944487358056]
 * moment('var', { data: new Int8Array([1, 2, 3, 5]), dtype: 'int8', shape: [2, 2] }, { axes: 1 }).data; // Float64Array [0.25, 1]
 * ```
 * @throws ShapeError for an axis out of range or named twice; KernelError for an accumulation
 * dtype that is not a float or complex one; before anything is written to `out`.
 */
export function moment(op: 'var' | 'std', a: NDArray, options: MomentOptions = {}): NDArray {
  checkArray(a, 'a');
  const cls = REPS[a.dtype].cls;
  const acc = options.accDType ?? (cls === 'float' || cls === 'complex' ? a.dtype : 'float64');
  checkDType(acc, 'accDType');
  if (REPS[acc].cls !== 'float' && REPS[acc].cls !== 'complex') {
    throw new KernelError(`${op} computes in a float or complex dtype; got accDType ${acc}. Pass 'float64' (NumPy's for integers) or the input's float dtype.`);
  }
  const real = REAL[acc] ?? acc;
  const outDType = options.outDType ?? real;
  checkDType(outDType, 'outDType');
  const correction = options.correction ?? 0;
  if (typeof correction !== 'number' || Number.isNaN(correction)) throw new KernelError(`correction must be a number (NumPy's ddof); got ${String(correction)}.`);
  const axes = normalizeAxes(options.axes, a.shape);
  const plan = reducePlan(a.shape, axes);
  const shape = options.keepdims === true ? plan.keptShape : plan.outShape;
  const target = options.out === undefined ? undefined : outputFor(options.out, outDType, shape);
  const divisor = Math.max(plan.count - correction, 0);
  const squares = fusedSquares(a, acc, plan) ?? sumOfSquares(a, acc, axes, options.keepdims === true, plan);
  // true_divide(ret, rcount): the float64 loop (rcount is an intp, or a float64 for a fractional correction), cast back
  const wide = castArray(squares.data as Storage as never, real, 'float64') as Float64Array;
  if (divisor === 0 && options.noDegrees === 'nan') wide.fill(NaN);
  else for (let i = 0; i < wide.length; i++) wide[i]! /= divisor;
  let r: NDArray = { data: castArray(wide, 'float64', real) as Storage, dtype: real, shape };
  if (op === 'std') r = unary('sqrt', r, { computeDType: real });
  return runCastCpu(r, outDType, target);
}

/** The sums of the squared deviations from the mean, over the axes, as NumPy computes them (the general path). */
function sumOfSquares(a: NDArray, acc: DType, axes: readonly number[], keepdims: boolean, plan: ReducePlan): NDArray {
  const real = REAL[acc] ?? acc;
  const sums = reduce('sum', a, { axes, keepdims: true, accDType: acc });
  const mean = meanOf(sums, plan.count, acc);
  // real deviations and their squares in one pooled scratch array where the pool has room: the
  // kernels compute in place there and a sum over a leading axis folds columns in SIMD, where two
  // fresh arrays per call paid their page faults (float32 var over axis 0 of (1000, 1000): 2.6 to
  // 20 ms a call on a loaded 2-core AMD EPYC). The same operations in the same dtypes: the same values.
  const scratch = REAL[acc] === undefined ? pooledStorage(dtypeInfo(acc), plan.count * plan.outSize) : undefined;
  if (scratch !== undefined) {
    try {
      const sq: NDArray = { data: scratch, dtype: acc, shape: a.shape };
      binary('subtract', a, mean, { computeDType: acc, out: sq });
      binary('multiply', sq, sq, { computeDType: acc, out: sq });
      return reduce('sum', sq, { axes, keepdims, accDType: real });
    } finally {
      releasePooled(scratch);
    }
  }
  const dev = binary('subtract', a, mean, { computeDType: acc });
  const sq = REAL[acc] === undefined ? binary('multiply', dev, dev, { computeDType: acc }) : laneSquares(dev, real);
  return reduce('sum', sq, { axes, keepdims, accDType: real });
}

/** A complex array's `re² + im²`, each square and the sum rounded to the lane (NumPy squares the float view, then adds the lanes). */
function laneSquares(z: NDArray, real: DType): NDArray {
  const x = z.data as Float32Array | Float64Array;
  const n = x.length / 2;
  const out = new (dtypeInfo(real).storage as Float64ArrayConstructor)(n);
  const f = real === 'float32' ? Math.fround : (v: number) => v;
  for (let i = 0; i < n; i++) {
    const re = x[2 * i]!;
    const im = x[2 * i + 1]!;
    out[i] = f(f(re * re) + f(im * im));
  }
  return { data: out, dtype: real, shape: z.shape };
}

/**
 * The same sums in one pass over each run, where each result element reduces one contiguous run
 * of float32 or float64 elements in their own dtype (the reduced axes are the last ones): the
 * run's mean, then NumPy's pairwise sum of its squared deviations computed on the fly in
 * WebAssembly SIMD, in the order NumPy sums its temporary. Undefined where that does not apply.
 */
function fusedSquares(a: NDArray, acc: DType, plan: ReducePlan): NDArray | undefined {
  if (a.dtype !== acc || (acc !== 'float32' && acc !== 'float64') || plan.count < 16) return undefined;
  const { groups, reduced } = plan;
  if (!reduced[reduced.length - 1] || groups.length > 2 || (groups.length === 2 && reduced[0])) return undefined;
  const squares = wasmPairwiseSquares(acc);
  if (squares === undefined) return undefined;
  const n = plan.count;
  const x = a.data as Float32Array | Float64Array;
  const means = meanOf(reduce('sum', { data: x, dtype: acc, shape: [plan.outSize, n] }, { axes: 1, accDType: acc }), n, acc).data as Float32Array | Float64Array;
  const out = new (dtypeInfo(acc).storage as Float64ArrayConstructor)(plan.outSize);
  for (let o = 0; o < plan.outSize; o++) out[o] = squares(x, o * n, n, means[o]!);
  return { data: out, dtype: acc, shape: plan.outShape };
}
