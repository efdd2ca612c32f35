import { decodeThroughTable } from './decode-table';
import { checkOutLength } from './checks';
import { F64, HI, LO, I32_OF_F64 } from './scratch';

/**
 * Decodes IEEE binary16 (float16) bits to the number they denote: exact, subnormals and signed
 * zero kept, NaN for every NaN pattern.
 *
 * @example
 * ```ts
 * float16BitsToNumber(0x3c00); // 1
 * float16BitsToNumber(0x0001); // 5.960464477539063e-8 (smallest subnormal, 2^-24)
 * ```
 */
export function float16BitsToNumber(bits: number): number {
  const exp = (bits >>> 10) & 0x1f;
  const man = bits & 0x3ff;
  let magnitude: number;
  if (exp === 0) magnitude = man * 2 ** -24;
  else if (exp === 0x1f) magnitude = man === 0 ? Infinity : NaN;
  else magnitude = (man + 0x400) * 2 ** (exp - 25);
  return bits & 0x8000 ? -magnitude : magnitude;
}

/**
 * Encodes a number as float16 bits, rounding the float64 value directly to nearest, ties to even
 * (as NumPy's `astype(np.float16)` does: no detour through float32). Overflow gives ±inf,
 * underflow gives ±0, subnormals and signed zero are kept; a NaN keeps the top ten bits of its
 * payload as NumPy does (`0x7c01` if those are all zero; JavaScript's own NaN gives `0x7e00`).
 *
 * @example
 * ```ts
 * numberToFloat16Bits(1); // 0x3c00
 * numberToFloat16Bits(65520); // 0x7c00 (the tie above the max rounds to inf)
 * numberToFloat16Bits(-0); // 0x8000
 * ```
 */
export function numberToFloat16Bits(x: number): number {
  F64[0] = x;
  return float64WordsToFloat16Bits(I32_OF_F64[HI]!, I32_OF_F64[LO]!);
}

/** Rounds the float64 given by its two 32-bit words to float16 bits (round to nearest even). */
function float64WordsToFloat16Bits(hi: number, lo: number): number {
  const sign = (hi >>> 16) & 0x8000;
  const exp = (hi >>> 20) & 0x7ff;
  const manHi = hi & 0xfffff;
  if (exp === 0x7ff) {
    if (manHi === 0 && lo === 0) return sign | 0x7c00;
    // NaN: keep the top ten payload bits, but never let it become inf (NumPy's rule).
    return sign | 0x7c00 | (manHi >>> 10 || 1);
  }
  const e = exp - 1023;
  if (e >= 16) return sign | 0x7c00;
  if (e >= -14) {
    // Normal: keep ten mantissa bits; a carry out of the mantissa bumps the exponent (to inf at most).
    const kept = ((e + 15) << 10) | (manHi >>> 10);
    const roundBit = manHi & 0x200;
    const sticky = (manHi & 0x1ff) | lo;
    return sign | (roundBit && (sticky || kept & 1) ? kept + 1 : kept);
  }
  if (e < -25) return sign;
  // Subnormal: the value in units of 2^-24 is the 53-bit significand shifted right by 28 - e
  // (43..53 bits), so everything kept lives in the high word.
  const sig = manHi | 0x100000;
  const shift = -4 - e; // 11..21: the bits of the high word to drop
  const kept = sig >>> shift;
  const roundBit = (sig >>> (shift - 1)) & 1;
  const sticky = (sig & ((1 << (shift - 1)) - 1)) | lo;
  return sign | (roundBit && (sticky || kept & 1) ? kept + 1 : kept);
}

/**
 * Rounds a number to the nearest float16 value (round to nearest even), as a number.
 *
 * @example
 * ```ts
 * roundToFloat16(0.1); // 0.0999755859375
 * roundToFloat16(1e5); // Infinity
 * ```
 */
export function roundToFloat16(x: number): number {
  return float16BitsToNumber(numberToFloat16Bits(x));
}

/**
 * Every float16 value by its bits, written exponent by exponent: the same numbers as
 * {@link float16BitsToNumber} of each pattern (float16.test.ts compares every bit of them), but
 * without a call and a power per pattern, which is most of what a cold process paid for the table.
 */
