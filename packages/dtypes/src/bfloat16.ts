import { decodeTable, decodeThroughTable } from './decode-table';
import { checkOutLength } from './checks';
import { F32, I32_OF_F32 } from './scratch';

/**
 * Decodes bfloat16 bits (the top half of a float32) to the number they denote.
 *
 * @example
 * ```ts
 * bfloat16BitsToNumber(0x3f80); // 1
 * bfloat16BitsToNumber(0x7f80); // Infinity
 * ```
 */
export function bfloat16BitsToNumber(bits: number): number {
  I32_OF_F32[0] = bits << 16;
  return F32[0]!;
}

/**
 * Encodes a number as bfloat16 bits the way ml_dtypes, JAX and TensorFlow do: first to float32
 * (round to nearest even), then to bfloat16 (round to nearest even). That double rounding differs
 * from direct rounding for a few values beside ties, and it is what users compare against. NaN
 * becomes the quiet NaN `0x7fc0` with the input's sign, as ml_dtypes gives.
 *
 * @example
 * ```ts
 * numberToBfloat16Bits(1); // 0x3f80
 * numberToBfloat16Bits(1 + 2 ** -8); // 0x3f80 (tie, rounds to even)
 * numberToBfloat16Bits(1 + 2 ** -8 + 2 ** -30); // 0x3f80: float32 first drops the 2^-30
 * ```
 */
export function numberToBfloat16Bits(x: number): number {
  F32[0] = x;
  return float32BitsToBfloat16Bits(I32_OF_F32[0]!);
}

/**
 * Rounds float32 bits to bfloat16 bits (round to nearest even; NaN to the signed quiet NaN).
 *
 * @example
 * ```ts
 * float32BitsToBfloat16Bits(0x3f808000); // 0x3f80 (a tie: rounds to even)
 * float32BitsToBfloat16Bits(0x7f800001); // 0x7fc0
 * ```
 */
export function float32BitsToBfloat16Bits(bits: number): number {
  if ((bits & 0x7fffffff) > 0x7f800000) return ((bits >>> 16) & 0x8000) | 0x7fc0;
  return (bits + 0x7fff + ((bits >>> 16) & 1)) >>> 16;
}

/**
 * Rounds a number to the nearest bfloat16 value (through float32, as {@link numberToBfloat16Bits}).
 *
 * @example
 * ```ts
 * roundToBfloat16(Math.PI); // 3.140625
 * ```
 */
export function roundToBfloat16(x: number): number {
  return bfloat16BitsToNumber(numberToBfloat16Bits(x));
}

const bfloat16Table = decodeTable(bfloat16BitsToNumber);

/**
 * Decodes an array of bfloat16 bits to numbers through a lazily built 65,536-entry table, into
 * `out` (a new Float64Array when omitted).
 * Float32 output is exact: every bfloat16 is a float32.
 *
 * @example
 * ```ts
 * bfloat16BitsToNumbers(new Uint16Array([0x3f80, 0xc000])); // Float64Array [1, -2]
 * ```
 */
export function bfloat16BitsToNumbers<O extends Float64Array | Float32Array = Float64Array>(
  bits: ArrayLike<number>,
  out?: O,
): O {
  return decodeThroughTable(bits, bfloat16Table(), out);
}

/**
 * Encodes an array of numbers as bfloat16 bits (through float32, as ml_dtypes does), into `out`
 * (a new Uint16Array when omitted). Allocates nothing per element.
 *
 * @example
 * ```ts
 * numbersToBfloat16Bits([1, -2, NaN]); // Uint16Array [0x3f80, 0xc000, 0x7fc0]
 * ```
 */
export function numbersToBfloat16Bits(values: ArrayLike<number>, out?: Uint16Array): Uint16Array {
  const n = values.length;
  const dst = out ?? new Uint16Array(n);
  checkOutLength(dst.length, n);
  for (let i = 0; i < n; i++) {
    F32[0] = values[i]!;
    dst[i] = float32BitsToBfloat16Bits(I32_OF_F32[0]!);
  }
  return dst;
}
