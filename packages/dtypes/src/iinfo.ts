import type { DType, DTypeCode, IntegerDType } from './dtype';
import { DTypeError } from './errors';
import { dtypeInfo } from './info';

/** Machine limits of an integer dtype, as NumPy's `np.iinfo`. @example `iinfo('int16').max; // 32767n` */
export interface IInfo {
  readonly dtype: IntegerDType;
  readonly bits: number;
  /** Smallest value, as a bigint (`-128n` for int8, `0n` for unsigned). */
  readonly min: bigint;
  /** Largest value, as a bigint (`127n` for int8). */
  readonly max: bigint;
}

/**
 * Machine limits of an integer dtype: bits, min and max as bigints (NumPy's `np.iinfo`).
 *
 * @example
 * ```ts
 * iinfo('int8').min; // -128n
 * iinfo('u64').max; // 18446744073709551615n
 * ```
 * @throws DTypeError for a dtype that is not an integer dtype (bool included, as in NumPy).
 */
export function iinfo(dtype: DType | DTypeCode | string): IInfo {
  const { name, kind, bits } = dtypeInfo(dtype);
  if (kind !== 'u' && kind !== 'i') {
    throw new DTypeError(
      `iinfo needs an integer dtype, got ${name}; use finfo for floating and complex dtypes.`,
    );
  }
  const b = BigInt(bits);
  const min = kind === 'u' ? 0n : -(1n << (b - 1n));
  const max = kind === 'u' ? (1n << b) - 1n : (1n << (b - 1n)) - 1n;
  return { dtype: name as IntegerDType, bits, min, max };
}