function writeFloat16Table(): Float64Array {
  const table = new Float64Array(0x10000);
  for (let e = 0; e < 0x1f; e++) {
    // exponent 0: subnormals, man * 2^-24; else (man + 2^10) * 2^(e - 25)
    const scale = 2 ** (Math.max(e, 1) - 25);
    const lead = e === 0 ? 0 : 0x400;
    for (let m = 0, at = e << 10; m < 0x400; m++) table[at + m] = (m + lead) * scale;
  }
  table[0x7c00] = Infinity;
  table.fill(NaN, 0x7c01, 0x8000);
  for (let b = 0; b < 0x8000; b++) table[b | 0x8000] = -table[b]!;
  return table;
}
let table: Float64Array | undefined;
const float16Table = (): Float64Array => (table ??= writeFloat16Table());

/**
 * Decodes an array of float16 bits to numbers through a lazily built 65,536-entry table, into
 * `out` (a new Float64Array when omitted). Float32 output is exact: every float16 is a float32.
 *
 * @example
 * ```ts
 * float16BitsToNumbers(new Uint16Array([0x3c00, 0xc000])); // Float64Array [1, -2]
 * ```
 */
export function float16BitsToNumbers<O extends Float64Array | Float32Array = Float64Array>(
  bits: ArrayLike<number>,
  out?: O,
): O {
  return decodeThroughTable(bits, float16Table(), out);
}

/**
 * Encodes an array of numbers as float16 bits (round to nearest even, directly from float64),
 * into `out` (a new Uint16Array when omitted). Allocates nothing per element; a Float64Array or
 * Float32Array input is read as bits in place.
 *
 * @example
 * ```ts
 * numbersToFloat16Bits([1, 0.5, Infinity]); // Uint16Array [0x3c00, 0x3800, 0x7c00]
 * ```
 */
export function numbersToFloat16Bits(values: ArrayLike<number>, out?: Uint16Array): Uint16Array {
  const n = values.length;
  const dst = out ?? new Uint16Array(n);
  checkOutLength(dst.length, n);
  if (values instanceof Float64Array) {
    // Read the bits in place: no copy through a scratch float.
    const words = new Int32Array(values.buffer, values.byteOffset, 2 * n);
    for (let i = 0; i < n; i++) dst[i] = float64WordsToFloat16Bits(words[2 * i + 1]!, words[2 * i]!);
  } else if (values instanceof Float32Array) {
    const words = new Int32Array(values.buffer, values.byteOffset, n);
    for (let i = 0; i < n; i++) dst[i] = float32BitsToFloat16Bits(words[i]!);
  } else {
    for (let i = 0; i < n; i++) {
      F64[0] = values[i]!;
      dst[i] = float64WordsToFloat16Bits(I32_OF_F64[HI]!, I32_OF_F64[LO]!);
    }
  }
  return dst;
}

/**
 * Rounds float32 bits to float16 bits (round to nearest even). Gives the same result as
 * {@link numberToFloat16Bits} of the float32's value: float32 -> float16 has one rounding either way.
 *
 * @example
 * ```ts
 * float32BitsToFloat16Bits(0x3f800000); // 0x3c00 (1)
 * float32BitsToFloat16Bits(0x477ff000); // 0x7c00 (65520 rounds to inf)
 * ```
 */
export function float32BitsToFloat16Bits(bits: number): number {
  const sign = (bits >>> 16) & 0x8000;
  const exp = (bits >>> 23) & 0xff;
  const man = bits & 0x7fffff;
  if (exp === 0xff) return sign | 0x7c00 | (man === 0 ? 0 : man >>> 13 || 1);
  const e = exp - 127;
  if (e >= 16) return sign | 0x7c00;
  if (e >= -14) {
    const kept = ((e + 15) << 10) | (man >>> 13);
    const roundBit = man & 0x1000;
    return sign | (roundBit && (man & 0xfff || kept & 1) ? kept + 1 : kept);
  }
  if (e < -25) return sign;
  // Subnormal: the value in units of 2^-24 is the 24-bit significand shifted right by -1 - e.
  const sig = man | 0x800000;
  const shift = -1 - e; // 14..24
  const kept = sig >>> shift;
  const roundBit = (sig >>> (shift - 1)) & 1;
  const sticky = sig & ((1 << (shift - 1)) - 1);
  return sign | (roundBit && (sticky || kept & 1) ? kept + 1 : kept);
}
