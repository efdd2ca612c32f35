import type { OperandLike, Tensor } from '../tensor';
import type { NotKnown, PromotedAs, RoleOf } from './operand-type';
import type { BinaryTableOf, CellResult, OperandIndex, RowCells, Rows, TableRows, Tables, UnaryRowOf, WhereCondRowOf, WhereTableOf } from './tables.generated';

// How a typed op finds its result type: the operands' types say what promotion sees of them
// (PromotedAs, RoleOf); the policy and mode's table for the op gives the cell; the cell gives the
// result tensor, or `0` where the policy refuses (then the refused operand's parameter type is the
// refusal in words, so the call does not compile). Each step is a type alias instantiated once
// per distinct arguments, which the compiler caches.

/** `T[K]` for the keys `K` that `T` has (a conditional: cheaper than `T[K & keyof T]` for large key sets). */
type At<T, K> = K extends keyof T ? T[K] : never;

/** The cell ids of row `R` (one Rows key) for the operands `S` (a union: each one's). */
type CellsAt<R, S> = RowCells<At<Rows, R>>[At<OperandIndex, S> & number];

/** The binary ops the tables type (every function op of the catalogue and its aliases). */
export type TypedBinaryName = keyof BinaryTableOf[keyof BinaryTableOf] & string;
/** The unary ops the tables type. */
export type TypedUnaryName = keyof UnaryRowOf[keyof UnaryRowOf] & string;

/** The table (or row) id of `Op` in `T` for the operands' roles `R`: the roles' own where listed, else the tensors'. */
export type TableFor<T, Op extends string, R extends string> = R extends 'tt' | 't' ? At<T, Op> : `${Op}/${R}` extends keyof T ? T[`${Op}/${R}`] : At<T, Op>;

/** The tables of policy `P` in mode `M`, by op. */
export type TablesOf<Map, P extends string, M extends string> = At<Map, `${P}/${M}`>;

/**
 * The result type of the cells a call may give (every cell `0`: the call does not compile, see
 * the parameter types below); `Fallback` (the untyped op's result: `Tensor`,
 * `Tensor<'bool'>` for a comparison) where the operands' types do not say, or (after the compile
 * error) where the policy refuses.
 */
type ResultOf<C, Fallback> = [C] extends [NotKnown] ? Fallback : [C] extends ['0'] ? Fallback : At<CellResult, C>;

/** Whether every cell of `C` is a refusal (cell `0`): then the call does not compile. */
type Refused<C> = [C] extends [never] ? false : [C] extends ['0'] ? true : false;

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

/** The cells of a call of operands seen as `SA`, `SB` in roles `R` under the tables `T` of a policy and mode, or NotKnown. */
type PairCellsOf<T, Op extends string, SA, SB, R extends string> = NotKnown extends SA | SB
  ? NotKnown
  : SA extends unknown // one first operand at a time: one row each
    ? CellsAt<TableRows<At<Tables, TableFor<T, Op, R>>>[At<OperandIndex, SA> & number], SB>
    : never;

type BinaryCells<P extends string, M extends string, Op extends string, A, B> = PairCellsOf<
  TablesOf<BinaryTableOf, P, M>,
  Op,
  PromotedAs<A>,
  PromotedAs<B>,
  `${RoleOf<A>}${RoleOf<B>}`
>;

/**
 * A binary op typed by policy `P` in mode `M`: the result is `Tensor<D>` with the dtype the
 * policy gives (a {@link WeakTensor} where it stays weak), and a pair the policy refuses does not
 * compile (the second operand is reported, with the refusal in words).
 */
export type TypedBinaryFn<P extends string, M extends string, Op extends string, Options extends unknown[] = [], Fallback = Tensor> = <
  A extends OperandLike,
  B extends OperandLike,
>(
  x: A,
  y: BinaryParam<P, M, Op, A, B>,
  ...options: Options
) => BinaryResult<P, M, Op, A, B, Fallback>;

/** The second parameter of a typed binary op: `B`, or the refusal where the policy refuses `(A, B)`. */
export type BinaryParam<P extends string, M extends string, Op extends string, A, B> =
  Refused<BinaryCells<P, M, Op, A, B>> extends true ? Refusal<P, M, `${Op}(${Shown<A>}, ${Shown<B>})`> : B;

/** The result of a typed binary op on `(A, B)`. */
export type BinaryResult<P extends string, M extends string, Op extends string, A, B, Fallback = Tensor> = ResultOf<BinaryCells<P, M, Op, A, B>, Fallback>;

