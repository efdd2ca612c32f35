import type { DType } from '@typelattice/dtypes';
import { ShapeError, type NDArray } from '@typelattice/kernels-core';
import * as cpu from '@typelattice/kernels-cpu';
import { ARRAY_CATALOGUE, argIndexDType, arrayResult, type ArrayCatalogueEntry, type ArrayOpCall, type ArrayOpName } from '@typelattice/promotion';
import { arrayOperands, emitArray, resultTensor, storageOf, withOpName } from './array-operand';
import type { Operand } from './operand';
import type { OpsContext } from './context';
import { ValueError } from './errors';
import { INDEX_DTYPES, type IndexDType } from './index-dtypes';
import { accumulation, kernelSemantics } from './semantics';
import { asNDArray, type OperandLike, type Tensor } from './tensor';

// The array ops of the catalogue (reductions, joins, matmul, shape ops): the context's promoter
// gives the result dtype (or refuses), the CPU kernel computes it, with the library's
// accumulation (semantics.ts). Every check happens before a result exists, and the operands are
// never written: a failed call changes nothing.

const BY_NAME = new Map<string, ArrayCatalogueEntry>(ARRAY_CATALOGUE.map((e) => [e.name, e]));

/** An axis argument: one axis, a list, or none (`undefined` / `null`: every axis). */
export type Axis = number | readonly number[] | null | undefined;

const checkAxisArg = (op: string, axis: unknown, list: boolean): void => {
  if (axis === undefined || axis === null || typeof axis === 'number') return;
  if (list && Array.isArray(axis) && axis.every((x) => typeof x === 'number')) return;
  throw new ValueError(`${op}: axis must be ${list ? 'an integer, a list of integers, or undefined for every axis' : 'an integer'}; got ${JSON.stringify(axis)}.`);
};

const checkDims = (op: string, what: string, dims: unknown): readonly number[] => {
  if (!Array.isArray(dims) || !dims.every((d) => typeof d === 'number')) {
    throw new ValueError(`${op}: ${what} must be a list of integers (e.g. [2, 3]); got ${JSON.stringify(dims)}.`);
  }
  return dims;
};

function entry(op: ArrayOpName): ArrayCatalogueEntry {
  const e = BY_NAME.get(op);
  if (e === undefined) throw new ValueError(`Unknown array op ${JSON.stringify(op)}: use one of ${[...BY_NAME.keys()].join(', ')}.`);
  return e;
}

/**
 * An operand's values as the library holds them: JAX without x64 keeps a 64-bit input in 32
 * bits (wrapping, as `jnp.asarray` does), which the mode's reshape row says; other modes keep it.
 */
export function canonicalInput(ctx: OpsContext, o: Operand, call: ArrayOpCall): NDArray {
  const nd = asNDArray(o.tensor);
  if (o.kind === 'weak') return nd;
  const held = arrayResult(ctx.promoter, 'reshape', [o.promotes], call) as DType;
  return held === nd.dtype ? nd : cpu.cast(nd, held);
}


/** The arguments of a reduction after its axis, by signature. */
export interface ReductionArgs {
  /** reduce: keep the reduced axes as length-1 axes. */
  readonly keepdims?: boolean;
  /** arg: the index dtype (`output_type`); the library's by default. */
  readonly outputType?: IndexDType;
  /** cumulative: each sum of the elements before (TensorFlow's `exclusive`). */
  readonly exclusive?: boolean;
  /** cumulative: the sums run from the end (TensorFlow's `reverse`). */
  readonly reverse?: boolean;
}

const checkFlag = (op: string, name: string, v: unknown): void => {
  if (v !== undefined && typeof v !== 'boolean') throw new ValueError(`${op}: ${name} must be true or false; got ${JSON.stringify(v)}.`);
};

function checkOutputType(op: string, outputType: unknown, ctx: OpsContext): void {
  if (outputType === undefined) return;
  if (!(INDEX_DTYPES as readonly unknown[]).includes(outputType)) {
    throw new ValueError(`${op}: outputType must be one of ${INDEX_DTYPES.map((d) => `'${d}'`).join(', ')} (tf.math.${op}'s output_type); got ${JSON.stringify(outputType)}.`);
  }
  if (op === 'argmin' && !kernelSemantics(ctx.policy).argminIndex.includes(outputType as IndexDType)) {
    throw new ValueError(`${op}: TensorFlow's argmin gives int32 or int64 indices only (its argmax also int16 and uint16); got outputType '${outputType as string}'. Pass 'int32' or 'int64'.`);
  }
}

