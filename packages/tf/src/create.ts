import {
  dtypeInfo,
  getValue,
  DTypeError,
  fromValues,
  iinfo,
  numberToBfloat16Bits,
  numberToFloat16Bits,
  toDType,
  writeValues,
  type DType,
  type DTypeCode,
  type JsValue,
  type Storage,
  type StorageOf,
} from '@typelattice/dtypes';
import { poolBlock } from '@typelattice/kernels-cpu';
import { castTensor } from './cast';
import { SizeError, ValueError, shapeMismatch } from './errors';
import { describe, inferDType, inferDTypeOfRows, isIntegerNumber, type Scalar } from './infer';
import { allocateStorage, checkShape, checkSize, readNested, shapeSize, type Shape } from './shape';
import { pooledCopy, writableStorage } from './storage-pool';
import { asNDArray, Tensor, type TensorLike } from './tensor';
import { typedArrayDType } from './typed-array';

export type { TensorLike };

/**
 * A dtype by name (`'float32'`) or short code (`'f32'`).
 *
 * @example
 * ```ts
 * import { zeros, type DTypeLike } from '@typelattice/tf';
 * const d: DTypeLike = 'bf16';
 * zeros([1], d).dtype; // 'bfloat16'
 * ```
 */
export type DTypeLike = DType | DTypeCode;

const FLOAT_DTYPES: readonly DType[] = ['bfloat16', 'float16', 'float32', 'float64'];
const isIntegerDType = (d: DType): boolean => d !== 'bool' && !FLOAT_DTYPES.includes(d) && !d.startsWith('complex');

/**
 * Refuses what TensorFlow refuses before storing: non-booleans into bool, non-integers into
 * integer dtypes, and (with an explicit dtype) booleans into any other dtype, as
 * `tf.constant(True, tf.int8)` does. `explicit`: the dtype was given, not inferred (an inferred
 * int32 takes booleans as 0/1, as `tf.constant([1, True])` does).
 */
function checkRows(rows: readonly ArrayLike<unknown>[], dtype: DType, explicit: boolean): void {
  const bool = dtype === 'bool';
  const int = isIntegerDType(dtype);
  if (!bool && !int && !explicit) return;
  for (let r = 0, base = 0; r < rows.length; base += rows[r].length, r++) {
    const row = rows[r];
    // A TypedArray holds numbers or bigints: only bool and fractions into integers can be wrong.
    if (!bool && (!int || row instanceof BigInt64Array || row instanceof BigUint64Array) && ArrayBuffer.isView(row)) continue;
    for (let i = 0; i < row.length; i++) {
      const x = row[i];
      if (bool ? typeof x !== 'boolean' : (int && typeof x === 'number' && !Number.isInteger(x)) || (explicit && typeof x === 'boolean')) {
        throw refusedElement(x, base + i, dtype);
      }
    }
  }
}

function refusedElement(x: unknown, index: number, dtype: DType): ValueError {
  return new ValueError(
    `Cannot convert ${describe(x)} (element ${index}) to a ${dtype} tensor: ` +
      (dtype === 'bool'
        ? 'a bool tensor takes only true/false. Compare instead (e.g. x !== 0), or create it as a number dtype and cast.'
        : typeof x === 'boolean'
          ? `a boolean makes a bool tensor, as in TensorFlow. Write the number (${+x}), or cast: constant(${x}).cast('${dtype}').`
          : `it is not an integer. Round it first, or create a float tensor and .cast('${dtype}').`),
  );
}

