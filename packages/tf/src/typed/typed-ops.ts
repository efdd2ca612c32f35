import type { DType, DTypeCode } from '@typelattice/dtypes';
import type { ArrayCatalogueEntry, CreationDefaults, CreationDefaultsOf, PolicyName } from '@typelattice/promotion';
import type { Axis } from '../array-runner';
import type { BinaryFn } from '../op-runner';
import type { IscloseFn } from '../isclose';
import type { OperandLike, RoundOptions, Tensor } from '../tensor';
import type { UnaryFn } from '../unary-runner';
import type { WhereFn } from '../where';
import type { ArraySeen, NotKnown, PromotedAs, RoleOf } from './operand-type';
import type { TypedCreationFns, TypedCreationName } from './typed-creation';
import type {
  ArgOutputTypesOf,
  ArrayFoldsOf,
  ArrayOperandIndex,
  ArrayRowOf,
  ArrayTableOf,
  BinaryTableOf,
  BoolResultOp,
  CellDType,
  CellResult,
  OperandIndex,
  UnaryRowOf,
  WhereCondRowOf,
  WhereTableOf,
} from './tables.generated';

// How a typed op finds its result type: the operands' types say what promotion sees of them
// (PromotedAs, RoleOf: one property lookup each, no inference from the Tensor class); the policy
// and mode's table for the op gives the cell by indexed access into the generated interfaces
// (`table[a][b]`: no conditional chains, no parsing, no intersections with key
// unions; an operand whose type does not say has its own column, `?`); the cell gives the result
// tensor, or `0` where the policy refuses (then the refused operand's parameter type is the
// refusal in words, so the call does not compile). The ops object binds each op to its tables
// once (ops reading the same tables share one tuple type, so the compiler's caches of every call
// on them); a call instantiates a few aliases, cached by their arguments. Measured by
// scripts/typed-ops-cost.ts.

/** `T[K]` for the keys `K` that `T` has (a conditional: cheaper than `T[K & keyof T]` for large key sets). */
type At<T, K> = K extends keyof T ? T[K] : never;

/** An operand as the tables index it: what promotion sees of it, `?` where its type does not say. */
type Seen<X> = PromotedAs<X>;

/**
 * A row of the tables (a Rows entry) and a table (a Tables entry), as the declarations state them:
 * shapes, so that checking these declarations never makes the compiler prove a computed key is
 * one of the 753 rows (which took it 35 s), and a call reads its cell by indexed access alone.
 */
type RowShape = readonly (number | string)[];
type TableShape = readonly RowShape[];

/** The cell ids of row `Row` for the operands `S` (a union: each one's): one indexed access. */
type RowCells<Row extends RowShape, S extends keyof OperandIndex> = Row[OperandIndex[S]];

/** The cell ids of table `Table` for first operands `SA` and second operands `SB` (unions: every pair's): indexed accesses. */
type TableCells<Table extends TableShape, SA extends keyof OperandIndex, SB extends keyof OperandIndex> = Table[OperandIndex[SA]][OperandIndex[SB]];

/** The binary ops the tables type (every function op of the catalogue and its aliases). */
export type TypedBinaryName = keyof BinaryTableOf[keyof BinaryTableOf] & string;
/** The unary ops the tables type. */
export type TypedUnaryName = keyof UnaryRowOf[keyof UnaryRowOf] & string;

/** The tables of policy `P` in mode `M`, by op. */
export type TablesOf<Map, P extends string, M extends string> = At<Map, `${P}/${M}`>;

/** A binary op's tables by the operands' roles, `[[tt, tn], [nt, nn]]` (indexed by RoleOf), as generated. */
type RolePairs = readonly [readonly [TableShape, TableShape], readonly [TableShape, TableShape]];
/** A unary op's rows by the operand's role, `[t, n]`, as generated. */
type Roles = readonly [RowShape, RowShape];

/** `X` where it is `C` (a table's ids as generated), else `never`: what the compiler is told of a lookup by a literal it cannot see. */
type Checked<X, C> = X extends C ? X : never;

