import { bfloat16BitsToNumber, numberToBfloat16Bits } from './bfloat16';
import type { Complex, DType, Storage, StorageOf, ValueOf } from './dtype';
import { checkStorage } from './checks';
import { DTypeError } from './errors';
import { float16BitsToNumber, numberToFloat16Bits } from './float16';
import { iinfo } from './iinfo';
import { dtypeInfo } from './info';
import { checkValue, isComplex, showValue, type JsValue } from './value';

/**
 * Allocates zeroed storage for `n` elements of `dtype` (2n slots for complex, interleaved re, im).
 *
 * @example
 * ```ts
 * allocate('float16', 3); // Uint16Array(3) [0, 0, 0]
 * allocate('complex64', 2).length; // 4
 * ```
 * @throws DTypeError for an unknown dtype or a length that is not a non-negative integer.
 */
export function allocate<D extends DType>(dtype: D, n: number): StorageOf<D> {
  const info = dtypeInfo(dtype);
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new DTypeError(`Cannot allocate ${showValue(n)} elements of ${info.name}: give a non-negative integer.`);
  }
  return new info.storage(n * info.lanes) as StorageOf<D>;
}

/**
 * Builds storage of `dtype` from JavaScript values, converting each as NumPy's
 * `np.array(values, dtype)` does for in-range values: bool from nonzero, integers truncated
 * toward zero, floats rounded to nearest even (bfloat16 through float32, as ml_dtypes), real
 * values into complex with a zero imaginary part.
 *
 * Stricter than a cast, as NumPy 2 is: a value outside an integer dtype's range, NaN or ±inf for an
 * integer dtype, and a complex value for a real dtype throw (use `castArray` to wrap or drop).
 *
 * @example
 * ```ts
 * fromValues('int8', [1, -2.7, true]); // Int8Array [1, -2, 1]
 * fromValues('complex64', [{ re: 1, im: 2 }, 3]); // Float32Array [1, 2, 3, 0]
 * fromValues('int64', [2n ** 62n]); // BigInt64Array [4611686018427387904n]
 * ```
 * @throws DTypeError naming the value, its index and the reason.
 */
export function fromValues<D extends DType>(dtype: D, values: ArrayLike<JsValue> | Iterable<JsValue>): StorageOf<D> {
  const list: ArrayLike<JsValue> = isArrayLike(values) ? values : Array.from(values);
  const out = allocate(dtype, list.length);
  const write = writerOf(dtypeInfo(dtype).name);
  for (let i = 0; i < list.length; i++) write(out, i, list[i], ` at index ${i}`);
  return out;
}

/**
 * Reads element `i` of `storage` as a JavaScript value: boolean, number, bigint or `{re, im}`.
 *
 * @example
 * ```ts
 * getValue(new Uint16Array([0x3c00]), 'float16', 0); // 1
 * getValue(new Float32Array([1, 2]), 'complex64', 0); // { re: 1, im: 2 }
 * ```
 * @throws DTypeError when the storage does not match the dtype or `i` is out of range.
 */
export function getValue<D extends DType>(storage: StorageOf<D>, dtype: D, i: number): ValueOf<D> {
  const name = checkAccess(storage, dtype, i);
  return readerOf(name)(storage, i) as ValueOf<D>;
}

/**
 * Writes `value` into element `i` of `storage`, converting as {@link fromValues} does. On error
 * nothing is written.
 *
 * @example
 * ```ts
 * const s = allocate('bfloat16', 1);
 * setValue(s, 'bfloat16', 0, Math.PI); // s[0] === 0x4049
 * ```
 * @throws DTypeError for a value that cannot be stored, a storage/dtype mismatch or a bad index.
 */
export function setValue<D extends DType>(storage: StorageOf<D>, dtype: D, i: number, value: JsValue): void {
  const name = checkAccess(storage, dtype, i);
  writerOf(name)(storage, i, value, '');
}

/**
 * Reads every element of `storage` as JavaScript values.
 *
 * @example
 * ```ts
 * toValues(new Uint8Array([0, 2]), 'bool'); // [false, true]
 * toValues(new Float64Array([1, -1]), 'complex128'); // [{ re: 1, im: -1 }]
 * ```
 * @throws DTypeError when the storage does not match the dtype.
 */
