import type { DType } from '@typelattice/dtypes';
import type { NumpyArray, Tensor } from '../tensor';
import type { Complex } from '@typelattice/dtypes';
import type { ArrayOperandIndex as ArrayOperandIndexOrNotKnown, ArrayRowOf, ArrayTableOf, BinaryTableOf, CellResult, OperandIndex as OperandIndexOrNotKnown, UnaryRowOf, WhereTableOf } from './tables.generated';
import type { NotKnown } from './operand-type';
import type {
  ArrayOneParam,
  ArrayOneResult,
  BinaryParam,
  BinaryResult,
  CondParam,
  JoinParam,
  JoinResult,
  MatmulParam,
  MatmulResult,
  TablesOf,
  UnaryParam,
  UnaryResult,
  WhereParam,
  WhereResult,
} from './typed-ops';
import type { WeakTensor } from './weak-tensor';

// What the generated type tests (*.generated.test-d.ts) read of the typed ops, in the words of
// the expected tables: for given operand types, whether a call compiles and its result type
// (BinaryCall, …: the whole way, through the parameter and result types of TypedBinaryFn, …); and
// the compile-time tables themselves (StaticTable, StaticRow: what a call reads once its operands
// are known, cheaper to check for every table).

/** The operands of the tables (their index without the column of operands whose type does not say). */
type OperandIndex = Omit<OperandIndexOrNotKnown, NotKnown>;

/** A weak int, float and complex operand, as `weakInt`, `weakFloat` and `weakComplex` give them. */
export type WeakInt = WeakTensor<'int64' | 'uint64'>;
export type WeakFloat = WeakTensor<'float64'>;
export type WeakComplex = WeakTensor<'complex128'>;

/** A list in OPERANDS order as an object keyed by operand name (`bool`, …, `c*`). */
export type Named<L extends readonly unknown[]> = { [K in keyof OperandIndex]: L[OperandIndex[K]] };

/** An operand of each name as a tensor (a weak kind: as `weakInt`, … give it). */
export type TensorOperands = { [K in keyof OperandIndex]: K extends DType ? Tensor<K> : K extends 'i*' ? WeakInt : K extends 'f*' ? WeakFloat : WeakComplex };
/** An operand of each name as a NumPy array (a weak kind: as `weakInt`, … give it, a python scalar has no array role). */
export type ArrayOperands = { [K in keyof OperandIndex]: K extends DType ? NumpyArray<K> : TensorOperands[K] };

/** A result type in words: its dtype, with ` weak` for a {@link WeakTensor}. */
type Described<R> = R extends { readonly weak: true } ? `${R extends Tensor<infer D> ? D : never} weak` : R extends Tensor<infer D> ? D : 'not a tensor';

/** `ops.op(x: A, y: B)` of policy `P` in mode `M`: the result in words, or `refused` where `y` does not compile. */
export type BinaryCall<P extends string, M extends string, Op extends string, A, B> = [B] extends [BinaryParam<P, M, Op, A, B>]
  ? Described<BinaryResult<P, M, Op, A, B>>
  : 'refused';

/** `ops.op(x: A)`: the result in words, or `refused` where `x` does not compile. */
export type UnaryCall<P extends string, M extends string, Op extends string, A> = [A] extends [UnaryParam<P, M, Op, A>] ? Described<UnaryResult<P, M, Op, A>> : 'refused';

/** `ops.where(cond: C, …)`: `taken`, or `refused` where the cond does not compile. */
export type CondCall<P extends string, M extends string, C> = [C] extends [CondParam<P, M, C>] ? 'taken' : 'refused';

/** `ops.where(cond, x: X, y: Y)`: the result in words, or `refused` where `y` does not compile. */
export type WhereCall<P extends string, M extends string, X, Y> = [Y] extends [WhereParam<P, M, X, Y>] ? Described<WhereResult<P, M, X, Y>> : 'refused';

/** The compile-time table a binary op reads for operand roles `R` (`tt`, `nt`, `tn`, `nn`): ops reading one table give the same types. */
export type BinaryTableId<P extends string, M extends string, Op extends string, R extends string> = ByRoles<TablesOf<BinaryTableOf, P, M>[Op & keyof TablesOf<BinaryTableOf, P, M>], R>;
/** The compile-time row a unary op reads for operand role `R` (`t`, `n`). */
export type UnaryRowId<P extends string, M extends string, Op extends string, R extends string> = ByRole<TablesOf<UnaryRowOf, P, M>[Op & keyof TablesOf<UnaryRowOf, P, M>], R>;
/** The compile-time table `where` reads for the roles `R` of x and y. */
export type WhereTableId<P extends string, M extends string, R extends string> = ByRoles<TablesOf<WhereTableOf, P, M>, R>;

