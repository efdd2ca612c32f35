import { castArray, dtypeInfo, DTypeError, iinfo, roundToBfloat16, roundToFloat16, type DType, type IntegerDType, type Storage } from '@typelattice/dtypes';
import { allocOutput } from './alloc';

// What arange and linspace share: each library's way of computing them (a rule), the arithmetic of
// a float dtype (float16 and bfloat16 compute in float32 and round after each operation), Python's
// numbers (an int is a bigint, a float a number), and the store of the computed values into a dtype.

/**
 * Whose arange and linspace: NumPy's (`fill` from the first two values; linspace in float64),
 * JAX's (`start + step * iota`; linspace as `start * (1 - t) + stop * t`), TensorFlow's
 * (`val += delta`; linspace as `start + delta * i` in the bounds' dtype) or PyTorch's
 * (`start + step * i` in its accumulation type; linspace from both ends).
 *
 * @example
 * ```ts
 * import type { SequenceRule } from '@typelattice/kernels-cpu';
 * const rule: SequenceRule = 'numpy';
 * ```
 */
export type SequenceRule = 'numpy' | 'jax' | 'tf' | 'torch';

/**
 * A Python number as the sequences take it: a `bigint` is an int (exact at any size), a `number`
 * a float.
 *
 * @example
 * ```ts
 * import type { PyNumber } from '@typelattice/kernels-cpu';
 * const start: PyNumber = 0n; // the int 0
 * const step: PyNumber = 0.5; // the float 0.5
 * ```
 */
export type PyNumber = number | bigint;

/** The real lane a float or complex dtype computes in. */
export type RealLane = 'float64' | 'float32' | 'float16' | 'bfloat16';

export const REAL_LANE: Partial<Record<DType, RealLane>> = {
  float64: 'float64',
  float32: 'float32',
  float16: 'float16',
  bfloat16: 'bfloat16',
  complex64: 'float32',
  complex128: 'float64',
};

/** A number rounded to a lane (float16 and bfloat16 from float64 as NumPy and ml_dtypes cast). */
export const ROUND: Readonly<Record<RealLane, (x: number) => number>> = {
  float64: (x) => x,
  float32: Math.fround,
  float16: roundToFloat16,
  bfloat16: roundToBfloat16,
};

/**
 * The result of one arithmetic operation in a lane: float64 as is, float32 rounded, float16 and
 * bfloat16 computed in float32 and rounded to the half (as C's `half` types and XLA compute them).
 */
export const ARITH: Readonly<Record<RealLane, (x: number) => number>> = {
  float64: (x) => x,
  float32: Math.fround,
  float16: (x) => roundToFloat16(Math.fround(x)),
  bfloat16: (x) => roundToBfloat16(Math.fround(x)),
};

export const isFloatLane = (d: DType): boolean => REAL_LANE[d] !== undefined;
export const isComplexDType = (d: DType): boolean => d === 'complex64' || d === 'complex128';
export const isIntegerDType = (d: DType): d is IntegerDType => {
  const k = dtypeInfo(d).kind;
  return k === 'i' || k === 'u';
};

/** Python's `a + b`: two ints add exactly, otherwise as floats. */
export const pyAdd = (a: PyNumber, b: PyNumber): PyNumber => (typeof a === 'bigint' && typeof b === 'bigint' ? a + b : Number(a) + Number(b));
/** Python's `a - b`. */
export const pySub = (a: PyNumber, b: PyNumber): PyNumber => (typeof a === 'bigint' && typeof b === 'bigint' ? a - b : Number(a) - Number(b));

/**
 * Python's `int(x)` checked against an integer dtype's range, as NumPy stores a Python number into
 * an integer array: a float is truncated first; NaN, an infinity or a value out of range is refused.
 */
export function checkedInt(x: PyNumber, dtype: IntegerDType, what: string): bigint {
  let v: bigint;
  if (typeof x === 'bigint') v = x;
  else {
    if (!Number.isFinite(x)) throw new DTypeError(`${what}: cannot store ${x} in ${dtype} (NumPy raises: cannot convert float ${x} to integer). Pass finite bounds.`);
    v = BigInt(Math.trunc(x));
  }
  const { min, max } = iinfo(dtype);
  if (v < min || v > max) {
    throw new DTypeError(`${what}: ${x} is out of bounds for ${dtype} (${min} to ${max}), as NumPy refuses it. Pass a wider dtype.`);
  }
  return v;
}

/**
 * XLA's conversion of a float to an integer dtype: truncated toward zero and saturated at the
 * dtype's bounds; NaN gives 0.
 */
export function saturatingInt(x: number, dtype: IntegerDType): bigint {
  if (Number.isNaN(x)) return 0n;
  const { min, max } = iinfo(dtype);
  if (x <= Number(min)) return min;
  if (x >= Number(max)) return max;
  const v = BigInt(Math.trunc(x));
  return v < min ? min : v > max ? max : v;
}

/** Storage of `n` elements of `dtype` (owning its memory; every element is written by the caller). */
export const sequenceStorage = (dtype: DType, n: number): Storage => allocOutput(dtypeInfo(dtype), n * dtypeInfo(dtype).lanes);

/**
 * Real values (float64) as `dtype`, as each library converts them: NumPy's `astype` (floats round,
 * integers truncate and wrap as NumPy's C casts do, bool is `x != 0`; complex takes the value as
 * its real part), or XLA's (integers saturate, NaN gives 0).
 */
export function storeReals(values: Float64Array, dtype: DType, conversion: 'numpy' | 'saturate'): Storage {
  if (conversion === 'saturate' && isIntegerDType(dtype)) {
    const out = sequenceStorage(dtype, values.length) as { [i: number]: number | bigint };
    for (let i = 0; i < values.length; i++) out[i] = toStorageInt(saturatingInt(values[i]!, dtype), dtype);
    return out as Storage;
  }
  if (isComplexDType(dtype)) {
    const lane = dtype === 'complex64' ? 'float32' : 'float64';
    const parts = new Float64Array(values.length * 2);
    for (let i = 0; i < values.length; i++) parts[2 * i] = values[i]!;
    return castArray(parts, 'float64', lane) as Storage;
  }
  return castArray(values, 'float64', dtype) as Storage;
}

/** Complex values (interleaved float64 parts) as a complex dtype (each part rounded to its lane). */
export function storeComplex(parts: Float64Array, dtype: 'complex64' | 'complex128'): Storage {
  return dtype === 'complex128' ? parts : (castArray(parts, 'float64', 'float32') as Storage);
}

/** A bigint as the element a 64-bit storage takes, or a number for the narrower ones. */
export const toStorageInt = (v: bigint, dtype: IntegerDType): bigint | number => (dtypeInfo(dtype).bits === 64 ? v : Number(v));
