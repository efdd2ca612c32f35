import type { DType, DTypeCode } from '@typelattice/dtypes';
import type { ArrayCatalogueEntry, ArrayOpAlias, ArrayOpName, ArrayOpOfAlias } from '@typelattice/promotion';
import { ARRAY_ROWS, type ArrayRow } from '@typelattice/promotion';
import type { StridedSliceMasks } from '@typelattice/kernels-cpu';
import { runJoin, runMatmul, runReduction, runShapeOp, type Axis, type ReductionArgs, type ReductionKernel } from './array-runner';
import { REDUCTION_KERNELS } from './reduction-kernels';
import { INDEX_KERNELS, runIndexOp } from './index-runner';
import { runSearchOp, SEARCH_KERNELS } from './search-runner';
import { runSortOp, SORT_KERNELS } from './sort-runner';

import type { IndexDType, IndexResult } from './index-dtypes';
import { globalContext, type OpsContext } from './context';
import type { IndexArg, IndexItem, OperandLike, PadModeName, SplitSpec, Tensor, TopkResult, UniqueAllResult, UniqueCountsResult, UniqueInverseResult } from './tensor';

/** A dtype by name or short code, as the dtype arguments take it. */
type DTypeLike = DType | DTypeCode;

// The call forms of the array ops, one type per catalogue signature, and the function of each op
// bound to a context (the free functions follow the context in force at each call).

/** A reduction over `axis` (every axis by default): `reduceMean(x, axis?, keepdims?)`. */
export type ReduceFn = (x: OperandLike, axis?: Axis, keepdims?: boolean) => Tensor;
/**
 * A reduction with the Array API's `dtype` argument: `reduceSum(x, axis?, keepdims?, dtype?)`,
 * the sum computed and returned in `dtype` (the operand converted as a cast converts it).
 */
export type ReduceDtypeFn = (x: OperandLike, axis?: Axis, keepdims?: boolean, dtype?: DTypeLike) => Tensor;
/**
 * A moment: `reduceStd(x, axis?, keepdims?, correction?)`, `correction` subtracted from the count
 * (NumPy's `ddof`; the library's default: 0, PyTorch's 1).
 */
export type MomentFn = (x: OperandLike, axis?: Axis, keepdims?: boolean, correction?: number) => Tensor;
/**
 * argmax / argmin along `axis` (default 0): indices of the library's index dtype, or of
 * `outputType` (`tf.math.argmax`'s `output_type`: int16, uint16, int32, int64; TensorFlow's
 * argmin int32 or int64). JAX without x64 holds an int64 `outputType` in int32. `keepdims`
 * (NumPy's, after TensorFlow's parameters) keeps the reduced axis as a length-1 axis.
 */
export interface ArgFn {
  (x: OperandLike, axis?: number, outputType?: undefined, keepdims?: boolean): Tensor<'int64' | 'int32'>;
  <T extends IndexDType>(x: OperandLike, axis: number | undefined, outputType: T, keepdims?: boolean): Tensor<IndexResult<T>>;
}
/**
 * A running reduction along `axis` (without one: the library's default, see the op):
 * `cumsum(x, axis?, exclusive?, reverse?)`, with TensorFlow's `exclusive` (each sum of the elements
 * before) and `reverse` (from the end).
 */
export type CumulativeFn = (x: OperandLike, axis?: number | null, exclusive?: boolean, reverse?: boolean) => Tensor;
/**
 * The Array API's running reduction: `cumulativeSum(x, axis?, dtype?, includeInitial?)`, `axis`
 * required above one dimension, computed and returned in `dtype` where given, with a leading
 * identity where `includeInitial`.
 */
export type ScanFn = (x: OperandLike, axis?: number | null, dtype?: DTypeLike, includeInitial?: boolean) => Tensor;
/** `diff(x, n?, axis?, prepend?, append?)`: the n-th differences along `axis` (default -1). */
export type DiffFn = (x: OperandLike, n?: number, axis?: number, prepend?: OperandLike, append?: OperandLike) => Tensor;
/**
 * A join of tensors along `axis` (default 0): `concat(values, axis?)`, `stack(values, axis?)`;
 * concat's axis `null` flattens the tensors first where the library does (NumPy, JAX).
 */
