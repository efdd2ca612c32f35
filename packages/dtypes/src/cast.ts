import { bfloat16BitsToNumbers, float32BitsToBfloat16Bits, numberToBfloat16Bits } from './bfloat16';
import { bigintToFloat32 } from './bigint-float';
import type { DType, DTypeCode, IntegerDType, Storage, StorageOf, ValueOf } from './dtype';
import { float16BitsToNumber, float16BitsToNumbers, numberToFloat16Bits, numbersToFloat16Bits } from './float16';
import { floatToInteger, floatsToSmallIntegers } from './float-to-int';
import { dtypeInfo, toDType } from './info';
import { int64ToBool, int64ToFloat64, int64ToLowWord, smallIntegersToInt64 } from './int64-words';
import { checkOutLength, checkStorage } from './checks';
import { F32, I32_OF_F32 } from './scratch';
import { allocate, getValue, setValue } from './storage';

// A cast is read -> write: the source element becomes an exact number (bool, ints up to 32 bits,
// floats), an exact bigint (64-bit ints) or a complex pair, and a writer per target dtype stores
// it with NumPy's `astype` conversion. Writers are built once per (from, to) pair.
type NumberWriter = (dst: Storage, i: number, x: number) => void;
type BigIntWriter = (dst: Storage, i: number, v: bigint) => void;

function numberWriter(to: DType, fromFloat: boolean): NumberWriter {
  const { kind, family } = dtypeInfo(to);
  if (kind === 'b') return (d, i, x) => void (d[i] = x !== 0 ? 1 : 0); // NaN is nonzero
  if (kind === 'c') {
    return (d, i, x) => {
      d[2 * i] = x;
      d[2 * i + 1] = 0;
    };
  }
  if (to === 'float16') return (d, i, x) => void (d[i] = numberToFloat16Bits(x));
  if (to === 'bfloat16') return (d, i, x) => void (d[i] = numberToBfloat16Bits(x));
  if (kind === 'f') return (d, i, x) => void (d[i] = x); // the Float32Array store rounds to nearest even
  if (fromFloat) {
    const convert = floatToInteger(to as IntegerDType) as (x: number) => number | bigint;
    return (d, i, x) => void (d[i] = convert(x));
  }
  // An exact integer: the TypedArray store wraps modulo 2^bits, as NumPy does.
  if (family === 'bigint') return (d, i, x) => void (d[i] = BigInt(x));
  return (d, i, x) => void (d[i] = x);
}

function bigintWriter(to: DType): BigIntWriter {
  const { kind, family, bits } = dtypeInfo(to);
  if (kind === 'b') return (d, i, v) => void (d[i] = v !== 0n ? 1 : 0);
  if (family === 'bigint') return (d, i, v) => void (d[i] = v); // the store wraps
  if (kind === 'u' || kind === 'i') return (d, i, v) => void (d[i] = Number(BigInt.asUintN(bits, v)));
  if (to === 'float64') return (d, i, v) => void (d[i] = Number(v)); // Number(bigint) rounds to nearest even
  if (to === 'complex128') {
    return (d, i, v) => {
      d[2 * i] = Number(v);
      d[2 * i + 1] = 0;
    };
  }
  // float32, complex64, float16, bfloat16: NumPy and ml_dtypes go through a direct (float) cast.
  const fromFloat32 = numberWriter(to, true);
  return (d, i, v) => fromFloat32(d, i, bigintToFloat32(v));
}

/**
 * Casts an array from one dtype to another with the results of NumPy's `x.astype(to)` (ml_dtypes'
 * for bfloat16), for all 225 pairs, into `out` (fresh zeroed storage when omitted).
 *
 * - integers wrap around modulo 2^bits; bool becomes 0/1 and anything nonzero (NaN too) `true`;
 * - floats round to nearest even: directly into float16 and float32, through float32 into bfloat16
 *   (as ml_dtypes does); int64/uint64 into float32 round directly, not through float64;
 * - float -> integer truncates toward zero; complex -> real keeps the real part;
 * - NaN, ±inf and out-of-range floats into integers follow one documented rule, what NumPy on
 *   x86-64 gives for a lone element: 8/16-bit and int32 targets go through int32, where an
 *   invalid value is -2^31 (so NaN -> 0 for 8/16-bit targets, -2147483648 for int32); uint32
 *   keeps the low 32 bits of the int64 conversion (NaN -> 0); int64 gives -2^63; uint64 gives 2^63
 *   for NaN and -inf, 0 for +inf and values from 2^64 up.
 *
 * NaN payloads are not carried through number conversions (a NaN stays a NaN).
 *
 * @example
 * ```ts
 * castArray(new Int32Array([300, -1]), 'int32', 'uint8'); // Uint8Array [44, 255]
 * castArray(new Float64Array([2.7, -2.7, NaN]), 'float64', 'int16'); // Int16Array [2, -2, 0]
 * castArray(new Float64Array([0.1]), 'float64', 'float16'); // Uint16Array [0x2e66]
 * ```
 * @throws DTypeError for an unknown dtype, storage that does not match `from`, or `out` that does
 * not match `to` or is too short. Nothing is written on error.
 */
export function castArray<F extends DType, T extends DType>(
  storage: StorageOf<F>,
  from: F | DTypeCode,
  to: T | DTypeCode,
  out?: StorageOf<T>,
): StorageOf<T> {
  const src = dtypeInfo(from);
  const dst = dtypeInfo(to);
  checkStorage(storage, src.name, 'Storage');
  const n = storage.length / src.lanes;
  if (out !== undefined) {
    checkStorage(out, dst.name, 'Output storage');
    checkOutLength(out.length, n * dst.lanes);
  }
  const result = (out ?? allocate(dst.name, n)) as Storage;
  castInto(storage, src.name, result, dst.name, n);
  return result as StorageOf<T>;
}