/** The binary op `Op`'s tables in policy `P` and mode `M`. */
type BinaryTablesOf<P extends string, M extends string, Op extends string> = Checked<At<TablesOf<BinaryTableOf, P, M>, Op>, RolePairs>;
/** The unary op `Op`'s rows in policy `P` and mode `M`. */
type UnaryRowsOf<P extends string, M extends string, Op extends string> = Checked<At<TablesOf<UnaryRowOf, P, M>, Op>, Roles>;
/** `where`'s cond row in policy `P` and mode `M`. */
type CondRowOf<P extends string, M extends string> = Checked<TablesOf<WhereCondRowOf, P, M>, RowShape>;
/** `where`'s tables in policy `P` and mode `M`. */
type WhereTablesOf<P extends string, M extends string> = Checked<TablesOf<WhereTableOf, P, M>, RolePairs>;

/**
 * (No `C extends keyof CellResult` here nor in Refused: proving that of a computed cell costs the
 * compiler seconds when it checks these declarations.)
 *
 * The result type of the cells a call may give (every cell `0`: the call does not compile, see
 * the parameter types below); `Fallback` (the untyped op's result: `Tensor`,
 * `Tensor<'bool'>` for a comparison) where the operands' types do not say, where the policy
 * refuses (after the compile error), or where it refuses some of the values the types allow (a
 * plain `number` is an `i*` or an `f*`: `mul(uint8, 1 / 255)` is refused under tf-rfc safe, so
 * `mul(uint8, x: number)` promises no `Tensor<'uint8'>`).
 */
type ResultOf<C, Fallback> = NotKnown extends C ? Fallback : 0 extends C ? Fallback : At<CellResult, C>;

/** Whether every cell of `C` is a refusal (cell `0`): then the call does not compile. */
type Refused<C> = [C] extends [never] ? false : [C] extends [0] ? true : false;

/**
 * An operand as a refusal names it: what promotion sees of it. Inferred as one `string` (not
 * distributed), so that while the compiler works on the generic signature (every operand
 * possible) it does not spell the message for every pair of operands.
 */
type Shown<X> = [PromotedAs<X>] extends [infer S extends string] ? S : never;

/**
 * The message of a refused call: what the compiler shows at the operand (`Argument of type
 * 'Tensor<"int8">' is not assignable to parameter of type '"tf-rfc (mode safe) refuses add(uint8,
 * int8): …"'`).
 */
export type Refusal<P extends string, M extends string, Call extends string> = `${P} (mode ${M}) refuses ${Call}: cast one operand explicitly (x.cast(dtype))`;

/** The cells of a binary call on `(A, B)` reading the tables `Tbl` (BinaryTableOf's). */
type BinaryCells<Tbl extends RolePairs, A, B> = TableCells<Tbl[RoleOf<A>][RoleOf<B>], Seen<A>, Seen<B>>;

/**
 * A binary op typed by policy `P` in mode `M`, reading the tables `Tbl` (BinaryTableOf's): the result
 * is `Tensor<D>` with the dtype the policy gives (a {@link WeakTensor} where it stays weak), and
 * a pair the policy refuses does not compile (the second operand is reported, with the refusal in
 * words).
 */
export type TypedBinaryFn<P extends string, M extends string, Op extends string, Tbl extends RolePairs, Options extends unknown[] = [], Fallback = Tensor> = <
  A extends OperandLike,
  B extends OperandLike,
>(
  x: A,
  y: Refused<BinaryCells<Tbl, A, B>> extends true ? Refusal<P, M, `${Op}(${Shown<A>}, ${Shown<B>})`> : B,
  ...options: Options
) => ResultOf<BinaryCells<Tbl, A, B>, Fallback>;

/** The second parameter of a typed binary op: `B`, or the refusal where the policy refuses `(A, B)`. */
export type BinaryParam<P extends string, M extends string, Op extends string, A, B> =
  Refused<BinaryCells<BinaryTablesOf<P, M, Op>, A, B>> extends true ? Refusal<P, M, `${Op}(${Shown<A>}, ${Shown<B>})`> : B;

