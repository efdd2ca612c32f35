import { float16BitsToNumbers, numberToBfloat16Bits } from '@typelattice/dtypes';
import { copysign, LITTLE_ENDIAN } from './float-helpers';
import { logf } from './float32-exp-log';
import { float32ToFloat16Bits } from './half';
import { log1pf } from './log1p';

/**
 * The real functions of NumPy's newer ufuncs that work on a float's bits or step between its
 * neighbours: `signbit`, `nextafter` per format (NumPy's C `nextafter`/`nextafterf`, its own
 * `npy_half_nextafter` for float16 and ml_dtypes' for bfloat16), `logaddexp` per lane
 * precision (NumPy's `npy_logaddexp`), and glibc's `asinhf`, which NumPy's float32 (and float16,
 * bfloat16) arcsinh calls.
 */

const F64 = new Float64Array(1);
const U8 = new Uint8Array(F64.buffer);
const SIGN_BYTE = LITTLE_ENDIAN ? 7 : 0;

/** C's signbit: the sign bit of a double, a NaN's included (a float32's NaN keeps its sign when read as a double). */
export const signbit = (x: number): boolean => {
  F64[0] = x;
  return (U8[SIGN_BYTE]! & 0x80) !== 0;
};

const F64_BITS = new BigUint64Array(F64.buffer);
const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);

/** C's `nextafter` (float64): the next double after x toward y; y where they are equal (`nextafter(0, -0)` is -0). */
export function nextafter64(x: number, y: number): number {
  if (x !== x || y !== y) return x + y;
  if (x === y) return y;
  if (x === 0) return copysign(2 ** -1074, y);
  F64[0] = x;
  // away from zero where y lies beyond x on x's side, toward zero otherwise
  F64_BITS[0] = x < y === x > 0 ? F64_BITS[0]! + 1n : F64_BITS[0]! - 1n;
  return F64[0]!;
}

/** C's `nextafterf` (float32): x and y are float32 values; y where they are equal. */
export function nextafter32(x: number, y: number): number {
  if (x !== x || y !== y) return x + y;
  if (x === y) return y;
  if (x === 0) return copysign(2 ** -149, y);
  F32[0] = x;
  U32[0] = x < y === x > 0 ? U32[0]! + 1 : U32[0]! - 1;
  return F32[0]!;
}

// Every float16 value by its bits, made on the first nextafter16 (not at import: a cold process pays it only when it needs it)
let halfValues: Float64Array | undefined;
const halfValuesTable = (): Float64Array =>
  (halfValues ??= float16BitsToNumbers(Uint16Array.from({ length: 0x10000 }, (_, i) => i), new Float64Array(0x10000)));

/** NumPy's `npy_half_nextafter`: x and y are float16 values; x (not y) where they are equal. */
export function nextafter16(x: number, y: number): number {
  if (x !== x || y !== y) return NaN;
  if (x === y) return x;
  if (x === 0) return copysign(2 ** -24, y);
  const bits = float32ToFloat16Bits(x);
  return halfValuesTable()[x < y === x > 0 ? bits + 1 : bits - 1]!;
}

/** ml_dtypes' bfloat16 `nextafter`: x and y are bfloat16 values; y where they are equal. */
export function nextafterBf16(x: number, y: number): number {
  if (x !== x || y !== y) return NaN;
  if (x === y) return y;
  if (x === 0) return copysign(2 ** -133, y);
  const bits = numberToBfloat16Bits(x);
  U32[0] = (x < y === x > 0 ? bits + 1 : bits - 1) << 16;
  return F32[0]!;
}

/** NumPy's `npy_logaddexp` in one lane precision, over that precision's `exp` and `log1p`. */
export function logaddexpOf(exp: (x: number) => number, log1p: (x: number) => number, round: (x: number) => number): (x: number, y: number) => number {
  const LOGE2 = round(Math.LN2);
  return (x, y) => {
    // equal values, infinities of one sign among them, give x + log 2 without a NaN from inf - inf
    if (x === y) return round(x + LOGE2);
    const t = round(x - y);
    if (t > 0) return round(x + log1p(exp(-t)));
    if (t <= 0) return round(y + log1p(exp(t)));
    return t;
  };
}

const f = Math.fround;
const LN2_F = f(0.69314718246);

/**
 * glibc's `asinhf` (fdlibm's, in float32 arithmetic over glibc's `logf` and `log1pf`), bit for
 * bit: x itself below 2^-14, log|x| + ln 2 above 2^14, log(2|x| + 1/(sqrt(x² + 1) + |x|)) above
 * 2, else log1p(|x| + x²/(1 + sqrt(1 + x²))). x is a float32 value.
 */
export function asinhf(x: number): number {
  const a = Math.abs(x);
  if (a < 2 ** -14) return x;
  let w: number;
  if (a > 2 ** 14) {
    if (!Number.isFinite(a)) return x + x;
    w = f(logf(a) + LN2_F);
  } else if (a > 2) {
    w = logf(f(f(2 * a) + f(1 / f(f(Math.sqrt(f(f(a * a) + 1))) + a))));
  } else {
    const t = f(a * a);
    w = log1pf(f(a + f(t / f(1 + f(Math.sqrt(f(1 + t)))))));
  }
  return copysign(w, x);
}