export function toValues<D extends DType>(storage: StorageOf<D>, dtype: D): ValueOf<D>[] {
  const info = dtypeInfo(dtype);
  checkStorage(storage, info.name, 'Storage');
  const read = readerOf(info.name);
  const n = storage.length / info.lanes;
  const out = new Array<ValueOf<D>>(n);
  for (let i = 0; i < n; i++) out[i] = read(storage, i) as ValueOf<D>;
  return out;
}

type Reader = (s: Storage, i: number) => boolean | number | bigint | Complex;
type Writer = (s: Storage, i: number, v: unknown, where: string) => void;

function readerOf(dtype: DType): Reader {
  switch (dtypeInfo(dtype).family) {
    case 'bool':
      return (s, i) => s[i] !== 0;
    case 'float16bits':
      return dtype === 'float16'
        ? (s, i) => float16BitsToNumber(s[i] as number)
        : (s, i) => bfloat16BitsToNumber(s[i] as number);
    case 'complex':
      return (s, i) => ({ re: s[2 * i] as number, im: s[2 * i + 1] as number });
    default:
      return (s, i) => s[i]!;
  }
}

function writerOf(dtype: DType): Writer {
  const info = dtypeInfo(dtype);
  if (info.family === 'complex') {
    return (s, i, v, where) => {
      checkValue(v, dtype, where);
      const re = isComplex(v) ? v.re : toReal(v);
      const im = isComplex(v) ? v.im : 0;
      s[2 * i] = re;
      s[2 * i + 1] = im;
    };
  }
  if (info.family === 'bool') {
    return (s, i, v, where) => {
      checkValue(v, dtype, where);
      s[i] = isComplex(v) ? +(v.re !== 0 || v.im !== 0) : +(v !== 0 && v !== 0n && v !== false);
    };
  }
  const encode = encoderOf(dtype);
  return (s, i, v, where) => {
    checkValue(v, dtype, where);
    if (isComplex(v)) {
      throw new DTypeError(
        `Cannot store complex ${showValue(v)} as ${dtype}${where}: pass its real part (v.re), or cast with castArray.`,
      );
    }
    s[i] = encode(v, where);
  };
}

/** Converts a real value to what the (non-complex, non-bool) storage of `dtype` holds. */
function encoderOf(dtype: DType): (v: number | bigint | boolean, where: string) => number | bigint {
  const { kind, family } = dtypeInfo(dtype);
  if (kind === 'f') {
    if (dtype === 'float16') return (v) => numberToFloat16Bits(toReal(v));
    if (dtype === 'bfloat16') return (v) => numberToBfloat16Bits(toReal(v));
    return (v) => toReal(v);
  }
  const { min, max } = iinfo(dtype);
  return (v, where) => {
    const int = toInteger(v, dtype, where);
    if (int < min || int > max) {
      throw new DTypeError(
        `Cannot store ${showValue(v)} as ${dtype}${where}: out of range ${min} to ${max}; ` +
          `use castArray for NumPy's wrap-around, or a wider dtype.`,
      );
    }
    return family === 'bigint' ? int : Number(int);
  };
}

/** A real value as a number; a bigint rounds to nearest even (as `Number(bigint)` does). */
function toReal(v: number | bigint | boolean): number {
  return typeof v === 'number' ? v : Number(v);
}

/** A real value truncated toward zero, as a bigint. */
function toInteger(v: number | bigint | boolean, dtype: DType, where: string): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'boolean') return v ? 1n : 0n;
  if (!Number.isFinite(v)) {
    throw new DTypeError(`Cannot store ${v} as ${dtype}${where}: an integer dtype holds finite values only.`);
  }
  return BigInt(Math.trunc(v));
}

function checkAccess(storage: unknown, dtype: DType, i: number): DType {
  const info = dtypeInfo(dtype);
  checkStorage(storage, info.name, 'Storage');
  const n = (storage as Storage).length / info.lanes;
  if (!Number.isInteger(i) || i < 0 || i >= n) {
    throw new DTypeError(`Index ${showValue(i)} is out of range for ${n} elements of ${info.name}: use 0 to ${n - 1}.`);
  }
  return info.name;
}

function isArrayLike<T>(v: ArrayLike<T> | Iterable<T>): v is ArrayLike<T> {
  return typeof (v as ArrayLike<T>).length === 'number';
}
