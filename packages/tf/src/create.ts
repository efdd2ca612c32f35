import {
  dtypeInfo,
  getValue,
  DTypeError,
  fromValues,
  iinfo,
  toDType,
  writeValues,
  type Complex,
  type DType,
  type DTypeCode,
  type JsValue,
  type Storage,
  type StorageOf,
} from '@typelattice/dtypes';
import { poolBlock } from '@typelattice/kernels-cpu';
import type { CreationRules } from '@typelattice/promotion';
import { castTensor } from './cast';
import { expectOperand, freeRules } from './creation-rules';
import { ValueError, shapeMismatch } from './errors';
import { fillValue, kindOf, type KindedValue } from './fill-values';
import { describe, inferDTypeOfRows, type Scalar } from './infer';
import { allocateStorage, checkShape, readNested, shapeSize, type Shape } from './shape';
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

/** The dtype TensorFlow gives the Python scalars a weak tensor stands for: int32 (int64 where one does not fit), float32, complex128. */
function weakDefault(t: Tensor): DType {
  const kind = dtypeInfo(t.dtype).kind;
  if (kind === 'f') return 'float32';
  if (kind === 'c') return 'complex128';
  if (kind === 'b') return 'bool';
  const { min, max } = iinfo('int32');
  const values = asNDArray(t).data as ArrayLike<number | bigint>;
  for (let i = 0; i < values.length; i++) if (BigInt(values[i]!) < min || BigInt(values[i]!) > max) return 'int64';
  return 'int32';
}