function castInto(s: Storage, from: DType, d: Storage, to: DType, n: number): void {
  const src = dtypeInfo(from);
  const dst = dtypeInfo(to);
  if (fastCast(s, from, d, to, n)) return;
  if (src.family === 'bigint') {
    const write = bigintWriter(to);
    for (let i = 0; i < n; i++) write(d, i, s[i] as bigint);
    return;
  }
  if (src.family === 'complex') {
    if (dst.kind === 'c') {
      for (let i = 0; i < 2 * n; i++) d[i] = s[i] as number;
    } else if (dst.kind === 'b') {
      for (let i = 0; i < n; i++) d[i] = s[2 * i] !== 0 || s[2 * i + 1] !== 0 ? 1 : 0;
    } else {
      const write = numberWriter(to, true);
      for (let i = 0; i < n; i++) write(d, i, s[2 * i] as number);
    }
    return;
  }
  const write = numberWriter(to, src.kind === 'f');
  if (src.family === 'float16bits') {
    const decode = from === 'float16' ? float16BitsToNumber : bfloat16Decode;
    for (let i = 0; i < n; i++) write(d, i, decode(s[i] as number));
    return;
  }
  for (let i = 0; i < n; i++) write(d, i, s[i] as number);
}

function bfloat16Decode(bits: number): number {
  I32_OF_F32[0] = bits << 16;
  return F32[0]!;
}

/** Whole-array paths where a native or table conversion gives NumPy's result. */
function fastCast(s: Storage, from: DType, d: Storage, to: DType, n: number): boolean {
  const src = dtypeInfo(from);
  const dst = dtypeInfo(to);
  if (from === to) {
    (d as Uint8Array).set(s.subarray(0, n * src.lanes) as Uint8Array);
    return true;
  }
  if (src.family === 'number' && dst.family === 'number') {
    if (src.kind !== 'f' || dst.kind === 'f') {
      // TypedArray.set converts like a store: integers wrap, float32 rounds to nearest even.
      (d as Float64Array).set(s.subarray(0, n) as Float64Array);
    } else {
      floatsToSmallIntegers(s as Float64Array, d as Int32Array, n, to === 'uint32');
    }
    return true;
  }
  if (src.family === 'bigint' || dst.family === 'bigint') return int64Cast(s, from, d, to, n);
  if (src.family === 'number' && src.kind === 'f' && dst.family === 'float16bits') {
    if (to === 'float16') numbersToFloat16Bits(s.subarray(0, n) as Float64Array, d as Uint16Array);
    else if (from === 'float32') float32ToBfloat16(s as Float32Array, d as Uint16Array, n);
    else bfloat16Encode(s as Float64Array, d as Uint16Array, n);
    return true;
  }
  if (src.family === 'float16bits' && (to === 'float32' || to === 'float64')) {
    const view = s.subarray(0, n) as Uint16Array;
    if (from === 'float16') float16BitsToNumbers(view, d as Float64Array);
    else bfloat16BitsToNumbers(view, d as Float64Array);
    return true;
  }
  return false;
}

/** 64-bit integer casts done on 32-bit words; float and 16-bit float cases are left to the loop. */
function int64Cast(s: Storage, from: DType, d: Storage, to: DType, n: number): boolean {
  const src = dtypeInfo(from);
  const dst = dtypeInfo(to);
  if (src.family === 'bigint') {
    const words = s as BigInt64Array;
    if (to === 'float64' || to === 'complex128') int64ToFloat64(words, d as Float64Array, n, from === 'int64', dst.lanes);
    else if (dst.kind === 'b') int64ToBool(words, d as Uint8Array, n);
    else if (dst.family === 'number' && dst.kind !== 'f') int64ToLowWord(words, d as Int32Array, n);
    else if (dst.family === 'bigint') (d as BigInt64Array).set(new BigInt64Array(words.buffer, words.byteOffset, n));
    else return false;
    return true;
  }
  if ((src.family === 'number' || src.family === 'bool') && src.kind !== 'f') {
    smallIntegersToInt64(s as Int32Array, d as BigInt64Array, n);
    return true;
  }
  return false;
}

function float32ToBfloat16(s: Float32Array, d: Uint16Array, n: number): void {
  const bits = new Int32Array(s.buffer, s.byteOffset, n);
  for (let i = 0; i < n; i++) d[i] = float32BitsToBfloat16Bits(bits[i]!);
}

function bfloat16Encode(s: Float64Array, d: Uint16Array, n: number): void {
  for (let i = 0; i < n; i++) d[i] = numberToBfloat16Bits(s[i]!);
}

/**
 * Casts one value of dtype `from` to dtype `to` with the same rules as {@link castArray}.
 *
 * @example
 * ```ts
 * castValue(-1, 'int8', 'uint16'); // 65535
 * castValue(2n ** 63n, 'uint64', 'int64'); // -9223372036854775808n
 * castValue({ re: 1.5, im: 2 }, 'complex128', 'int32'); // 1
 * ```
 * @throws DTypeError when `value` is not a valid value of `from` (see `setValue`).
 */
export function castValue<F extends DType, T extends DType>(value: ValueOf<F>, from: F, to: T): ValueOf<T> {
  const f = toDType(from) as F;
  const t = toDType(to) as T;
  const one = allocate(f, 1);
  setValue(one, f, 0, value);
  return getValue(castArray(one, f, t), t, 0);
}
