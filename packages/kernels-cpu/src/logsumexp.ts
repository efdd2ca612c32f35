import { castArray, dtypeInfo, roundToBfloat16, roundToFloat16, type DType, type Storage } from '@typelattice/dtypes';
import { checkArray, KernelError, type NDArray } from '@typelattice/kernels-core';
import { normalizeAxes } from './axes';
import { complexFunctions } from './complex-functions';
import { runCastCpu } from './cast-cpu';
import { outputFor } from './output';
import { reducePlan } from './reduce-plan';
import { libmFunctions } from './real-functions';
import { REPS } from './reps';
import { checkDType } from './validate';
import { transpose } from './transpose';

/**
 * How {@link logSumExp} computes each result from the maximum `m` of its elements:
 * - `'shifted'` (TensorFlow, JAX, PyTorch): `log(sum(exp(x - m))) + m`, with `m` taken as 0
 *   where it is not finite;
 * - `'scipy'` (`scipy.special.logsumexp`, the NumPy policy's): the elements equal to `m` left out
 *   of the sum and counted (`k`), `log1p(sum(exp(x - m)) / k) + log(k) + m`, and where that is not
 *   finite the direct `log(sum(exp(x)))`.
 *
 * @example
 * ```ts
 * import type { LogSumExpAlgorithm } from '@typelattice/kernels-cpu';
 * const numpy: LogSumExpAlgorithm = 'scipy';
 * ```
 */
export type LogSumExpAlgorithm = 'shifted' | 'scipy';

/**
 * Options of {@link logSumExp}.
 *
 * @example
 * ```ts
 * import type { LogSumExpOptions } from '@typelattice/kernels-cpu';
 * const torch: LogSumExpOptions = { axes: -1, algorithm: 'shifted' };
 * ```
 */
export interface LogSumExpOptions {
  /** The axes to reduce (negative count from the end): one, a list, or `undefined` / `null` for all. */
  readonly axes?: number | readonly number[] | null;
  /** Keep each reduced axis as a length-1 axis. */
  readonly keepdims?: boolean;
  /** The float or complex dtype each step is rounded to (default: the input's float; float64 for integers and bool). */
  readonly accDType?: DType;
  /** The result's dtype (default: `accDType`). */
  readonly outDType?: DType;
  /** The formula (default `'shifted'`). */
  readonly algorithm?: LogSumExpAlgorithm;
  /** A preallocated result of `outDType` and the result's shape; nothing is written on failure. */
  readonly out?: NDArray;
}

const ROUND: Readonly<Record<string, (x: number) => number>> = {
  float64: (x) => x,
  float32: Math.fround,
  float16: roundToFloat16,
  bfloat16: roundToBfloat16,
};

/**
 * log(sum(exp(x))) over axes, computed from the maximum so that it neither overflows nor
 * underflows ({@link LogSumExpAlgorithm}); every step rounded to `accDType` (float16 and bfloat16
 * computed in float32 and rounded, as NumPy's ufuncs of them), with the C library's `exp`, `log`
 * and `log1p` (glibc's, ported: `real-functions.ts`). Each result's elements are summed pairwise in
 * NumPy's order. Nothing to reduce gives -inf; NaN propagates; +inf gives +inf. Complex numbers
 * are shifted by the largest real part, their imaginary parts kept in (-pi, pi].
 *
 * @example
 * ```ts
 * import { logSumExp } from '@typelattice/kernels-cpu';
 * const a = { data: new Float64Array([1000, 1000]), dtype: 'float64', shape: [2] } as const;
 * logSumExp(a).data; // Float64Array [1000.6931471805599]
 * logSumExp({ data: new Float32Array([1, 2, 3, 4]), dtype: 'float32', shape: [2, 2] }, { axes: 1 }).data; // Float32Array [2.3132617473602295, 4.31326150894165]
 * ```
 * @throws ShapeError for an axis out of range or named twice; KernelError for an accumulation
 * dtype that is not a float or complex one; before anything is written to `out`.
 */
export function logSumExp(a: NDArray, options: LogSumExpOptions = {}): NDArray {
  checkArray(a, 'a');
  const cls = REPS[a.dtype].cls;
  const acc = options.accDType ?? (cls === 'float' || cls === 'complex' ? a.dtype : 'float64');
  checkDType(acc, 'accDType');
  const accCls = REPS[acc].cls;
  if (accCls !== 'float' && accCls !== 'complex') {
    throw new KernelError(`logsumexp computes in a float or complex dtype; got accDType ${acc}. Pass 'float64' (NumPy's for integers) or the input's float dtype.`);
  }
  const outDType = options.outDType ?? acc;
  checkDType(outDType, 'outDType');
  const algorithm = options.algorithm ?? 'shifted';
  if (algorithm !== 'shifted' && algorithm !== 'scipy') throw new KernelError(`algorithm must be 'shifted' or 'scipy'; got ${String(algorithm)}.`);
  const axes = normalizeAxes(options.axes, a.shape);
  const plan = reducePlan(a.shape, axes);
  const shape = options.keepdims === true ? plan.keptShape : plan.outShape;
  const target = options.out === undefined ? undefined : outputFor(options.out, outDType, shape);
  // the reduced axes last, each result's elements one contiguous row, in the accumulation dtype
  const kept = a.shape.map((_, i) => i).filter((i) => !axes.includes(i));
  const rows = runCastCpu(transpose(a, [...kept, ...axes]), acc);
  const n = plan.count;
  const x = rows.data as Storage;
  const out = new (dtypeInfo(acc).storage as Float64ArrayConstructor)(plan.outSize * dtypeInfo(acc).lanes);
  if (accCls === 'complex') complexRows(x as Float64Array, n, out, acc as 'complex64' | 'complex128');
  else {
    const lane = acc === 'float64' ? 'float64' : 'float32';
    const R = ROUND[acc]!;
    const values = acc === 'float16' || acc === 'bfloat16' ? (castArray(x as never, acc, 'float32') as Float32Array) : (x as Float64Array);
    const row = algorithm === 'scipy' ? scipyRow(R, lane) : shiftedRow(R, lane);
    const held = new Float64Array(plan.outSize);
    for (let o = 0; o < plan.outSize; o++) held[o] = row(values, o * n, n);
    out.set(castArray(held, 'float64', acc) as Float64Array);
  }
  return runCastCpu({ data: out as Storage, dtype: acc, shape }, outDType, target);
}

