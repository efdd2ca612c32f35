import type { DType } from '@typelattice/dtypes';
import type { CreationDefaults } from '@typelattice/promotion';
import type { DTypeLike } from '../create';
import type { CreationFns } from '../creation-fns';
import type { Scalar } from '../infer';
import type { LinspaceNumber } from '../linspace';
import type { RandomSeed } from '../random';
import type { RangeNumber } from '../arange';
import type { OperandLike, Tensor } from '../tensor';

// The creation functions of typed ops (a literal policy and mode): their results are typed by
// the dtype the call names, else by the policy mode's defaults (CREATION_DEFAULTS: `float` for
// zeros, ones, empty, eye (`numpyOnlyFloat` for empty and eye with k), fractional linspace bounds and the float random numbers; `int` for integer ranges,
// fills and random integers), else by the operand (the `*Like` functions, tril and triu). What
// the types cannot tell (a dtype given as a short code or a variable, a number that is not a
// literal, a tensor where a number may be) stays `Tensor`, the runtime's answer unclaimed. A
// dtype named that the policy's library makes no such tensor in (TensorFlow's arange of uint8,
// PyTorch's eye of uint16) is a KernelError at run time; its type is the dtype asked for.

/** A result for the dtype argument `E`: the default `F` where none is given, `Tensor<E>` for a dtype name. */
type Named<E, F extends DType> = [E] extends [undefined] ? Tensor<F> : E extends DType ? (DType extends E ? Tensor : Tensor<E>) : Tensor;

/** eye's dtype without one named: the default float on the main diagonal, `numpyOnlyFloat` off it (TensorFlow legacy: tf.experimental.numpy.eye), `Tensor` for a `k` that is no literal where the two differ. */
type EyeDefault<K, D extends CreationDefaults> = [D['float']] extends [D['numpyOnlyFloat']]
  ? Tensor<D['float']>
  : [K] extends [0 | 0n]
    ? Tensor<D['float']>
    : number extends K
      ? Tensor
      : bigint extends K
        ? Tensor
        : Tensor<D['numpyOnlyFloat']>;

/** Whether `N` is a literal integer (`3`, `-2`, `3n`), a literal fraction (`0.5`), or neither. */
type NumberKind<N> = N extends bigint
  ? 'int'
  : N extends number
    ? number extends N
      ? 'unknown'
      : `${N}` extends `${bigint}`
        ? 'int'
        : `${N}` extends `${number}.${number}`
          ? 'float'
          : 'unknown'
    : 'unknown';

/** The default dtype of values `V` (a union of the call's numbers): int if all are literal integers, float if one is a literal fraction and none unknown. */
type ValuesDType<V, D extends CreationDefaults> = [NumberKind<V>] extends ['int'] ? D['int'] : 'unknown' extends NumberKind<V> ? never : D['float'];

/** `Tensor<T>` for a known dtype `T`, else `Tensor`. */
type Known<T> = [T] extends [never] ? Tensor : T extends DType ? Tensor<T> : Tensor;

/** The dtype of a tensor operand (`Tensor<D>`), else never. */
type DTypeOf<X> = X extends Tensor<infer D> ? (DType extends D ? never : D) : never;