/** The result of a typed binary op on `(A, B)`. */
export type BinaryResult<P extends string, M extends string, Op extends string, A, B, Fallback = Tensor> = ResultOf<BinaryCells<BinaryTablesOf<P, M, Op>, A, B>, Fallback>;

/** The cells of a one-operand call on `A` reading the rows `Tbl` (UnaryRowOf's). */
type UnaryCells<Tbl extends Roles, A> = RowCells<Tbl[RoleOf<A>], Seen<A>>;

/** A unary op typed by policy `P` in mode `M`, reading the rows `Tbl` (UnaryRowOf's; see {@link TypedBinaryFn}). */
export type TypedUnaryFn<P extends string, M extends string, Op extends string, Tbl extends Roles, Options extends unknown[] = [], Fallback = Tensor> = <
  A extends OperandLike,
>(
  x: Refused<UnaryCells<Tbl, A>> extends true ? Refusal<P, M, `${Op}(${Shown<A>})`> : A,
  ...options: Options
) => ResultOf<UnaryCells<Tbl, A>, Fallback>;

/** The parameter of a typed unary op: `A`, or the refusal where the policy refuses `A`. */
export type UnaryParam<P extends string, M extends string, Op extends string, A> =
  Refused<UnaryCells<UnaryRowsOf<P, M, Op>, A>> extends true ? Refusal<P, M, `${Op}(${Shown<A>})`> : A;

/** The result of a typed unary op on `A`. */
export type UnaryResult<P extends string, M extends string, Op extends string, A, Fallback = Tensor> = ResultOf<UnaryCells<UnaryRowsOf<P, M, Op>, A>, Fallback>;

/** The refusal of a cond of type `C`. */
type CondRefusal<P extends string, M extends string, C> = `${P} (mode ${M}) refuses a ${Shown<C>} cond for where: pass a bool cond (c.cast('bool'))`;

/**
 * `where(cond, x, y)` typed by policy `P` in mode `M`, reading the cond row `Row` and the tables
 * `Tbl` (BinaryTableOf's): the cond's dtype checked, x and y promoted together.
 */
export type TypedWhereFn<P extends string, M extends string, Row extends RowShape, Tbl extends RolePairs, Options extends unknown[] = [], Fallback = Tensor> = <
  C extends OperandLike,
  X extends OperandLike,
  Y extends OperandLike,
>(
  cond: Refused<RowCells<Row, Seen<C>>> extends true ? CondRefusal<P, M, C> : C,
  x: X,
  y: Refused<BinaryCells<Tbl, X, Y>> extends true ? Refusal<P, M, `where(cond, ${Shown<X>}, ${Shown<Y>})`> : Y,
  ...options: Options
) => ResultOf<BinaryCells<Tbl, X, Y>, Fallback>;

/** The cond parameter of a typed `where`: `C`, or the refusal where the policy refuses a cond of that dtype. */
export type CondParam<P extends string, M extends string, C> = Refused<RowCells<CondRowOf<P, M>, Seen<C>>> extends true ? CondRefusal<P, M, C> : C;

/** The `y` parameter of a typed `where`: `Y`, or the refusal where the policy refuses to promote x and y together. */
export type WhereParam<P extends string, M extends string, X, Y> =
  Refused<BinaryCells<WhereTablesOf<P, M>, X, Y>> extends true ? Refusal<P, M, `where(cond, ${Shown<X>}, ${Shown<Y>})`> : Y;

/** The result of a typed `where` with x and y of types `X`, `Y`. */
export type WhereResult<P extends string, M extends string, X, Y, Fallback = Tensor> = ResultOf<BinaryCells<WhereTablesOf<P, M>, X, Y>, Fallback>;

// ---- array ops ---------------------------------------------------------------------------------

