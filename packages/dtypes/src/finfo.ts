import type { DType, DTypeCode, FloatDType } from './dtype';
import { DTypeError } from './errors';
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

function describe(dtype: FloatDType): FInfo {
  const [mantissaBits, exponentBits] = LAYOUT[dtype];
  const maxExp = 2 ** (exponentBits - 1) - 1;
  const minExp = 1 - maxExp;
  const max = (2 - 2 ** -mantissaBits) * 2 ** maxExp;
  return Object.freeze({
    dtype,
    bits: 1 + exponentBits + mantissaBits,
    eps: 2 ** -mantissaBits,
    max,
    min: -max,
    smallestNormal: 2 ** minExp,
    smallestSubnormal: 2 ** (minExp - mantissaBits),
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
