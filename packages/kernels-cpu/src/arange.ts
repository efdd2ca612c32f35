import { dtypeInfo, numberToBfloat16Bits, numberToFloat16Bits, type DType, type IntegerDType, type Storage } from '@typelattice/dtypes';
import { fma32, fma64 } from './float-helpers';
import {
  ARITH,
  checkedInt,
  isComplexDType,
  pyAdd,
  pySub,
  REAL_LANE,
  ROUND,
  saturatingInt,
  sequenceStorage,
  type PyNumber,
  type RealLane,
  type SequenceRule,
} from './sequence-numbers';

/**
 * The arguments of {@link arange}: Python numbers (a `bigint` is an int, a `number` a float), the
 * dtype of the result and whose algorithm.
 *
 * @example
 * ```ts
 * import type { ArangeSpec } from '@typelattice/kernels-cpu';
 * const spec: ArangeSpec = { rule: 'numpy', dtype: 'float64', start: 0n, stop: 1n, step: 0.1 };
 * ```
 */
export interface ArangeSpec {
  readonly rule: SequenceRule;
  readonly dtype: DType;
  readonly start: PyNumber;
  readonly stop: PyNumber;
  /** The step; absent where the call gave none (JAX computes `arange(N, M)` as `N + iota`). */
  readonly step?: PyNumber;
}

/**
 * The length of an arange, as its library computes it, or why the library refuses the bounds:
 * - NumPy: `ceil((stop - start) / step)` in Python's arithmetic (ints exactly), 0 when negative,
 *   1 when the quotient underflows to +0 (`arange(0, 1, inf)`); NaN or an infinite length refused;
 * - JAX: the same quotient (no underflow rule); without a step `ceil(stop - start)`;
 * - TensorFlow: computed in the dtype (`ceil(|(limit - start) / delta|)`, integers as
 *   `(|limit - start| + |delta| - 1) / |delta|`), and a range running away from its limit is refused;
 * - PyTorch: `ceil((end - start) / step)` in float64 (int64: from the int64 bounds), a range
 *   running away from its end or an infinite bound refused.
 *
 * @example
 * ```ts
 * import { arangeLength } from '@typelattice/kernels-cpu';
 * arangeLength({ rule: 'numpy', dtype: 'float64', start: 0n, stop: 1n, step: 0.1 }); // { length: 10 }
 * arangeLength({ rule: 'tf', dtype: 'int32', start: 5n, stop: 1n, step: 1n }).refusal !== undefined; // true
 * ```
 */
export function arangeLength(spec: ArangeSpec): { length: number; refusal?: undefined } | { length?: undefined; refusal: string } {
  const { rule, dtype, start, stop } = spec;
  const step = spec.step ?? 1n;
  if (Number(step) === 0) return { refusal: 'step must not be 0 (the range would never reach stop)' };
  if ([start, stop, step].some((x) => typeof x === 'number' && Number.isNaN(x))) return { refusal: 'start, stop and step must not be NaN' };
  const ceilLength = (q: number): { length: number } | { refusal: string } => {
    if (!Number.isFinite(q)) return { refusal: `the length, ceil((stop - start) / step) = ${q}, is not finite` };
    return { length: Math.max(0, Math.ceil(q)) };
  };
  switch (rule) {
    case 'numpy': {
      const delta = pySub(stop, start);
      const q = quotient(delta, step);
      if (q === 0 && Number(delta) !== 0) return { length: Object.is(q, -0) ? 0 : 1 };
      return ceilLength(q);
    }
    case 'jax':
      return ceilLength(quotient(pySub(stop, start), step));
    case 'torch': {
      if (!Number.isFinite(Number(start)) || !Number.isFinite(Number(stop))) return { refusal: `unsupported range: ${start} -> ${stop} (PyTorch takes finite bounds only)` };
      if ((Number(step) > 0 && Number(stop) < Number(start)) || (Number(step) < 0 && Number(stop) > Number(start))) {
        return { refusal: `the range runs away from stop: ${start} -> ${stop} by ${step} (PyTorch refuses it)` };
      }
      if (dtype === 'int64') {
        const [s, e, d] = [start, stop, step].map((x) => (typeof x === 'bigint' ? x : BigInt(Math.trunc(x)))) as [bigint, bigint, bigint];
        if (d === 0n) return { refusal: 'step must not be 0 after conversion to int64' };
        const sgn = d > 0n ? 1n : -1n;
        // integer division, as int64 arithmetic
        return { length: Math.max(0, Number((e - s + d - sgn) / d)) };
      }
      return ceilLength((Number(stop) - Number(start)) / Number(step));
    }
    case 'tf':
      return tfLength(dtype, start, stop, step);
  }
}