/** The array ops typed as joins of a list (concat, stack, addN). */
export type TypedJoinName = keyof ArrayFoldsOf[keyof ArrayFoldsOf] & string;
/** argmax and argmin. */
export type TypedArgName = keyof ArgOutputTypesOf[keyof ArgOutputTypesOf] & string;
/** The array ops of two operands (matmul). */
export type TypedMatmulName = Exclude<keyof ArrayTableOf[keyof ArrayTableOf], TypedJoinName> & string;
/** The array ops of one operand typed by a row: reductions, cumsum, shape ops. */
export type TypedArrayOneName = Exclude<keyof ArrayRowOf[keyof ArrayRowOf], TypedJoinName | TypedArgName> & string;

/** The cell ids of array row `Row` for the operands `S`. */
type ArrayRowCells<Row extends RowShape, S extends keyof ArrayOperandIndex> = Row[ArrayOperandIndex[S]];
/** The cell ids of array table `Table` for `SA` by `SB`. */
type ArrayTableCells<Table extends TableShape, SA extends keyof ArrayOperandIndex, SB extends keyof ArrayOperandIndex> = Table[ArrayOperandIndex[SA]][ArrayOperandIndex[SB]];

/** An array operand as a refusal names it. */
type ArrayShown<X> = [ArraySeen<X>] extends [infer S extends string] ? S : never;

/** Policy `P`'s mode `M` entry of a generated array table `Map` for `Op`, checked to be a `C`. */
type ArrayEntry<Map, P extends string, M extends string, Op extends string, C> = Checked<At<TablesOf<Map, P, M>, Op>, C>;

type OneCells<Row extends RowShape, A> = ArrayRowCells<Row, ArraySeen<A>>;
type OneParam<P extends string, M extends string, Op extends string, Row extends RowShape, A> = Refused<OneCells<Row, A>> extends true ? Refusal<P, M, `${Op}(${ArrayShown<A>})`> : A;

/**
 * A one-operand array op (a reduction, cumsum, a shape op) typed by policy `P` in mode `M`,
 * reading row `Row`: the result dtype the policy gives (`arrayResult`), a refused dtype a compile
 * error; the arguments after the operand are `Options` (the untyped op's: axis, keepdims, shape, …).
 */
export type TypedArrayOneFn<P extends string, M extends string, Op extends string, Row extends RowShape, Options extends unknown[] = []> = <A extends OperandLike>(
  x: OneParam<P, M, Op, Row, A>,
  ...options: Options
) => ResultOf<OneCells<Row, A>, Tensor>;

/**
 * argmax / argmin typed by policy `P` in mode `M`: a refused operand dtype is a compile error; the
 * indices are the mode's index dtype (row `Row`), or, given `outputType`, that dtype as the mode
 * holds it (`Held`: the reshape row; JAX without x64 holds int64 in int32). `Allowed`: the
 * `outputType`s the op takes.
 */
export interface TypedArgFn<P extends string, M extends string, Op extends string, Row extends RowShape, Held extends RowShape, Allowed extends string> {
  <A extends OperandLike, T extends Allowed & keyof ArrayOperandIndex = never>(
    x: OneParam<P, M, Op, Row, A>,
    axis?: number | null,
    outputType?: T,
    keepdims?: boolean,
  ): [T] extends [never] ? ResultOf<OneCells<Row, A>, Tensor<'int64' | 'int32'>> : ResultOf<ArrayRowCells<Held, T>, Tensor<'int64' | 'int32'>>;
}

/** The cells of a join of the list `L`: of one tensor its row, of two the pair table, of more the pair table's fold where the mode folds (strong dtypes), else `?`. */
type JoinCells<Row extends RowShape, Tbl extends TableShape, Folds, L> = number extends Len<L>
  ? NotKnown
  : L extends readonly [infer A]
    ? ArrayRowCells<Row, ArraySeen<A>>
    : L extends readonly [infer A, infer B, ...infer R]
      ? R extends readonly []
        ? ArrayTableCells<Tbl, ArraySeen<A>, ArraySeen<B>>
        : [Folds, ArraySeen<L[number]>] extends [true, DType]
          ? Fold<Tbl, ArrayTableCells<Tbl, ArraySeen<A>, ArraySeen<B>>, R>
          : NotKnown
      : NotKnown;
