import { type DType, type Storage } from '@typelattice/dtypes';
import { fma32, fma64 } from './float-helpers';
import { ARITH, isComplexDType, isIntegerDType, REAL_LANE, ROUND, sequenceStorage, storeComplex, storeReals, type RealLane, type SequenceRule } from './sequence-numbers';

/**
 * A bound of {@link linspace}: a real number, or a complex one as `{ re, im }`.
 *
 * @example
 * ```ts
 * import type { LinspaceBound } from '@typelattice/kernels-cpu';
 * const b: LinspaceBound = { re: 1, im: -1 };
 * ```
 */
export type LinspaceBound = number | { readonly re: number; readonly im: number };

/**
 * The arguments of {@link linspace}: the bounds, the count, whether `stop` is included, the
 * result's dtype, the dtype the values are computed in (a float or complex dtype: NumPy's
 * `result_type(start, stop, float)`, JAX's inexact dtype, TensorFlow's bounds' dtype, PyTorch's
 * result dtype) and whose algorithm.
 *
 * @example
 * ```ts
 * import type { LinspaceSpec } from '@typelattice/kernels-cpu';
 * const spec: LinspaceSpec = { rule: 'numpy', dtype: 'float32', compute: 'float64', start: 0, stop: 1, num: 5, endpoint: true };
 * ```
 */
export interface LinspaceSpec {
  readonly rule: SequenceRule;
  readonly dtype: DType;
  readonly compute: DType;
  readonly start: LinspaceBound;
  readonly stop: LinspaceBound;
  readonly num: number;
  readonly endpoint: boolean;
}

/**
 * `num` evenly spaced values from `start` to `stop` (`stop` included where `endpoint`), as the
 * rule's library computes them in `compute`, then stored into `dtype`:
 * - NumPy: `step = (stop - start) / div` (div = num - 1, or num without the endpoint), values
 *   `i * step + start` (`i / div * (stop - start) + start` where `step` underflows to 0), the last
 *   value `stop` itself; integer dtypes take the floor, then `astype` (wrapping);
 * - JAX: `start * (1 - t) + stop * t` with `t = i / div`, then `stop`; integers the floor,
 *   then XLA's saturating conversion;
 * - TensorFlow: `start`, then `start + delta * i` with `delta = (stop - start) / (num - 1)`, then
 *   `stop`, each operation rounded to the compute dtype (without the endpoint, as
 *   `tf.experimental.numpy.linspace`: the same from `start` to `stop - (stop - start) / num`);
 * - PyTorch: `start + step * i` for the first half and `stop - step * (num - 1 - i)` for the
 *   second, each one multiply-add in float32 and float64 (rounded per operation in half types),
 *   in the result dtype (float64 for integers, then truncated); PyTorch has no endpoint
 *   parameter: without the endpoint, the same to `stop - (stop - start) / num`.
 *
 * @example
 * ```ts
 * import { linspace } from '@typelattice/kernels-cpu';
 * linspace({ rule: 'numpy', dtype: 'float64', compute: 'float64', start: 0, stop: 1, num: 5, endpoint: true });
 * // Float64Array [0, 0.25, 0.5, 0.75, 1]
 * ```
 */
export function linspace(spec: LinspaceSpec): Storage {
  const { num, dtype } = spec;
  if (num === 0) return sequenceStorage(dtype, 0);
  const complex = isComplexDType(spec.compute);
  const lane = REAL_LANE[spec.compute] as RealLane;
  const parts = (b: LinspaceBound): [number, number] => (typeof b === 'number' ? [b, 0] : [b.re, b.im]);
  const [sr, si] = parts(spec.start).map(ROUND[lane]) as [number, number];
  const [er, ei] = parts(spec.stop).map(ROUND[lane]) as [number, number];
  const real = RULES[spec.rule](sr, er, spec, lane, complex);
  if (!complex) return store(real, spec);
  const imag = RULES[spec.rule](si, ei, spec, lane, complex);
  const zipped = new Float64Array(2 * num);
  for (let i = 0; i < num; i++) {
    zipped[2 * i] = real[i]!;
    zipped[2 * i + 1] = imag[i]!;
  }
  if (isComplexDType(dtype)) return storeComplex(zipped, dtype as 'complex64' | 'complex128');
  // a complex linspace into a real dtype keeps the real parts (NumPy's astype)
  return store(real, spec);
}

/** The computed values as the dtype, as the rule's library converts them. */
function store(values: Float64Array, spec: LinspaceSpec): Storage {
  const int = isIntegerDType(spec.dtype);
  if (int && spec.rule !== 'torch' && spec.rule !== 'tf') for (let i = 0; i < values.length; i++) values[i] = Math.floor(values[i]!);
  return storeReals(values, spec.dtype, spec.rule === 'jax' ? 'saturate' : 'numpy');
}

/** One real part of a linspace (the real and imaginary parts of a complex one are computed apart). */
type Rule = (start: number, stop: number, spec: LinspaceSpec, lane: RealLane, complex: boolean) => Float64Array;

