import {
  dtypeInfo,
  getValue,
  toDType,
  toValues,
  writeValues,
  type Complex,
  type DType,
  type DTypeCode,
  type JsValue,
  type Storage,
  type StorageFamily,
  type StorageOf,
  type ValueOf,
} from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import { dropPooled, holdPooled, type PoolBlock, type StridedSliceMasks } from '@typelattice/kernels-cpu';
import { adoptedStorage } from './adopt';
import { recycleStorage } from './recycle';
import { scopes, track } from './tidy-scope';
import type { IndexDType, IndexResult } from './index-dtypes';
import type { Scalar } from './infer';
import { shapeMismatch, SizeError, ValueError } from './errors';
import { formatTensor } from './format';
import { allocateStorage, checkShape, copyShape, describeShape, readNested, sameShape, shapeSize, type Shape } from './shape';
import { tensorRuntime } from './tensor-runtime';
import type { TypedArrayOperand } from './typed-array';

/**
 * A nested JS array of element values, as {@link Tensor.toArray} returns it (a bare value for a scalar).
 *
 * @example
 * ```ts
 * import { constant, type Nested } from '@typelattice/tf';
 * const rows: Nested<number> = constant([[1, 2]], 'int8').toArray(); // [[1, 2]]
 * ```
 */
export type Nested<T> = T | Nested<T>[];

/**
 * A tensor as JSON (`JSON.stringify(t)`, {@link Tensor.toJSON}): the dtype, the shape, and the
 * values as nested arrays (a bare value for a scalar), every element JSON-safe: booleans and
 * numbers as they are; 64-bit integers as decimal strings (`"9007199254740993"`), since JSON
 * numbers are doubles; non-finite floats and `-0` as the strings `"NaN"`, `"Infinity"`,
 * `"-Infinity"` and `"-0"` (JSON has no such numbers); complex as `{ re, im }` with parts written
 * the same way. `weak: true` only for a weakly typed tensor. {@link Tensor.fromJSON} reads it back
 * exactly.
 *
 * @example
 * ```ts
 * import { constant, type TensorJSON } from '@typelattice/tf';
 * const j: TensorJSON = constant([[1n, -2n]], 'int64').toJSON(); // { dtype: 'int64', shape: [1, 2], values: [['1', '-2']] }
 * ```
 */
export interface TensorJSON {
  dtype: DType;
  shape: number[];
  values: Nested<JsonScalar>;
  weak?: true;
}

/** One element of a {@link TensorJSON}. @example `const x: JsonScalar = { re: 1, im: 'NaN' };` */
export type JsonScalar = boolean | number | string | { re: number | string; im: number | string };

// A tensor's storage lives in its private field (cheaper to set than a WeakMap entry, and
// invisible to structuredClone); these read it from outside the class (set in a static block).
// `storageOf` is for code that reads the values now and keeps no reference to the storage;
// `sharedStorageOf` for code that may keep one (a kernel's view, a reshape sharing it): the
// storage then never goes back to the recycler (recycle.ts).
let storageOf: (t: Tensor) => Storage;
let sharedStorageOf: (t: Tensor) => Storage;

function disposedError(t: Tensor): ValueError {
  return new ValueError(
    `This ${t.dtype} tensor of shape ${describeShape(t.shape)} was disposed (dispose()) and has no values any more. ` +
      'Use a tensor only until you dispose it; to keep its values, copy them first (dataSync(), or an op on it).',
  );
}

// The options object that marks a construction by wrapResult (never reachable from outside).
const TRUSTED: { weak?: boolean; backend?: string } = Object.freeze({});
let trustedWeak = false;
let trustedBackend = 'cpu';
let trustedFresh = false;

/**
 * Wraps a kernel's result as a tensor without the checks of the public constructor: the kernel
 * made the storage for this dtype and shape. Internal: never for storage or shapes from users.
 * `fresh`: the storage was made for this result alone and nothing else holds it (the CPU
 * kernels' own allocation, or recycled storage handed to them): dispose() may then give it to
 * the recycler, unless the tensor's storage is shared first ({@link asNDArray}).
 */
export function wrapResult<D extends DType>(
  storage: Storage,
  dtype: D,
  shape: readonly number[],
  weak: boolean,
  backend: string,
  fresh = false,
): Tensor<D> {
  trustedWeak = weak;
  trustedBackend = backend;
  trustedFresh = fresh;
  return new Tensor(storage as StorageOf<D>, dtype, shape as Shape, TRUSTED);
}

// The own, enumerable `storage` property of every tensor: a getter returning a copy. Being own
// and enumerable, it is what structuredClone (and postMessage, and object spread) copy, so a
// clone carries the values: `new Tensor(c.storage, c.dtype, c.shape, { weak: c.weak })` rebuilds it.
const STORAGE_COPY: PropertyDescriptor = {
  get(this: Tensor): Storage {
    return copyOf(this, 'storage');
  },
  enumerable: true,
  configurable: false,
};

// The most elements toArray()/toJSON() write into JS arrays, by storage family: a number or
// boolean takes 8 bytes of JS heap, a bigint about 32, a complex { re, im } about 90.
const JS_ARRAY_LIMIT: Readonly<Record<StorageFamily, number>> = {
  bool: 2 ** 26,
  number: 2 ** 26,
  float16bits: 2 ** 26,
  bigint: 2 ** 25,
  complex: 2 ** 24,
};

function checkJsArraySize(t: Tensor, what: string): void {
  const limit = JS_ARRAY_LIMIT[dtypeInfo(t.dtype).family];
  if (t.size > limit) {
    throw new SizeError(
      `${what}: a ${t.dtype} tensor of ${t.size} elements is too large for nested JS arrays (at most ${limit} ${t.dtype} ` +
        'elements: more could exhaust the JS heap, which aborts the process). Read it with dataSync() (a TypedArray copy).',
      t.size,
      t.size * dtypeInfo(t.dtype).itemSize,
    );
  }
}

/** A copy of a tensor's storage; a copy the engine cannot allocate is a SizeError. */
function copyOf(t: Tensor, what: string): Storage {
  const storage = storageOf(t);
  return allocateStorage(t.dtype, t.shape, what, () => storage.slice() as StorageOf<DType>) as Storage;
}

const jsonNumber = (x: number): number | string =>
  Number.isFinite(x) ? (Object.is(x, -0) ? '-0' : x) : Number.isNaN(x) ? 'NaN' : x > 0 ? 'Infinity' : '-Infinity';

const JSON_NUMBERS: Readonly<Record<string, number>> = { NaN: NaN, Infinity: Infinity, '-Infinity': -Infinity, '-0': -0 };

/**
 * The tensor's storage (not a copy) as the kernels take it. Internal: never hand it to users.
 * The storage may be kept (a view, a reshape sharing it), so it is never recycled afterwards.
 */
export function asNDArray<D extends DType>(t: Tensor<D>): NDArray<D> {
  return { data: sharedStorageOf(t) as StorageOf<D>, dtype: t.dtype, shape: t.shape };
}

/**
 * {@link asNDArray} for a kernel that only reads the storage during the call (or writes it as
 * `out`) and keeps no reference to it, such as the CPU kernels' elementwise ops: the storage
 * stays recyclable. Internal.
 */
export function readNDArray<D extends DType>(t: Tensor<D>): NDArray<D> {
  return { data: storageOf(t) as StorageOf<D>, dtype: t.dtype, shape: t.shape };
}

/**
 * Options of an elementwise op (binary or unary, free function or Tensor method).
 *
 * @example
 * ```ts
 * import { add, constant, sqrt, type OpOptions } from '@typelattice/tf';
 * const out = constant([0, 0], 'float32');
 * const options: OpOptions = { out };
 * add(constant([1, 2], 'float32'), 1, options).toArray(); // -> [2, 3]
 * sqrt(constant([4, 9], 'float32'), { out }).toArray(); // -> [2, 3]
 * constant([1, 2], 'float32').mul(2, { out }).toArray(); // -> [2, 4]
 * ```
 */
export interface OpOptions {
  /**
   * A tensor to write the result into, as NumPy's `out=`: it must have the result's dtype, shape
   * and weakness (no casting, no broadcasting of `out`), and it is returned. It may be one of the
   * operands (`add(x, y, { out: x })` updates `x` in place); an operand that shares its memory is
   * read as if copied first. Nothing is written when the op throws. This is the one way a tensor
   * changes after it is made: every tensor sharing `out`'s storage sees the new values.
   */
  readonly out?: Tensor;
}

/**
 * Options of `round`: `{ out }` and `decimals` (an integer, default 0; negative rounds to tens,
 * hundreds, …), as NumPy's `np.round(x, decimals)`.
 *
 * @example
 * ```ts
 * import { constant, round, type RoundOptions } from '@typelattice/tf';
 * const options: RoundOptions = { decimals: 2 };
 * round(constant([1.2345], 'float64'), options).toArray(); // -> [1.23]
 * ```
 */
export interface RoundOptions extends OpOptions {
  readonly decimals?: number;
}

/**
 * Options of the {@link Tensor} constructor.
 *
 * `adopt: true` hands the array over to the tensor: where the kernels' pool serves (arrays of
 * 256 KiB and more) its values move into the pool once, at construction, so that no op copies
 * them again (a wrapped array is copied once per op that reads it), and the array's buffer is
 * detached (its length becomes 0) when the array spans all of a transferable ArrayBuffer, which
 * frees that memory at once. Afterwards the caller may no longer read or write the array, nor any
 * other view of its buffer: the tensor's values are its own, and writes there reach no tensor.
 * Smaller arrays are kept as they are, as without the option; then, too, the array belongs to
 * the tensor and must not be written.
 *
 * @example
 * ```ts
 * import { Tensor, type TensorOptions } from '@typelattice/tf';
 * const options: TensorOptions = { adopt: true };
 * const data = new Float64Array(50_000).fill(2);
 * const t = new Tensor(data, 'float64', [50_000], options);
 * data.byteLength; // -> 0
 * t.max().toArray(); // -> 2
 * ```
 */
export interface TensorOptions {
  /** Whether the tensor is weakly typed (a JS scalar's); default false. */
  readonly weak?: boolean;
  /** The backend the tensor reports as having computed it; default `'cpu'`. */
  readonly backend?: string;
  /** Hand the array over: moved into the kernels' pool (no copy per op) and detached where it can be; default false. */
  readonly adopt?: boolean;
}

/**
 * An immutable n-dimensional array of one dtype: what every op takes and returns.
 *
 * A weakly typed tensor (`weak: true`) stands for a JS scalar or a result computed only from JS
 * scalars: it takes part in promotion as `i*`, `f*` or `c*` (with its value, for range checks),
 * A JS scalar is stored in `int64`/`uint64`, `float64` or `complex128` so its value is kept
 * exactly; a weak result in the dtype the policy's mode gives weak values (JAX x32: float32).
 *
 * Immutable at run time: every instance is frozen, so assigning a field (`t.dtype = 'int32'`,
 * `t.shape = [2, 2]`, `t.weak = true`) throws a TypeError in strict code (ES modules are strict)
 * and changes nothing elsewhere. `JSON.stringify(t)` writes {@link TensorJSON};
 * `structuredClone(t)` (and `postMessage`) gives a plain object (a clone never keeps a class)
 * `{ dtype, shape, size, weak, backend, storage }` whose `storage` is a copy of the values, and
 * `new Tensor(c.storage, c.dtype, c.shape, { weak: c.weak })` makes it a tensor again.
 *
 * @example
 * ```ts
 * import { constant, Tensor } from '@typelattice/tf';
 * const t = constant([[1, 2], [3, 4]], 'int8');
 * t.shape; // -> [2, 2]
 * t.add(1).toArray(); // -> [[2, 3], [4, 5]]
 * String(t.mul(2)); // -> 'tf.Tensor(\n[[2 4]\n [6 8]], shape=(2, 2), dtype=int8)'
 * Object.isFrozen(t); // -> true
 * const c = structuredClone(t);
 * new Tensor(c.storage, c.dtype, c.shape).toArray(); // -> [[1, 2], [3, 4]]
 * ```
 */
export class Tensor<D extends DType = DType> {
  /** The element dtype. */
  readonly dtype: D;
  /** The length of each axis, outermost first (`[]` for a scalar). */
  readonly shape: Shape;
  /** The number of elements. */
  readonly size: number;
  /** Whether the tensor is weakly typed (a JS scalar, or computed only from JS scalars). */
  readonly weak: boolean;
  /** The backend that computed this tensor (`'cpu'` for tensors made from values). */
  readonly backend: string;
  /**
   * A copy of the storage, as {@link dataSync} returns it: an own enumerable property so that
   * `structuredClone` and `postMessage` carry the values. Each read copies; prefer `dataSync()`.
   */
  declare readonly storage: StorageOf<D>;
  readonly #storage: Storage;
  // The pool block the storage is a view of (any view: a reshape, a slice of a slice), counted as
  // held until dispose(); undefined for storage outside the pool, which the collector frees.
  readonly #block: PoolBlock | undefined;
  #disposed = false;
  // Whether dispose() gives the storage to the recycler: made for this tensor alone
  // (wrapResult's `fresh`) and never shared since (sharedStorageOf).
  #recyclable = false;