type Len<L> = L extends { readonly length: infer N } ? N : number;

/** The fold of the pair table `Tbl` over the rest of a list, from the cell `C` (a refusal stays one). */
type Fold<Tbl extends TableShape, C, R> = R extends readonly [infer H, ...infer T]
  ? C extends keyof CellDType
    ? Fold<Tbl, ArrayTableCells<Tbl, CellDType[C], ArraySeen<H>>, T>
    : C
  : C;

/** A list as a refusal names it (`int8, int16`). */
type ShownList<L> = L extends readonly [infer A, ...infer R] ? (R extends readonly [] ? ArrayShown<A> : `${ArrayShown<A>}, ${ShownList<R>}`) : '…';

/**
 * A join (concat, stack, addN) typed by policy `P` in mode `M`: for a tuple of tensors (write the
 * list in the call, or `as const`), the dtype the policy gives (`arrayResult`'s pair table;
 * longer tuples its fold where the library folds, ArrayFoldsOf), a refused list a compile error.
 * A list whose type is not a tuple (`Tensor[]`) gives `Tensor`.
 */
export type TypedJoinFn<P extends string, M extends string, Op extends string, Row extends RowShape, Tbl extends TableShape, Folds, Options extends unknown[] = []> = <
  const L extends readonly OperandLike[],
>(
  values: Refused<JoinCells<Row, Tbl, Folds, L>> extends true ? Refusal<P, M, `${Op}([${ShownList<L>}])`> : L,
  ...options: Options
) => ResultOf<JoinCells<Row, Tbl, Folds, L>, Tensor>;

/** matmul typed by policy `P` in mode `M`, reading the pair table `Tbl` (see {@link TypedBinaryFn}). */
export type TypedMatmulFn<P extends string, M extends string, Op extends string, Tbl extends TableShape> = <A extends OperandLike, B extends OperandLike>(
  a: A,
  b: Refused<ArrayTableCells<Tbl, ArraySeen<A>, ArraySeen<B>>> extends true ? Refusal<P, M, `${Op}(${ArrayShown<A>}, ${ArrayShown<B>})`> : B,
) => ResultOf<ArrayTableCells<Tbl, ArraySeen<A>, ArraySeen<B>>, Tensor>;

/** The names and aliases of the catalogue's array ops of a signature. */
type EntryNames<E> = E extends { readonly name: infer N; readonly aliases: readonly (infer A)[] } ? N | A : E extends { readonly name: infer N } ? N : never;
type SignatureNames<S extends string> = EntryNames<Extract<ArrayCatalogueEntry, { readonly signature: S }>>;

/**
 * A reduction with the dtype argument (reduceSum, reduceProd) typed by policy `P` in mode `M`:
 * without `dtype` as {@link TypedArrayOneFn}; with one, its result is `Tensor` (the dtype asked
 * for, as the mode holds it: the row does not say). An operand the policy refuses without a dtype
 * is refused at compile time with one too (cast it first).
 */
export interface TypedReduceDtypeFn<P extends string, M extends string, Op extends string, Row extends RowShape> {
  <A extends OperandLike>(x: OneParam<P, M, Op, Row, A>, axis?: Axis, keepdims?: boolean, dtype?: undefined): ResultOf<OneCells<Row, A>, Tensor>;
  <A extends OperandLike>(x: OneParam<P, M, Op, Row, A>, axis?: Axis, keepdims?: boolean, dtype?: DType | DTypeCode): Tensor;
}

