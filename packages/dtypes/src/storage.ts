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
 * @throws DTypeError for an unknown dtype, a length that is not a non-negative integer, or a
 * size the JavaScript engine cannot allocate (the message names the elements and bytes; the
 * engine's RangeError is its `cause`).
 */
export function allocate<D extends DType>(dtype: D, n: number): StorageOf<D> {
  const info = dtypeInfo(dtype);
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new DTypeError(`Cannot allocate ${showValue(n)} elements of ${info.name}: give a non-negative integer.`);
  }
  try {
    return new info.storage(n * info.lanes) as StorageOf<D>;
  } catch (e) {
    // "Invalid typed array length" (over the engine's limit) or "Array buffer allocation failed".
    const error = new DTypeError(
      `Cannot allocate ${n} elements of ${info.name} (${formatBytes(n * info.itemSize)}): ` +
        `the JavaScript engine refused (${(e as Error)?.message ?? e}). Use fewer elements or a narrower dtype.`,
    );
    Object.defineProperty(error, 'cause', { value: e, configurable: true, writable: true });
    throw error;
  }
}

/** A byte count for messages: `512 B`, `1.5 KiB`, `8 GiB`. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'];
  let v = bytes;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return `${u === 0 ? v : +v.toPrecision(3)} ${units[u]}`;
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
  const list = valueList(values, dtypeInfo(dtype).name);
  const out = allocate(dtype, list.length);
  writeList(out, dtypeInfo(dtype).name, 0, list);
  return out;
}

/**
 * Writes `values` into `storage` from element `offset` on, converting each as {@link fromValues}
 * does: the way to fill large storage piece by piece without a JavaScript array of everything.
 * Elements before the first refused value are written.
 *
 * @example
 * ```ts
 * const s = allocate('int8', 4);
 * writeValues(s, 'int8', 1, [5, -6]); // s is Int8Array [0, 5, -6, 0]
 * ```
 * @throws DTypeError for a storage/dtype mismatch, an offset that does not leave room for the
 * values, or a value that cannot be stored (naming its index in the storage).
 */
export function writeValues<D extends DType>(
  storage: StorageOf<D>,
  dtype: D,
  offset: number,
  values: ArrayLike<JsValue> | Iterable<JsValue>,
): void {
  const info = dtypeInfo(dtype);
  checkStorage(storage, info.name, 'Storage');
  const list = valueList(values, info.name);
  const n = storage.length / info.lanes;
  if (!Number.isSafeInteger(offset) || offset < 0 || offset + list.length > n) {
    throw new DTypeError(
      `Cannot write ${list.length} values at offset ${showValue(offset)} into ${n} elements of ${info.name}: ` +
        `give an integer offset from 0 to ${Math.max(0, n - list.length)}.`,
    );
  }
  writeList(storage, info.name, offset, list);
}

/** The values as an ArrayLike, refusing what is neither array-like nor iterable. */
function valueList(values: unknown, dtype: DType): ArrayLike<JsValue> {
  if (typeof values === 'string' || values === null || (typeof values !== 'object' && typeof values !== 'function')) {
    throw new DTypeError(
      `Cannot build ${dtype} storage from ${showValue(values)} (${values === null ? 'null' : typeof values}): ` +
        'pass an array, a TypedArray or another iterable of values, e.g. [1, 2].',
    );
  }
  const length = (values as ArrayLike<JsValue>).length;
  if (length !== undefined) {
    if (!Number.isSafeInteger(length) || length < 0) {
      throw new DTypeError(`Cannot build ${dtype} storage from an array-like of length ${showValue(length)}: give a non-negative integer length.`);
    }
    return values as ArrayLike<JsValue>;
  }
  if (typeof (values as Iterable<JsValue>)[Symbol.iterator] !== 'function') {
    throw new DTypeError(
      `Cannot build ${dtype} storage from ${showValue(values)}: it is neither array-like (no length) nor iterable. ` +
        'Pass an array, a TypedArray or another iterable of values.',
    );
  }
  return Array.from(values as Iterable<JsValue>);
}

