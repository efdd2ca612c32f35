import { dtypeInfo, getValue, type DType, type DTypeKind, type WeakKind } from '@typelattice/dtypes';
import type { OperandRole, PromotionCall } from '@typelattice/promotion';
import { constant } from './create';
import { ValueError } from './errors';
import { describe, type Scalar } from './infer';
import { asNDArray, NumpyArray, Tensor, type OperandLike, type Readable, type TensorLike } from './tensor';
import { typedArrayDType, type TypedArrayOperand } from './typed-array';
import { weakFromScalar } from './weak';

/** How an operand reaches an op: a tensor, a weak (JS) scalar, or a NumPy array (a TypedArray). */
export type OperandKind = 'tensor' | 'weak' | 'ndarray';

/** An operand after conversion: its values, and what promotion sees (a dtype, or a weak kind). */
export interface Operand {
  readonly tensor: Tensor;
  readonly kind: OperandKind;
  /** The dtype, or for a weak operand its weak kind. */
  readonly promotes: DType | WeakKind;
  /** A python int beyond 64 bits: its exact value (`tensor` holds its float64 rounding). */
  readonly exact?: bigint;
}

/** The weak kind a weakly typed tensor stands for, by the kind of the dtype it is stored in (bool: a python int). */
export const WEAK_OF_KIND: Readonly<Record<DTypeKind, WeakKind>> = { b: 'i*', u: 'i*', i: 'i*', f: 'f*', c: 'c*' };

/** The weak kind a weakly typed tensor stands for, from the kind of the dtype it is stored in. */
export function weakKindOf(t: Tensor): WeakKind {
  return WEAK_OF_KIND[dtypeInfo(t.dtype).kind];
}

const isReadable = (x: unknown): x is Readable =>
  typeof x === 'object' && x !== null && typeof (x as Readable).read === 'function' && !(x instanceof Tensor);

const strong = (tensor: Tensor, kind: OperandKind): Operand => ({ tensor, kind, promotes: tensor.dtype });

/** Converts an operand as TensorFlow's `convert_to_tensor` does, keeping JS scalars weak. */
export function toOperand(x: OperandLike, where: string): Operand {
  if (x instanceof Tensor) return x.weak ? { tensor: x, kind: 'weak', promotes: weakKindOf(x) } : strong(x, 'tensor');
  if (x instanceof NumpyArray) return strong(x.tensor, 'ndarray');
  if (isReadable(x)) return strong(x.read(), 'tensor');
  if (typedArrayDType(x) !== undefined) return strong(constant(x as TypedArrayOperand), 'ndarray');
  const weak = weakFromScalar(x);
  if (weak !== undefined) return weak.exact === undefined ? { tensor: weak.tensor, kind: 'weak', promotes: weak.kind } : { tensor: weak.tensor, kind: 'weak', promotes: weak.kind, exact: weak.exact };
  if (typeof x === 'boolean' || Array.isArray(x)) return strong(constant(x as TensorLike), 'tensor');
  throw new ValueError(
    `${where}: cannot use ${describe(x)} as an operand. Pass a Tensor, Variable, number, bigint, boolean, ` +
      '{ re, im }, TypedArray, ndarray(...) or nested array.',
  );
}

/** A weak scalar's value, for the policies' range checks (a weakly typed array has none). */
function weakValue(o: Operand): Scalar | undefined {
  if (o.kind !== 'weak' || o.tensor.rank !== 0) return undefined;
  if (o.exact !== undefined) return o.exact;
  const nd = asNDArray(o.tensor);
  return getValue(nd.data, nd.dtype, 0) as Scalar;
}

const FUNCTION_CALL: PromotionCall = Object.freeze({});
const OPERATOR_CALL: PromotionCall = Object.freeze({ form: 'operator' });

/**
 * What promotion needs besides the two operands: the one weak scalar's value (when exactly one
 * operand is weak), NumPy-array roles, and the call form. The common cases allocate nothing.
 */
export function promotionCall(a: Operand, b: Operand, operator: boolean): PromotionCall {
  if (a.kind === 'weak' && b.kind === 'weak') return pythonScalarPair(a, b, operator);
  const value = a.kind === 'weak' ? weakValue(a) : b.kind === 'weak' ? weakValue(b) : undefined;
  const aRole = roleOf(a);
  const bRole = roleOf(b);
  if (value === undefined && aRole === 'tensor' && bRole === 'tensor') return operator ? OPERATOR_CALL : FUNCTION_CALL;
  return { value: value as PromotionCall['value'], aRole, bRole, form: operator ? 'operator' : 'function' };
}

/** Two weak operands: both values, for the library's range of two python ints (scalars only). */
function pythonScalarPair(a: Operand, b: Operand, operator: boolean): PromotionCall {
  const x = weakValue(a);
  const y = weakValue(b);
  const form = operator ? 'operator' : 'function';
  return x === undefined || y === undefined ? (operator ? OPERATOR_CALL : FUNCTION_CALL) : { values: [x, y] as PromotionCall['values'], form };
}

/**
 * The role an operand plays in the promotion: a NumPy array, a 0-dim tensor (shape `[]`, a tier
 * of its own under `torch`; every other policy reads it as a tensor), or a tensor.
 */
export function roleOf(x: Operand): OperandRole {
  if (x.kind === 'ndarray') return 'ndarray';
  return x.kind === 'tensor' && x.tensor.rank === 0 ? 'zero-dim' : 'tensor';
}