/**
 * Creates a tensor from values, as `tf.constant` does.
 *
 * Default dtypes, as TensorFlow infers them: integers -> int32 (int64 when one does not fit, or
 * when one is a `bigint`), other numbers -> float32, booleans -> bool, `{ re, im }` -> complex128,
 * empty -> float32; a TypedArray keeps its dtype (`Float64Array` -> float64). With an explicit
 * dtype, a value that does not fit (out of range, a fraction for an integer dtype, a boolean for
 * a non-bool dtype, as `tf.constant(True, tf.int8)` refuses) is refused; use `.cast()` for
 * wrap-around. With `shape`, a single value fills the shape, otherwise the number of values must
 * match.
 *
 * Values go straight into the tensor's storage (a TypedArray is copied as memory; nested arrays
 * are read row by row, never copied into one JS array). Refused, with the index path: ragged,
 * cyclic or sparse (holes) arrays and nesting deeper than `MAX_RANK` (64), as a
 * {@link ValueError}; a tensor over `MAX_TENSOR_BYTES` (4 GiB) or one the engine cannot allocate,
 * as a {@link SizeError}.
 *
 * @example
 * ```ts
 * import { constant } from '@typelattice/tf';
 * constant([1, 2, 3]).dtype; // -> 'int32'
 * constant([1, 2.5]).dtype; // -> 'float32'
 * constant(new Float64Array([1, 2])).dtype; // -> 'float64'
 * constant({ re: 1, im: -1 }).toString(); // -> 'tf.Tensor((1-1j), shape=(), dtype=complex128)'
 * constant(7, 'uint8', [2, 2]).toArray(); // -> [[7, 7], [7, 7]]
 * ```
 */
export function constant<D extends DType>(values: TensorLike, dtype: D | DTypeCode, shape?: readonly number[]): Tensor<D>;
export function constant(values: TensorLike, dtype?: DTypeLike, shape?: readonly number[]): Tensor;
export function constant(values: TensorLike, dtype?: DTypeLike, shape?: readonly number[]): Tensor {
  const want = dtype === undefined ? undefined : toDType(dtype);
  const target = shape === undefined ? undefined : checkShape(shape, 'constant');
  if (values instanceof Tensor) return fromTensor(values, want, target);
  const typed = typedArrayDType(values);
  if (typed !== undefined) {
    const d = want ?? typed;
    checkRows([values as ArrayLike<unknown>], d, want !== undefined);
    return fromRows([values as ArrayLike<unknown>], [(values as ArrayLike<unknown>).length], d, target, typed);
  }
  const nested = readNested(values, 'constant');
  const d = want ?? inferDTypeOfRows(nested.rows);
  checkRows(nested.rows, d, want !== undefined);
  return fromRows(nested.rows, nested.shape, d, target);
}

/**
 * Stores rows of values (row-major, as `readNested` gives them) in a new tensor of `from` shape,
 * or of `target` shape (a single value fills it). `typed`: the rows are one TypedArray of that
 * dtype, copied as memory where the storage matches.
 */
function fromRows(rows: readonly ArrayLike<unknown>[], from: Shape, dtype: DType, target?: Shape, typed?: DType): Tensor {
  const count = shapeSize(from);
  let shape = from;
  if (target !== undefined) {
    const n = shapeSize(target);
    if (count === 1 && n !== 1) return filledTensor(target, dtype, rows[0][0] as Scalar, 'constant');
    if (count !== n) {
      throw shapeMismatch(
        `constant: ${count} values cannot fill shape ${target.length <= 8 ? `(${target.join(', ')}${target.length === 1 ? ',' : ''})` : `of rank ${target.length}`} (${n} elements)`,
        from,
        target,
        'Pass as many values as the shape has elements, or a single value to fill it.',
      );
    }
    shape = target;
  }
  const source = rows[0] as Storage;
  if (typed !== undefined) {
    const storage = copyTyped(source, typed, dtype, shape);
    if (storage !== undefined) return new Tensor(storage, dtype, shape);
  }
  // every element is written below, so pooled storage (not zeroed) serves large tensors
  const storage = allocateStorage(dtype, shape, 'constant', writableStorage) as Storage;
  for (let r = 0, offset = 0; r < rows.length; offset += rows[r].length, r++) {
    writeValues(storage, dtype, offset, rows[r] as ArrayLike<JsValue>);
  }
  return new Tensor(storage as StorageOf<DType>, dtype, shape);
}

/**
 * A TypedArray's values as storage of `dtype` by memory copy (or the engine's own conversion, which
 * rounds as {@link writeValues} does for real floats), or undefined where each element must be
 * converted and checked.
 */
