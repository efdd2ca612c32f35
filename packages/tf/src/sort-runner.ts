import type { DType } from '@typelattice/dtypes';
import type { NDArray } from '@typelattice/kernels-core';
import * as cpu from '@typelattice/kernels-cpu';
import { arrayResult, topkIndexResult, type ArrayOpName } from '@typelattice/promotion';
import { arrayOperands, emitArray, resultTensor, shapeOperand, storageOf, withOpName } from './array-operand';
import type { OpsContext } from './context';
import { ValueError } from './errors';
import { describe } from './infer';
import { sortSemantics } from './sort-semantics';
import { asNDArray, type OperandLike, type Tensor, type TopkResult } from './tensor';

// sort, argsort and topk: the sorted values keep the operand's dtype (or the library refuses it),
// the indices are of the library's index dtype (the promotion package's recorded rows); each
// policy's order of complex numbers and signed zeros and its 0-d rule from sort-semantics.ts.

const allocate = cpu.pooledStorage;

function axisArg(v: unknown, op: string): number {
  if (v === undefined || v === null) return -1;
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  throw new ValueError(`${op}: axis must be an integer (default -1, the last axis); got ${describe(v)}.`);
}

function flag(v: unknown, op: string, what: string, fallback: boolean): boolean {
  if (v === undefined) return fallback;
  if (typeof v === 'boolean') return v;
  throw new ValueError(`${op}: ${what} must be true or false; got ${describe(v)}.`);
}

/** A 0-d operand as the library takes it: the kernels sort arrays of one axis or more. */
const oneAxis = (nd: NDArray): NDArray => (nd.shape.length === 0 ? { ...nd, shape: [1] } : nd);

/** sort(x, axis?, descending?, stable?). */
function runSort(op: ArrayOpName, args: readonly unknown[], ctx: OpsContext): Tensor {
  const s = sortSemantics(ctx.policy);
  const axis = axisArg(args[1], op);
  const descending = flag(args[2], op, 'descending', false);
  flag(args[3], op, 'stable', true); // every sort here is stable
  const x = shapeOperand(op, args[0] as OperandLike, ctx);
  const scalar = x.nd.shape.length === 0 && s.zeroD === 'scalar' && (axis === 0 || axis === -1);
  const r = withOpName(op, () => cpu.sort(scalar ? oneAxis(x.nd) : x.nd, { ...s.order, axis, descending }, allocate));
  return x.finish(scalar ? { ...r, shape: [] } : r);
}

/** argsort(x, axis?, descending?, stable?): indices of the library's index dtype. */
function runArgsort(op: ArrayOpName, args: readonly unknown[], ctx: OpsContext): Tensor {
  const s = sortSemantics(ctx.policy);
  const axis = axisArg(args[1], op);
  const descending = flag(args[2], op, 'descending', false);
  flag(args[3], op, 'stable', true);
  const { operands, call } = arrayOperands(op, [args[0] as OperandLike]);
  const a = operands[0]!;
  const result = arrayResult(ctx.promoter, op, [a.promotes], call);
  const out = storageOf(ctx, result as DType, result);
  // the operand as the library sorts it (sort's row: JAX without x64 holds a uint64 tensor in
  // uint32); sort and argsort refuse the same operands, so this follows the check above
  const held = a.kind === 'weak' ? a.tensor.dtype : storageOf(ctx, a.promotes, arrayResult(ctx.promoter, 'sort', [a.promotes], call));
  const nd = held === a.tensor.dtype ? asNDArray(a.tensor) : cpu.cast(asNDArray(a.tensor), held);
  const zeroD = nd.shape.length === 0 && (axis === 0 || axis === -1) ? s.argsortZeroD : 'refuse';
  const r = withOpName(op, () =>
    cpu.argsort(zeroD === 'refuse' ? nd : oneAxis(nd), { ...s.order, axis, descending, indexDType: out === 'int32' ? 'int32' : 'int64' }, allocate),
  );
  emitArray(op, operands, result, ctx);
  const shaped = zeroD === 'scalar' ? { ...r, shape: [] } : r;
  return resultTensor(out === r.dtype ? shaped : cpu.cast(shaped, out), out, result);
}

/** topk(x, k?, sorted?): the k largest along the last axis and their indices. */
function runTopk(op: ArrayOpName, args: readonly unknown[], ctx: OpsContext): TopkResult {
  const s = sortSemantics(ctx.policy);
  const k = args[1] ?? 1;
  if (typeof k !== 'number' || !Number.isInteger(k)) throw new ValueError(`${op}: k must be a non-negative integer (default 1); got ${describe(k)}.`);
  flag(args[2], op, 'sorted', true); // the values always come largest first
  const x = shapeOperand(op, args[0] as OperandLike, ctx);
  const { operands, call } = arrayOperands(op, [args[0] as OperandLike]);
  const indexResult = topkIndexResult(ctx.promoter, operands[0]!.promotes, call);
  const indexOut = storageOf(ctx, indexResult as DType, indexResult);
  const scalar = x.nd.shape.length === 0 && s.zeroD === 'scalar';
  const r = withOpName(op, () => cpu.topk(scalar ? oneAxis(x.nd) : x.nd, k, { ...s.topkOrder, indexDType: indexOut === 'int32' ? 'int32' : 'int64' }, allocate));
  const shape = (t: NDArray): NDArray => (scalar ? { ...t, shape: [] } : t);
  const indices = indexOut === r.indices.dtype ? shape(r.indices) : cpu.cast(shape(r.indices), indexOut);
  return { values: x.finish(shape(r.values)), indices: resultTensor(indices, indexOut, indexResult) };
}

/** The catalogue kernels {@link runSortOp} runs. */
export const SORT_KERNELS: ReadonlySet<string> = new Set(['sort', 'argsort', 'topk']);

/** Runs sort, argsort or topk with its arguments in the catalogue's signature order. */
export function runSortOp(op: ArrayOpName, kernel: string, args: readonly unknown[], ctx: OpsContext): Tensor | TopkResult {
  return kernel === 'sort' ? runSort(op, args, ctx) : kernel === 'argsort' ? runArgsort(op, args, ctx) : runTopk(op, args, ctx);
}