/** The role index of `t` (a tensor) and `n` (a NumPy array), as RoleOf gives it. */
interface RoleIndex {
  t: 0;
  n: 1;
}
/** An entry of tables by two roles (`tt`, `nt`, `tn`, `nn`). */
type ByRoles<T, R extends string> = R extends `${infer A extends keyof RoleIndex}${infer B extends keyof RoleIndex}` ? (T extends readonly (readonly unknown[])[] ? T[RoleIndex[A]][RoleIndex[B]] : never) : never;
/** An entry of rows by one role (`t`, `n`). */
type ByRole<T, R extends string> = R extends keyof RoleIndex ? (T extends readonly unknown[] ? T[RoleIndex[R]] : never) : never;

/** Whether `A` and `B` are the same type (by identity, cheaper than a structural comparison of large types). */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** A cell of the tables in words: `refused` for cell `0`, else its result type's. */
type CellInWords<C> = C extends 0 ? 'refused' : Described<CellResult[C & keyof CellResult]>;

/** A row of the tables (a Rows entry) in words, by operand. */
export type StaticRow<R> = { [Y in keyof OperandIndex]: CellInWords<R extends readonly (number | string)[] ? R[OperandIndexOrNotKnown[Y]] : never> };

/** A table of the tables (a Tables entry) in words, by first and second operand. */
export type StaticTable<T> = { [X in keyof OperandIndex]: StaticRow<T extends readonly (readonly (number | string)[])[] ? T[OperandIndexOrNotKnown[X]] : never> };

// ---- array ops ---------------------------------------------------------------------------------

/** The operands of the array ops' tables (without the column of operands whose type does not say). */
type ArrayOperandIndex = Omit<ArrayOperandIndexOrNotKnown, NotKnown>;

/** A list in ARRAY_OPERANDS order as an object keyed by operand name. */
export type ArrayNamed<L extends readonly unknown[]> = { [K in keyof ArrayOperandIndex]: L[ArrayOperandIndex[K]] };

/** An operand of each array-table name: a tensor, a JS scalar (`i*`: `1`, as the facade's first sample), a weakly typed tensor (`i* tensor`). */
export type ArrayOperandTypes = {
  [K in keyof ArrayOperandIndex]: K extends DType
    ? Tensor<K>
    : K extends 'i*'
      ? 1
      : K extends 'f*'
        ? 1.5
        : K extends 'c*'
          ? Complex
          : K extends 'i* tensor'
            ? WeakInt
            : K extends 'f* tensor'
              ? WeakFloat
              : WeakComplex;
};

/** `T` with only the keys `K` (the cells the facade could run). */
export type Checked<T, K> = { [P in K & keyof T]: T[P] };

/** The array row an op reads in a policy and mode. */
export type ArrayRowId<P extends string, M extends string, Op extends string> = TablesOf<ArrayRowOf, P, M>[Op & keyof TablesOf<ArrayRowOf, P, M>];
/** The array pair table a join or matmul reads in a policy and mode. */
export type ArrayTableId<P extends string, M extends string, Op extends string> = TablesOf<ArrayTableOf, P, M>[Op & keyof TablesOf<ArrayTableOf, P, M>];

/** An array row in words, by operand. */
export type StaticArrayRow<R> = { [Y in keyof ArrayOperandIndex]: CellInWords<R extends readonly (number | string)[] ? R[ArrayOperandIndexOrNotKnown[Y]] : never> };
/** An array pair table in words, by first and second operand. */
export type StaticArrayTable<T> = { [X in keyof ArrayOperandIndex]: StaticArrayRow<T extends readonly (readonly (number | string)[])[] ? T[ArrayOperandIndexOrNotKnown[X]] : never> };

/** `ops.op(x: A)` of a one-operand array op: the result in words, or `refused`. */
export type ArrayOneCall<P extends string, M extends string, Op extends string, A> = [A] extends [ArrayOneParam<P, M, Op, A>] ? Described<ArrayOneResult<P, M, Op, A>> : 'refused';
/** `ops.op(list: L)` of a join: the result in words, or `refused`. */
export type JoinCall<P extends string, M extends string, Op extends string, L> = [L] extends [JoinParam<P, M, Op, L>] ? Described<JoinResult<P, M, Op, L>> : 'refused';
/** `ops.matmul(a: A, b: B)`: the result in words, or `refused`. */
export type MatmulCall<P extends string, M extends string, Op extends string, A, B> = [B] extends [MatmulParam<P, M, Op, A, B>] ? Described<MatmulResult<P, M, Op, A, B>> : 'refused';