function copyTyped(source: Storage, from: DType, dtype: DType, shape: Shape): Storage | undefined {
  const info = dtypeInfo(dtype);
  if (from === dtype) {
    // Uint8ClampedArray (uint8), Float16Array (float16 bits): the same bytes in the storage type.
    const view = source instanceof info.storage ? source : (new info.storage(source.buffer as ArrayBuffer, source.byteOffset, source.length) as Storage);
    return allocateStorage(dtype, shape, 'constant', () => (pooledCopy(view, dtype) ?? view.slice()) as StorageOf<DType>);
  }
  const realFloat = dtype === 'float32' || dtype === 'float64';
  const bigSource = source instanceof BigInt64Array || source instanceof BigUint64Array;
  if (realFloat && !bigSource) {
    // the pool's storage is not zeroed: every element is written here
    const out = allocateStorage(dtype, shape, 'constant', writableStorage) as Float32Array | Float64Array;
    out.set(source as ArrayLike<number>);
    return out;
  }
  return undefined;
}

function fromTensor(t: Tensor, want: DType | undefined, target?: Shape): Tensor {
  const c = castTensor(t, want ?? t.dtype);
  if (target === undefined) return c;
  const n = shapeSize(target);
  if (c.size === 1 && n !== 1) {
    const nd = asNDArray(c);
    return filledTensor(target, c.dtype, getValue(nd.data, c.dtype, 0) as Scalar, 'constant');
  }
  if (c.size !== n) {
    throw shapeMismatch(
      `constant: ${c.size} values cannot fill shape of ${n} elements`,
      c.shape,
      target,
      'Pass as many values as the shape has elements, or a single value to fill it.',
    );
  }
  return new Tensor(c.dataSync(), c.dtype, target);
}

/**
 * A tensor of `shape` with every element `value`, as `tf.fill` does (dtype inferred from the
 * value as {@link constant} does, unless given), written straight into typed storage. A shape
 * of more than 64 axes or of negative, fractional or NaN lengths is a {@link ValueError}; over
 * 4 GiB, a {@link SizeError} (as for {@link zeros}, {@link ones} and {@link range}).
 *
 * @example
 * ```ts
 * import { fill } from '@typelattice/tf';
 * fill([2], 3).toString(); // -> 'tf.Tensor([3 3], shape=(2,), dtype=int32)'
 * ```
 */
export function fill(shape: readonly number[], value: Scalar, dtype?: DTypeLike): Tensor {
  const target = checkShape(shape, 'fill');
  const d = dtype === undefined ? inferDType([value]) : toDType(dtype);
  checkRows([[value]], d, dtype !== undefined);
  return filledTensor(target, d, value, 'fill');
}

/** A new tensor of `shape` with every element `value` (checked by the caller), straight in storage. */
function filledTensor(shape: Shape, dtype: DType, value: Scalar, what: string): Tensor {
  // Converted (and refused, naming the value) before anything large is allocated.
  const one = fromValues(dtype, [value as JsValue]) as Storage;
  // pooled storage (large tensors) holds old values: it is always written; ordinary storage is zeroed
  const storage = allocateStorage(dtype, shape, what, writableStorage) as Storage;
  const pooled = poolBlock(storage) !== undefined;
  if (one.length === 1) {
    if (pooled || (!Object.is(one[0], 0) && one[0] !== 0n)) (storage as { fill(v: number | bigint): unknown }).fill(one[0]!);
  } else if (pooled || one[0] !== 0 || one[1] !== 0 || Object.is(one[0], -0) || Object.is(one[1], -0)) {
    const s = storage as Float32Array | Float64Array;
    const [re, im] = [one[0] as number, one[1] as number];
    for (let i = 0; i < s.length; i += 2) {
      s[i] = re;
      s[i + 1] = im;
    }
  }
  return new Tensor(storage as StorageOf<DType>, dtype, shape);
}

/**
 * A tensor of zeros (default dtype float32), as `tf.zeros`.
 *
 * @example
 * ```ts
 * import { zeros } from '@typelattice/tf';
 * zeros([2, 2], 'int8').toArray(); // -> [[0, 0], [0, 0]]
 * ```
 */
export function zeros<D extends DType = 'float32'>(shape: readonly number[], dtype?: D | DTypeCode): Tensor<D> {
  return filled(shape, dtype, 0, 'zeros') as Tensor<D>;
}

/**
 * A tensor of ones (default dtype float32), as `tf.ones`.
 *
 * @example
 * ```ts
 * import { ones } from '@typelattice/tf';
 * ones([3]).toString(); // -> 'tf.Tensor([1. 1. 1.], shape=(3,), dtype=float32)'
 * ```
 */