/** The creation functions of ops typed for policy mode defaults `D` (CREATION_DEFAULTS of that policy and mode). */
export interface TypedCreationFns<D extends CreationDefaults> extends Omit<CreationFns, TypedCreationName> {
  /** A tensor of zeros: `Tensor<dtype>`, or the policy's default float. */
  zeros<const E extends DTypeLike | undefined = undefined>(shape: readonly number[], dtype?: E): Named<E, D['float']>;
  /** A tensor of ones: `Tensor<dtype>`, or the policy's default float. */
  ones<const E extends DTypeLike | undefined = undefined>(shape: readonly number[], dtype?: E): Named<E, D['float']>;
  /** A tensor the program will overwrite (zeros here): `Tensor<dtype>`, or the policy's default float. */
  empty<const E extends DTypeLike | undefined = undefined>(shape: readonly number[], dtype?: E): Named<E, D['numpyOnlyFloat']>;
  /** A tensor with every element `value`: `Tensor<dtype>`, else the policy's default int or float for a literal number, bool for a boolean, a tensor's dtype. */
  fill<const V extends Scalar | Tensor, const E extends DTypeLike | undefined = undefined>(shape: readonly number[], value: V, dtype?: E): FillResult<V, E, D>;
  /** {@link TypedCreationFns.fill} under its Array API name. */
  full<const V extends Scalar | Tensor, const E extends DTypeLike | undefined = undefined>(shape: readonly number[], value: V, dtype?: E): FillResult<V, E, D>;
  /** Zeros of a tensor's shape and dtype (or `dtype`). */
  zerosLike<const X extends OperandLike, const E extends DTypeLike | undefined = undefined>(x: X, dtype?: E): LikeResult<X, E>;
  /** Ones of a tensor's shape and dtype (or `dtype`). */
  onesLike<const X extends OperandLike, const E extends DTypeLike | undefined = undefined>(x: X, dtype?: E): LikeResult<X, E>;
  /** An unchosen (zero) tensor of a tensor's shape and dtype (or `dtype`). */
  emptyLike<const X extends OperandLike, const E extends DTypeLike | undefined = undefined>(x: X, dtype?: E): LikeResult<X, E>;
  /** One value in a tensor's shape and dtype (or `dtype`). */
  fullLike<const X extends OperandLike, const E extends DTypeLike | undefined = undefined>(x: X, value: Scalar | Tensor, dtype?: E): LikeResult<X, E>;
  /** Ones on a diagonal: `Tensor<dtype>`, or the policy's default float. */
  eye<const E extends DTypeLike | undefined = undefined, const K extends number | bigint = 0>(
    numRows: number,
    numColumns?: number,
    batchShape?: readonly number[],
    dtype?: E,
    k?: K,
  ): [E] extends [undefined] ? EyeDefault<K, D> : Named<E, D['float']>;
  /**
   * Evenly spaced values over an interval: `Tensor<dtype>`, or the policy's default float where
   * a bound is a literal fraction (TensorFlow computes integer bounds in float64 whatever its
   * default float: not claimed).
   */
  linspace<const S extends LinspaceNumber, const T extends LinspaceNumber, const E extends DTypeLike | undefined = undefined>(
    start: S,
    stop: T,
    num: number,
    dtype?: E,
    endpoint?: boolean,
  ): [E] extends [undefined] ? ([S | T] extends [number] ? ('float' extends NumberKind<S | T> ? Known<ValuesDType<S | T, D>> : Tensor) : Tensor) : Named<E, D['float']>;
  /** Evenly spaced values by a step: `Tensor<dtype>`, else the policy's default int for literal integers, its default float where one is a literal fraction. */
  range: TypedRange<D>;
  /** {@link TypedCreationFns.range} under its Array API name. */
  arange: TypedRange<D>;
  /** The lower triangle of each matrix, in its dtype. */
  tril<const X extends OperandLike>(x: X, k?: number): Known<DTypeOf<X>>;
  /** The upper triangle of each matrix, in its dtype. */
  triu<const X extends OperandLike>(x: X, k?: number): Known<DTypeOf<X>>;
  /** Uniform random floats: `Tensor<dtype>`, or the policy's default float. */
  randomUniform<const E extends DTypeLike | undefined = undefined>(shape: readonly number[], minval?: number, maxval?: number, dtype?: E, seed?: RandomSeed): Named<E, D['float']>;
  /** Normal random floats: `Tensor<dtype>`, or the policy's default float. */
  randomNormal<const E extends DTypeLike | undefined = undefined>(shape: readonly number[], mean?: number, stdDev?: number, dtype?: E, seed?: RandomSeed): Named<E, D['float']>;
  /** Uniform random integers: `Tensor<dtype>`, or the policy's default int. */
  randomUniformInt<const E extends DTypeLike | undefined = undefined>(shape: readonly number[], minval: number | bigint, maxval: number | bigint, seed?: RandomSeed, dtype?: E): Named<E, D['int']>;
}

/** range and arange of ops typed for defaults `D`. */
type TypedRange<D extends CreationDefaults> = <
  const A extends RangeNumber,
  const B extends RangeNumber | undefined = undefined,
  const C extends RangeNumber | undefined = undefined,
  const E extends DTypeLike | undefined = undefined,
>(
  start: A,
  limit?: B,
  delta?: C,
  dtype?: E,
) => [E] extends [undefined] ? Known<ValuesDType<A | Exclude<B, undefined> | Exclude<C, undefined>, D>> : Named<E, D['int']>;

/** The creation functions whose results {@link TypedCreationFns} types. */
export type TypedCreationName =
  | 'zeros'
  | 'ones'
  | 'empty'
  | 'fill'
  | 'full'
  | 'zerosLike'
  | 'onesLike'
  | 'emptyLike'
  | 'fullLike'
  | 'eye'
  | 'linspace'
  | 'range'
  | 'arange'
  | 'tril'
  | 'triu'
  | 'randomUniform'
  | 'randomNormal'
  | 'randomUniformInt';

/** fill's result: the dtype named; else a tensor value's dtype, bool for a boolean, the default int or float for a literal number. */
type FillResult<V, E, D extends CreationDefaults> = [E] extends [undefined]
  ? V extends Tensor
    ? Known<DTypeOf<V>>
    : [V] extends [boolean]
      ? Tensor<'bool'>
      : D['weakScalars'] extends true
        ? Tensor // JAX: a python scalar's fill is weakly typed
        : Known<ValuesDType<V, D>>
  : Named<E, D['float']>;

/** A `*Like` function's result: the dtype named, else the operand's. */
type LikeResult<X, E> = [E] extends [undefined] ? Known<DTypeOf<X>> : E extends DType ? (DType extends E ? Tensor : Tensor<E>) : Tensor;
