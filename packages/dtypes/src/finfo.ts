import type { DType, DTypeCode, FloatDType } from './dtype';
import { DTypeError } from './errors';
import { roundToBfloat16 } from './bfloat16';
import { roundToFloat16 } from './float16';
import { dtypeInfo } from './info';

/** Machine limits of a floating dtype, as NumPy's `np.finfo` (ml_dtypes' for bfloat16). @example `finfo('float32').eps; // 2 ** -23` */
export interface FInfo {
  /** The real dtype described (`float32` for `complex64`, as NumPy). */
  readonly dtype: FloatDType;
  readonly bits: number;
  /** Distance from 1 to the next larger representable value. */
  readonly eps: number;
  /** Largest finite value. */
  readonly max: number;
  /** Most negative finite value (`-max`). */
  readonly min: number;
  /** Smallest positive normal value (NumPy's `smallest_normal`). */
  readonly smallestNormal: number;
  /** Smallest positive subnormal value (NumPy's `smallest_subnormal`). */
  readonly smallestSubnormal: number;
  /** NumPy's `tiny`: the same as `smallestNormal`. */
  readonly tiny: number;
  /** Decimal digits of precision: `floor(-log10(eps))` (NumPy's `precision`). */
  readonly precision: number;
  /** `10 ** -precision` rounded to this dtype (NumPy's `resolution`: 0.0010004043579101562 for float16). */
  readonly resolution: number;
  /** Explicit mantissa bits (NumPy's `nmant`). */
  readonly mantissaBits: number;
  /** Exponent bits (NumPy's `nexp`). */
  readonly exponentBits: number;
}

// [mantissa bits, exponent bits] per real floating dtype; every limit follows from these two.
const LAYOUT: Record<FloatDType, readonly [number, number]> = {
  bfloat16: [7, 8],
  float16: [10, 5],
  float32: [23, 8],
  float64: [52, 11],
};

const REAL_OF: Partial<Record<DType, FloatDType>> = {
  bfloat16: 'bfloat16',
  float16: 'float16',
  float32: 'float32',
  float64: 'float64',
  complex64: 'float32',
  complex128: 'float64',
};

// Each float dtype's rounding of a float64, for `resolution`, which NumPy holds in the dtype.
const ROUND: Record<FloatDType, (x: number) => number> = {
  bfloat16: roundToBfloat16,
  float16: roundToFloat16,
  float32: Math.fround,
  float64: (x) => x,
};

function describe(dtype: FloatDType): FInfo {
  const [mantissaBits, exponentBits] = LAYOUT[dtype];
  const maxExp = 2 ** (exponentBits - 1) - 1;
  const minExp = 1 - maxExp;
  const max = (2 - 2 ** -mantissaBits) * 2 ** maxExp;
  const precision = Math.floor(mantissaBits * Math.log10(2));
  return Object.freeze({
    dtype,
    bits: 1 + exponentBits + mantissaBits,
    eps: 2 ** -mantissaBits,
    max,
    min: -max,
    smallestNormal: 2 ** minExp,
    smallestSubnormal: 2 ** (minExp - mantissaBits),
    tiny: 2 ** minExp,
    precision,
    resolution: ROUND[dtype](Number(`1e-${precision}`)),
    mantissaBits,
    exponentBits,
  });
}

const FINFOS = Object.fromEntries(
  (Object.keys(LAYOUT) as FloatDType[]).map((d) => [d, describe(d)]),
) as Record<FloatDType, FInfo>;

/**
 * Machine limits of a floating or complex dtype: eps, max, smallest normal and subnormal,
 * mantissa and exponent bits, with NumPy's values (ml_dtypes' for bfloat16). A complex dtype
 * describes its real component, as in NumPy.
 *
 * @example
 * ```ts
 * finfo('float16').max; // 65504
 * finfo('bfloat16').eps; // 0.0078125
 * finfo('complex64').dtype; // 'float32'
 * ```
 * @throws DTypeError for a bool or integer dtype.
 */
export function finfo(dtype: DType | DTypeCode | string): FInfo {
  const { name } = dtypeInfo(dtype);
  const real = REAL_OF[name];
  if (real === undefined) {
    throw new DTypeError(`finfo needs a floating or complex dtype, got ${name}; use iinfo for integer dtypes.`);
  }
  return FINFOS[real];
}