export function ones<D extends DType = 'float32'>(shape: readonly number[], dtype?: D | DTypeCode): Tensor<D> {
  return filled(shape, dtype, 1, 'ones') as Tensor<D>;
}

function filled(shape: readonly number[], dtype: DTypeLike | undefined, one: 0 | 1, what: string): Tensor {
  const target = checkShape(shape, what);
  const d = dtype === undefined ? 'float32' : toDType(dtype);
  const value: Scalar = d === 'bool' ? one === 1 : d === 'int64' || d === 'uint64' ? BigInt(one) : one;
  return filledTensor(target, d, value, what);
}

/**
 * A 1-D tensor `start, start + delta, …` up to but excluding `limit`, as `tf.range`: with one
 * argument it counts from 0. Integer arguments give int32, any fractional one float32, unless a
 * dtype is given. The values are written straight into the tensor's storage.
 *
 * @example
 * ```ts
 * import { range } from '@typelattice/tf';
 * range(5).toArray(); // -> [0, 1, 2, 3, 4]
 * range(1, 2, 0.5).toString(); // -> 'tf.Tensor([1.  1.5], shape=(2,), dtype=float32)'
 * ```
 */
export function range(start: number, limit?: number, delta = 1, dtype?: DTypeLike): Tensor {
  if (limit === undefined) [start, limit] = [0, start];
  for (const [name, v] of [['start', start], ['limit', limit], ['delta', delta]] as const) {
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      throw new ValueError(`range: ${name} must be a finite number, got ${describe(v)}.`);
    }
  }
  if (delta === 0) throw new ValueError('range: delta must not be 0 (it would never reach the limit).');
  const n = Math.max(0, Math.ceil((limit - start) / delta));
  const d = dtype === undefined ? ([start, limit, delta].every(isIntegerNumber) ? 'int32' : 'float32') : toDType(dtype);
  if (!Number.isSafeInteger(n)) {
    throw new SizeError(
      `range: ${start} to ${limit} by ${delta} would have ${n} elements, more than any tensor may hold ` +
        '(MAX_TENSOR_BYTES). Use a larger delta or a shorter interval.',
      n,
      n * dtypeInfo(d).itemSize,
    );
  }
  const shape = Object.freeze([n]);
  checkSize(shape, d, 'range');
  const at = (i: number): number => start + i * delta;
  const info = dtypeInfo(d);
  if (n > 0 && d === 'bool') throw refusedElement(start, 0, d);
  if (n > 0 && isIntegerDType(d)) {
    if (!Number.isInteger(start) || !Number.isInteger(delta)) {
      for (let i = 0; i < n; i++) if (!Number.isInteger(at(i))) throw refusedElement(at(i), i, d);
    }
    const { min, max } = iinfo(d);
    for (const i of [0, n - 1]) {
      if (BigInt(at(i)) < min || BigInt(at(i)) > max) {
        throw new DTypeError(
          `Cannot store ${at(i)} as ${d} at index ${i}: out of range ${min} to ${max}; ` +
            "pass a wider dtype, e.g. range(start, limit, delta, 'int64').",
        );
      }
    }
  }
  const storage = allocateStorage(d, shape, 'range') as Storage;
  if (info.family === 'bigint') {
    // Exact integer steps (no float rounding past 2^53).
    const s = storage as BigInt64Array;
    if (Number.isInteger(start) && Number.isInteger(delta)) {
      const step = BigInt(delta);
      let v = BigInt(start);
      for (let i = 0; i < n; i++, v += step) s[i] = v;
    } else for (let i = 0; i < n; i++) s[i] = BigInt(at(i));
  } else if (info.family === 'float16bits') {
    const s = storage as Uint16Array;
    const bits = d === 'float16' ? numberToFloat16Bits : numberToBfloat16Bits;
    for (let i = 0; i < n; i++) s[i] = bits(start + i * delta);
  } else if (info.family === 'complex') {
    const s = storage as Float32Array | Float64Array;
    for (let i = 0; i < n; i++) s[2 * i] = start + i * delta;
  } else {
    const s = storage as Exclude<Storage, BigInt64Array | BigUint64Array>;
    for (let i = 0; i < n; i++) s[i] = start + i * delta;
  }
  return new Tensor(storage as StorageOf<DType>, d, shape);
}