/** `a / b` as Python computes it (ints: the correctly rounded quotient where both are exact in float64). */
const quotient = (a: PyNumber, b: PyNumber): number => Number(a) / Number(b);

function tfLength(dtype: DType, start: PyNumber, stop: PyNumber, step: PyNumber): { length: number } | { refusal: string } {
  const lane = REAL_LANE[dtype];
  const [s, l, d] = lane === undefined ? [Number(start), Number(stop), Number(step)] : [start, stop, step].map((x) => ROUND[lane](Number(x))) as [number, number, number];
  if (d > 0 ? !(s <= l) : !(s >= l)) {
    return { refusal: `TensorFlow requires start ${d > 0 ? '<=' : '>='} limit when delta is ${d > 0 ? 'positive' : 'negative'}; got start ${start}, limit ${stop}, delta ${step}` };
  }
  if (lane === undefined) {
    const [bs, bl, bd] = [start, stop, step].map((x) => (typeof x === 'bigint' ? x : BigInt(Math.trunc(x)))) as [bigint, bigint, bigint];
    const abs = (x: bigint) => (x < 0n ? -x : x);
    return { length: Number((abs(bl - bs) + abs(bd) - 1n) / abs(bd)) };
  }
  const q = Math.abs(ARITH[lane](ARITH[lane](l - s) / d));
  if (!Number.isFinite(q)) return { refusal: `the length, ceil(|(limit - start) / delta|) = ${q}, is not finite` };
  return { length: Math.ceil(q) };
}

/**
 * The values of `arange` of `length` elements (from {@link arangeLength}) in `spec.dtype`,
 * computed as the rule's library computes them:
 * - NumPy: the first two values stored (`start`, then Python's `start + step`; into an integer
 *   dtype a float is truncated and an int out of range refused), then `fill`: `delta = b1 - b0`
 *   and `b0 + i * delta` in the dtype's arithmetic (float16 and bfloat16 in float32; integers
 *   wrapping);
 * - JAX: `start + step * i` in the dtype (float16 and bfloat16 in float32; an integer dtype takes
 *   the bounds truncated and saturated), `start + i` without a step;
 * - TensorFlow: `val = start; val += delta` in the dtype, one element after another;
 * - PyTorch: `start + step * i` in its accumulation type (float64 for float32 and float64, float32
 *   for the halves, int64 for integers), stored into the dtype.
 *
 * @example
 * ```ts
 * import { arange } from '@typelattice/kernels-cpu';
 * arange({ rule: 'numpy', dtype: 'float32', start: 0n, stop: 1n, step: 0.25 }, 4); // Float32Array [0, 0.25, 0.5, 0.75]
 * arange({ rule: 'numpy', dtype: 'int8', start: 0n, stop: 300n, step: 100n }, 3); // Int8Array [0, 100, -56]
 * ```
 * @throws DTypeError where NumPy refuses to store the first values in an integer dtype.
 */
export function arange(spec: ArangeSpec, length: number): Storage {
  const { dtype } = spec;
  const out = sequenceStorage(dtype, length);
  if (length === 0) return out;
  const lane = REAL_LANE[dtype];
  if (lane !== undefined) {
    const at = REAL_RULES[spec.rule](spec, lane, length);
    const lanes = isComplexDType(dtype) ? 2 : 1;
    if (dtype === 'float16' || dtype === 'bfloat16') {
      const s = out as Uint16Array;
      const bits = dtype === 'float16' ? numberToFloat16Bits : numberToBfloat16Bits;
      for (let i = 0; i < length; i++) s[i] = bits(at(i));
    } else {
      const s = out as Float32Array | Float64Array;
      for (let i = 0; i < length; i++) s[i * lanes] = at(i);
    }
    return out;
  }
  if (dtype === 'bool') {
    const s = out as Uint8Array;
    const first = spec.start;
    s[0] = Number(first) !== 0 ? 1 : 0;
    if (length > 1) s[1] = Number(pyAdd(first, spec.step ?? 1n)) !== 0 ? 1 : 0;
    return out;
  }
  const at = INT_RULES[spec.rule](spec, dtype as IntegerDType);
  const s = out as { [i: number]: number | bigint };
  const wide = dtypeInfo(dtype).bits === 64;
  const wrap = dtypeInfo(dtype).kind === 'u' ? (v: bigint) => BigInt.asUintN(64, v) : (v: bigint) => BigInt.asIntN(64, v);
  for (let i = 0; i < length; i++) {
    const v = at(i);
    s[i] = wide ? wrap(BigInt(v)) : typeof v === 'bigint' ? Number(BigInt.asIntN(32, v)) : v;
  }
  return out;
}