/** TensorFlow's float16 mean: the sum rounded to float16, divided by the count in float16 (100000 ones: inf / inf = NaN). */
function float16Mean(nd: NDArray, axes: Axis, keepdims: boolean | undefined): NDArray {
  const sum = cpu.reduce('sum', nd, { axes, keepdims, accDType: 'float32', outDType: 'float16' });
  const count = cpu.shapeSize(sum.shape) === 0 ? 0 : cpu.shapeSize(nd.shape) / cpu.shapeSize(sum.shape);
  const divisor = cpu.cast({ data: new Float64Array([count]), dtype: 'float64', shape: [] }, 'float16');
  return cpu.binary('truediv', sum, divisor, { computeDType: 'float16', outDType: 'float16' });
}

/** A reduction (`reduceSum`, `argmax`, `cumsum`, …) of one operand. */
export function runReduction(op: ArrayOpName, x: OperandLike, axis: Axis, args: ReductionArgs, ctx: OpsContext): Tensor {
  const e = entry(op);
  checkAxisArg(op, axis, e.signature === 'reduce');
  const { keepdims, outputType, exclusive, reverse } = args;
  checkFlag(op, 'keepdims', keepdims);
  checkFlag(op, 'exclusive', exclusive);
  checkFlag(op, 'reverse', reverse);
  checkOutputType(op, outputType, ctx);
  const { operands, call } = arrayOperands(op, [x]);
  const a = operands[0]!;
  const result = arrayResult(ctx.promoter, op, [a.promotes], call);
  const out = storageOf(ctx, a.promotes, result);
  const nd = canonicalInput(ctx, a, call);
  // TensorFlow's argmax and cumsum work along axis 0 by default; a 0-d operand has none (the whole of it)
  const along = axis ?? (e.signature === 'reduce' || nd.shape.length === 0 ? undefined : 0);
  const s = kernelSemantics(ctx.policy);
  const acc = accumulation(s, e.table, nd.dtype, out);
  const empty = s.emptyReduction;
  const r = withOpName(op, (): NDArray => {
    if (e.kernel === 'cumsum') {
      return cpu.cumsum(nd, { axis: along as number | undefined, accDType: acc, outDType: out, exclusive, reverse, start: s.scanStart });
    }
    const reduceOp = e.table as cpu.ReduceOp;
    if (reduceOp === 'argmax' || reduceOp === 'argmin') {
      const index = argIndexDType(ctx.promoter);
      const k = cpu.reduce(reduceOp, nd, { axes: along, keepdims, accDType: nd.dtype, outDType: index, argRule: s.argRule, empty });
      if (outputType === undefined) return k;
      // the index array converted as the library converts it (JAX without x64 holds int64 in int32)
      const held = arrayResult(ctx.promoter, 'reshape', [outputType], call) as DType;
      return held === k.dtype ? k : cpu.cast(k, held);
    }
    if (reduceOp === 'mean' && s.float16Mean === 'float16' && nd.dtype === 'float16' && out === 'float16') return float16Mean(nd, along, keepdims);
    const r = cpu.reduce(reduceOp, nd, { axes: along, keepdims, accDType: acc, outDType: out, empty });
    // TensorFlow and XLA skip a sum of one element: the element itself (-0 stays -0)
    if (reduceOp === 'sum' && s.unitSum === 'copy' && cpu.shapeSize(nd.shape) === cpu.shapeSize(r.shape) && cpu.shapeSize(r.shape) > 0) {
      return cpu.cast({ data: nd.data, dtype: nd.dtype, shape: r.shape }, r.dtype);
    }
    return r;
  });
  emitArray(op, operands, result, ctx);
  return resultTensor(r, r.dtype, e.table === 'argmax' || e.table === 'argmin' ? r.dtype : result);
}

