import { getValue, toDType, type DType, type WeakKind } from '@typelattice/dtypes';
import type { CreationFunction, CreationRules, FillRule, Operand as PromotionOperand } from '@typelattice/promotion';
import { castTensor } from './cast';
import { fillArgument, filledTensor, type DTypeLike } from './create';
import { expectOperand, freeRules } from './creation-rules';
import { fillValue, type KindedValue } from './fill-values';
import type { Scalar } from './infer';
import { toOperand } from './operand';
import { asNDArray, Tensor, type OperandLike } from './tensor';

/** What a *_like function sees of its operand: the shape, and what promotion sees (a dtype or weak kind). */
interface LikeOperand {
  readonly shape: readonly number[];
  readonly promotes: PromotionOperand;
  /** A weak tensor (not a JS scalar), and the dtype it is stored in. */
  readonly weakTensor: boolean;
  readonly storage: DType;
}

function likeOperand(x: OperandLike, what: string): LikeOperand {
  const o = toOperand(x, what);
  if (o.kind === 'weak') {
    const scalar = !(x instanceof Tensor);
    return { shape: o.tensor.shape, promotes: o.promotes, weakTensor: !scalar, storage: o.tensor.dtype };
  }
  return { shape: o.tensor.shape, promotes: o.tensor.dtype, weakTensor: false, storage: o.tensor.dtype };
}

/** The dtype a weak result is stored in: the weak tensor's own, or the policy's default of its kind. */
const weakStorage = (rules: CreationRules, kind: WeakKind, x: LikeOperand): DType =>
  x.weakTensor ? x.storage : kind === 'i*' ? rules.defaults.int : kind === 'f*' ? rules.defaults.float : rules.defaults.complex;

/**
 * How `full_like` converts its value: TensorFlow's (tf.experimental.numpy.full_like) and JAX's
 * cast a float, complex or bool value into the operand's dtype as NumPy's astype does (2.5 into
 * int8 is 2, 1j into int32 is 0, 2 into bool is true: recorded in conformance/fixtures/creation),
 * where their `fill`/`full` refuse, and an int into bool is its truth value; other ints keep the
 * library's own rule (TensorFlow and JAX wrap).
 */
const likeFillRule = (rules: CreationRules, v: KindedValue, dtype: DType): FillRule =>
  (rules.fill === 'tf' || rules.fill === 'jax') && (v.kind !== 'int' || dtype === 'bool') ? 'numpy' : rules.fill;

/**
 * `zeros_like`, `ones_like`, `empty_like` and `full_like` under a policy's rules: the operand's
 * shape, its dtype (weak where the policy keeps a weak operand weak) unless `dtype` is given.
 */
export function likeWith(rules: CreationRules, fn: CreationFunction, x: OperandLike, value: unknown, dtype: DTypeLike | undefined, what: string): Tensor {
  const o = likeOperand(x, what);
  const arg = fn === 'full_like' ? fillArgument(value, what) : undefined;
  const fillKind: KindedValue | undefined = arg !== undefined && 'scalar' in arg ? arg.scalar : undefined;
  let d: DType;
  let weak = false;
  if (dtype !== undefined) d = toDType(dtype);
  else {
    const r = expectOperand(what, rules.operandResult(fn, o.promotes, o.weakTensor, fillKind?.kind), rules, `Pass a tensor${fn === 'full_like' ? ', or a value the dtype takes' : ''}.`);
    weak = r.endsWith('*');
    d = weak ? weakStorage(rules, r as WeakKind, o) : (r as DType);
  }
  let v: Scalar;
  if (arg !== undefined && 'tensor' in arg) v = getValue(asNDArray(castTensor(arg.tensor, d)).data, d, 0) as Scalar;
  else if (fillKind !== undefined) v = fillValue(fillKind, d, likeFillRule(rules, fillKind, d)) as Scalar;
  else {
    const one = fn === 'ones_like';
    v = d === 'bool' ? one : d === 'int64' || d === 'uint64' ? BigInt(+one) : +one;
  }
  return filledTensor(Object.freeze([...o.shape]), d, v, what, weak);
}

/**
 * Zeros of `x`'s shape and dtype (`tf.zeros_like`); `dtype` overrides the dtype. A weak operand
 * (a JS scalar, `weakInt(2)`) gives TensorFlow's dtype for it (int32, float32, complex128);
 * `createOps({ policy }).zerosLike` follows the policy (NumPy: int64/float64; JAX and TensorFlow
 * with NumPy behaviour: a weak result).
 *
 * @example
 * ```ts
 * import { constant, zerosLike } from '@typelattice/tf';
 * zerosLike(constant([1, 2], 'int8')).toString(); // -> 'tf.Tensor([0 0], shape=(2,), dtype=int8)'
 * zerosLike(constant([1.5]), 'float64').dtype; // -> 'float64'
 * ```
 */
export function zerosLike(x: OperandLike, dtype?: DTypeLike): Tensor {
  return likeWith(freeRules(), 'zeros_like', x, undefined, dtype, 'zerosLike');
}

/**
 * Ones of `x`'s shape and dtype (`tf.ones_like`; see {@link zerosLike}).
 *
 * @example
 * ```ts
 * import { constant, onesLike } from '@typelattice/tf';
 * onesLike(constant([[true, false]])).toArray(); // -> [[true, true]]
 * ```
 */
export function onesLike(x: OperandLike, dtype?: DTypeLike): Tensor {
  return likeWith(freeRules(), 'ones_like', x, undefined, dtype, 'onesLike');
}

/**
 * A tensor of `x`'s shape and dtype whose values the program will overwrite (NumPy's and the
 * Array API's `empty_like`): zeros here, as {@link empty}.
 *
 * @example
 * ```ts
 * import { constant, emptyLike } from '@typelattice/tf';
 * emptyLike(constant([1, 2, 3], 'uint16')).shape; // -> [3]
 * ```
 */
export function emptyLike(x: OperandLike, dtype?: DTypeLike): Tensor {
  return likeWith(freeRules(), 'empty_like', x, undefined, dtype, 'emptyLike');
}

/**
 * `value` in `x`'s shape and dtype (NumPy's and the Array API's `full_like`), the value converted
 * into that dtype as {@link fill} converts it (the free function: held exactly or refused;
 * `createOps({ policy }).fullLike` as the policy's library: NumPy casts `2.5` into int8 as 2).
 *
 * @example
 * ```ts
 * import { constant, fullLike } from '@typelattice/tf';
 * fullLike(constant([1, 2], 'int16'), 7).toArray(); // -> [7, 7]
 * fullLike(constant([1, 2], 'int16'), 0.5, 'float32').toArray(); // -> [0.5, 0.5]
 * ```
 * @throws DTypeError where the value does not fit the dtype (under the policy's rule).
 */
export function fullLike(x: OperandLike, value: Scalar | Tensor, dtype?: DTypeLike): Tensor {
  return likeWith(freeRules(), 'full_like', x, value, dtype, 'fullLike');
}