  static {
    storageOf = (t) => {
      if (t.#disposed) throw disposedError(t);
      return t.#storage;
    };
    sharedStorageOf = (t) => {
      if (t.#disposed) throw disposedError(t);
      t.#recyclable = false;
      return t.#storage;
    };
  }


  /**
   * Wraps storage as a tensor (the storage is owned by the tensor from now on). Use
   * {@link constant} and the other creation functions instead; this is the low-level door.
   *
   * A wrapped array stays where it is: each op copies it once into the kernels' memory (in
   * chunks, as it reads it). With `{ adopt: true }` ({@link TensorOptions}) the array is handed
   * over instead: its values move into the kernels' pool once, here, and no op copies them again.
   *
   * @example
   * ```ts
   * import { Tensor } from '@typelattice/tf';
   * new Tensor(new Float32Array([1, 2]), 'float32', [2]).toArray(); // -> [1, 2]
   * const data = new Float32Array(100_000).fill(1.5);
   * const t = new Tensor(data, 'float32', [100_000], { adopt: true });
   * t.sum().toArray(); // -> 150000
   * data.length; // -> 0
   * ```
   * @throws DTypeError for an unknown dtype; ValueError for a shape that is not a list of at most
   * 64 non-negative integers, storage of the wrong type or length, or bad options.
   */
  constructor(storage: StorageOf<D>, dtype: D, shape: Shape, options: TensorOptions = {}) {
    if (options === TRUSTED) {
      // a kernel's result (wrapResult): its storage, dtype and shape agree by construction
      let size = 1;
      for (let i = 0; i < shape.length; i++) size *= shape[i]!;
      this.dtype = dtype;
      this.shape = Object.isFrozen(shape) ? shape : Object.freeze(shape.slice());
      this.size = size;
      this.weak = trustedWeak;
      this.backend = trustedBackend;
      this.#storage = storage;
      this.#block = holdPooled(storage);
      // pooled storage goes back to the pool instead (its block counts its holders)
      this.#recyclable = this.#block === undefined && trustedFresh;
      Object.defineProperty(this, 'storage', STORAGE_COPY);
      Object.freeze(this);
      if (scopes.length !== 0) track(this);
      return;
    }
    const info = dtypeInfo(dtype);
    const dims = copyShape(shape) ?? checkShape(shape, `A ${info.name} tensor`);
    const size = shapeSize(dims);
    if (!(storage instanceof info.storage) || storage.length !== size * info.lanes) {
      throw new ValueError(
        `A ${info.name} tensor of shape ${describeShape(dims)} needs a ${info.storage.name} of length ${size * info.lanes}; ` +
          `got ${storage?.constructor?.name ?? typeof storage} of length ${(storage as Storage | undefined)?.length}.`,
      );
    }
    const { weak = false, backend = 'cpu', adopt = false } = options ?? {};
    if (typeof weak !== 'boolean' || typeof backend !== 'string') {
      throw new ValueError(
        `Tensor options: weak must be a boolean and backend a string; got weak ${String(weak)}, backend ${String(backend)}.`,
      );
    }
    if (typeof adopt !== 'boolean') {
      throw new ValueError(`Tensor options: adopt must be a boolean (true hands the array over to the tensor); got ${String(adopt)}.`);
    }
    this.dtype = info.name as D;
    this.shape = dims;
    this.size = size;
    this.weak = weak;
    this.backend = backend;
    this.#storage = adopt ? adoptedStorage(storage, info.name) : storage;
    this.#block = holdPooled(this.#storage);
    Object.defineProperty(this, 'storage', STORAGE_COPY);
    Object.freeze(this);
    if (scopes.length !== 0) track(this);
  }

  /**
   * Frees the tensor's memory now rather than when the garbage collector finds it unreachable,
   * as TF.js's `dispose()`: storage in the CPU kernels' pool (tensors of 256 KiB or more) goes back
   * to the pool at once, so the next result of its size reuses memory already in cache instead
   * of fresh pages. A smaller result of a binary op whose storage nothing else ever shared goes
   * to a small recycler (at most 4 MiB in all), where the next result of the same storage type
   * and length takes it instead of a fresh allocation; other storage is left to the collector.
   * Afterwards the tensor keeps its dtype and shape but has no values: reading them, or passing
   * it to an op, throws a ValueError. Tensors sharing its storage (a reshape of it, a slice) keep
   * theirs. Calling it again does nothing.
   *
   * @example
   * ```ts
   * import { add, constant } from '@typelattice/tf';
   * const t = add(constant([1, 2], 'float32'), 1);
   * t.dispose();
   * t.isDisposed; // -> true
   * t.shape; // -> [2]
   * ```
   */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    if (this.#recyclable) recycleStorage(this.#storage);
    else if (this.#block !== undefined) dropPooled(this.#block);
  }

  /**
   * {@link dispose}, for TypeScript's `using` declarations (explicit resource management): the
   * tensor is disposed when its block ends.
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * const x = constant([1, 2], 'float32');
   * {
   *   using y = x.add(1); // disposed at the end of this block
   *   y.toArray(); // -> [2, 3]
   * }
   * ```
   */
  [Symbol.dispose](): void {
    this.dispose();
  }

  /** Whether {@link dispose} was called. @example `constant([1]).isDisposed; // false` */
  get isDisposed(): boolean {
    return this.#disposed;
  }

  /**
   * Reads a {@link TensorJSON} back (`JSON.parse(JSON.stringify(t))` gives the same dtype, shape,
   * weak flag and values, bit for bit but for NaN payloads).
   *
   * @example
   * ```ts
   * import { constant, Tensor } from '@typelattice/tf';
   * const text = JSON.stringify(constant([NaN, -0, 1.5], 'float32'));
   * text; // -> '{"dtype":"float32","shape":[3],"values":["NaN","-0",1.5]}'
   * Tensor.fromJSON(JSON.parse(text)).toArray(); // -> [NaN, -0, 1.5]
   * ```
   * @throws ValueError for a record that is not a TensorJSON (naming the field or element and
   * its index path); DTypeError for an unknown dtype or a value out of the dtype's range.
   */
  static fromJSON(json: TensorJSON): Tensor {
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      throw new ValueError(`Tensor.fromJSON: expected { dtype, shape, values }, got ${json === null ? 'null' : typeof json}.`);
    }
    const unknown = Object.keys(json).filter((k) => !['dtype', 'shape', 'values', 'weak'].includes(k));
    if (unknown.length > 0) {
      throw new ValueError(`Tensor.fromJSON: unknown field ${JSON.stringify(unknown[0])}; a TensorJSON has dtype, shape, values and (optionally) weak.`);
    }
    if (json.weak !== undefined && json.weak !== true) {
      throw new ValueError(`Tensor.fromJSON: weak must be true or absent, got ${JSON.stringify(json.weak)}.`);
    }
    const dtype = toDType(json.dtype);
    const shape = checkShape(json.shape, 'Tensor.fromJSON');
    const nested = readNested(json.values, 'Tensor.fromJSON');
    // Nested arrays cannot show the axes after a zero-length one: [[], []] is (2, 0) and (2, 0, 3).
    const zero = shape.indexOf(0);
    if (!sameShape(nested.shape, zero < 0 ? shape : shape.slice(0, zero + 1))) {
      throw shapeMismatch('Tensor.fromJSON: the values do not have the given shape', nested.shape, shape, 'Write values nested as the shape says.');
    }
    const decode = jsonDecoder(dtype);
    const storage = allocateStorage(dtype, shape, 'Tensor.fromJSON') as Storage;
    for (let r = 0, offset = 0; r < nested.rows.length; offset += nested.rows[r].length, r++) {
      const row = nested.rows[r];
      const values = new Array<JsValue>(row.length);
      for (let i = 0; i < row.length; i++) values[i] = decode(row[i], offset + i);
      writeValues(storage, dtype, offset, values);
    }
    return new Tensor(storage as StorageOf<DType>, dtype, shape, { weak: json.weak === true });
  }

  /** The rank (number of axes). */
  get rank(): number {
    return this.shape.length;
  }

  /**
   * A copy of the storage: a TypedArray of the dtype's storage type (complex interleaved re, im).
   * JavaScript has no float16 or bfloat16 array, so those dtypes come as their raw bits in a
   * `Uint16Array` (as NumPy's buffer holds them): `toArray()` gives their values as numbers, and
   * `cast(x, 'float32').dataSync()` a `Float32Array` of the same values, exactly.
   *
   * @example
   * ```ts
   * import { cast, constant } from '@typelattice/tf';
   * constant([1, 2], 'float32').dataSync(); // -> new Float32Array([1, 2])
   * constant([1.5], 'float16').dataSync(); // -> new Uint16Array([15872])
   * constant([1.5], 'float16').toArray(); // -> [1.5]
   * cast(constant([1.5], 'float16'), 'float32').dataSync(); // -> new Float32Array([1.5])
   * ```
   */
  dataSync(): StorageOf<D> {
    return copyOf(this, 'dataSync') as StorageOf<D>;
  }

  /**
   * {@link dataSync}, as a promise (the API of backends that compute asynchronously).
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * await constant([1, 2], 'int16').data(); // -> new Int16Array([1, 2])
   * ```
   */
  async data(): Promise<StorageOf<D>> {
    return this.dataSync();
  }

  /**
   * The elements as nested JS arrays: numbers, bigints (64-bit ints), booleans or `{ re, im }`.
   * `JSON.stringify` refuses bigints (a TypeError): for JSON, stringify the tensor itself
   * ({@link toJSON} writes 64-bit integers as decimal strings, exactly), or convert with `Number`
   * where values stay within ±2^53. A tensor of more than 2^26 elements (2^25 for 64-bit integers, 2^24 for complex) is refused
   * with a SizeError: its JS arrays would take gigabytes of JS heap, where the engine aborts the
   * process instead of throwing; read it with {@link dataSync} instead.
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[true], [false]]).toArray(); // -> [[true], [false]]
   * constant(7, 'int64').toArray(); // -> 7n
   * ```
   */
  toArray(): Nested<ValueOf<D>> {
    checkJsArraySize(this, 'toArray');
    return nest(toValues(storageOf(this) as StorageOf<D>, this.dtype) as ValueOf<D>[], this.shape);
  }

  /**
   * The tensor as JSON ({@link TensorJSON}): what `JSON.stringify(t)` writes.
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * JSON.stringify(constant([[1, 2]], 'int8')); // -> '{"dtype":"int8","shape":[1,2],"values":[[1,2]]}'
   * constant({ re: 1, im: Infinity }).toJSON().values; // -> { re: 1, im: 'Infinity' }
   * ```
   */
  toJSON(): TensorJSON {
    checkJsArraySize(this, 'toJSON');
    const flat = toValues(storageOf(this) as StorageOf<D>, this.dtype) as unknown[];
    const info = dtypeInfo(this.dtype);
    const encode: (x: unknown) => JsonScalar =
      info.family === 'bigint'
        ? (x) => String(x)
        : info.family === 'complex'
          ? (x) => ({ re: jsonNumber((x as Complex).re), im: jsonNumber((x as Complex).im) })
          : info.family === 'bool'
            ? (x) => x as boolean
            : (x) => jsonNumber(x as number);
    for (let i = 0; i < flat.length; i++) flat[i] = encode(flat[i]);
    const json: TensorJSON = { dtype: this.dtype, shape: [...this.shape], values: nest(flat as JsonScalar[], this.shape) };
    if (this.weak) json.weak = true;
    return json;
  }

  /**
   * The tensor as TensorFlow prints it; a weakly typed tensor adds `weak_type=True`.
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2, 3], 'int8').toString(); // -> 'tf.Tensor([1 2 3], shape=(3,), dtype=int8)'
   * ```
   */
  toString(): string {
    if (this.#disposed) return `tf.Tensor(<disposed>, shape=${describeShape(this.shape)}, dtype=${this.dtype})`;
    const storage = storageOf(this) as StorageOf<D>;
    return formatTensor(this.dtype, this.shape, (i) => getValue(storage, this.dtype, i), this.weak);
  }

  /**
   * How `console.log(tensor)` and `util.inspect` show it in Node: its values, as
   * {@link toString} prints them (summarised past 1,000 elements, as NumPy does).
   *
   * @example
   * ```ts
   * import { inspect } from 'node:util';
   * import { constant } from '@typelattice/tf';
   * inspect(constant([1, 2], 'int8')); // -> 'tf.Tensor([1 2], shape=(2,), dtype=int8)'
   * ```
   */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toString();
  }

  /**
   * Converts to another dtype as `tf.cast` does (NumPy's `astype`: integers wrap, floats round to
   * nearest even, complex to real keeps the real part). The result is never weak.
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1.7, -1.7]).cast('int32').toArray(); // -> [1, -1]
   * ```
   */
  cast<E extends DType>(dtype: E | DTypeCode): Tensor<E> {
    return tensorRuntime().cast(this, toDType(dtype)) as Tensor<E>;
  }

  /**
   * Converts to another dtype: the Array API's name for {@link Tensor.cast}. With
   * `{ copy: false }`, this tensor itself where it has that dtype already and is not weak.
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1.7, -1.7]).astype('int32').toArray(); // -> [1, -1]
   * const x = constant([1], 'int8');
   * x.astype('int8', { copy: false }) === x; // -> true
   * ```
   */
  astype<E extends DType>(dtype: E | DTypeCode, options?: { readonly copy?: boolean }): Tensor<E> {
    const d = toDType(dtype) as E;
    if (options !== undefined && (typeof options !== 'object' || options === null || Object.keys(options).some((k) => k !== 'copy') || (options.copy !== undefined && typeof options.copy !== 'boolean'))) {
      throw new ValueError(`astype's options are { copy?: boolean }; got ${JSON.stringify(options) ?? String(options)}. Write x.astype('float32', { copy: false }).`);
    }
    if (options?.copy === false && (this.dtype as DType) === d && !this.weak) return this as unknown as Tensor<E>;
    return tensorRuntime().cast(this, d) as Tensor<E>;
  }

  /**
   * Functional updates at `index` (NumPy's index forms, as {@link Tensor.get}), JAX's
   * `x.at[index]`: `.set(v)`, `.add(v)`, `.multiply(v)`, `.min(v)`, `.max(v)` return a new tensor
   * of this tensor's dtype (and weak flag) with the indexed elements updated; this tensor is
   * unchanged. `v` broadcasts to the indexed elements; the policy in force decides whether `v` may
   * be stored (refused as `Variable.assign_add` refuses under TensorFlow's policies and the RFC's).
   * A repeated index takes every update in turn (`add` accumulates), `set` keeps the last.
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * const x = constant([1, 2, 3], 'float32');
   * x.at(0).set(9).toArray(); // -> [9, 2, 3]
   * x.at([0, 0, 2]).add(1).toArray(); // -> [3, 2, 4]
   * x.at('1:').multiply(10).toArray(); // -> [1, 20, 30]
   * x.toArray(); // -> [1, 2, 3]
   * ```
   */
  at(...index: IndexItem[]): IndexUpdater<D> {
    return new IndexUpdater(this, index);
  }

  // <generated:methods>
  // From the op catalogue by scripts/generate-ops.ts. Do not edit: run `pnpm --filter @typelattice/tf generate`.

  /**
   * Elementwise sum. The operator form of `x + y` (`tf.add`): `this` is the first operand. @see {@link add}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2], 'uint8').add(255).toArray(); // -> [0, 1]
   * ```
   */
  add<T extends 'uint8' | 'int8' | 'int16' | 'int32' | 'bfloat16' | 'float16' | 'float32' | 'complex64'>(this: Tensor<T>, other: Tensor<T>, options?: OpOptions): Tensor<T>;
  add(other: OperandLike, options?: OpOptions): Tensor;
  add(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('add', this, other, options) as Tensor;
  }

  /**
   * Elementwise difference. The operator form of `x - y` (`tf.subtract`): `this` is the first operand. @see {@link sub}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2], 'int8').sub(3).toArray(); // -> [-2, -1]
   * ```
   */
  sub<T extends 'uint8' | 'int8' | 'int16' | 'int32' | 'bfloat16' | 'float16' | 'float32' | 'complex64'>(this: Tensor<T>, other: Tensor<T>, options?: OpOptions): Tensor<T>;
  sub(other: OperandLike, options?: OpOptions): Tensor;
  sub(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('sub', this, other, options) as Tensor;
  }

  /**
   * Elementwise product (on bool tensors: logical and). The operator form of `x * y` (`tf.multiply`): `this` is the first operand. @see {@link mul}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1.5, 2]).mul(2).toArray(); // -> [3, 4]
   * ```
   */
  mul<T extends 'bool' | 'uint8' | 'uint16' | 'uint32' | 'int8' | 'int16' | 'int32' | 'bfloat16' | 'float16' | 'float32' | 'complex64'>(this: Tensor<T>, other: Tensor<T>, options?: OpOptions): Tensor<T>;
  mul(other: OperandLike, options?: OpOptions): Tensor;
  mul(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('mul', this, other, options) as Tensor;
  }

  /**
   * True division: the policy decides the float result dtype (the RFC divides 8/16-bit integers in float32, 32/64-bit integers in float64). The operator form of `x / y` (`tf.math.truediv`): `this` is the first operand. @see {@link truediv}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([3], 'int32').truediv(2).toArray(); // -> [1.5]
   * ```
   */
  truediv(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('truediv', this, other, options) as Tensor;
  }

  /**
   * True division: the policy decides the float result dtype (the RFC divides 8/16-bit integers in float32, 32/64-bit integers in float64). The operator form of `x / y` (`tf.math.truediv`): `this` is the first operand. @see {@link truediv}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([3], 'int32').truediv(2).toArray(); // -> [1.5]
   * ```
   */
  div(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('truediv', this, other, options) as Tensor;
  }

  /**
   * Floor division: rounds toward negative infinity. The operator form of `x // y` (`tf.math.floordiv`): `this` is the first operand. @see {@link floordiv}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([-7, 7], 'int8').floordiv(2).toArray(); // -> [-4, 3]
   * ```
   */
  floordiv<T extends 'uint8' | 'int8' | 'int16' | 'int32' | 'bfloat16' | 'float16' | 'float32'>(this: Tensor<T>, other: Tensor<T>, options?: OpOptions): Tensor<T>;
  floordiv(other: OperandLike, options?: OpOptions): Tensor;
  floordiv(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('floordiv', this, other, options) as Tensor;
  }

  /**
   * Floor modulo: the result has the sign of the divisor. The operator form of `x % y` (`tf.math.floormod`): `this` is the first operand. @see {@link mod}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([-7, 7], 'int8').mod(3).toArray(); // -> [2, 1]
   * ```
   */
  mod<T extends 'uint8' | 'int8' | 'int16' | 'int32' | 'bfloat16' | 'float16' | 'float32'>(this: Tensor<T>, other: Tensor<T>, options?: OpOptions): Tensor<T>;
  mod(other: OperandLike, options?: OpOptions): Tensor;
  mod(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('mod', this, other, options) as Tensor;
  }

  /**
   * Elementwise power (integers to negative integer powers are refused, as in NumPy). The operator form of `x ** y` (`tf.pow`): `this` is the first operand. @see {@link pow}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([2, 3], 'int32').pow(2).toArray(); // -> [4, 9]
   * ```
   */
  pow<T extends 'int8' | 'int16' | 'int32' | 'bfloat16' | 'float16' | 'float32' | 'complex64'>(this: Tensor<T>, other: Tensor<T>, options?: OpOptions): Tensor<T>;
  pow(other: OperandLike, options?: OpOptions): Tensor;
  pow(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('pow', this, other, options) as Tensor;
  }

  /**
   * Elementwise maximum (NaN propagates). The method form of `tf.maximum`: `this` is the first operand. @see {@link maximum}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 5], 'int32').maximum(3).toArray(); // -> [3, 5]
   * ```
   */
  maximum<T extends 'uint8' | 'int8' | 'int16' | 'int32' | 'bfloat16' | 'float16' | 'float32'>(this: Tensor<T>, other: Tensor<T>, options?: OpOptions): Tensor<T>;
  maximum(other: OperandLike, options?: OpOptions): Tensor;
  maximum(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('maximum', this, other, options) as Tensor;
  }

  /**
   * Elementwise minimum (NaN propagates). The method form of `tf.minimum`: `this` is the first operand. @see {@link minimum}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 5], 'int32').minimum(3).toArray(); // -> [1, 3]
   * ```
   */
  minimum<T extends 'uint8' | 'int8' | 'int16' | 'int32' | 'bfloat16' | 'float16' | 'float32'>(this: Tensor<T>, other: Tensor<T>, options?: OpOptions): Tensor<T>;
  minimum(other: OperandLike, options?: OpOptions): Tensor;
  minimum(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('minimum', this, other, options) as Tensor;
  }

  /**
   * Elementwise arc tangent of `y / x` in the quadrant of the point `(x, y)`, in radians from -π to π (the first operand is `y`, as in TensorFlow and NumPy); integers and bool are computed in the float the policy gives, complex is refused. The method form of `tf.math.atan2` (`np.arctan2`): `this` is the first operand. @see {@link atan2}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1], 'int8').atan2(constant([1], 'int8')).dtype; // -> 'float32'
   * ```
   */
  atan2(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('atan2', this, other, options) as Tensor;
  }

  /**
   * Elementwise magnitude of the first operand with the sign of the second (the sign bit: -0 and NaN signs count); integers and bool are computed in the float the policy gives, complex is refused. The method form of `np.copysign` (TensorFlow has none: its policies promote it as their `tf.add`): `this` is the first operand. @see {@link copysign}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([3], 'int8').copysign(-1).dtype; // -> 'float32'
   * ```
   */
  copysign(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('copysign', this, other, options) as Tensor;
  }

  /**
   * Elementwise length of the hypotenuse, `sqrt(x * x + y * y)` without overflow (infinite wherever either is infinite, NaN or not); integers and bool are computed in the float the policy gives, complex is refused. The method form of `tf.experimental.numpy.hypot` (`np.hypot`): `this` is the first operand. @see {@link hypot}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([5], 'float64').hypot(12).toArray(); // -> [13]
   * ```
   */
  hypot(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('hypot', this, other, options) as Tensor;
  }

  /**
   * Elementwise `log(exp(x) + exp(y))` without overflow or underflow; integers and bool are computed in the float the policy gives, complex is refused. The method form of `tf.experimental.numpy.logaddexp` (`np.logaddexp`): `this` is the first operand. @see {@link logaddexp}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1000], 'float64').logaddexp(1000).toArray(); // -> [1000.6931471805599]
   * ```
   */
  logaddexp(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('logaddexp', this, other, options) as Tensor;
  }

  /**
   * Elementwise the next float after the first operand toward the second, in the result dtype (subnormals included; the first operand where they are equal); integers and bool are computed in the float the policy gives, complex is refused. The method form of `tf.math.nextafter` (`np.nextafter`): `this` is the first operand. @see {@link nextafter}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0], 'float32').nextafter(1).toArray(); // -> [1.401298464324817e-45]
   * ```
   */
  nextafter(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('nextafter', this, other, options) as Tensor;
  }

  /**
   * Elementwise `==`, compared in the promoted dtype; the result is bool (NaN equals nothing). The operator form of `x == y` (`tf.math.equal`): `this` is the first operand. @see {@link equal}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1.5, NaN]).equal(1.5).toArray(); // -> [true, false]
   * ```
   */
  equal(other: OperandLike, options?: OpOptions): Tensor<'bool'> {
    return tensorRuntime().binary('equal', this, other, options) as Tensor<'bool'>;
  }

  /**
   * Elementwise `!=`, compared in the promoted dtype; the result is bool (NaN differs from everything). The operator form of `x != y` (`tf.math.not_equal`): `this` is the first operand. @see {@link notEqual}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([NaN]).notEqual(constant([NaN])).toArray(); // -> [true]
   * ```
   */
  notEqual(other: OperandLike, options?: OpOptions): Tensor<'bool'> {
    return tensorRuntime().binary('notEqual', this, other, options) as Tensor<'bool'>;
  }

  /**
   * Elementwise `<`, compared in the promoted dtype; the result is bool. The operator form of `x < y` (`tf.math.less`): `this` is the first operand. @see {@link less}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 3], 'int32').less(2).toArray(); // -> [true, false]
   * ```
   */
  less(other: OperandLike, options?: OpOptions): Tensor<'bool'> {
    return tensorRuntime().binary('less', this, other, options) as Tensor<'bool'>;
  }

  /**
   * Elementwise `<=`, compared in the promoted dtype; the result is bool. The operator form of `x <= y` (`tf.math.less_equal`): `this` is the first operand. @see {@link lessEqual}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([2.5]).lessEqual(2.5).toArray(); // -> [true]
   * ```
   */
  lessEqual(other: OperandLike, options?: OpOptions): Tensor<'bool'> {
    return tensorRuntime().binary('lessEqual', this, other, options) as Tensor<'bool'>;
  }

  /**
   * Elementwise `>`, compared in the promoted dtype; the result is bool. The operator form of `x > y` (`tf.math.greater`): `this` is the first operand. @see {@link greater}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 3], 'uint8').greater(2).toArray(); // -> [false, true]
   * ```
   */
  greater(other: OperandLike, options?: OpOptions): Tensor<'bool'> {
    return tensorRuntime().binary('greater', this, other, options) as Tensor<'bool'>;
  }

  /**
   * Elementwise `>=`, compared in the promoted dtype; the result is bool. The operator form of `x >= y` (`tf.math.greater_equal`): `this` is the first operand. @see {@link greaterEqual}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([-0]).greaterEqual(0).toArray(); // -> [true]
   * ```
   */
  greaterEqual(other: OperandLike, options?: OpOptions): Tensor<'bool'> {
    return tensorRuntime().binary('greaterEqual', this, other, options) as Tensor<'bool'>;
  }

  /**
   * Elementwise logical and of the truth values of the operands; the result is bool (TensorFlow takes bool operands only). The method form of `tf.math.logical_and`: `this` is the first operand. @see {@link logicalAnd}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([true, false]).logicalAnd(constant([true])).toArray(); // -> [true, false]
   * ```
   */
  logicalAnd(other: OperandLike, options?: OpOptions): Tensor<'bool'> {
    return tensorRuntime().binary('logicalAnd', this, other, options) as Tensor<'bool'>;
  }

  /**
   * Elementwise logical or of the truth values of the operands; the result is bool. The method form of `tf.math.logical_or`: `this` is the first operand. @see {@link logicalOr}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([false]).logicalOr(constant([true])).toArray(); // -> [true]
   * ```
   */
  logicalOr(other: OperandLike, options?: OpOptions): Tensor<'bool'> {
    return tensorRuntime().binary('logicalOr', this, other, options) as Tensor<'bool'>;
  }

  /**
   * Elementwise logical exclusive or of the truth values of the operands; the result is bool. The method form of `tf.math.logical_xor`: `this` is the first operand. @see {@link logicalXor}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([true]).logicalXor(constant([false])).toArray(); // -> [true]
   * ```
   */
  logicalXor(other: OperandLike, options?: OpOptions): Tensor<'bool'> {
    return tensorRuntime().binary('logicalXor', this, other, options) as Tensor<'bool'>;
  }

  /**
   * Elementwise bitwise and of integers (logical and of bools); floats are refused. The operator form of `x & y` (`tf.bitwise.bitwise_and`): `this` is the first operand. @see {@link bitwiseAnd}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([-1], 'int16').bitwiseAnd(constant([255], 'int16')).toArray(); // -> [255]
   * ```
   */
  bitwiseAnd(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('bitwiseAnd', this, other, options) as Tensor;
  }

  /**
   * Elementwise bitwise or of integers (logical or of bools); floats are refused. The operator form of `x | y` (`tf.bitwise.bitwise_or`): `this` is the first operand. @see {@link bitwiseOr}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1], 'int32').bitwiseOr(constant([6], 'int32')).toArray(); // -> [7]
   * ```
   */
  bitwiseOr(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('bitwiseOr', this, other, options) as Tensor;
  }

  /**
   * Elementwise bitwise exclusive or of integers (logical xor of bools); floats are refused. The operator form of `x ^ y` (`tf.bitwise.bitwise_xor`): `this` is the first operand. @see {@link bitwiseXor}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([true]).bitwiseXor(constant([true])).toArray(); // -> [false]
   * ```
   */
  bitwiseXor(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('bitwiseXor', this, other, options) as Tensor;
  }

  /**
   * Elementwise left shift of integers; a count past the width gives 0 (TensorFlow clamps the count to the width minus one). The method form of `x << y` (`tf.bitwise.left_shift`): `this` is the first operand. @see {@link leftShift}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([3], 'uint8').leftShift(constant([2], 'uint8')).toArray(); // -> [12]
   * ```
   */
  leftShift(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('leftShift', this, other, options) as Tensor;
  }

  /**
   * Elementwise right shift of integers (arithmetic for signed integers); a count past the width gives 0 or -1. The method form of `x >> y` (`tf.bitwise.right_shift`): `this` is the first operand. @see {@link rightShift}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([16], 'uint8').rightShift(constant([3], 'uint8')).toArray(); // -> [2]
   * ```
   */
  rightShift(other: OperandLike, options?: OpOptions): Tensor {
    return tensorRuntime().binary('rightShift', this, other, options) as Tensor;
  }

  /**
   * Elementwise logical not of the truth value; the result is bool. The method form of `tf.math.logical_not`. @see {@link logicalNot}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([true, false]).logicalNot().toArray(); // -> [false, true]
   * ```
   */
  logicalNot(options?: OpOptions): Tensor<'bool'> {
    return tensorRuntime().unary('logicalNot', this, options) as Tensor<'bool'>;
  }

  /**
   * Elementwise bitwise not of integers (logical not of bools); floats are refused. The operator form of `~x` (`tf.bitwise.invert`). @see {@link invert}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0, -1], 'int8').invert().toArray(); // -> [-1, 0]
   * ```
   */
  invert(options?: OpOptions): Tensor {
    return tensorRuntime().unary('invert', this, options) as Tensor;
  }

  /**
   * Elementwise negation (integers wrap: the negation of the minimum is itself). The operator form of `-x` (`tf.math.negative`). @see {@link neg}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, -128], 'int8').neg().toArray(); // -> [-1, -128]
   * ```
   */
  neg(options?: OpOptions): Tensor {
    return tensorRuntime().unary('neg', this, options) as Tensor;
  }

  /**
   * Elementwise absolute value; the magnitude of a complex number, in the real dtype of its width. The operator form of `abs(x)` (`tf.math.abs`). @see {@link abs}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([-2, 3], 'int32').abs().toArray(); // -> [2, 3]
   * ```
   */
  abs(options?: OpOptions): Tensor {
    return tensorRuntime().unary('abs', this, options) as Tensor;
  }

  /**
   * Elementwise sign: -1, 0 or 1 (NaN for NaN; z/|z| for complex). The method form of `tf.math.sign`. @see {@link sign}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([-2.5, 0, 3]).sign().toArray(); // -> [-1, 0, 1]
   * ```
   */
  sign(options?: OpOptions): Tensor {
    return tensorRuntime().unary('sign', this, options) as Tensor;
  }

  /**
   * Elementwise square (integers wrap). The method form of `tf.math.square`. @see {@link square}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([3, -4], 'int16').square().toArray(); // -> [9, 16]
   * ```
   */
  square(options?: OpOptions): Tensor {
    return tensorRuntime().unary('square', this, options) as Tensor;
  }

  /**
   * Elementwise square root; integers and bool compute in the float the policy gives (NumPy: float16 for int8). The method form of `tf.math.sqrt`. @see {@link sqrt}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([4, 9], 'float32').sqrt().toArray(); // -> [2, 3]
   * ```
   */
  sqrt(options?: OpOptions): Tensor {
    return tensorRuntime().unary('sqrt', this, options) as Tensor;
  }

  /**
   * Elementwise exponential; integers and bool compute in the float the policy gives. The method form of `tf.math.exp`. @see {@link exp}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0]).exp().toArray(); // -> [1]
   * ```
   */
  exp(options?: OpOptions): Tensor {
    return tensorRuntime().unary('exp', this, options) as Tensor;
  }

  /**
   * Elementwise natural logarithm (NaN below zero, -Infinity at zero); integers and bool compute in the float the policy gives. The method form of `tf.math.log`. @see {@link log}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 0]).log().toArray(); // -> [0, -Infinity]
   * ```
   */
  log(options?: OpOptions): Tensor {
    return tensorRuntime().unary('log', this, options) as Tensor;
  }

  /**
   * Elementwise sine, in radians; integers and bool compute in the float the policy gives. The method form of `tf.math.sin`. @see {@link sin}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0]).sin().toArray(); // -> [0]
   * ```
   */
  sin(options?: OpOptions): Tensor {
    return tensorRuntime().unary('sin', this, options) as Tensor;
  }

  /**
   * Elementwise cosine, in radians; integers and bool compute in the float the policy gives. The method form of `tf.math.cos`. @see {@link cos}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0]).cos().toArray(); // -> [1]
   * ```
   */
  cos(options?: OpOptions): Tensor {
    return tensorRuntime().unary('cos', this, options) as Tensor;
  }

  /**
   * Elementwise hyperbolic tangent; integers and bool compute in the float the policy gives. The method form of `tf.math.tanh`. @see {@link tanh}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0, Infinity]).tanh().toArray(); // -> [0, 1]
   * ```
   */
  tanh(options?: OpOptions): Tensor {
    return tensorRuntime().unary('tanh', this, options) as Tensor;
  }

  /**
   * Elementwise floor: rounds toward negative infinity (integers are returned as they are). The method form of `tf.math.floor`. @see {@link floor}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([-1.5, 2.5]).floor().toArray(); // -> [-2, 2]
   * ```
   */
  floor(options?: OpOptions): Tensor {
    return tensorRuntime().unary('floor', this, options) as Tensor;
  }

  /**
   * Elementwise ceiling: rounds toward positive infinity (integers are returned as they are). The method form of `tf.math.ceil`. @see {@link ceil}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([-1.5, 2.5]).ceil().toArray(); // -> [-1, 3]
   * ```
   */
  ceil(options?: OpOptions): Tensor {
    return tensorRuntime().unary('ceil', this, options) as Tensor;
  }

  /**
   * Elementwise rounding to the nearest integer, ties to even (as TensorFlow, NumPy, JAX and PyTorch round); `{ decimals }` rounds to that many decimal places (negative: to tens, hundreds, …) as the library of the policy computes it (scale, round, scale back). The method form of `tf.math.round` (`np.round(x, decimals)`). @see {@link round}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0.5, 1.5, 2.5, -0.5]).round().toArray(); // -> [0, 2, 2, -0]
   * ```
   */
  round(options?: RoundOptions): Tensor {
    return tensorRuntime().unary('round', this, options) as Tensor;
  }

  /**
   * Elementwise rounding toward zero (integers are returned as they are). The method form of `np.trunc` (`tf.experimental.numpy.fix`). @see {@link trunc}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([-1.5, 2.7]).trunc().toArray(); // -> [-1, 2]
   * ```
   */
  trunc(options?: OpOptions): Tensor {
    return tensorRuntime().unary('trunc', this, options) as Tensor;
  }

  /**
   * The real part, in the real dtype of its width (a real tensor is returned as it is). The method form of `tf.math.real`. @see {@link real}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2], 'complex64').real().dtype; // -> 'float32'
   * ```
   */
  real(options?: OpOptions): Tensor {
    return tensorRuntime().unary('real', this, options) as Tensor;
  }

  /**
   * The imaginary part, in the real dtype of its width (zeros for a real tensor). The method form of `tf.math.imag`. @see {@link imag}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2], 'complex128').imag().toArray(); // -> [0, 0]
   * ```
   */
  imag(options?: OpOptions): Tensor {
    return tensorRuntime().unary('imag', this, options) as Tensor;
  }

  /**
   * Elementwise arc cosine, in radians from 0 to π (NaN outside [-1, 1]; complex with NumPy's branch cuts); integers and bool compute in the float the policy gives. The method form of `tf.math.acos` (`np.arccos`). @see {@link acos}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, -1], 'float32').acos().toArray(); // -> [0, 3.1415927410125732]
   * ```
   */
  acos(options?: OpOptions): Tensor {
    return tensorRuntime().unary('acos', this, options) as Tensor;
  }

  /**
   * Elementwise inverse hyperbolic cosine (NaN below 1); integers and bool compute in the float the policy gives. The method form of `tf.math.acosh` (`np.arccosh`). @see {@link acosh}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2], 'float32').acosh().toArray(); // -> [0, 1.316957950592041]
   * ```
   */
  acosh(options?: OpOptions): Tensor {
    return tensorRuntime().unary('acosh', this, options) as Tensor;
  }

  /**
   * Elementwise arc sine, in radians from -π/2 to π/2 (NaN outside [-1, 1]); integers and bool compute in the float the policy gives. The method form of `tf.math.asin` (`np.arcsin`). @see {@link asin}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0, 1], 'float32').asin().toArray(); // -> [0, 1.5707963705062866]
   * ```
   */
  asin(options?: OpOptions): Tensor {
    return tensorRuntime().unary('asin', this, options) as Tensor;
  }

  /**
   * Elementwise inverse hyperbolic sine; integers and bool compute in the float the policy gives. The method form of `tf.math.asinh` (`np.arcsinh`). @see {@link asinh}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0, 1], 'float32').asinh().toArray(); // -> [0, 0.8813735842704773]
   * ```
   */
  asinh(options?: OpOptions): Tensor {
    return tensorRuntime().unary('asinh', this, options) as Tensor;
  }

  /**
   * Elementwise arc tangent, in radians from -π/2 to π/2; integers and bool compute in the float the policy gives. The method form of `tf.math.atan` (`np.arctan`). @see {@link atan}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0, 1], 'float32').atan().toArray(); // -> [0, 0.7853981852531433]
   * ```
   */
  atan(options?: OpOptions): Tensor {
    return tensorRuntime().unary('atan', this, options) as Tensor;
  }

  /**
   * Elementwise inverse hyperbolic tangent (±Infinity at ±1, NaN beyond); integers and bool compute in the float the policy gives. The method form of `tf.math.atanh` (`np.arctanh`). @see {@link atanh}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0, 0.5]).atanh().toArray(); // -> [0, 0.5493061542510986]
   * ```
   */
  atanh(options?: OpOptions): Tensor {
    return tensorRuntime().unary('atanh', this, options) as Tensor;
  }

  /**
   * Elementwise hyperbolic cosine; integers and bool compute in the float the policy gives. The method form of `tf.math.cosh`. @see {@link cosh}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0, 0.5], 'float32').cosh().toArray(); // -> [1, 1.1276259422302246]
   * ```
   */
  cosh(options?: OpOptions): Tensor {
    return tensorRuntime().unary('cosh', this, options) as Tensor;
  }

  /**
   * Elementwise hyperbolic sine; integers and bool compute in the float the policy gives. The method form of `tf.math.sinh`. @see {@link sinh}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0, 1], 'float32').sinh().toArray(); // -> [0, 1.175201177597046]
   * ```
   */
  sinh(options?: OpOptions): Tensor {
    return tensorRuntime().unary('sinh', this, options) as Tensor;
  }

  /**
   * Elementwise tangent, in radians; integers and bool compute in the float the policy gives. The method form of `tf.math.tan`. @see {@link tan}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0, 1], 'float32').tan().toArray(); // -> [0, 1.5574077367782593]
   * ```
   */
  tan(options?: OpOptions): Tensor {
    return tensorRuntime().unary('tan', this, options) as Tensor;
  }

  /**
   * Elementwise `exp(x) - 1`, accurate near zero; integers and bool compute in the float the policy gives. The method form of `tf.math.expm1`. @see {@link expm1}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0, 1e-10]).expm1().toArray(); // -> [0, 1.000000013351432e-10]
   * ```
   */
  expm1(options?: OpOptions): Tensor {
    return tensorRuntime().unary('expm1', this, options) as Tensor;
  }

  /**
   * Elementwise `log(1 + x)`, accurate near zero (-Infinity at -1, NaN below); integers and bool compute in the float the policy gives. The method form of `tf.math.log1p`. @see {@link log1p}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0, 1e-10]).log1p().toArray(); // -> [0, 1.000000013351432e-10]
   * ```
   */
  log1p(options?: OpOptions): Tensor {
    return tensorRuntime().unary('log1p', this, options) as Tensor;
  }

  /**
   * Elementwise base-2 logarithm; integers and bool compute in the float the policy gives. The method form of `tf.experimental.numpy.log2` (`np.log2`). @see {@link log2}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([8, 0.5], 'float32').log2().toArray(); // -> [3, -1]
   * ```
   */
  log2(options?: OpOptions): Tensor {
    return tensorRuntime().unary('log2', this, options) as Tensor;
  }

  /**
   * Elementwise base-10 logarithm; integers and bool compute in the float the policy gives. The method form of `tf.experimental.numpy.log10` (`np.log10`). @see {@link log10}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1000, 0.01], 'float32').log10().toArray(); // -> [3, -2]
   * ```
   */
  log10(options?: OpOptions): Tensor {
    return tensorRuntime().unary('log10', this, options) as Tensor;
  }

  /**
   * Elementwise whether the value is NaN (a complex number: either part); integers give false. The method form of `tf.math.is_nan` (`np.isnan`). @see {@link isNaN}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, NaN, Infinity]).isNaN().toArray(); // -> [false, true, false]
   * ```
   */
  isNaN(options?: OpOptions): Tensor<'bool'> {
    return tensorRuntime().unary('isNaN', this, options) as Tensor<'bool'>;
  }

  /**
   * The same op as {@link Tensor.isNaN} (the Array API's name).
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, NaN, Infinity]).isnan().toArray(); // -> [false, true, false]
   * ```
   */
  isnan(options?: OpOptions): Tensor<'bool'> {
    return tensorRuntime().unary('isNaN', this, options) as Tensor<'bool'>;
  }

  /**
   * Elementwise whether the value is infinite (a complex number: either part); integers give false. The method form of `tf.math.is_inf` (`np.isinf`). @see {@link isInf}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, NaN, -Infinity]).isInf().toArray(); // -> [false, false, true]
   * ```
   */
  isInf(options?: OpOptions): Tensor<'bool'> {
    return tensorRuntime().unary('isInf', this, options) as Tensor<'bool'>;
  }

  /**
   * The same op as {@link Tensor.isInf} (the Array API's name).
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, NaN, -Infinity]).isinf().toArray(); // -> [false, false, true]
   * ```
   */
  isinf(options?: OpOptions): Tensor<'bool'> {
    return tensorRuntime().unary('isInf', this, options) as Tensor<'bool'>;
  }

  /**
   * Elementwise whether the value is finite (a complex number: both parts); integers give true. The method form of `tf.math.is_finite` (`np.isfinite`). @see {@link isFinite}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, NaN, -Infinity]).isFinite().toArray(); // -> [true, false, false]
   * ```
   */
  isFinite(options?: OpOptions): Tensor<'bool'> {
    return tensorRuntime().unary('isFinite', this, options) as Tensor<'bool'>;
  }

  /**
   * The same op as {@link Tensor.isFinite} (the Array API's name).
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, NaN, -Infinity]).isfinite().toArray(); // -> [true, false, false]
   * ```
   */
  isfinite(options?: OpOptions): Tensor<'bool'> {
    return tensorRuntime().unary('isFinite', this, options) as Tensor<'bool'>;
  }

  /**
   * Elementwise whether the sign bit is set (true for -0 and for a NaN with its sign set); complex is refused. The method form of `tf.experimental.numpy.signbit` (`np.signbit`). @see {@link signbit}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([-0, 0, -2], 'float32').signbit().toArray(); // -> [true, false, true]
   * ```
   */
  signbit(options?: OpOptions): Tensor<'bool'> {
    return tensorRuntime().unary('signbit', this, options) as Tensor<'bool'>;
  }

  /**
   * Elementwise `+x`: the value itself, in its own dtype (bool refused, as NumPy). The method form of `tf.experimental.numpy.positive` (`np.positive`). @see {@link positive}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([-1, 2], 'int8').positive().toArray(); // -> [-1, 2]
   * ```
   */
  positive(options?: OpOptions): Tensor {
    return tensorRuntime().unary('positive', this, options) as Tensor;
  }

  /**
   * Elementwise `1 / x`: floats and complex in their dtype; an integer operand as the policy gives it (NumPy divides integers as integers: 1, -1 or 0; the RFC computes in the float of true division). The method form of `tf.math.reciprocal` (`np.reciprocal`). @see {@link reciprocal}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([4, -0.5], 'float32').reciprocal().toArray(); // -> [0.25, -2]
   * ```
   */
  reciprocal(options?: OpOptions): Tensor {
    return tensorRuntime().unary('reciprocal', this, options) as Tensor;
  }

  /**
   * Elementwise complex conjugate (a real number is returned as it is, in its own dtype). The method form of `tf.math.conj` (`np.conj`). @see {@link conj}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2], 'complex64').conj().dtype; // -> 'complex64'
   * ```
   */
  conj(options?: OpOptions): Tensor {
    return tensorRuntime().unary('conj', this, options) as Tensor;
  }

  /**
   * Elementwise `x` limited to `[min, max]` (either bound may be `null`: no limit on that side), the three promoted as the library of the policy promotes them; NaN anywhere gives NaN, and where min > max the result is max (as NumPy: `minimum(maximum(x, min), max)`). The method form of `tf.clip_by_value(x, min, max)` (`np.clip`): `this` is x. @see {@link clipByValue}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 5, 9], 'int32').clipByValue(2, 6).toArray(); // -> [2, 5, 6]
   * ```
   */
  clipByValue(min?: OperandLike | null, max?: OperandLike | null, options?: OpOptions): Tensor {
    return tensorRuntime().clip(this, min, max, options) as Tensor;
  }

  /**
   * The same op as {@link Tensor.clipByValue} (NumPy's and the Array API's name).
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 5, 9], 'int32').clip(2, 6).toArray(); // -> [2, 5, 6]
   * ```
   */
  clip(min?: OperandLike | null, max?: OperandLike | null, options?: OpOptions): Tensor {
    return tensorRuntime().clip(this, min, max, options) as Tensor;
  }

  /**
   * The sum over `axis` (all axes by default), accumulated in the dtype the policy gives (NumPy: int64 for small ints; TensorFlow: the input dtype, wrapping). The method form of `tf.math.reduce_sum`: `this` is the operand. @see {@link reduceSum}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([100, 100], 'int8').reduceSum().toArray(); // -> -56
   * ```
   */
  reduceSum(axis?: number | readonly number[] | null, keepdims?: boolean, dtype?: DType | DTypeCode): Tensor {
    return tensorRuntime().array('reduceSum', this, [axis, keepdims, dtype]) as Tensor;
  }

  /** The same method as {@link Tensor.reduceSum}. */
  sum(axis?: number | readonly number[] | null, keepdims?: boolean, dtype?: DType | DTypeCode): Tensor {
    return tensorRuntime().array('reduceSum', this, [axis, keepdims, dtype]) as Tensor;
  }

  /**
   * The mean over `axis` (all axes by default); the dtype by the policy (NumPy means integers in float64, TensorFlow in the integer dtype). The method form of `tf.math.reduce_mean`: `this` is the operand. @see {@link reduceMean}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2], 'float32').reduceMean().toArray(); // -> 1.5
   * ```
   */
  reduceMean(axis?: number | readonly number[] | null, keepdims?: boolean): Tensor {
    return tensorRuntime().array('reduceMean', this, [axis, keepdims]) as Tensor;
  }

  /** The same method as {@link Tensor.reduceMean}. */
  mean(axis?: number | readonly number[] | null, keepdims?: boolean): Tensor {
    return tensorRuntime().array('reduceMean', this, [axis, keepdims]) as Tensor;
  }

  /**
   * The product over `axis` (all axes by default), in the dtype the policy gives. The method form of `tf.math.reduce_prod`: `this` is the operand. @see {@link reduceProd}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([2, 3, 4], 'int32').reduceProd().toArray(); // -> 24
   * ```
   */
  reduceProd(axis?: number | readonly number[] | null, keepdims?: boolean, dtype?: DType | DTypeCode): Tensor {
    return tensorRuntime().array('reduceProd', this, [axis, keepdims, dtype]) as Tensor;
  }

  /** The same method as {@link Tensor.reduceProd}. */
  prod(axis?: number | readonly number[] | null, keepdims?: boolean, dtype?: DType | DTypeCode): Tensor {
    return tensorRuntime().array('reduceProd', this, [axis, keepdims, dtype]) as Tensor;
  }

  /**
   * The maximum over `axis` (all axes by default); NaN propagates. The method form of `tf.math.reduce_max`: `this` is the operand. @see {@link reduceMax}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[1, 5], [7, 2]], 'int16').reduceMax(1).toArray(); // -> [5, 7]
   * ```
   */
  reduceMax(axis?: number | readonly number[] | null, keepdims?: boolean): Tensor {
    return tensorRuntime().array('reduceMax', this, [axis, keepdims]) as Tensor;
  }

  /** The same method as {@link Tensor.reduceMax}. */
  max(axis?: number | readonly number[] | null, keepdims?: boolean): Tensor {
    return tensorRuntime().array('reduceMax', this, [axis, keepdims]) as Tensor;
  }

  /**
   * The minimum over `axis` (all axes by default); NaN propagates. The method form of `tf.math.reduce_min`: `this` is the operand. @see {@link reduceMin}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([3, -1, 2], 'float32').reduceMin().toArray(); // -> -1
   * ```
   */
  reduceMin(axis?: number | readonly number[] | null, keepdims?: boolean): Tensor {
    return tensorRuntime().array('reduceMin', this, [axis, keepdims]) as Tensor;
  }

  /** The same method as {@link Tensor.reduceMin}. */
  min(axis?: number | readonly number[] | null, keepdims?: boolean): Tensor {
    return tensorRuntime().array('reduceMin', this, [axis, keepdims]) as Tensor;
  }

  /**
   * The index of the first maximum along `axis`; without one, of the flattened tensor under NumPy's, JAX's and PyTorch's policies and along axis 0 under TensorFlow's (each library's default). The index dtype is the library's (int64; JAX without x64: int32), or `outputType` (int16, uint16, int32, int64). Under TensorFlow's policies a NaN is never the maximum, as its Eigen reducer. The method form of `tf.math.argmax`: `this` is the operand. @see {@link argmax}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 9, 9]).argmax().toArray(); // -> 1n
   * ```
   */
  argmax<T extends IndexDType = 'int64'>(axis?: number | null, outputType?: T, keepdims?: boolean): Tensor<IndexResult<T>> {
    return tensorRuntime().array('argmax', this, [axis, outputType, keepdims]) as Tensor<IndexResult<T>>;
  }

  /**
   * The index of the first minimum along `axis` (without one: the flattened tensor, or axis 0 under TensorFlow's policies, as for argmax), of the library's index dtype or `outputType` (TensorFlow: int32 or int64). The method form of `tf.math.argmin`: `this` is the operand. @see {@link argmin}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([3, 1, 1]).argmin().toArray(); // -> 1n
   * ```
   */
  argmin<T extends IndexDType = 'int64'>(axis?: number | null, outputType?: T, keepdims?: boolean): Tensor<IndexResult<T>> {
    return tensorRuntime().array('argmin', this, [axis, outputType, keepdims]) as Tensor<IndexResult<T>>;
  }

  /**
   * Running sums along `axis`, in the dtype the policy gives; `exclusive` sums the elements before each (the first is 0), `reverse` runs from the end. Without an axis: the flattened tensor under NumPy's and JAX's policies, axis 0 under TensorFlow's; PyTorch's policy requires one (torch.cumsum's dim). The method form of `tf.math.cumsum`: `this` is the operand. @see {@link cumsum}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2, 3], 'int32').cumsum().toArray(); // -> [1, 3, 6]
   * ```
   */
  cumsum(axis?: number | null, exclusive?: boolean, reverse?: boolean): Tensor {
    return tensorRuntime().array('cumsum', this, [axis, exclusive, reverse]) as Tensor;
  }

  /**
   * Running products along `axis`, in the dtype the policy gives (NumPy and PyTorch: int64 for small integers; TensorFlow: the input dtype, wrapping); `exclusive` and `reverse` as for cumsum, the axis default too. The method form of `tf.math.cumprod`: `this` is the operand. @see {@link cumprod}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2, 3, 4], 'int32').cumprod().toArray(); // -> [1, 2, 6, 24]
   * ```
   */
  cumprod(axis?: number | null, exclusive?: boolean, reverse?: boolean): Tensor {
    return tensorRuntime().array('cumprod', this, [axis, exclusive, reverse]) as Tensor;
  }

  /**
   * The Array API's cumulative_sum: running sums along `axis` (required above one dimension), in `dtype` where given, with a leading 0 where `includeInitial`. The dtype as the library's cumulative_sum gives it (JAX sums uint8 in uint32 / uint64 here, where its cumsum keeps uint8); TensorFlow and PyTorch, which have none, as their cumsum. The method form of `numpy.cumulative_sum`: `this` is the operand. @see {@link cumulativeSum}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2, 3], 'int32').cumulativeSum(0, undefined, true).toArray(); // -> [0, 1, 3, 6]
   * ```
   */
  cumulativeSum(axis?: number | null, dtype?: DType | DTypeCode, includeInitial?: boolean): Tensor {
    return tensorRuntime().array('cumulativeSum', this, [axis, dtype, includeInitial]) as Tensor;
  }

  /**
   * The Array API's cumulative_prod: running products along `axis` (required above one dimension), in `dtype` where given, with a leading 1 where `includeInitial`. The method form of `numpy.cumulative_prod`: `this` is the operand. @see {@link cumulativeProd}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([2, 3, 4], 'int32').cumulativeProd(0, undefined, true).toArray(); // -> [1, 2, 6, 24]
   * ```
   */
  cumulativeProd(axis?: number | null, dtype?: DType | DTypeCode, includeInitial?: boolean): Tensor {
    return tensorRuntime().array('cumulativeProd', this, [axis, dtype, includeInitial]) as Tensor;
  }

  /**
   * The standard deviation over `axis` (all axes by default), NumPy's two passes: the mean, then the mean of the squared deviations, divided by the count less `correction` (default 0; 1 under PyTorch's policy, torch.std's default); its square root. Integers give the library's float (NumPy float64; TensorFlow and PyTorch refuse them), complex its real dtype. The method form of `tf.math.reduce_std`: `this` is the operand. @see {@link reduceStd}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2, 3, 4], 'float64').reduceStd(0, false, 1).toArray(); // -> 1.2909944487358056
   * ```
   */
  reduceStd(axis?: number | readonly number[] | null, keepdims?: boolean, correction?: number): Tensor {
    return tensorRuntime().array('reduceStd', this, [axis, keepdims, correction]) as Tensor;
  }

  /** The same method as {@link Tensor.reduceStd}. */
  std(axis?: number | readonly number[] | null, keepdims?: boolean, correction?: number): Tensor {
    return tensorRuntime().array('reduceStd', this, [axis, keepdims, correction]) as Tensor;
  }

  /**
   * The variance over `axis` (all axes by default), NumPy's two passes, divided by the count less `correction` (default 0; 1 under PyTorch's policy); the dtypes as for reduceStd. The method form of `tf.math.reduce_variance`: `this` is the operand. @see {@link reduceVariance}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[1, 2], [3, 5]], 'float32').reduceVariance(1).toArray(); // -> [0.25, 1]
   * ```
   */
  reduceVariance(axis?: number | readonly number[] | null, keepdims?: boolean, correction?: number): Tensor {
    return tensorRuntime().array('reduceVariance', this, [axis, keepdims, correction]) as Tensor;
  }

  /** The same method as {@link Tensor.reduceVariance}. */
  var(axis?: number | readonly number[] | null, keepdims?: boolean, correction?: number): Tensor {
    return tensorRuntime().array('reduceVariance', this, [axis, keepdims, correction]) as Tensor;
  }

  /**
   * log(sum(exp(x))) over `axis` (all axes by default; PyTorch's policy requires one), computed from the maximum so that it neither overflows nor underflows (NumPy's policy: scipy.special.logsumexp's formula). Integers give the library's float; TensorFlow refuses integers and complex. The method form of `tf.math.reduce_logsumexp`: `this` is the operand. @see {@link logSumExp}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1000, 1000], 'float64').logSumExp().toArray(); // -> 1000.6931471805599
   * ```
   */
  logSumExp(axis?: number | readonly number[] | null, keepdims?: boolean): Tensor {
    return tensorRuntime().array('logSumExp', this, [axis, keepdims]) as Tensor;
  }

  /** The same method as {@link Tensor.logSumExp}. */
  reduceLogSumExp(axis?: number | readonly number[] | null, keepdims?: boolean): Tensor {
    return tensorRuntime().array('logSumExp', this, [axis, keepdims]) as Tensor;
  }

  /**
   * Whether every element over `axis` (all axes by default) is true (non-zero; NaN is true): bool. TensorFlow's policies take bool only; PyTorch gives uint8 for uint8. The method form of `tf.math.reduce_all`: `this` is the operand. @see {@link all}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([true, false, true]).all().toArray(); // -> false
   * ```
   */
  all(axis?: number | readonly number[] | null, keepdims?: boolean): Tensor {
    return tensorRuntime().array('all', this, [axis, keepdims]) as Tensor;
  }

  /** The same method as {@link Tensor.all}. */
  reduceAll(axis?: number | readonly number[] | null, keepdims?: boolean): Tensor {
    return tensorRuntime().array('all', this, [axis, keepdims]) as Tensor;
  }

  /**
   * Whether some element over `axis` (all axes by default) is true (non-zero; NaN is true): bool. TensorFlow's policies take bool only; PyTorch gives uint8 for uint8. The method form of `tf.math.reduce_any`: `this` is the operand. @see {@link any}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[false, true], [false, false]]).any(1).toArray(); // -> [true, false]
   * ```
   */
  any(axis?: number | readonly number[] | null, keepdims?: boolean): Tensor {
    return tensorRuntime().array('any', this, [axis, keepdims]) as Tensor;
  }

  /** The same method as {@link Tensor.any}. */
  reduceAny(axis?: number | readonly number[] | null, keepdims?: boolean): Tensor {
    return tensorRuntime().array('any', this, [axis, keepdims]) as Tensor;
  }

  /**
   * The number of non-zero elements over `axis` (all axes by default; NaN counts), as int64 (JAX without x64: int32). The method form of `tf.math.count_nonzero`: `this` is the operand. @see {@link countNonzero}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0, 1.5, -0, NaN], 'float32').countNonzero().toArray(); // -> 2n
   * ```
   */
  countNonzero(axis?: number | readonly number[] | null, keepdims?: boolean): Tensor {
    return tensorRuntime().array('countNonzero', this, [axis, keepdims]) as Tensor;
  }

  /**
   * The `n`-th differences along `axis` (default -1): `x[1:] - x[:-1]`, n times, in the input dtype (integers wrap; bool gives bool, as not_equal, where the library allows it); `prepend` / `append` are joined first (as concat promotes them). The method form of `tf.experimental.numpy.diff`: `this` is the operand. @see {@link diff}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 4, 9, 16], 'int32').diff().toArray(); // -> [3, 5, 7]
   * ```
   */
  diff(n?: number, axis?: number, prepend?: OperandLike, append?: OperandLike): Tensor {
    return tensorRuntime().array('diff', this, [n, axis, prepend, append]) as Tensor;
  }

  /**
   * The tensors joined along an existing axis (default 0), promoted together as the library promotes them for concat (TensorFlow: one dtype only). The method form of `tf.concat`: `this` is the first of the tensors. @see {@link concat}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1], 'int8').concat([constant([2], 'int8')]).toArray(); // -> [1, 2]
   * ```
   */
  concat(others: OperandLike | readonly OperandLike[], axis?: number): Tensor {
    return tensorRuntime().array('concat', this, [others, axis]) as Tensor;
  }

  /**
   * The tensors stacked along a new axis (default 0), promoted together as the library promotes them for stack. The method form of `tf.stack`: `this` is the first of the tensors. @see {@link stack}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2], 'int8').stack([constant([3, 4], 'int8')], 1).shape; // -> [2, 2]
   * ```
   */
  stack(others: OperandLike | readonly OperandLike[], axis?: number): Tensor {
    return tensorRuntime().array('stack', this, [others, axis]) as Tensor;
  }

  /**
   * The matrix product over the last two axes, batch axes broadcast; the operands promoted as the library promotes a matrix product. The method form of `tf.linalg.matmul`: `this @ other`. @see {@link matmul}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[1, 2], [3, 4]], 'float32').matmul(constant([[1], [1]], 'float32')).toArray(); // -> [[3], [7]]
   * ```
   */
  matmul(other: OperandLike): Tensor {
    return tensorRuntime().array('matmul', this, [other]) as Tensor;
  }

  /**
   * The same elements in a new shape (one dimension may be -1); a view, no copy. The method form of `tf.reshape`: `this` is the operand. @see {@link reshape}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2, 3, 4], 'int8').reshape([2, -1]).shape; // -> [2, 2]
   * ```
   */
  reshape(shape: readonly number[]): Tensor {
    return tensorRuntime().array('reshape', this, [shape]) as Tensor;
  }

  /**
   * The axes permuted by `perm` (reversed by default). The method form of `tf.transpose`: `this` is the operand. @see {@link transpose}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[1, 2, 3]], 'int8').transpose().shape; // -> [3, 1]
   * ```
   */
  transpose(perm?: readonly number[]): Tensor {
    return tensorRuntime().array('transpose', this, [perm]) as Tensor;
  }

  /**
   * A length-1 axis inserted at `axis`; a view, no copy. The method form of `tf.expand_dims`: `this` is the operand. @see {@link expandDims}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2], 'int8').expandDims(0).shape; // -> [1, 2]
   * ```
   */
  expandDims(axis: number | readonly number[]): Tensor {
    return tensorRuntime().array('expandDims', this, [axis]) as Tensor;
  }

  /**
   * The length-1 axes removed (those named by `axis`, or all); a view, no copy. The method form of `tf.squeeze`: `this` is the operand. @see {@link squeeze}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[1], [2]], 'int8').squeeze().shape; // -> [2]
   * ```
   */
  squeeze(axis?: number | readonly number[] | null): Tensor {
    return tensorRuntime().array('squeeze', this, [axis]) as Tensor;
  }

  /**
   * The tensor broadcast to `shape` as NumPy broadcasts. The method form of `tf.broadcast_to`: `this` is the operand. @see {@link broadcastTo}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2], 'int8').broadcastTo([2, 2]).toArray(); // -> [[1, 2], [1, 2]]
   * ```
   */
  broadcastTo(shape: readonly number[]): Tensor {
    return tensorRuntime().array('broadcastTo', this, [shape]) as Tensor;
  }

  /**
   * The block starting at `begin` of extent `size` (-1: to the end of the axis). A negative begin counts from the end where the library's slice does (PyTorch's `narrow`; NumPy, which has no slice function, as its indexing does); TensorFlow's and JAX's refuse it. The method form of `tf.slice`: `this` is the operand. @see {@link slice}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[1, 2, 3], [4, 5, 6]], 'int8').slice([0, 1], [2, 2]).toArray(); // -> [[2, 3], [5, 6]]
   * ```
   */
  slice(begin: readonly number[], size: readonly number[]): Tensor {
    return tensorRuntime().array('slice', this, [begin, size]) as Tensor;
  }

  /**
   * NumPy's indexing: integers (negative count from the end), slices `{ start, stop, step }` (or the text `'1:-1:2'`), `newaxis` (null), `ellipsis` ('...'), integer tensors or arrays (advanced indexing, broadcast together; their axes come first where a slice separates them) and boolean masks; a string holds several (`'::-1, None'`). Basic indexing of one contiguous run is a view, anything else a copy. Out-of-range indices, integer placement and index dtypes follow the library. The method form of `x[index]`: `this` is the operand. @see {@link get}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[1, 2, 3], [4, 5, 6]], 'int8').get(-1, { step: 2 }).toArray(); // -> [4, 6]
   * constant([1, 5, 2], 'float32').get(constant([true, false, true])).toArray(); // -> [1, 2]
   * ```
   */
  get(...index: IndexItem[]): Tensor {
    return tensorRuntime().array('get', this, [...index]) as Tensor;
  }

  /**
   * The elements at `indices` along `axis` (of the flattened tensor without one); out-of-range indices as the library treats them (NumPy, TensorFlow, PyTorch: an IndexError; JAX: filled with NaN, or the most negative integer). The method form of `np.take`: `this` is the operand. @see {@link take}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[1, 2], [3, 4]], 'int8').take([3, 0]).toArray(); // -> [4, 1]
   * ```
   */
  take(indices: IndexArg, axis?: number | null): Tensor {
    return tensorRuntime().array('take', this, [indices, axis]) as Tensor;
  }

  /**
   * Picks along `axis` (default -1) with `indices` of the same rank, the other axes broadcast (as `argsort` results are used). The method form of `np.take_along_axis`: `this` is the operand. @see {@link takeAlongAxis}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[10, 30, 20]], 'int32').takeAlongAxis([[2, 0]], 1).toArray(); // -> [[20, 10]]
   * ```
   */
  takeAlongAxis(indices: IndexArg, axis?: number | null): Tensor {
    return tensorRuntime().array('takeAlongAxis', this, [indices, axis]) as Tensor;
  }

  /**
   * Slices of `params` along `axis` (default `batchDims`, 0) at `indices`; the first `batchDims` axes are shared by params and indices. The index dtypes and out-of-range indices as the library (TensorFlow: int16, int32, int64; an error). The method form of `tf.gather`: `this` is the operand. @see {@link gather}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[1, 2, 3], [4, 5, 6]], 'int8').gather([2, 0], 1).toArray(); // -> [[3, 1], [6, 4]]
   * ```
   */
  gather(indices: IndexArg, axis?: number, batchDims?: number): Tensor {
    return tensorRuntime().array('gather', this, [indices, axis, batchDims]) as Tensor;
  }

  /**
   * The elements or slices of `params` at the coordinates in the last axis of `indices` (after `batchDims` shared axes). The method form of `tf.gather_nd`: `this` is the operand. @see {@link gatherNd}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[1, 2], [3, 4]], 'int8').gatherNd([[1, 0], [0, 1]]).toArray(); // -> [3, 2]
   * ```
   */
  gatherNd(indices: IndexArg, batchDims?: number): Tensor {
    return tensorRuntime().array('gatherNd', this, [indices, batchDims]) as Tensor;
  }

  /**
   * The elements (or slices from `axis`, default 0) where the bool `mask` is true, flattened over the masked axes. The method form of `tf.boolean_mask`: `this` is the operand. @see {@link booleanMask}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2, 3], 'int8').booleanMask([true, false, true]).toArray(); // -> [1, 3]
   * ```
   */
  booleanMask(indices: IndexArg, axis?: number | null): Tensor {
    return tensorRuntime().array('booleanMask', this, [indices, axis]) as Tensor;
  }

  /**
   * TensorFlow's strided slice: `begin`, `end` and `strides` per axis, with the masks `beginMask`, `endMask` (open bounds), `ellipsisMask`, `newAxisMask` and `shrinkAxisMask` (an integer index) as bit fields. The method form of `tf.strided_slice`: `this` is the operand. @see {@link stridedSlice}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0, 1, 2, 3, 4, 5], 'int8').stridedSlice([4], [0], [-2]).toArray(); // -> [4, 2]
   * ```
   */
  stridedSlice(begin: readonly number[], end: readonly number[], strides?: readonly number[], masks?: StridedSliceMasks): Tensor {
    return tensorRuntime().array('stridedSlice', this, [begin, end, strides, masks]) as Tensor;
  }

  /**
   * The elements in reverse order along `axis` (one or a list); without one, along every axis where the library's flip does (NumPy, JAX; TensorFlow's reverse and PyTorch's flip need the axes). The method form of `tf.reverse (np.flip)`: `this` is the operand. @see {@link reverse}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[1, 2], [3, 4]], 'int8').reverse([1]).toArray(); // -> [[2, 1], [4, 3]]
   * ```
   */
  reverse(axis?: number | readonly number[] | null): Tensor {
    return tensorRuntime().array('reverse', this, [axis]) as Tensor;
  }

  /** The same method as {@link Tensor.reverse}. */
  flip(axis?: number | readonly number[] | null): Tensor {
    return tensorRuntime().array('reverse', this, [axis]) as Tensor;
  }

  /**
   * The axes `source` (one or a list) moved to `destination`, the others keeping their order. The method form of `np.moveaxis`: `this` is the operand. @see {@link moveaxis}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[[1, 2, 3]]], 'int8').moveaxis(2, 0).shape; // -> [3, 1, 1]
   * ```
   */
  moveaxis(source: number | readonly number[], destination: number | readonly number[]): Tensor {
    return tensorRuntime().array('moveaxis', this, [source, destination]) as Tensor;
  }

  /**
   * Each element (or slice along `axis`) repeated `repeats` times, or `repeats[i]` times for element `i`; without an axis, of the flattened tensor. The method form of `tf.repeat`: `this` is the operand. @see {@link repeat}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2, 3], 'int8').repeat([2, 0, 1]).toArray(); // -> [1, 1, 3]
   * ```
   */
  repeat(repeats: number | IndexArg, axis?: number | null): Tensor {
    return tensorRuntime().array('repeat', this, [repeats, axis]) as Tensor;
  }

  /**
   * The elements shifted by `shift` along `axis` (lists of both: shifts add up per axis), those past the end coming back at the start; without an axis, of the flattened tensor where the library allows it (TensorFlow's roll needs the axis). The method form of `tf.roll`: `this` is the operand. @see {@link roll}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2, 3, 4], 'int8').roll(1, 0).toArray(); // -> [4, 1, 2, 3]
   * ```
   */
  roll(shift: number | readonly number[], axis?: number | readonly number[] | null): Tensor {
    return tensorRuntime().array('roll', this, [shift, axis]) as Tensor;
  }

  /**
   * The tensor repeated `multiples[k]` times along each axis (NumPy, JAX and PyTorch take fewer or more multiples than axes; TensorFlow one per axis). The method form of `tf.tile`: `this` is the operand. @see {@link tile}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2], 'int8').tile([2]).toArray(); // -> [1, 2, 1, 2]
   * ```
   */
  tile(shape: readonly number[]): Tensor {
    return tensorRuntime().array('tile', this, [shape]) as Tensor;
  }

  /**
   * The slices along `axis` (default 0), each without that axis, as a list of tensors. The method form of `tf.unstack`: `this` is the operand. @see {@link unstack}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[1, 2], [3, 4]], 'int8').unstack(1).map((t) => t.toArray()); // -> [[1, 3], [2, 4]]
   * ```
   */
  unstack(axis?: number): Tensor[] {
    return tensorRuntime().array('unstack', this, [axis]) as Tensor[];
  }

  /**
   * The tensor cut along `axis` (default 0) into `numOrSizeSplits` equal parts, or parts of the listed lengths, or at NumPy's indices (`{ indices: [2, 5] }`), as a list of tensors; a count that does not divide the axis is refused (PyTorch: the first parts one longer, as `tensor_split`). The method form of `tf.split`: `this` is the operand. @see {@link split}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2, 3, 4, 5, 6], 'int8').split([1, 2, 3]).map((t) => t.toArray()); // -> [[1], [2, 3], [4, 5, 6]]
   * ```
   */
  split(numOrSizeSplits: SplitSpec, axis?: number): Tensor[] {
    return tensorRuntime().array('split', this, [numOrSizeSplits, axis]) as Tensor[];
  }

  /**
   * The tensor padded by `paddings` (one `[before, after]` per axis) with `constantValue` (default 0, stored in the tensor's dtype as the library converts it), or in mode `'reflect'`, `'symmetric'` or `'edge'` (NumPy's; TensorFlow's `REFLECT`, `SYMMETRIC`). The method form of `tf.pad`: `this` is the operand. @see {@link pad}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2], 'int8').pad([[1, 2]]).toArray(); // -> [0, 1, 2, 0, 0]
   * ```
   */
  pad(paddings: readonly (readonly [number, number])[], mode?: PadModeName, constantValue?: OperandLike): Tensor {
    return tensorRuntime().array('pad', this, [paddings, mode, constantValue]) as Tensor;
  }

  /**
   * The elements sorted along `axis` (default -1), ascending or `descending`, stably (equal elements keep their order; `stable` is accepted and always holds). NaN sorts last ascending and first descending; -0 and 0 are equal; complex numbers in NumPy's order (JAX's: lexicographic). The dtypes as the library sorts them (TensorFlow: no bool or complex; PyTorch: no complex). The method form of `tf.sort`: `this` is the operand. @see {@link sort}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([3, 1, 2], 'int8').sort().toArray(); // -> [1, 2, 3]
   * ```
   */
  sort(axis?: number, descending?: boolean, stable?: boolean): Tensor {
    return tensorRuntime().array('sort', this, [axis, descending, stable]) as Tensor;
  }

  /**
   * The indices that sort the elements along `axis` (default -1), ascending or `descending`, stably (equal elements in the order they appear), in the library's index dtype (NumPy, PyTorch, JAX: int64, JAX without x64 int32; TensorFlow and the RFC's policies: int32, as tf.argsort). NaN and complex numbers as for sort. The method form of `tf.argsort`: `this` is the operand. @see {@link argsort}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([3, 1, 2], 'int8').argsort().toArray(); // -> [1, 2, 0]
   * ```
   */
  argsort(axis?: number, descending?: boolean, stable?: boolean): Tensor {
    return tensorRuntime().array('argsort', this, [axis, descending, stable]) as Tensor;
  }

  /**
   * The `k` (default 1) largest elements along the last axis, largest first, and their indices: `{ values, indices }` (indices int32 under TensorFlow's and JAX's policies, as tf.math.top_k and lax.top_k; int64 under PyTorch's and NumPy's, which has no top_k: argsort's). Equal elements in the order they appear; NaN is the largest. The method form of `tf.math.top_k`: `this` is the operand. @see {@link topk}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[4, 9, 1]], 'float32').topk().values.toArray(); // -> [[9]]
   * ```
   */
  topk(k?: number, sorted?: boolean): TopkResult {
    return tensorRuntime().array('topk', this, [k, sorted]) as TopkResult;
  }

  /**
   * The positions where the values `x2` would be inserted into `x1` (sorted ascending along its last axis) to keep it sorted: the first such position (`side` `'left'`, the default) or the last (`'right'`); `sorter` (int32 or int64) orders an unsorted 1-D `x1`, as argsort gives it. NaN sorts last, -0 equals 0. x1 and x2 are compared as the library compares them (NumPy, JAX, PyTorch promote them; TensorFlow takes one dtype and no bool or complex), the positions in its index dtype (int64 under NumPy's and PyTorch's policies, int32 under JAX's and TensorFlow's). A 1-D x1 serves values of any shape under NumPy's, JAX's and PyTorch's policies; an N-D x1 searches row by row where the library does (TensorFlow, PyTorch). The method form of `tf.searchsorted`: `this` is the operand. @see {@link searchSorted}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([10, 20, 30], 'int32').searchSorted(constant([25], 'int32')).toArray(); // -> [2]
   * ```
   */
  searchSorted(x2: OperandLike, side?: 'left' | 'right', sorter?: IndexArg): Tensor {
    return tensorRuntime().array('searchSorted', this, [x2, side, sorter]) as Tensor;
  }

  /** The same method as {@link Tensor.searchSorted}. */
  searchsorted(x2: OperandLike, side?: 'left' | 'right', sorter?: IndexArg): Tensor {
    return tensorRuntime().array('searchSorted', this, [x2, side, sorter]) as Tensor;
  }

  /**
   * The indices of the nonzero elements, one 1-D tensor per axis (the Array API's tuple), in row-major order: NaN is nonzero, -0 is zero, a complex number is nonzero where either part is. The index dtype is the library's (int64; TensorFlow's tf.where has no float16 kernel). A 0-d tensor is refused under NumPy's and JAX's policies (NumPy 2, as `atleast1d` first) and TensorFlow's; PyTorch's gives no index tensors. The method form of `np.nonzero (tf.where(x)'s columns)`: `this` is the operand. @see {@link nonzero}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[0, 1], [2, 0]], 'int32').nonzero().map((t) => t.toArray()); // -> [[0n, 1n], [1n, 0n]]
   * ```
   */
  nonzero(): Tensor[] {
    return tensorRuntime().array('nonzero', this, []) as Tensor[];
  }

  /**
   * The coordinates of the nonzero elements as an (n, ndim) matrix (TensorFlow's one-argument tf.where, NumPy's argwhere, PyTorch's nonzero), in row-major order; nonzero as for `nonzero`, the index dtype the library's (int64). The method form of `tf.where(x) (np.argwhere)`: `this` is the operand. @see {@link argwhere}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([0, 3, 0, 5], 'int32').argwhere().toArray(); // -> [[1n], [3n]]
   * ```
   */
  argwhere(): Tensor {
    return tensorRuntime().array('argwhere', this, []) as Tensor;
  }

  /**
   * The distinct elements of the flattened tensor with `indices` (each one's first position), `inverseIndices` (for each element, its value's position in `values`; the tensor's shape) and `counts`, as the Array API's named tuple. Each policy follows its library's order and dtypes: sorted under NumPy's, JAX's and PyTorch's, in order of first occurrence under TensorFlow's (tf.unique, which takes 1-D tensors only, and gives int32 indices and counts); -0 equals 0, each NaN is its own value (NumPy 2, JAX, TensorFlow). The method form of `np.unique_all (tf.unique_with_counts)`: `this` is the operand. @see {@link uniqueAll}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([3, 1, 3], 'int32').uniqueAll().counts.toArray(); // -> [2, 1]
   * ```
   */
  uniqueAll(): UniqueAllResult {
    return tensorRuntime().array('uniqueAll', this, []) as UniqueAllResult;
  }

  /**
   * The distinct elements and how many times each occurs, `{ values, counts }`, in the library's order (as uniqueAll). The method form of `np.unique_counts (tf.unique_with_counts)`: `this` is the operand. @see {@link uniqueCounts}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([2, 2, 7], 'int8').uniqueCounts().values.toArray(); // -> [2, 7]
   * ```
   */
  uniqueCounts(): UniqueCountsResult {
    return tensorRuntime().array('uniqueCounts', this, []) as UniqueCountsResult;
  }

  /**
   * The distinct elements and, for each element, its value's position among them, `{ values, inverseIndices }` (inverseIndices of the tensor's shape), in the library's order (as uniqueAll). The method form of `np.unique_inverse (tf.unique)`: `this` is the operand. @see {@link uniqueInverse}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([5, 4, 5], 'int32').uniqueInverse().inverseIndices.toArray(); // -> [0, 1, 0]
   * ```
   */
  uniqueInverse(): UniqueInverseResult {
    return tensorRuntime().array('uniqueInverse', this, []) as UniqueInverseResult;
  }

  /**
   * The distinct elements of the flattened tensor, in the library's order (as uniqueAll). The method form of `np.unique_values (tf.unique(x).y)`: `this` is the operand. @see {@link uniqueValues}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([true, true, false]).uniqueValues().toArray(); // -> [true, false]
   * ```
   */
  uniqueValues(): Tensor {
    return tensorRuntime().array('uniqueValues', this, []) as Tensor;
  }

  /**
   * Each matrix transposed (the last two axes swapped, not conjugated). The method form of `np.matrix_transpose, jnp.matrix_transpose, x.mT (NumPy, PyTorch); TensorFlow: tf.linalg.matrix_transpose only`: `this` is the operand. @see {@link matrixTranspose}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[1, 2, 3]], 'int8').matrixTranspose().shape; // -> [3, 1]
   * ```
   */
  matrixTranspose(): Tensor {
    return tensorRuntime().extension('matrixTranspose', this, []) as Tensor;
  }

  /**
   * The matrix transpose as NumPy's and PyTorch's attribute `x.mT` (the Array API's `mT`): {@link Tensor.matrixTranspose}.
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[1, 2, 3]], 'int8').mT.shape; // -> [3, 1]
   * ```
   */
  get mT(): Tensor {
    return tensorRuntime().extension('matrixTranspose', this, []) as Tensor;
  }
  // </generated:methods>
}

/**
 * The updates {@link Tensor.at} offers at one index: each returns a new tensor of the tensor's
 * dtype, with the indexed elements replaced (`set`) or combined with the values.
 *
 * @example
 * ```ts
 * import { constant, type IndexUpdater } from '@typelattice/tf';
 * const u: IndexUpdater<'int8'> = constant([[1, 2], [3, 4]], 'int8').at(1);
 * u.max(3).toArray(); // -> [[1, 2], [3, 4]]
 * u.min(3).toArray(); // -> [[1, 2], [3, 3]]
 * ```
 */
export class IndexUpdater<D extends DType = DType> {
  readonly #x: Tensor<D>;
  readonly #index: readonly IndexItem[];

  constructor(x: Tensor<D>, index: readonly IndexItem[]) {
    this.#x = x;
    this.#index = Object.freeze([...index]);
    Object.freeze(this);
  }

  /** The indexed elements, as {@link Tensor.get}. @example `constant([1, 2]).at(1).get().toArray(); // 2` */
  get(): Tensor<D> {
    return tensorRuntime().array('get', this.#x, this.#index) as Tensor<D>;
  }

  /** The tensor with the indexed elements set to `v` (the last of repeated indices wins). @example `constant([1, 2]).at(0).set(5); // [5, 2]` */
  set(v: OperandLike): Tensor<D> {
    return tensorRuntime().update('set', this.#x, this.#index, v) as Tensor<D>;
  }

  /** The tensor with `v` added to the indexed elements (a repeated index adds every time). @example `constant([1, 2]).at([1, 1]).add(1); // [1, 4]` */
  add(v: OperandLike): Tensor<D> {
    return tensorRuntime().update('add', this.#x, this.#index, v) as Tensor<D>;
  }

  /** The tensor with the indexed elements multiplied by `v`. @example `constant([1, 2]).at(1).multiply(3); // [1, 6]` */
  multiply(v: OperandLike): Tensor<D> {
    return tensorRuntime().update('multiply', this.#x, this.#index, v) as Tensor<D>;
  }

  /** The tensor with the indexed elements replaced by their minimum with `v` (NaN propagates). @example `constant([1, 5]).at(1).min(3); // [1, 3]` */
  min(v: OperandLike): Tensor<D> {
    return tensorRuntime().update('min', this.#x, this.#index, v) as Tensor<D>;
  }

  /** The tensor with the indexed elements replaced by their maximum with `v` (NaN propagates). @example `constant([1, 5]).at(0).max(3); // [3, 5]` */
  max(v: OperandLike): Tensor<D> {
    return tensorRuntime().update('max', this.#x, this.#index, v) as Tensor<D>;
  }
}

/**
 * A NumPy array operand: a tensor that promotion sees in the role of a NumPy array (the legacy
 * TensorFlow mode treats arrays differently from tensors). Made by {@link ndarray}; TypedArrays
 * passed as operands play the same role.
 *
 * @example
 * ```ts
 * import { constant, ndarray, withPromotionMode, ImplicitPromotion } from '@typelattice/tf';
 * const a = ndarray([3.1], 'float64');
 * withPromotionMode(ImplicitPromotion.LEGACY, () => constant([1]).add(a).toArray()); // -> [4]
 * ```
 */
export class NumpyArray<D extends DType = DType> {
  /** The values, as a tensor. */
  readonly tensor: Tensor<D>;

  constructor(tensor: Tensor<D>) {
    this.tensor = tensor;
    Object.freeze(this);
  }

  /** The array's dtype. */
  get dtype(): D {
    return this.tensor.dtype;
  }
}

/**
 * Something that reads as a tensor: a tf {@link Variable}.
 *
 * @example
 * ```ts
 * import { add, Variable, type Readable } from '@typelattice/tf';
 * const v: Readable = new Variable([1], 'int32');
 * add(v, 1).toArray(); // [2]
 * ```
 */
export interface Readable {
  read(): Tensor;
}

/**
 * Values a tensor can be made from: a scalar, nested arrays of scalars, a TypedArray, or a tensor.
 *
 * @example
 * ```ts
 * import { constant, type TensorLike } from '@typelattice/tf';
 * const v: TensorLike = [[1, 2], [3, 4]];
 * constant(v, 'int8').shape; // [2, 2]
 * ```
 */
export type TensorLike = Scalar | readonly TensorLike[] | TypedArrayOperand | Tensor;

/**
 * What an op accepts as an operand: a tensor (or variable), a JS scalar (weak: integer-valued
 * number or bigint is `i*`, other number `f*`, `{ re, im }` `c*`), a boolean (a bool tensor),
 * a TypedArray or {@link NumpyArray} (a NumPy array), or nested arrays (converted as
 * {@link constant} does).
 *
 * @example
 * ```ts
 * import { add, constant, weakFloat, type OperandLike } from '@typelattice/tf';
 * const operands: OperandLike[] = [constant([1], 'float32'), 2, weakFloat(2), new Float32Array([2]), [2.5]];
 * operands.map((x) => add(constant([1], 'float32'), x).dtype); // all 'float32'
 * ```
 */
export type OperandLike = Tensor | Readable | NumpyArray | TypedArrayOperand | Scalar | readonly TensorLike[];

/**
 * A slice, as Python's `start:stop:step`: every field optional (`null` or absent: from the start,
 * to the end, step 1); negative bounds count from the end; a negative step walks backwards.
 *
 * @example
 * ```ts
 * import { constant, type Slice } from '@typelattice/tf';
 * const backwards: Slice = { step: -1 };
 * constant([1, 2, 3], 'int8').get(backwards).toArray(); // -> [3, 2, 1]
 * ```
 */
export interface Slice {
  readonly start?: number | null;
  readonly stop?: number | null;
  readonly step?: number | null;
}

/** Nested JS arrays of integers or booleans: an index array or a mask. */
export type IndexArrayLike = readonly (number | bigint | boolean | IndexArrayLike)[];

/**
 * One item of an index, as NumPy reads `x[...]`: an integer, a {@link Slice}, `null`
 * ({@link newaxis}), `'...'` ({@link ellipsis}), an integer or bool tensor, TypedArray or nested JS
 * array (advanced indexing and masks), a boolean (a 0-d mask: a new axis kept or emptied), or NumPy's
 * text for several items (`'1:-1:2, ..., None'`: integers, slices, `...`, `None`/`newaxis`).
 *
 * @example
 * ```ts
 * import { constant, type IndexItem } from '@typelattice/tf';
 * const index: IndexItem[] = [0, { start: 1 }];
 * constant([[1, 2, 3]], 'int8').get(...index).toArray(); // -> [2, 3]
 * ```
 */
export type IndexItem = number | bigint | boolean | null | string | Slice | Tensor | Readable | NumpyArray | TypedArrayOperand | IndexArrayLike;

/** Indices or a mask: a tensor, a TypedArray, or nested JS arrays of integers (or booleans). */
export type IndexArg = OperandLike | IndexArrayLike;
/** A pad mode: NumPy's names, or TensorFlow's in capitals. */
export type PadModeName = 'constant' | 'reflect' | 'symmetric' | 'edge' | 'CONSTANT' | 'REFLECT' | 'SYMMETRIC';
/** TensorFlow's `num_or_size_splits` (a count, or the parts' lengths, one may be -1), or NumPy's split indices. */
export type SplitSpec = number | readonly number[] | { readonly indices: readonly number[] };

/**
 * What `topk` gives: the `k` largest elements along the last axis, largest first, and their
 * positions along that axis.
 *
 * @example
 * ```ts
 * import { constant, topk, type TopkResult } from '@typelattice/tf';
 * const r: TopkResult = topk(constant([2, 7, 4], 'int32'), 2);
 * r.indices.toArray(); // -> [1, 2]
 * ```
 */
export interface TopkResult {
  /** The `k` largest elements along the last axis, largest first. */
  readonly values: Tensor;
  /** Their positions along the last axis (the library's index dtype). */
  readonly indices: Tensor;
}

/**
 * What `uniqueAll` gives (the Array API's named tuple): the distinct values in the library's
 * order, each one's first position in the flattened tensor, each element's value's position in
 * `values`, and how many elements have each value.
 *
 * @example
 * ```ts
 * import { constant, uniqueAll, type UniqueAllResult } from '@typelattice/tf';
 * const r: UniqueAllResult = uniqueAll(constant([4, 2, 4], 'int32'));
 * r.indices.toArray(); // -> [0, 1]
 * ```
 */
export interface UniqueAllResult {
  /** The distinct elements (sorted, or in order of first occurrence under TensorFlow's policies). */
  readonly values: Tensor;
  /** The position of each value's first occurrence in the flattened tensor. */
  readonly indices: Tensor;
  /** For each element (the operand's shape), the position of its value in `values`. */
  readonly inverseIndices: Tensor;
  /** How many elements have each value. */
  readonly counts: Tensor;
}

/**
 * What `uniqueCounts` gives: the distinct values and how many elements have each.
 *
 * @example
 * ```ts
 * import { constant, uniqueCounts, type UniqueCountsResult } from '@typelattice/tf';
 * const r: UniqueCountsResult = uniqueCounts(constant([4, 2, 4], 'int32'));
 * r.counts.toArray(); // -> [2, 1]
 * ```
 */
export interface UniqueCountsResult {
  readonly values: Tensor;
  readonly counts: Tensor;
}

/**
 * What `uniqueInverse` gives: the distinct values and, for each element, its value's position.
 *
 * @example
 * ```ts
 * import { constant, uniqueInverse, type UniqueInverseResult } from '@typelattice/tf';
 * const r: UniqueInverseResult = uniqueInverse(constant([4, 2, 4], 'int32'));
 * r.inverseIndices.toArray(); // -> [0, 1, 0]
 * ```
 */
export interface UniqueInverseResult {
  readonly values: Tensor;
  readonly inverseIndices: Tensor;
}

/** Flat row-major values as nested arrays of `shape` (the bare value for a scalar). */
function nest<T>(flat: T[], shape: Shape): Nested<T> {
  if (shape.length === 0) return flat[0];
  if (shape.length === 1) return flat;
  // Recursion depth is the rank (at most MAX_RANK).
  const build = (axis: number, offset: number, stride: number): Nested<T>[] => {
    const n = shape[axis];
    const inner = stride / (n || 1);
    const out = new Array<Nested<T>>(n);
    for (let i = 0; i < n; i++) {
      out[i] = axis === shape.length - 1 ? flat[offset + i] : build(axis + 1, offset + i * inner, inner);
    }
    return out;
  };
  return build(0, 0, flat.length);
}

/** Reads one JSON element of a `dtype` TensorJSON as a JS value (`index`: row-major, for messages). */
function jsonDecoder(dtype: DType): (x: unknown, index: number) => JsValue {
  const info = dtypeInfo(dtype);
  const bad = (x: unknown, index: number, want: string): ValueError =>
    new ValueError(`Tensor.fromJSON: element ${index} of a ${dtype} tensor is ${JSON.stringify(x) ?? String(x)}; expected ${want}.`);
  const real = (x: unknown, index: number): number => {
    if (typeof x === 'number') return x;
    if (typeof x === 'string' && x in JSON_NUMBERS) return JSON_NUMBERS[x];
    throw bad(x, index, 'a number or one of "NaN", "Infinity", "-Infinity", "-0"');
  };
  switch (info.family) {
    case 'bool':
      return (x, index) => {
        if (typeof x !== 'boolean') throw bad(x, index, 'true or false');
        return x;
      };
    case 'bigint':
      return (x, index) => {
        if (typeof x === 'string' && /^-?\d+$/.test(x)) return BigInt(x);
        if (typeof x === 'number' && Number.isSafeInteger(x)) return x;
        throw bad(x, index, 'an integer as a decimal string, e.g. "-12"');
      };
    case 'complex':
      return (x, index) => {
        if (typeof x !== 'object' || x === null || !('re' in x) || !('im' in x)) throw bad(x, index, '{ re, im }');
        return { re: real((x as { re: unknown }).re, index), im: real((x as { im: unknown }).im, index) };
      };
    default:
      return info.kind === 'f'
        ? real
        : (x, index) => {
            if (typeof x !== 'number' || !Number.isInteger(x)) throw bad(x, index, 'an integer');
            return x;
          };
  }
}