export type JoinFn = (values: readonly OperandLike[], axis?: number | null) => Tensor;
/** The elementwise sum of a list of tensors: `addN(inputs)`. */
export type AddNFn = (inputs: readonly OperandLike[]) => Tensor;
/** The matrix product: `matmul(a, b)`. */
export type MatmulFn = (a: OperandLike, b: OperandLike) => Tensor;
/** A shape op taking a shape: `reshape(x, shape)`, `broadcastTo(x, shape)`. */
export type ShapeFn = (x: OperandLike, shape: readonly number[]) => Tensor;
/** `transpose(x, perm?)`: the axes reversed by default. */
export type PermFn = (x: OperandLike, perm?: readonly number[]) => Tensor;
/** `expandDims(x, axis)`: one axis, or several where the library inserts several (NumPy, JAX). */
export type AxisFn = (x: OperandLike, axis: number | readonly number[]) => Tensor;
/** `squeeze(x, axis?)`: every length-1 axis by default; `reverse(x, axis?)`. */
export type AxesFn = (x: OperandLike, axis?: number | readonly number[] | null) => Tensor;
/** `slice(x, begin, size)`. */
export type SliceFn = (x: OperandLike, begin: readonly number[], size: readonly number[]) => Tensor;
/** `get(x, ...index)`: NumPy's indexing ({@link IndexItem}). */
export type IndexFn = (x: OperandLike, ...index: IndexItem[]) => Tensor;
/** `take(x, indices, axis?)`, `takeAlongAxis(x, indices, axis?)`, `booleanMask(x, mask, axis?)`. */
export type TakeFn = (x: OperandLike, indices: IndexArg, axis?: number | null) => Tensor;
/** `gather(params, indices, axis?, batchDims?)`. */
export type GatherFn = (params: OperandLike, indices: IndexArg, axis?: number, batchDims?: number) => Tensor;
/** `gatherNd(params, indices, batchDims?)`. */
export type GatherNdFn = (params: OperandLike, indices: IndexArg, batchDims?: number) => Tensor;
/** `stridedSlice(x, begin, end, strides?, masks?)`. */
export type StridedSliceFn = (x: OperandLike, begin: readonly number[], end: readonly number[], strides?: readonly number[], masks?: StridedSliceMasks) => Tensor;
/** `moveaxis(x, source, destination)`. */
export type MoveaxisFn = (x: OperandLike, source: number | readonly number[], destination: number | readonly number[]) => Tensor;
/** `repeat(x, repeats, axis?)`: one count, or one per element. */
export type RepeatFn = (x: OperandLike, repeats: number | IndexArg, axis?: number | null) => Tensor;
/** `roll(x, shift, axis?)`. */
export type RollFn = (x: OperandLike, shift: number | readonly number[], axis?: number | readonly number[] | null) => Tensor;
/** `pad(x, paddings, mode?, constantValue?)`. */
export type PadFn = (x: OperandLike, paddings: readonly (readonly [number, number])[], mode?: PadModeName, constantValue?: OperandLike) => Tensor;
/** `split(x, numOrSizeSplits, axis?)`: a list of tensors. */
export type SplitFn = (x: OperandLike, numOrSizeSplits: SplitSpec, axis?: number) => Tensor[];
/** `unstack(x, axis?)`: a list of tensors. */
export type UnstackFn = (x: OperandLike, axis?: number) => Tensor[];
/** `broadcastArrays(inputs)`: a list of tensors. */
export type BroadcastArraysFn = (inputs: readonly OperandLike[]) => Tensor[];

/**
 * `sort(x, axis?, descending?, stable?)`, `argsort(...)`: along `axis` (default -1), stably
 * (`stable` is accepted; every sort here is stable).
 */
export type SortFn = (x: OperandLike, axis?: number, descending?: boolean, stable?: boolean) => Tensor;
/** `topk(x, k?, sorted?)`: the `k` (default 1) largest along the last axis and their indices. */
export type TopkFn = (x: OperandLike, k?: number, sorted?: boolean) => TopkResult;

/**
 * `searchSorted(x1, x2, side?, sorter?)`: the positions where `x2`'s values go into the sorted
 * `x1` (`side` `'left'` or `'right'`; `sorter` the indices that sort a 1-D `x1`).
 */
