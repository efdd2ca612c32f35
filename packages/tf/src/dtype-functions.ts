import { dtypeInfo, isWeakKind, toDType, type Complex, type DType, type DTypeCode, type WeakKind } from '@typelattice/dtypes';
import { canCastIn, libraryResultType, type Operand } from '@typelattice/promotion';
import { castTensor } from './cast';
import { globalContext, type OpsContext } from './context';
import { describeValue } from './describe-value';
import { ValueError } from './errors';
import { isComplex, isIntegerNumber } from './infer';
import { toOperand } from './operand';
import { Tensor, type OperandLike } from './tensor';

// The Array API's data type functions bound to a policy (astype, can_cast, result_type); finfo,
// iinfo and isdtype are the dtypes package's and bound to none.

/** What `resultType` takes: tensors, dtypes (names or codes), weak kinds, and JavaScript scalars (Python's). @example `const a: ResultTypeArg = 'int8';` */
export type ResultTypeArg = Tensor | DType | DTypeCode | WeakKind | number | bigint | boolean | Complex;

/** `resultType(...arraysAndDtypes)`: the policy's `result_type`. @example `const f: ResultTypeFn = resultType;` */
export type ResultTypeFn = (...arraysAndDtypes: readonly ResultTypeArg[]) => DType;
/** `canCast(from, to)`: whether the policy's library casts `from` to `to`. @example `const f: CanCastFn = canCast;` */
export type CanCastFn = (from: DType | DTypeCode | Tensor, to: DType | DTypeCode) => boolean;
/** Options of `astype`: `copy: false` returns `x` itself when it already has the dtype. @example `const o: AstypeOptions = { copy: false };` */
export interface AstypeOptions {
  readonly copy?: boolean;
}
/** `astype(x, dtype, options?)`: the Array API's name for {@link cast}. @example `const f: AstypeFn = astype;` */
export type AstypeFn = <E extends DType>(x: OperandLike, dtype: E | DTypeCode, options?: AstypeOptions) => Tensor<E>;

const WEAK_OF_KIND: Readonly<Record<string, WeakKind>> = { u: 'i*', i: 'i*', f: 'f*', c: 'c*' };

/** What promotion sees of one argument of resultType. */
function operandOf(x: unknown, k: number): Operand {
  if (x instanceof Tensor) return x.weak ? WEAK_OF_KIND[dtypeInfo(x.dtype).kind]! : x.dtype;
  if (typeof x === 'string') return isWeakKind(x) ? x : toDType(x);
  if (typeof x === 'boolean') return 'bool';
  if (typeof x === 'bigint') return 'i*';
  if (typeof x === 'number') return isIntegerNumber(x) ? 'i*' : 'f*';
  if (isComplex(x)) return 'c*';
  throw new ValueError(
    `Argument ${k + 1} of resultType, ${describeValue(x)}, is neither a tensor, a dtype, a weak kind ('i*', 'f*', 'c*') nor a scalar: pass its dtype, as in resultType(x, 'float32'), or the tensor itself.`,
  );
}

/** resultType bound to a context: the policy's n-ary result_type (two operands included), as a dtype. */
export function boundResultType(ctx: () => OpsContext): ResultTypeFn {
  return (...args) => {
    if (args.length === 0) {
      throw new ValueError("resultType needs at least one tensor, dtype or scalar, as in resultType('int8', 'uint8').");
    }
    return libraryResultType(ctx().promoter, args.map(operandOf));
  };
}

/** canCast bound to a context: the policy mode's recorded can_cast (tf-rfc: the RFC lattice). */
export function boundCanCast(ctx: () => OpsContext): CanCastFn {
  return (from, to) => canCastIn(ctx().promoter, from instanceof Tensor ? from.dtype : toDType(from), toDType(to));
}