type UnaryCells<P extends string, M extends string, Op extends string, A> = UnaryCellsOf<TablesOf<UnaryRowOf, P, M>, Op, PromotedAs<A>, RoleOf<A>>;
type UnaryCellsOf<T, Op extends string, S, R extends string> = NotKnown extends S ? NotKnown : CellsAt<TableFor<T, Op, R>, S>;

/** A unary op typed by policy `P` in mode `M` (see {@link TypedBinaryFn}). */
export type TypedUnaryFn<P extends string, M extends string, Op extends string, Options extends unknown[] = [], Fallback = Tensor> = <
  A extends OperandLike,
>(
  x: UnaryParam<P, M, Op, A>,
  ...options: Options
) => UnaryResult<P, M, Op, A, Fallback>;

/** The parameter of a typed unary op: `A`, or the refusal where the policy refuses `A`. */
export type UnaryParam<P extends string, M extends string, Op extends string, A> =
  Refused<UnaryCells<P, M, Op, A>> extends true ? Refusal<P, M, `${Op}(${Shown<A>})`> : A;

/** The result of a typed unary op on `A`. */
export type UnaryResult<P extends string, M extends string, Op extends string, A, Fallback = Tensor> = ResultOf<UnaryCells<P, M, Op, A>, Fallback>;

type CondCells<P extends string, M extends string, C> = CondCellsOf<TablesOf<WhereCondRowOf, P, M>, PromotedAs<C>>;
type CondCellsOf<Row, S> = NotKnown extends S ? NotKnown : CellsAt<Row, S>;

type WhereCells<P extends string, M extends string, X, Y> = PairCellsOf<
  TablesOf<WhereTableOf, P, M>,
  'where',
  PromotedAs<X>,
  PromotedAs<Y>,
  `${RoleOf<X>}${RoleOf<Y>}`
>;

/** `where(cond, x, y)` typed by policy `P` in mode `M`: the cond's dtype checked, x and y promoted together. */
export type TypedWhereFn<P extends string, M extends string, Options extends unknown[] = [], Fallback = Tensor> = <
  C extends OperandLike,
  X extends OperandLike,
  Y extends OperandLike,
>(
  cond: CondParam<P, M, C>,
  x: X,
  y: WhereParam<P, M, X, Y>,
  ...options: Options
) => WhereResult<P, M, X, Y, Fallback>;

/** The cond parameter of a typed `where`: `C`, or the refusal where the policy refuses a cond of that dtype. */
export type CondParam<P extends string, M extends string, C> =
  Refused<CondCells<P, M, C>> extends true ? `${P} (mode ${M}) refuses a ${Shown<C>} cond for where: pass a bool cond (c.cast('bool'))` : C;

/** The `y` parameter of a typed `where`: `Y`, or the refusal where the policy refuses to promote x and y together. */
export type WhereParam<P extends string, M extends string, X, Y> =
  Refused<WhereCells<P, M, X, Y>> extends true ? Refusal<P, M, `where(cond, ${Shown<X>}, ${Shown<Y>})`> : Y;

/** The result of a typed `where` with x and y of types `X`, `Y`. */
export type WhereResult<P extends string, M extends string, X, Y, Fallback = Tensor> = ResultOf<WhereCells<P, M, X, Y>, Fallback>;

/** What `F` returns (`Tensor` where `F` is not a function). */
type ResultOfFn<F> = F extends (...args: never[]) => infer R ? R : Tensor;

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
 * binary and unary op and `where` gives the dtype the policy gives, and refuses at compile time
 * what the policy refuses; the options they take beyond their operands are `Base`'s. Every other
 * member of `Base` (ops the tables do not cover, `cast`, `scope`, …) is kept as it is. Where `P`
 * or `M` is not one literal, `Base` itself.
 */
export type TypedOpsOf<Base, P extends string, M extends string> =
  true extends IsOne<P> & IsOne<M>
    ? Omit<Base, TypedBinaryName | TypedUnaryName | 'where' | 'policy' | 'mode'> & {
        readonly [K in TypedBinaryName]: TypedBinaryFn<P, M, K, OptionsOf<At<Base, K>, 2>, ResultOfFn<At<Base, K>>>;
      } & {
        readonly [K in TypedUnaryName]: TypedUnaryFn<P, M, K, OptionsOf<At<Base, K>, 1>, ResultOfFn<At<Base, K>>>;
      } & {
        readonly where: TypedWhereFn<P, M, OptionsOf<At<Base, 'where'>, 3>, ResultOfFn<At<Base, 'where'>>>;
        readonly policy: P;
        readonly mode: M;
      }
    : Base;
