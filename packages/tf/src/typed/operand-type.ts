import type { Complex, DType } from '@typelattice/dtypes';
import type { TypedArrayDType, WeakKindOf } from './tables.generated';

/** An operand promotion cannot be told from the operand's type (nested arrays, `Tensor<DType>`): typed ops answer `Tensor` (the tables' last operand, and its cells). */
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
 * `bool` for a boolean, a NumPy array's or variable's dtype, or {@link NotKnown}. Distributes over
 * unions. Tensors, NumPy arrays and variables are read by their `dtype` property (no inference
 * from the Tensor class, whose variance the compiler would otherwise measure member by member).
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
  : X extends { readonly dtype: infer D extends DType }
    ? X extends { readonly weak: true }
      ? WeakKindOf[D]
      : Known<D>
    : X extends number
      ? NumberKind<X>
      : X extends bigint
        ? 'i*'
        : X extends boolean
          ? 'bool'
          : X extends { readonly [Symbol.toStringTag]: infer T extends keyof TypedArrayDType }
            ? TypedArrayDType[T]
            : X extends Complex
              ? 'c*'
              : NotKnown;

/**
 * The role of an operand of type `X`, as an index: `1` a NumPy array (a TypedArray or
 * `ndarray(...)`), `0` anything else (a tensor). Read by one property each (`tensor`: a NumpyArray's, `BYTES_PER_ELEMENT`: a
 * TypedArray's), not by relating `X` to the twelve classes.
 */
export type RoleOf<X> = 0 extends 1 & X ? 0 : X extends { readonly tensor: object } | { readonly BYTES_PER_ELEMENT: number } ? 1 : 0;

/**
 * What the array ops' tables see of an operand of type `X`: as {@link PromotedAs}, except that a
 * weakly typed tensor (`i* tensor`, …) is told from a JS scalar (`i*`), as the array ops tell them
 * apart at run time (`ArrayOpCall.weakArrays`).
 */
export type ArraySeen<X> = 0 extends 1 & X
  ? NotKnown
  : X extends { readonly dtype: infer D extends DType }
    ? X extends { readonly weak: true }
      ? `${WeakKindOf[D]} tensor`
      : Known<D>
    : PromotedAs<X>;
