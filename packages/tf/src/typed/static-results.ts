import type { DType } from '@typelattice/dtypes';
import type { NumpyArray, Tensor } from '../tensor';
import type { BinaryTableOf, CellResult, OperandIndex, RowCells, Rows, TableRows, Tables, UnaryRowOf, WhereTableOf } from './tables.generated';
import type { BinaryParam, BinaryResult, CondParam, TableFor, TablesOf, UnaryParam, UnaryResult, WhereParam, WhereResult } from './typed-ops';
import type { WeakTensor } from './weak-tensor';

// What the generated type tests (*.generated.test-d.ts) read of the typed ops, in the words of
// the expected tables: for given operand types, whether a call compiles and its result type
// (BinaryCall, …: the whole way, through the parameter and result types of TypedBinaryFn, …); and
// the compile-time tables themselves (StaticTable, StaticRow: what a call reads once its operands
// are known, cheaper to check for every table).

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
export type BinaryTableId<P extends string, M extends string, Op extends string, R extends string> = TableFor<TablesOf<BinaryTableOf, P, M>, Op, R>;
/** The compile-time row a unary op reads for operand role `R` (`t`, `n`). */
export type UnaryRowId<P extends string, M extends string, Op extends string, R extends string> = TableFor<TablesOf<UnaryRowOf, P, M>, Op, R>;
/** The compile-time table `where` reads for the roles `R` of x and y. */
export type WhereTableId<P extends string, M extends string, R extends string> = TableFor<TablesOf<WhereTableOf, P, M>, 'where', R>;

/** Whether `A` and `B` are the same type (by identity, cheaper than a structural comparison of large types). */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** A cell of the tables in words: `refused` for cell `0`, else its result type's. */
type CellInWords<C> = C extends '0' ? 'refused' : Described<CellResult[C & keyof CellResult]>;

/** A row of the tables (a Rows key) in words, by operand. */
export type StaticRow<R> = { [Y in keyof OperandIndex]: CellInWords<RowCells<Rows[R & keyof Rows]>[OperandIndex[Y]]> };

/** A table of the tables (a Tables key) in words, by first and second operand. */
export type StaticTable<T> = { [X in keyof OperandIndex]: StaticRow<TableRows<Tables[T & keyof Tables]>[OperandIndex[X]]> };
