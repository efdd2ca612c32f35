import type { IntegerDType } from './dtype';

// The platform rule for float -> integer casts that NumPy leaves undefined (NaN, ±inf, values
// whose truncation is out of the target's range): what NumPy on x86-64 gives for a lone element,
// i.e. the x86-64 C conversions. Truncation toward zero always; then
//
//  - int8, int16, uint8, uint16, int32: convert to int32, where an invalid value gives
//    -2^31; then wrap to the width (so NaN -> 0 for 8/16-bit targets, -2147483648 for int32);
//  - uint32: convert to int64 (invalid -> -2^63), keep the low 32 bits (NaN -> 0);
//  - int64: convert to int64, invalid -> -2^63;
//  - uint64: below 2^63 (NaN included) as int64, else as int64 of x - 2^63 plus 2^63
//    (NaN -> 2^63, +inf -> 0).
//
// NumPy's vectorised loops may give other values for such elements inside long arrays; in-range
// values always agree.
const INT32_MIN = -(2 ** 31);
const TWO_63 = 2 ** 63;
const INT64_MIN = -(1n << 63n);
const BIT_63 = 1n << 63n;

/** x86-64 `cvttsd2si` to 32 bits: truncation, -2^31 when NaN or out of range. */
export function truncToInt32(x: number): number {
  const t = Math.trunc(x);
  return t >= INT32_MIN && t < -INT32_MIN ? t : INT32_MIN;
}

/** x86-64 `cvttsd2si` to 64 bits: truncation, -2^63 when NaN or out of range. */
export function truncToInt64(x: number): bigint {
  const t = Math.trunc(x);
  return t >= -TWO_63 && t < TWO_63 ? BigInt(t) : INT64_MIN;
}

/** A float as a uint32 (low 32 bits of the int64 conversion), ready for a Uint32Array store. */
function truncToUint32(x: number): number {
  const t = Math.trunc(x);
  return t >= -TWO_63 && t < TWO_63 ? t : 0;
}

/** A float as a uint64 (bit pattern), as x86-64 C code converts double to unsigned 64 bits. */
export function truncToUint64(x: number): bigint {
  return x >= TWO_63 ? truncToInt64(x - TWO_63) ^ BIT_63 : truncToInt64(x);
}

/**
 * The float -> integer conversion for a target dtype, with the rule above (the one `castArray`
 * uses): returns a value whose TypedArray store (which wraps) gives the target's bits.
 *
 * @example
 * ```ts
 * floatToInteger('int8')(-2.7); // -2
 * floatToInteger('int8')(NaN); // -2147483648 (an Int8Array store wraps it to 0)
 * floatToInteger('int64')(Infinity); // -9223372036854775808n
 * ```
 */
export function floatToInteger(to: IntegerDType): ((x: number) => number) | ((x: number) => bigint) {
  if (to === 'int64') return truncToInt64;
  if (to === 'uint64') return truncToUint64;
  if (to === 'uint32') return truncToUint32;
  return truncToInt32;
}

/**
 * Casts float storage to 8/16/32-bit integer storage with the rule above, in one loop per rule
 * with literal bounds (V8 runs these several times faster than with bounds in variables). The
 * TypedArray store truncates toward zero and wraps to the width, so an in-range x is stored as is.
 */
export function floatsToSmallIntegers(
  src: Float32Array | Float64Array,
  dst: Int8Array | Int16Array | Int32Array | Uint8Array | Uint16Array | Uint32Array,
  n: number,
  uint32: boolean,
): void {
  if (uint32) {
    // trunc(x) in [-2^63, 2^63); no double lies strictly between -2^63 - 1 and -2^63.
    for (let i = 0; i < n; i++) {
      const x = src[i]!;
      dst[i] = x >= -9223372036854775808 && x < 9223372036854775808 ? x : 0;
    }
  } else {
    // trunc(x) in [-2^31, 2^31), NaN fails both tests.
    for (let i = 0; i < n; i++) {
      const x = src[i]!;
      dst[i] = x > -2147483649 && x < 2147483648 ? x : -2147483648;
    }
  }
}