const RULES: Readonly<Record<SequenceRule, Rule>> = {
  numpy: (start, stop, { num, endpoint }, lane, complex) => {
    const op = ARITH[lane];
    const y = new Float64Array(num);
    const div = endpoint ? num - 1 : num;
    const delta = op(stop - start);
    // a complex divided by a real divides as complex numbers do in NumPy: times 1 / div
    const divide = complex ? (x: number) => op(x * op(1 / div)) : (x: number) => op(x / div);
    if (div > 0) {
      const step = divide(delta);
      if (step === 0) for (let i = 0; i < num; i++) y[i] = op(op(divide(i) * delta) + start);
      else for (let i = 0; i < num; i++) y[i] = op(op(i * step) + start);
    } else for (let i = 0; i < num; i++) y[i] = op(op(i * delta) + start);
    if (endpoint && num > 1) y[num - 1] = stop;
    return y;
  },
  jax: (start, stop, { num, endpoint }, lane, complex) => {
    const op = ARITH[lane];
    const y = new Float64Array(num);
    const div = endpoint ? num - 1 : num;
    if (num > 1 && lane === 'bfloat16' && !complex) {
      // bfloat16: jnp.linspace's `start * (1 - t) + stop * t`, `t = i / div`, each operation
      // rounded to bfloat16 (measured bit for bit against JAX 0.10 on 6,286 values of random bounds)
      const d = op(div);
      for (let i = 0; i < div; i++) {
        const t = op(op(i) / d);
        y[i] = op(op(start * op(1 - t)) + op(stop * t));
      }
      if (endpoint) y[num - 1] = stop;
      return y;
    }
    if (num > 1) {
      // XLA computes i / div as i * (1 / div), div in the dtype (a half rounds 2999 to 3000), and
      // for reals turns stop * (i * r) into i * (stop * r); it fuses the last product and sum into
      // one multiply-add for float32/float64 and rounds each half operation (measured bit for bit
      // against JAX 0.10 on 600 random float16 linspaces, bounds from 1e-6 to 6e4, up to 5,001 values)
      const r = op(1 / op(div));
      const fma =
        lane === 'float64'
          ? fma64
          : lane === 'float16'
            ? (a: number, b: number, c: number) => op(op(a * b) + c)
            : (a: number, b: number, c: number) => op(fma32(a, b, c));
      const stopR = op(stop * r);
      for (let i = 0; i < div; i++) {
        const k = op(i); // the iota is in the dtype: a half rounds indices above 2048
        const t = op(k * r);
        const rest = op(start * op(1 - t));
        y[i] = complex ? fma(stop, t, rest) : fma(k, stopR, rest);
      }
      if (endpoint) y[num - 1] = stop;
    } else y[0] = start;
    return y;
  },
  tf: (start, stop, { num, endpoint }, lane) => {
    const op = ARITH[lane];
    if (!endpoint && num > 1) {
      // tf.experimental.numpy.linspace: the endpoint form from start to stop - step
      const step = op(op(stop - start) / num);
      return tfLinspace(start, op(stop - step), num, op);
    }
    return tfLinspace(start, stop, num, op);
  },
  torch: (from, to, { num, dtype, endpoint }, lane) => {
    const op = ARITH[lane];
    // the bounds are converted to the result dtype first (an integer dtype truncates them);
    // PyTorch has no endpoint parameter: without the endpoint, the same from start to stop - step
    const [start, end] = isIntegerDType(dtype) ? [Math.trunc(from), Math.trunc(to)] : [from, to];
    const stop = endpoint || num < 2 ? end : op(end - op(op(end - start) / num));
    const y = new Float64Array(num);
    if (num === 1) {
      y[0] = start;
      return y;
    }
    // the divisor is in the dtype too (static_cast<scalar_t>(steps - 1): a half rounds 2999 to 3000)
    const step = op(op(stop - start) / op(num - 1));
    const halfway = Math.floor(num / 2);
    // the compiler contracts float and double `start + step * i` into one multiply-add (measured:
    // bit for bit on torch 2.13's CPU linspace); half and bfloat16 round each operation
    const fma = lane === 'float64' ? fma64 : lane === 'float32' ? (a: number, b: number, c: number) => op(fma32(a, b, c)) : (a: number, b: number, c: number) => op(c + op(a * b));
    for (let i = 0; i < num; i++) y[i] = i < halfway ? fma(step, i, start) : fma(-step, num - i - 1, stop);
    return y;
  },
};

/** tf.linspace: start, start + delta * i for i in 1 .. num - 2, stop (the first num of them). */
function tfLinspace(start: number, stop: number, num: number, op: (x: number) => number): Float64Array {
  const y = new Float64Array(num);
  // the divisor is cast to the dtype (a half rounds 2999 to 3000; measured against TensorFlow 2.21)
  const delta = op(op(stop - start) / op(Math.max(num - 1, 1)));
  y[0] = start;
  // the index is cast to the dtype first (a half rounds indices above 2048)
  for (let i = 1; i < num - 1; i++) y[i] = op(start + op(delta * op(i)));
  if (num > 1) y[num - 1] = stop;
  return y;
}