function writeList(out: Storage, dtype: DType, offset: number, list: ArrayLike<JsValue>): void {
  const write = writerOf(dtype);
  for (let i = 0; i < list.length; i++) write(out, offset + i, list[i], offset + i);
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
  writerOf(name)(storage, i, value, -1);
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
// `at`: the index named in error messages (-1: none, for setValue).
type Writer = (s: Storage, i: number, v: unknown, at: number) => void;

const whereOf = (at: number): string => (at < 0 ? '' : ` at index ${at}`);

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

const WRITERS = new Map<DType, Writer>();

function writerOf(dtype: DType): Writer {
  let w = WRITERS.get(dtype);
  if (w === undefined) WRITERS.set(dtype, (w = makeWriter(dtype)));
  return w;
}

function makeWriter(dtype: DType): Writer {
  const info = dtypeInfo(dtype);
  if (info.family === 'complex') {
    return (s, i, v, at) => {
      if (typeof v !== 'number') checkValue(v, dtype, whereOf(at));
      const re = isComplex(v) ? v.re : toReal(v as number | bigint | boolean);
      const im = isComplex(v) ? v.im : 0;
      s[2 * i] = re;
      s[2 * i + 1] = im;
    };
  }
  if (info.family === 'bool') {
    return (s, i, v, at) => {
      if (typeof v !== 'boolean') checkValue(v, dtype, whereOf(at));
      s[i] = isComplex(v) ? +(v.re !== 0 || v.im !== 0) : +(v !== 0 && v !== 0n && v !== false);
    };
  }
  const encode = encoderOf(dtype);
  // A number that is already an in-range integer of a number-stored integer dtype goes straight in.
  const fast = info.family === 'number' && info.kind !== 'f' ? iinfo(dtype) : undefined;
  const [lo, hi] = fast === undefined ? [1, 0] : [Number(fast.min), Number(fast.max)];
  return (s, i, v, at) => {
    if (typeof v === 'number') {
      if (v >= lo && v <= hi && Number.isInteger(v)) s[i] = v;
      else s[i] = encode(v, at);
      return;
    }
    checkValue(v, dtype, whereOf(at));
    if (isComplex(v)) {
      throw new DTypeError(
        `Cannot store complex ${showValue(v)} as ${dtype}${whereOf(at)}: pass its real part (v.re), or cast with castArray.`,
      );
    }
    s[i] = encode(v, at);
  };
}

/** Converts a real value to what the (non-complex, non-bool) storage of `dtype` holds. */
function encoderOf(dtype: DType): (v: number | bigint | boolean, at: number) => number | bigint {
  const { kind, family } = dtypeInfo(dtype);
  if (kind === 'f') {
    if (dtype === 'float16') return (v) => numberToFloat16Bits(toReal(v));
    if (dtype === 'bfloat16') return (v) => numberToBfloat16Bits(toReal(v));
    return (v) => toReal(v);
  }
  const { min, max } = iinfo(dtype);
  return (v, at) => {
    const int = toInteger(v, dtype, whereOf(at));
    if (int < min || int > max) {
      throw new DTypeError(
        `Cannot store ${showValue(v)} as ${dtype}${whereOf(at)}: out of range ${min} to ${max}; ` +
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
  if (typeof i !== 'number' || !Number.isInteger(i)) {
    throw new DTypeError(
      `Index ${showValue(i)} (${typeof i}) is not an integer: pass an element index from 0 to ${n - 1}` +
        `${n === 0 ? ' (the storage is empty)' : ''}.`,
    );
  }
  if (i < 0 || i >= n) {
    throw new DTypeError(
      n === 0
        ? `Index ${i} is out of range: the storage holds no ${info.name} elements.`
        : `Index ${i} is out of range for ${n} elements of ${info.name}: use 0 to ${n - 1}.`,
    );
  }
  return info.name;
}