type Row = (x: ArrayLike<number>, s: number, n: number) => number;

/** NumPy's pairwise sum (pairwise-sum.ts) of `f(x[i])` over a row, each addition rounded by `R`. */
function pairwise(x: ArrayLike<number>, s: number, n: number, f: (v: number) => number, R: (v: number) => number): number {
  if (n < 8) {
    let res = -0;
    for (let i = s; i < s + n; i++) res = R(res + f(x[i]!));
    return res;
  }
  if (n <= 128) {
    const r = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => f(x[s + k]!));
    const m = s + n - (n % 8);
    let i = s + 8;
    for (; i < m; i += 8) for (let k = 0; k < 8; k++) r[k] = R(r[k]! + f(x[i + k]!));
    let res = R(R(R(r[0]! + r[1]!) + R(r[2]! + r[3]!)) + R(R(r[4]! + r[5]!) + R(r[6]! + r[7]!)));
    for (; i < s + n; i++) res = R(res + f(x[i]!));
    return res;
  }
  let n2 = Math.floor(n / 2);
  n2 -= n2 % 8;
  return R(pairwise(x, s, n2, f, R) + pairwise(x, s + n2, n - n2, f, R));
}

/** The row's maximum, NaN if any element is NaN (-inf for an empty row). */
function maxOf(x: ArrayLike<number>, s: number, n: number): number {
  let m = -Infinity;
  for (let i = s; i < s + n; i++) {
    const v = x[i]!;
    if (v !== v) return NaN;
    if (v > m) m = v;
  }
  return m;
}

/** `log(sum(exp(x - m))) + m`, m the maximum where finite, else 0 (TensorFlow's, JAX's, PyTorch's formula). */
function shiftedRow(R: (v: number) => number, lane: 'float32' | 'float64'): Row {
  const { exp, log } = libmFunctions(lane);
  return (x, s, n) => {
    const raw = maxOf(x, s, n);
    const m = Number.isFinite(raw) ? raw : 0;
    const sum = pairwise(x, s, n, (v) => R(exp(R(v - m))), R);
    return R(R(log(sum)) + m);
  };
}

/** scipy.special.logsumexp's formula for a real row (scipy/special/_logsumexp.py, `_logsumexp`). */
function scipyRow(R: (v: number) => number, lane: 'float32' | 'float64'): Row {
  const { exp, log, log1p } = libmFunctions(lane);
  return (x, s, n) => {
    if (n === 0) return -Infinity;
    const m = maxOf(x, s, n);
    let k = 0;
    for (let i = s; i < s + n; i++) if (x[i] === m) k++;
    // the maxima are set to -inf: exp(-inf - m) is 0 (or NaN where m is -inf, as NumPy's)
    let sum = pairwise(x, s, n, (v) => R(exp(R((v === m ? -Infinity : v) - m))), R);
    if (sum !== 0) sum = R(sum / k);
    const out = R(R(R(log1p(sum)) + R(log(k))) + m);
    if (Number.isFinite(out)) return out;
    return R(log(pairwise(x, s, n, (v) => R(exp(v)), R)));
  };
}

/** Complex rows: shifted by the largest finite real part, summed pairwise lane by lane, imaginary part in (-pi, pi]. */
function complexRows(x: Float64Array, n: number, out: Float64Array, acc: 'complex64' | 'complex128'): void {
  const lane = acc === 'complex64' ? 'float32' : 'float64';
  const R = lane === 'float32' ? Math.fround : (v: number) => v;
  const f = complexFunctions(lane, libmFunctions(lane));
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  const PI = R(Math.PI);
  for (let o = 0; o < out.length / 2; o++) {
    const s = o * n;
    let m = -Infinity;
    for (let i = 0; i < n; i++) m = Math.max(m, x[2 * (s + i)]!);
    if (!Number.isFinite(m)) m = 0;
    for (let i = 0; i < n; i++) {
      const e = f.exp(R(x[2 * (s + i)]! - m), x[2 * (s + i) + 1]!);
      re[i] = e[0]!;
      im[i] = e[1]!;
    }
    const l = f.log(pairwise(re, 0, n, (v) => v, R), pairwise(im, 0, n, (v) => v, R));
    out[2 * o] = R(l[0]! + m);
    let phase = l[1]!;
    if (phase <= -PI) phase = R(phase + 2 * PI);
    out[2 * o + 1] = phase;
  }
}