/** The i-th value of a float arange of `length` values, per rule (a number already rounded to the lane). */
type RealRule = (spec: ArangeSpec, lane: RealLane, length: number) => (i: number) => number;

/** The lanes of one of PyTorch's AVX2 vectors (Vectorized<T>::size()) per dtype. */
const TORCH_VECTOR: Readonly<Record<RealLane, number>> = { float64: 4, float32: 8, float16: 16, bfloat16: 16 };

const REAL_RULES: Readonly<Record<SequenceRule, RealRule>> = {
  numpy: ({ start, step = 1n }, lane) => {
    // setitem rounds the Python numbers into the dtype; fill computes in float64, or float32 for
    // float32 and the halves
    const round = ROUND[lane];
    const b0 = round(Number(start));
    const b1 = round(Number(pyAdd(start, step)));
    const op = lane === 'float64' ? ARITH.float64 : Math.fround;
    const delta = op(b1 - b0);
    return (i) => (i === 0 ? b0 : i === 1 ? b1 : round(op(b0 + op(op(i) * delta))));
  },
  jax: ({ start, step }, lane) => {
    // float16 and bfloat16 work in float32 and are converted once at the end
    const work = lane === 'float64' ? ARITH.float64 : Math.fround;
    const round = ROUND[lane];
    const s = work(Number(start));
    if (step === undefined) {
      const op = ARITH[lane];
      const s0 = round(Number(start));
      return (i) => op(s0 + i);
    }
    const d = work(Number(step));
    return (i) => round(work(s + work(d * i)));
  },
  tf: ({ start, step = 1n }, lane) => {
    // RangeFunctor: start + T(i) * delta, each operation in the dtype
    const round = ROUND[lane];
    const op = ARITH[lane];
    const s = round(Number(start));
    const d = round(Number(step));
    return (i) => op(s + op(round(i) * d));
  },
  torch: ({ start, step = 1n }, lane, length) => {
    // at::arange's CPU kernel as built for AVX2: `start + step * i` in the accumulation type
    // (float64 for float32 and float64, float32 for the halves), one multiply-add; a whole vector
    // of the dtype (TORCH_VECTOR lanes) starts from its first value so, rounded to the dtype, and
    // adds `j * step` to it; the tail past the last pair of vectors goes element by element
    // (measured bit for bit against torch 2.13 on an AVX2 CPU)
    const wide = lane === 'float64' || lane === 'float32';
    const fma = wide ? fma64 : (a: number, b: number, c: number) => Math.fround(fma32(a, b, c));
    const acc = wide ? ARITH.float64 : Math.fround;
    const round = ROUND[lane];
    const s = acc(Number(start));
    const d = acc(Number(step));
    const width = TORCH_VECTOR[lane];
    const vectored = length - (length % (2 * width));
    return (i) => {
      if (i >= vectored) return round(fma(d, i, s));
      const j = i % width;
      return round(fma(j, d, round(fma(d, i - j, s))));
    };
  },
};

/** The i-th value of an integer arange, per rule, before the store wraps it. */
type IntRule = (spec: ArangeSpec, dtype: IntegerDType) => (i: number) => number | bigint;

const INT_RULES: Readonly<Record<SequenceRule, IntRule>> = {
  numpy: ({ start, step = 1n }, dtype) => {
    const b0 = checkedInt(start, dtype, 'arange');
    const b1 = checkedInt(pyAdd(start, step), dtype, 'arange');
    return linearInt(b0, b1 - b0, dtype);
  },
  jax: ({ start, step }, dtype) => {
    const convert = (x: PyNumber) => (typeof x === 'bigint' ? x : saturatingInt(x, dtype));
    return linearInt(convert(start), step === undefined ? 1n : convert(step), dtype);
  },
  tf: ({ start, step = 1n }, dtype) => linearInt(truncInt(start), truncInt(step), dtype),
  torch: ({ start, step = 1n }, dtype) => {
    return linearInt(truncInt(start), truncInt(step), dtype);
  },
};

const truncInt = (x: PyNumber): bigint => (typeof x === 'bigint' ? x : BigInt(Math.trunc(x)));

/** `b0 + i * d` modulo the dtype's width: 32-bit arithmetic for the narrow dtypes, bigints for 64-bit. */
function linearInt(b0: bigint, d: bigint, dtype: IntegerDType): (i: number) => number | bigint {
  if (dtypeInfo(dtype).bits === 64) return (i) => b0 + BigInt(i) * d;
  const s = Number(BigInt.asIntN(32, b0));
  const step = Number(BigInt.asIntN(32, d));
  // the store into the dtype's TypedArray wraps the int32 to the dtype's width
  return (i) => (s + Math.imul(i, step)) | 0;
}