/** The Array API's running reductions (cumulativeSum, cumulativeProd), typed as {@link TypedReduceDtypeFn}. */
export interface TypedScanFn<P extends string, M extends string, Op extends string, Row extends RowShape> {
  <A extends OperandLike>(x: OneParam<P, M, Op, Row, A>, axis?: number | null, dtype?: undefined, includeInitial?: boolean): ResultOf<OneCells<Row, A>, Tensor>;
  <A extends OperandLike>(x: OneParam<P, M, Op, Row, A>, axis?: number | null, dtype?: DType | DTypeCode, includeInitial?: boolean): Tensor;
}

/** The parameter of a typed one-operand array op: `A`, or the refusal. */
export type ArrayOneParam<P extends string, M extends string, Op extends string, A> = OneParam<P, M, Op, ArrayEntry<ArrayRowOf, P, M, Op, RowShape>, A>;
/** The result of a typed one-operand array op on `A` (argmax / argmin without `outputType`). */
export type ArrayOneResult<P extends string, M extends string, Op extends string, A> = ResultOf<OneCells<ArrayEntry<ArrayRowOf, P, M, Op, RowShape>, A>, Tensor>;

type JoinCellsOf<P extends string, M extends string, Op extends string, L> = JoinCells<
  ArrayEntry<ArrayRowOf, P, M, Op, RowShape>,
  ArrayEntry<ArrayTableOf, P, M, Op, TableShape>,
  At<TablesOf<ArrayFoldsOf, P, M>, Op>,
  L
>;
/** The list parameter of a typed join: `L`, or the refusal. */
export type JoinParam<P extends string, M extends string, Op extends string, L> = Refused<JoinCellsOf<P, M, Op, L>> extends true ? Refusal<P, M, `${Op}([${ShownList<L>}])`> : L;
/** The result of a typed join of the list `L`. */
export type JoinResult<P extends string, M extends string, Op extends string, L> = ResultOf<JoinCellsOf<P, M, Op, L>, Tensor>;

type MatmulCells<P extends string, M extends string, Op extends string, A, B> = ArrayTableCells<ArrayEntry<ArrayTableOf, P, M, Op, TableShape>, ArraySeen<A>, ArraySeen<B>>;
/** The second parameter of a typed matmul: `B`, or the refusal. */
export type MatmulParam<P extends string, M extends string, Op extends string, A, B> = Refused<MatmulCells<P, M, Op, A, B>> extends true ? Refusal<P, M, `${Op}(${ArrayShown<A>}, ${ArrayShown<B>})`> : B;
/** The result of a typed matmul on `(A, B)`. */
export type MatmulResult<P extends string, M extends string, Op extends string, A, B> = ResultOf<MatmulCells<P, M, Op, A, B>, Tensor>;

/** The typed array ops of policy `P` in mode `M`, the untyped ones' extra arguments taken from `Base`. */
type TypedArrayOps<Base, P extends string, M extends string> = {
  readonly [K in TypedArrayOneName]: K extends SignatureNames<'reduceDtype'>
    ? TypedReduceDtypeFn<P, M, K, ArrayEntry<ArrayRowOf, P, M, K, RowShape>>
    : K extends SignatureNames<'scan'>
      ? TypedScanFn<P, M, K, ArrayEntry<ArrayRowOf, P, M, K, RowShape>>
      : TypedArrayOneFn<P, M, K, ArrayEntry<ArrayRowOf, P, M, K, RowShape>, OptionsOf<At<Base, K>, 1>>;
} & {
  readonly [K in TypedArgName]: TypedArgFn<P, M, K, ArrayEntry<ArrayRowOf, P, M, K, RowShape>, ArrayEntry<ArrayRowOf, P, M, 'reshape', RowShape>, ArrayEntry<ArgOutputTypesOf, P, M, K, string>>;
} & {
  readonly [K in TypedJoinName]: TypedJoinFn<P, M, K, ArrayEntry<ArrayRowOf, P, M, K, RowShape>, ArrayEntry<ArrayTableOf, P, M, K, TableShape>, At<TablesOf<ArrayFoldsOf, P, M>, K>, OptionsOf<At<Base, K>, 1>>;
} & {
  readonly [K in TypedMatmulName]: TypedMatmulFn<P, M, K, ArrayEntry<ArrayTableOf, P, M, K, TableShape>>;
};