function fromTensor(t: Tensor, want: DType | undefined, target?: Shape): Tensor {
  // a weak tensor is the Python scalar it stands for: its dtype is inferred, not kept
  const c = castTensor(t, want ?? (t.weak ? weakDefault(t) : t.dtype));
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

/** A fill value: a Python-like scalar with its kind, or a strong one-element tensor (whose dtype decides). */
export type FillArgument = { readonly scalar: KindedValue; readonly big: boolean } | { readonly tensor: Tensor };

/** Reads `fill`'s value: a JS scalar, a weak scalar tensor (`weakFloat(2)`), or a one-element tensor. */
export function fillArgument(value: unknown, what: string): FillArgument {
  if (value instanceof Tensor) {
    if (value.size !== 1) {
      throw new ValueError(`${what}: the fill value must be a scalar; got a tensor of shape [${value.shape.join(', ')}]. Pass one element (x.reshape([])) or use broadcastTo.`);
    }
    if (!value.weak) return { tensor: value };
    const x = getValue(asNDArray(value).data, value.dtype, 0) as Scalar;
    const kind: KindedValue['kind'] = value.dtype.startsWith('complex') ? 'complex' : value.dtype.startsWith('float') || value.dtype === 'bfloat16' ? 'float' : 'int';
    const scalar: KindedValue =
      kind === 'int' ? { kind, value: BigInt(x as number | bigint) } : kind === 'float' ? { kind, value: Number(x) } : { kind, value: x as Complex };
    return { scalar, big: false };
  }
  const scalar = kindOf(value);
  if (scalar === undefined) {
    throw new ValueError(`${what}: cannot fill with ${describe(value)}. Pass a number, bigint, boolean, { re, im }, a weak scalar (weakFloat(2)) or a one-element tensor.`);
  }
  return { scalar, big: typeof value === 'bigint' };
}

/** The dtype a Python int takes without a dtype: the first of the policy's ladder that holds it (JAX: its default int, wrapping). */
function intDType(rules: CreationRules, x: bigint, big: boolean, what: string): DType {
  // a bigint asks for 64 bits, as constant() reads it
  const ladder = big && rules.fill === 'rfc' ? rules.intLadder.filter((d) => d !== 'int32') : rules.intLadder;
  const fit = ladder.find((d) => x >= iinfo(d).min && x <= iinfo(d).max);
  if (fit !== undefined) return fit;
  if (rules.intWraps && x >= -(2n ** 63n) && x < 2n ** 64n) return ladder[ladder.length - 1]!;
  throw new DTypeError(
    `${what}: the int ${x} does not fit ${ladder.join(' or ')}, the dtypes ${rules.policy} gives a Python int without a dtype (mode ${rules.mode}). ` +
      `Pass a dtype that holds it (e.g. 'float64'${x > 0n && x < 2n ** 64n ? " or 'uint64'" : ''}), or pass it as a float (weakFloat).`,
  );
}

/**
 * `fill`, `zeros`, `ones` and `empty` under a policy's creation rules: the value converted into
 * the dtype as the policy's library converts it, the dtype the policy gives where none is asked for.
 */
export function fillWith(rules: CreationRules, shape: readonly number[], value: unknown, dtype: DTypeLike | undefined, what: string): Tensor {
  const target = checkShape(shape, what);
  const arg = fillArgument(value, what);
  if ('tensor' in arg) {
    const d = dtype === undefined ? arg.tensor.dtype : toDType(dtype);
    const one = castTensor(arg.tensor, d);
    return filledTensor(target, d, getValue(asNDArray(one).data, d, 0) as Scalar, what);
  }
  const v = arg.scalar;
  if (dtype !== undefined) {
    const d = toDType(dtype);
    return filledTensor(target, d, fillValue(v, d, rules.fill, rules.fillIntVia) as Scalar, what);
  }
  const r = expectOperand(what, rules.defaultResult('full', v.kind), rules, 'Pass a dtype.');
  const weak = r.endsWith('*');
  let d: DType;
  if (v.kind === 'int') d = intDType(rules, v.value as bigint, arg.big, what);
  else d = weak ? (v.kind === 'float' ? rules.defaults.float : rules.defaults.complex) : (r as DType);
  return filledTensor(target, d, fillValue(v, d, rules.fill) as Scalar, what, weak);
}

/**
 * A tensor of `shape` with every element `value`, as `tf.fill` (NumPy's and the Array API's
 * `full`, an alias), written straight into typed storage. Without a dtype the value decides, as
 * TensorFlow infers it: a boolean gives bool, an int int32 (int64 when it does not fit, or for a
 * `bigint`), any other number float32, `{ re, im }` complex128; a weak scalar (`weakFloat(2)`)
 * is the Python scalar it stands for (a float, though its value is whole), and a one-element
 * tensor keeps its dtype. With a dtype, the value must be held exactly (a fraction into an
 * integer dtype, a number out of its range, a boolean into a number dtype are refused); cast the
 * result to wrap. `createOps({ policy }).fill` follows the policy's library instead (NumPy:
 * int64/float64; JAX: a weak result; NumPy casts floats into an integer dtype, JAX and
 * TensorFlow wrap ints). A shape of more than 64 axes or of negative, fractional or NaN lengths is
 * a {@link ValueError}; over 4 GiB, a {@link SizeError}.
 *
 * @example
 * ```ts
 * import { fill, weakFloat } from '@typelattice/tf';
 * fill([2], 3).toString(); // -> 'tf.Tensor([3 3], shape=(2,), dtype=int32)'
 * fill([2], weakFloat(2)).dtype; // -> 'float32'
 * fill([], -1.5e-7).dtype; // -> 'float32'
 * fill([2], 7, 'uint8').toArray(); // -> [7, 7]
 * ```
 */
export function fill(shape: readonly number[], value: Scalar | Tensor, dtype?: DTypeLike): Tensor {
  return fillWith(freeRules(), shape, value, dtype, 'fill');
}

/** {@link fill} under its Array API name. @example `full([2], 1.5).dtype; // 'float32'` */
export const full = fill;

/** A new tensor of `shape` with every element `value` (checked by the caller), straight in storage. */
export function filledTensor(shape: Shape, dtype: DType, value: Scalar, what: string, weak = false): Tensor {
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
  return new Tensor(storage as StorageOf<DType>, dtype, shape, { weak });
}

/** `zeros`, `ones` and `empty` under a policy's rules: the policy's default float where no dtype is given. */
export function filledWith(rules: CreationRules, shape: readonly number[], dtype: DTypeLike | undefined, one: 0 | 1, what: string): Tensor {
  const target = checkShape(shape, what);
  const d = dtype === undefined ? (expectOperand(what, rules.defaultResult(what === 'empty' ? 'empty' : 'zeros'), rules, 'Pass a dtype.') as DType) : toDType(dtype);
  const value: Scalar = d === 'bool' ? one === 1 : d === 'int64' || d === 'uint64' ? BigInt(one) : one;
  return filledTensor(target, d, value, what);
}

/**
 * A tensor of zeros (default dtype float32, as `tf.zeros`; `createOps({ policy }).zeros` gives
 * the policy's default float: NumPy and JAX x64 float64).
 *
 * @example
 * ```ts
 * import { zeros } from '@typelattice/tf';
 * zeros([2, 2], 'int8').toArray(); // -> [[0, 0], [0, 0]]
 * zeros([3]).dtype; // -> 'float32'
 * ```
 */
export function zeros<D extends DType = 'float32'>(shape: readonly number[], dtype?: D | DTypeCode): Tensor<D> {
  return filledWith(freeRules(), shape, dtype, 0, 'zeros') as Tensor<D>;
}

/**
 * A tensor of ones (default dtype float32, as `tf.ones`; `createOps({ policy }).ones` gives the
 * policy's default float).
 *
 * @example
 * ```ts
 * import { ones } from '@typelattice/tf';
 * ones([3]).toString(); // -> 'tf.Tensor([1. 1. 1.], shape=(3,), dtype=float32)'
 * ```
 */
export function ones<D extends DType = 'float32'>(shape: readonly number[], dtype?: D | DTypeCode): Tensor<D> {
  return filledWith(freeRules(), shape, dtype, 1, 'ones') as Tensor<D>;
}

/**
 * A tensor whose values the program will overwrite (the Array API's and NumPy's `empty`): here
 * always zeros, since a result never shows memory another tensor held. Default dtype float32 (the
 * free function keeps TensorFlow's `zeros` default; `createOps({ policy }).empty` the policy's
 * default float).
 *
 * @example
 * ```ts
 * import { empty } from '@typelattice/tf';
 * empty([2], 'int16').toArray(); // -> [0, 0]
 * ```
 */
export function empty<D extends DType = 'float32'>(shape: readonly number[], dtype?: D | DTypeCode): Tensor<D> {
  return filledWith(freeRules(), shape, dtype, 0, 'empty') as Tensor<D>;
}