function checkAstypeOptions(options: unknown): boolean {
  if (options === undefined) return true;
  const ok = typeof options === 'object' && options !== null && Object.keys(options).every((k) => k === 'copy');
  const copy = ok ? (options as AstypeOptions).copy : undefined;
  if (!ok || (copy !== undefined && typeof copy !== 'boolean')) {
    throw new ValueError(`astype's options are { copy?: boolean }; got ${describeValue(options)}. Write astype(x, 'float32', { copy: false }).`);
  }
  return copy ?? true;
}

/**
 * A tensor of `dtype` from `x`, as a cast; with `copy: false`, `x` itself where it is a tensor of
 * that dtype already (never a weak one: the result of astype is never weak).
 */
export function astypeTensor<E extends DType>(x: Tensor, dtype: E, options: unknown, backend?: OpsContext['backend']): Tensor<E> {
  const copy = checkAstypeOptions(options);
  if (!copy && x.dtype === dtype && !x.weak) return x as Tensor<E>;
  return castTensor(x, dtype, backend);
}

/** astype bound to a context (its backend). */
export function boundAstype(ctx: () => OpsContext): AstypeFn {
  return <E extends DType>(x: OperandLike, dtype: E | DTypeCode, options?: AstypeOptions) =>
    astypeTensor(toOperand(x, 'astype').tensor, toDType(dtype) as E, options, ctx().backend);
}

/**
 * The policy's `result_type` of tensors, dtypes and scalars (a JavaScript number is a Python
 * int or float, a bigint a Python int, a boolean a Python bool): its n-ary promotion, the result
 * as a dtype (a weak result in the dtype the library stores it in). Under the default policy and
 * the mode in force; each policy's entry and `createOps` have their own.
 *
 * @example
 * ```ts
 * import { constant, createOps, resultType } from '@typelattice/tf';
 * resultType('int8', 'float16'); // -> 'float16'
 * createOps({ policy: 'numpy' }).resultType(constant([1], 'uint8'), 1.5); // -> 'float64'
 * createOps({ policy: 'jax' }).resultType('int8', 'uint8', 'float16'); // -> 'float16'
 * ```
 * @throws PromotionError where the policy refuses the operands, with the cast that makes it work.
 */
export const resultType: ResultTypeFn = boundResultType(globalContext);

/**
 * Whether the policy's library casts `from` (a dtype or a tensor's) to `to`: NumPy's `can_cast`
 * (casting 'safe'), `jnp.can_cast`, `torch.can_cast` (any cast within a kind or up one), and
 * TensorFlow's `result_type(from, to) == to` (it has no can_cast); the RFC's modes answer from
 * its lattice. Under the default policy and the mode in force.
 *
 * @example
 * ```ts
 * import { canCast, createOps } from '@typelattice/tf';
 * canCast('int8', 'float16'); // -> true
 * createOps({ policy: 'numpy' }).canCast('float64', 'float32'); // -> false
 * createOps({ policy: 'torch' }).canCast('float64', 'float32'); // -> true
 * ```
 */
export const canCast: CanCastFn = boundCanCast(globalContext);

/**
 * Converts to a dtype: the Array API's name for {@link cast} (integers wrap, floats round to
 * nearest even, complex to real keeps the real part); the result is never weak. With
 * `{ copy: false }`, a tensor of that dtype already is returned itself.
 *
 * @example
 * ```ts
 * import { astype, constant } from '@typelattice/tf';
 * astype([300, -1], 'uint8').toArray(); // -> [44, 255]
 * const x = constant([1, 2], 'float32');
 * astype(x, 'float32', { copy: false }) === x; // -> true
 * ```
 */
export const astype: AstypeFn = boundAstype(globalContext);

/** Euler's number e (the Array API's `e`). @example `e; // -> 2.718281828459045` */
export const e: number = Math.E;
/** π (the Array API's `pi`). @example `pi; // -> 3.141592653589793` */
export const pi: number = Math.PI;
/** Positive infinity (the Array API's `inf`). @example `inf; // -> Infinity` */
export const inf: number = Number.POSITIVE_INFINITY;
/** Not a number (the Array API's `nan`). @example `Number.isNaN(nan); // -> true` */
export const nan: number = Number.NaN;