export type SearchsortedFn = (x1: OperandLike, x2: OperandLike, side?: 'left' | 'right', sorter?: IndexArg) => Tensor;
/** `nonzero(x)`: one index tensor per axis. */
export type NonzeroFn = (x: OperandLike) => Tensor[];
/** `argwhere(x)`, `uniqueValues(x)`: one tensor from one operand. */
export type OperandFn = (x: OperandLike) => Tensor;
/** `uniqueAll(x)`: the values, their first indices, the inverse indices and the counts. */
export type UniqueAllFn = (x: OperandLike) => UniqueAllResult;
/** `uniqueCounts(x)`: the values and their counts. */
export type UniqueCountsFn = (x: OperandLike) => UniqueCountsResult;
/** `uniqueInverse(x)`: the values and the inverse indices. */
export type UniqueInverseFn = (x: OperandLike) => UniqueInverseResult;

/** The function type of each catalogue signature. */
export interface ArrayFnBySignature {
  reduce: ReduceFn;
  reduceDtype: ReduceDtypeFn;
  moment: MomentFn;
  arg: ArgFn;
  cumulative: CumulativeFn;
  scan: ScanFn;
  diff: DiffFn;
  join: JoinFn;
  addN: AddNFn;
  matmul: MatmulFn;
  shape: ShapeFn;
  perm: PermFn;
  axis: AxisFn;
  axes: AxesFn;
  slice: SliceFn;
  index: IndexFn;
  take: TakeFn;
  gather: GatherFn;
  gatherNd: GatherNdFn;
  stridedSlice: StridedSliceFn;
  moveaxis: MoveaxisFn;
  repeat: RepeatFn;
  roll: RollFn;
  pad: PadFn;
  split: SplitFn;
  unstack: UnstackFn;
  broadcastArrays: BroadcastArraysFn;
  scatterNd: never;
  sort: SortFn;
  topk: TopkFn;
  searchsorted: SearchsortedFn;
  nonzero: NonzeroFn;
  operand: OperandFn;
  uniqueAll: UniqueAllFn;
  uniqueCounts: UniqueCountsFn;
  uniqueInverse: UniqueInverseFn;
}

/** Each array op's signature, by name. */
type SignatureOf = { readonly [E in ArrayCatalogueEntry as E['name']]: E['signature'] };

/** The function type of an array op by name or alias (`sum` is reduceSum's). */
export type ArrayFnOf<K extends ArrayOpName | ArrayOpAlias> = ArrayFnBySignature[SignatureOf[K extends ArrayOpAlias ? ArrayOpOfAlias<K> : K]];

/** The catalogue entry of each array op, by name and by alias. */
const BY_NAME = new Map<string, ArrayRow>(ARRAY_ROWS.flatMap((e) => [e.name, ...('aliases' in e ? e.aliases : [])].map((n) => [n, e] as const)));

/** Runs an array op (by name or alias) with its arguments in the catalogue's signature order. */
export function runArray(op: ArrayOpName | ArrayOpAlias, args: readonly unknown[], ctx: OpsContext): Tensor | Tensor[] | TopkResult | UniqueAllResult | UniqueCountsResult | UniqueInverseResult {
  const e = BY_NAME.get(op)!;
  const name = e.name as ArrayOpName;
  if (INDEX_KERNELS.has(e.kernel)) return runIndexOp(name, args, ctx);
  if (SORT_KERNELS.has(e.kernel)) return runSortOp(name, e.kernel, args, ctx);
  if (SEARCH_KERNELS.has(e.kernel)) return runSearchOp(name, e.kernel, args, ctx);
  return runArrayFamily(op, args, ctx);
}

/** The catalogue entry of an array op, by name or alias. */
export const arrayEntryOf = (op: string): ArrayRow => BY_NAME.get(op)!;

/** Runs an op of the array runner's own families (reductions, joins, matmul, shape ops; by name or alias). */
function runArrayFamily(op: ArrayOpName | ArrayOpAlias, args: readonly unknown[], ctx: OpsContext): Tensor | Tensor[] {
  const e = BY_NAME.get(op)!;
  switch (e.family) {
    case 'reduction':
      return runReductionCall(e, args, ctx);
    case 'join':
      return runJoinCall(e, args, ctx);
    case 'matmul':
      return runMatmulCall(args, ctx);
    default:
      return runShapeCall(e, args, ctx);
  }
}

