import { dtypeInfo, getValue, toDType, toValues, type DType, type DTypeCode, type Storage, type StorageOf, type ValueOf } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import type { Scalar } from './infer';
import { ValueError } from './errors';
import { formatTensor } from './format';
import { shapeSize, type Shape } from './shape';
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

const STORAGE = new WeakMap<Tensor, Storage>();

/** The tensor's storage (not a copy) as the kernels take it. Internal: never hand it to users. */
export function asNDArray<D extends DType>(t: Tensor<D>): NDArray<D> {
  return { data: STORAGE.get(t) as StorageOf<D>, dtype: t.dtype, shape: t.shape };
}

/**
 * An immutable n-dimensional array of one dtype: what every op takes and returns.
 *
 * A weakly typed tensor (`weak: true`) stands for a JS scalar or a result computed only from JS
 * scalars: it takes part in promotion as `i*`, `f*` or `c*` (with its value, for range checks),
 * A JS scalar is stored in `int64`/`uint64`, `float64` or `complex128` so its value is kept
 * exactly; a weak result in the dtype the policy's mode gives weak values (JAX x32: float32).
 *
 * @example
 * ```ts
 * import { constant } from '@typelattice/tf';
 * const t = constant([[1, 2], [3, 4]], 'int8');
 * t.shape; // -> [2, 2]
 * t.add(1).toArray(); // -> [[2, 3], [4, 5]]
 * String(t.mul(2)); // -> 'tf.Tensor(\n[[2 4]\n [6 8]], shape=(2, 2), dtype=int8)'
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
   * Wraps storage as a tensor (the storage is owned by the tensor from now on). Use
   * {@link constant} and the other creation functions instead; this is the low-level door.
   *
   * @example
   * ```ts
   * import { Tensor } from '@typelattice/tf';
   * new Tensor(new Float32Array([1, 2]), 'float32', [2]).toArray(); // -> [1, 2]
   * ```
   */
  constructor(storage: StorageOf<D>, dtype: D, shape: Shape, options: { weak?: boolean; backend?: string } = {}) {
    const info = dtypeInfo(dtype);
    const size = shapeSize(shape);
    if (!(storage instanceof info.storage) || storage.length !== size * info.lanes) {
      throw new ValueError(
        `A ${dtype} tensor of shape [${shape.join(', ')}] needs a ${info.storage.name} of length ${size * info.lanes}; ` +
          `got ${storage?.constructor?.name ?? typeof storage} of length ${(storage as Storage | undefined)?.length}.`,
      );
    }
    this.dtype = info.name as D;
    this.shape = Object.freeze([...shape]);
    this.size = size;
    this.weak = options.weak ?? false;
    this.backend = options.backend ?? 'cpu';
    STORAGE.set(this, storage);
  }

  /** The rank (number of axes). */
  get rank(): number {
    return this.shape.length;
  }

  /**
   * A copy of the storage: a TypedArray of the dtype's storage type (float16/bfloat16 as raw bits
   * in a `Uint16Array`, complex interleaved re, im).
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2], 'float32').dataSync(); // -> new Float32Array([1, 2])
   * ```
   */
  dataSync(): StorageOf<D> {
    return (STORAGE.get(this) as StorageOf<D>).slice() as StorageOf<D>;
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
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([[true], [false]]).toArray(); // -> [[true], [false]]
   * constant(7, 'int64').toArray(); // -> 7n
   * ```
   */
  toArray(): Nested<ValueOf<D>> {
    const flat = toValues(STORAGE.get(this) as StorageOf<D>, this.dtype) as ValueOf<D>[];
    if (this.shape.length === 0) return flat[0];
    const build = (axis: number, offset: number, stride: number): Nested<ValueOf<D>>[] => {
      const n = this.shape[axis];
      const inner = stride / (n || 1);
      const out: Nested<ValueOf<D>>[] = [];
      for (let i = 0; i < n; i++) {
        out.push(axis === this.shape.length - 1 ? flat[offset + i] : build(axis + 1, offset + i * inner, inner));
      }
      return out;
    };
    return build(0, 0, this.size);
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
    const storage = STORAGE.get(this) as StorageOf<D>;
    return formatTensor(this.dtype, this.shape, (i) => getValue(storage, this.dtype, i), this.weak);
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

  // <generated:methods>
  // From the op catalogue by scripts/generate-ops.ts. Do not edit: run `pnpm --filter @typelattice/tf generate`.

  /**
   * Elementwise sum. The operator form of `x + y` (`tf.add`): `this` is the left operand. @see {@link add}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2], 'uint8').add(255).toArray(); // -> [0, 1]
   * ```
   */
  add(other: Tensor<D>): Tensor<D>;
  add(other: OperandLike): Tensor;
  add(other: OperandLike): Tensor {
    return tensorRuntime().binary('add', this, other) as Tensor;
  }

  /**
   * Elementwise difference. The operator form of `x - y` (`tf.subtract`): `this` is the left operand. @see {@link sub}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 2], 'int8').sub(3).toArray(); // -> [-2, -1]
   * ```
   */
  sub(other: Tensor<D>): Tensor<D>;
  sub(other: OperandLike): Tensor;
  sub(other: OperandLike): Tensor {
    return tensorRuntime().binary('sub', this, other) as Tensor;
  }

  /**
   * Elementwise product (on bool tensors: logical and). The operator form of `x * y` (`tf.multiply`): `this` is the left operand. @see {@link mul}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1.5, 2]).mul(2).toArray(); // -> [3, 4]
   * ```
   */
  mul(other: Tensor<D>): Tensor<D>;
  mul(other: OperandLike): Tensor;
  mul(other: OperandLike): Tensor {
    return tensorRuntime().binary('mul', this, other) as Tensor;
  }

  /**
   * True division: the policy decides the float result dtype (the RFC divides 8/16-bit integers in float32, 32/64-bit integers in float64). The operator form of `x / y` (`tf.math.truediv`): `this` is the left operand. @see {@link truediv}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([3], 'int32').truediv(2).toArray(); // -> [1.5]
   * ```
   */
  truediv(other: OperandLike): Tensor {
    return tensorRuntime().binary('truediv', this, other) as Tensor;
  }

  /**
   * True division: the policy decides the float result dtype (the RFC divides 8/16-bit integers in float32, 32/64-bit integers in float64). The operator form of `x / y` (`tf.math.truediv`): `this` is the left operand. @see {@link truediv}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([3], 'int32').truediv(2).toArray(); // -> [1.5]
   * ```
   */
  div(other: OperandLike): Tensor {
    return tensorRuntime().binary('truediv', this, other) as Tensor;
  }

  /**
   * Floor division: rounds toward negative infinity. The operator form of `x // y` (`tf.math.floordiv`): `this` is the left operand. @see {@link floordiv}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([-7, 7], 'int8').floordiv(2).toArray(); // -> [-4, 3]
   * ```
   */
  floordiv(other: Tensor<D>): Tensor<D>;
  floordiv(other: OperandLike): Tensor;
  floordiv(other: OperandLike): Tensor {
    return tensorRuntime().binary('floordiv', this, other) as Tensor;
  }

  /**
   * Floor modulo: the result has the sign of the divisor. The operator form of `x % y` (`tf.math.floormod`): `this` is the left operand. @see {@link mod}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([-7, 7], 'int8').mod(3).toArray(); // -> [2, 1]
   * ```
   */
  mod(other: Tensor<D>): Tensor<D>;
  mod(other: OperandLike): Tensor;
  mod(other: OperandLike): Tensor {
    return tensorRuntime().binary('mod', this, other) as Tensor;
  }

  /**
   * Elementwise power (integers to negative integer powers are refused, as in NumPy). The operator form of `x ** y` (`tf.pow`): `this` is the left operand. @see {@link pow}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([2, 3], 'int32').pow(2).toArray(); // -> [4, 9]
   * ```
   */
  pow(other: Tensor<D>): Tensor<D>;
  pow(other: OperandLike): Tensor;
  pow(other: OperandLike): Tensor {
    return tensorRuntime().binary('pow', this, other) as Tensor;
  }

  /**
   * Elementwise maximum (NaN propagates). The operator form of `tf.maximum`: `this` is the left operand. @see {@link maximum}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 5], 'int32').maximum(3).toArray(); // -> [3, 5]
   * ```
   */
  maximum(other: Tensor<D>): Tensor<D>;
  maximum(other: OperandLike): Tensor;
  maximum(other: OperandLike): Tensor {
    return tensorRuntime().binary('maximum', this, other) as Tensor;
  }

  /**
   * Elementwise minimum (NaN propagates). The operator form of `tf.minimum`: `this` is the left operand. @see {@link minimum}
   *
   * @example
   * ```ts
   * import { constant } from '@typelattice/tf';
   * constant([1, 5], 'int32').minimum(3).toArray(); // -> [1, 3]
   * ```
   */
  minimum(other: Tensor<D>): Tensor<D>;
  minimum(other: OperandLike): Tensor;
  minimum(other: OperandLike): Tensor {
    return tensorRuntime().binary('minimum', this, other) as Tensor;
  }
  // </generated:methods>
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