/**
 * The options of the binary and unary ops beyond their operands (`{ out }`), as the untyped ops
 * declare them: read once from their function types, not per op from the ops object (whose
 * per-op types cost the compiler a search of the catalogue each).
 */
type BinaryOptions = OptionsOf<BinaryFn, 2>;
type UnaryOptions = OptionsOf<UnaryFn, 1>;
/** isclose's options (`rtol`, `atol`, `equalNan`, `out`). */
type IscloseOptions = OptionsOf<IscloseFn, 2>;

/**
 * `round` with `{ decimals }`: its second signature. The typed first one follows round without
 * decimals (the tables' rows); with decimals the result is a `Tensor`, as a policy may answer
 * them otherwise (NumPy refuses a bool with decimals, rounds it to float16 without).
 */
type RoundWithDecimals = (x: OperandLike, options: RoundOptions & { readonly decimals: number }) => Tensor;

/** Whether `T` is a union: some member of it is not the whole. */
type IsUnion<T, Whole = T> = T extends unknown ? ([Whole] extends [T] ? false : true) : never;

/** Whether `T` is one literal (not a union, not `string`, not `never`). */
type IsOne<T> = [T] extends [never] ? false : string extends T ? false : [IsUnion<T>] extends [false] ? true : false;

/** The parameters of `F` after its first `N` (1, 2 or 3): the options an op takes beyond its operands (`{ out }`), as `Base` declares them. */
type OptionsOf<F, N extends 1 | 2 | 3> = F extends (...args: infer A) => unknown
  ? N extends 1
    ? A extends [unknown, ...infer R] ? R : []
    : N extends 2
      ? A extends [unknown, unknown, ...infer R] ? R : []
      : A extends [unknown, unknown, unknown, ...infer R] ? R : []
  : [];

/**
 * `Base` (an ops object's type) with its catalogue ops typed by policy `P` in mode `M`: each
 * binary and unary op, `where` and each array op gives the dtype the policy gives, and refuses at
 * compile time what the policy refuses; the arguments beyond the operands are the untyped ops'
 * (`BinaryFn`'s `{ out }`, an array op's axis, keepdims, shape, …). Every other member of `Base`
 * (`cast`, `scope`, `constant`, …) is kept as it is. Where `P` or `M` is not one literal, `Base`
 * itself.
 */
export type TypedOpsOf<Base, P extends string, M extends string> =
  true extends IsOne<P> & IsOne<M>
    ? Omit<Base, TypedBinaryName | TypedUnaryName | TypedArrayOneName | TypedArgName | TypedJoinName | TypedMatmulName | TypedCreationName | 'where' | 'policy' | 'mode'> &
        TypedArrayOps<Base, P, M> &
        Pick<TypedCreationFns<P extends PolicyName ? CreationDefaultsOf<P, M> : CreationDefaults>, TypedCreationName> & {
        readonly [K in TypedBinaryName]: TypedBinaryFn<P, M, K, BinaryTablesOf<P, M, K>, K extends 'isclose' ? IscloseOptions : BinaryOptions, K extends BoolResultOp ? Tensor<'bool'> : Tensor>;
      } & {
        readonly [K in TypedUnaryName]: K extends 'round'
          ? TypedUnaryFn<P, M, K, UnaryRowsOf<P, M, K>, UnaryOptions, Tensor> & RoundWithDecimals
          : TypedUnaryFn<P, M, K, UnaryRowsOf<P, M, K>, UnaryOptions, K extends BoolResultOp ? Tensor<'bool'> : Tensor>;
      } & {
        readonly where: TypedWhereFn<P, M, CondRowOf<P, M>, WhereTablesOf<P, M>, OptionsOf<WhereFn, 3>, ReturnType<WhereFn>>;
        readonly policy: P;
        readonly mode: M;
      }
    : Base;