// Each family's call with its arguments in the catalogue's signature order: what runArray
// dispatches to, and what a policy entry's function of that family calls directly (array-bound.ts).

/** A reduction (`reduceSum`, `argmax`, `cumsum`, `diff`, …) computed by `kernel`, its catalogue kernel's (reduction-kernels.ts). */
export const runReductionWith = (kernel: ReductionKernel, e: ArrayRow, args: readonly unknown[], ctx: OpsContext): Tensor =>
  runReduction(e.name as ArrayOpName, args[0] as OperandLike, (e.signature === 'diff' ? args[2] : args[1]) as Axis, reductionArgs(e, args), ctx, kernel);
/** A reduction, its kernel looked up by the catalogue's kernel name (every reduction's kernel: what `createOps()` and the methods run). */
export const runReductionCall = (e: ArrayRow, args: readonly unknown[], ctx: OpsContext): Tensor => runReductionWith(REDUCTION_KERNELS[e.kernel]!, e, args, ctx);
/** A join (`concat`, `stack`, `addN`). */
export const runJoinCall = (e: ArrayRow, args: readonly unknown[], ctx: OpsContext): Tensor =>
  runJoin(e.name as ArrayOpName, args[0] as readonly OperandLike[], args[1] as number | null | undefined, ctx);
/** `matmul`. */
export const runMatmulCall = (args: readonly unknown[], ctx: OpsContext): Tensor => runMatmul(args[0] as OperandLike, args[1] as OperandLike, ctx);
/** A shape op of the array runner (`reshape`, `transpose`, `squeeze`, …). */
export const runShapeCall = (e: ArrayRow, args: readonly unknown[], ctx: OpsContext): Tensor | Tensor[] => runShapeOp(e.name as ArrayOpName, args[0] as OperandLike, args.slice(1), ctx);

/** A reduction's arguments after its operand and axis, by its signature. */
function reductionArgs(e: ArrayRow, args: readonly unknown[]): ReductionArgs {
  switch (e.signature) {
    case 'arg':
      return { outputType: args[2] as IndexDType | undefined, keepdims: args[3] as boolean | undefined };
    case 'cumulative':
      return { exclusive: args[2] as boolean | undefined, reverse: args[3] as boolean | undefined };
    case 'reduceDtype':
      return { keepdims: args[2] as boolean | undefined, dtype: args[3] as DTypeLike | undefined };
    case 'moment':
      return { keepdims: args[2] as boolean | undefined, correction: args[3] as number | undefined };
    case 'scan':
      return { dtype: args[2] as DTypeLike | undefined, includeInitial: args[3] as boolean | undefined };
    case 'diff':
      return { n: args[1] as number | undefined, prepend: args[3] as OperandLike | undefined, append: args[4] as OperandLike | undefined };
    default:
      return { keepdims: args[2] as boolean | undefined };
  }
}

/** An array op bound to a context (an ops object's). */
export function boundArray<K extends ArrayOpName | ArrayOpAlias>(op: K, ctx: () => OpsContext): NoInfer<ArrayFnOf<K>> {
  return ((...args: unknown[]) => runArray(op, args, ctx())) as unknown as ArrayFnOf<K>;
}

/** The free function of an array op: it follows the context in force at each call. */
export function arrayFunction<K extends ArrayOpName | ArrayOpAlias>(op: K): NoInfer<ArrayFnOf<K>> {
  return boundArray(op, globalContext);
}

/**
 * A Tensor method of an array op: `this` is the operand (a join's: the first of the list,
 * `a.concat([b, c], axis)` is `concat([a, b, c], axis)`).
 */
export function runArrayMethod(op: string, self: object, args: readonly unknown[]): unknown {
  const e = BY_NAME.get(op)!;
  if (e.family === 'join') {
    const others = args[0];
    const list = Array.isArray(others) ? others : [others];
    return runArray(op as ArrayOpName, [[self, ...list], ...args.slice(1)], globalContext());
  }
  return runArray(op as ArrayOpName, [self, ...args], globalContext());
}
