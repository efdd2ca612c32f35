import type { Complex, DType } from '@typelattice/dtypes';
import type { NumpyArray, Tensor } from '../tensor';
import type { TypedArrayOperand } from '../typed-array';
import type { Variable } from '../variable';
import type { TypedArrayDType, WeakKindOf } from './tables.generated';

/** An operand promotion cannot be told from the operand's type (nested arrays, `Tensor<DType>`): typed ops answer `Tensor`. */
export type NotKnown = '?';

/** A dtype known statically: one or a few dtypes, not any (`Tensor` is `Tensor<DType>`). */
type Known<D extends DType> = DType extends D ? NotKnown : D;

/**
 * A number literal's weak kind, as at run time: integer-valued is `i*`, else `f*`. TypeScript
 * writes `-0` as `0` (an `i*` here, an `f*` at run time); a plain `number` may be either.
 */
type NumberKind<N extends number> = number extends N ? 'i*' | 'f*' : `${N}` extends `${string}.${string}` | `${string}e-${string}` ? 'f*' : 'i*';

/**
 * What the promotion sees of an operand of type `X`, as `toOperand` (operand.ts) converts it at
 * run time: a tensor's dtype (its weak kind for a {@link WeakTensor}), a weak kind for a JS scalar,
 * `bool` for a boolean, a NumPy array's dtype, or {@link NotKnown}. Distributes over unions.
 *
 * @example
 * ```ts
 * import type { PromotedAs } from './operand-type';
 * type I = PromotedAs<3>; // 'i*'
 * type F = PromotedAs<0.5>; // 'f*'
 * ```
 */
export type PromotedAs<X> = 0 extends 1 & X
  ? NotKnown // any: the compiler erasing a signature to compare it (assigning typed ops to Ops)
  : X extends number
  ? NumberKind<X>
  : X extends bigint
    ? 'i*'
    : X extends boolean
      ? 'bool'
      : X extends Tensor<infer D>
        ? X extends { readonly weak: true }
          ? WeakKindOf[D]
          : Known<D>
        : X extends NumpyArray<infer D> | Variable<infer D>
          ? Known<D>
          : X extends { readonly [Symbol.toStringTag]: infer T extends keyof TypedArrayDType }
            ? TypedArrayDType[T]
            : X extends Complex
              ? 'c*'
              : NotKnown;

/** The role of an operand of type `X`: `n` a NumPy array (a TypedArray or `ndarray(...)`), `t` anything else. */
export type RoleOf<X> = 0 extends 1 & X ? 't' : X extends NumpyArray | TypedArrayOperand ? 'n' : 't';