/** A join: concat or stack along `axis`, or addN. */
export function runJoin(op: ArrayOpName, values: readonly OperandLike[], axis: number | undefined, ctx: OpsContext): Tensor {
  const e = entry(op);
  if (!Array.isArray(values) || values.length === 0) {
    throw new ValueError(`${op} takes a non-empty list of tensors: ${op}([a, b]${e.signature === 'join' ? ', axis' : ''}); got ${Array.isArray(values) ? 'an empty list' : String(values)}.`);
  }
  if (axis !== undefined && !Number.isInteger(axis)) throw new ValueError(`${op}: axis must be an integer; got ${JSON.stringify(axis)}.`);
  const { operands, call } = arrayOperands(op, values);
  const result = arrayResult(ctx.promoter, op, operands.map((o) => o.promotes), call);
  const out = storageOf(ctx, operands[0]!.promotes, result, operands[1]?.promotes);
  const nds = operands.map((o) => canonicalInput(ctx, o, call));
  const r = withOpName(op, (): NDArray => {
    if (e.kernel === 'addN') return cpu.addN(nds, { computeDType: out });
    return e.kernel === 'concat' ? cpu.concat(nds, axis ?? 0, { outDType: out }) : cpu.stack(nds, axis ?? 0, { outDType: out });
  });
  emitArray(op, operands, result, ctx);
  return resultTensor(r, out, result);
}

/** The matrix product `a @ b`. */
export function runMatmul(x: OperandLike, y: OperandLike, ctx: OpsContext): Tensor {
  const { operands, call } = arrayOperands('matmul', [x, y]);
  const [a, b] = [canonicalInput(ctx, operands[0]!, call), canonicalInput(ctx, operands[1]!, call)];
  const result = arrayResult(ctx.promoter, 'matmul', operands.map((o) => o.promotes), call);
  if (!kernelSemantics(ctx.policy).matmulVectors && (a.shape.length < 2 || b.shape.length < 2)) {
    throw new ShapeError(
      `matmul: TensorFlow multiplies matrices of rank 2 or more; got shapes [${a.shape.join(', ')}] and [${b.shape.join(', ')}]. ` +
        `Make a vector a matrix first: expandDims(v, 0) for a row, expandDims(v, -1) for a column.`,
    );
  }
  const out = storageOf(ctx, operands[0]!.promotes, result, operands[1]!.promotes);
  const r = withOpName('matmul', () => cpu.matmul(a, b, { computeDType: out }));
  emitArray('matmul', operands, result, ctx);
  return resultTensor(r, out, result);
}

/** A shape op; `args` are the op's arguments after the tensor. */
export function runShapeOp(op: ArrayOpName, x: OperandLike, args: readonly unknown[], ctx: OpsContext): Tensor {
  const e = entry(op);
  const { operands, call } = arrayOperands(op, [x]);
  const a = operands[0]!;
  const result = arrayResult(ctx.promoter, op, [a.promotes], call);
  const out = storageOf(ctx, a.promotes, result);
  let nd = asNDArray(a.tensor);
  // a weak operand the library makes concrete (NumPy's python scalar becomes an int64 array)
  if (out !== nd.dtype) nd = cpu.cast(nd, out);
  const r = withOpName(op, (): NDArray => {
    switch (e.signature) {
      case 'shape':
        return e.kernel === 'reshape' ? cpu.reshape(nd, checkDims(op, 'shape', args[0])) : cpu.broadcastTo(nd, checkDims(op, 'shape', args[0]));
      case 'perm':
        return cpu.transpose(nd, args[0] === undefined ? undefined : checkDims(op, 'perm', args[0]));
      case 'axis':
        checkAxisArg(op, args[0], false);
        if (args[0] === undefined) throw new ValueError(`${op}: pass the axis to insert (e.g. ${op}(x, 0)).`);
        return cpu.expandDims(nd, args[0] as number);
      case 'axes':
        checkAxisArg(op, args[0], true);
        return cpu.squeeze(nd, (args[0] ?? undefined) as number | readonly number[] | undefined);
      default:
        return cpu.slice(nd, checkDims(op, 'begin', args[0]), checkDims(op, 'size', args[1]));
    }
  });
  emitArray(op, operands, result, ctx);
  return resultTensor(r, out, result);
}

