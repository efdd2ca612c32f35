import { toDType, type DType, type DTypeCode } from '@typelattice/dtypes';
import { ShapeError, type NDArray } from '@typelattice/kernels-core';
import * as cpu from '@typelattice/kernels-cpu';
import { ARRAY_ROWS, arrayResult, type ArrayRow, type ArrayOpCall, type ArrayOpName } from '@typelattice/promotion';
import { arrayOperands, emitArray, resultTensor, shapeOperand, storageOf, withOpName } from './array-operand';
import type { Operand } from './operand';
import type { OpsContext } from './context';
import { ValueError } from './errors';
import { INDEX_DTYPES, type IndexDType } from './index-dtypes';
import { indexSemantics } from './index-semantics';
import { accumulation, kernelSemantics, matmulTakesVectors, type KernelSemantics } from './semantics';
import { asNDArray, type OperandLike, type Tensor } from './tensor';

// The array ops of the catalogue (reductions, joins, matmul, shape ops): the context's promoter
// gives the result dtype (or refuses), the CPU kernel computes it, with the library's
// accumulation (semantics.ts). Every check happens before a result exists, and the operands are
// never written: a failed call changes nothing.

const BY_NAME = new Map<string, ArrayRow>(ARRAY_ROWS.map((e) => [e.name, e]));

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

function entry(op: ArrayOpName): ArrayRow {
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
  /** reduce, reduceDtype, moment: keep the reduced axes as length-1 axes. */
  readonly keepdims?: boolean;
  /** arg: the index dtype (`output_type`); the library's by default. */
  readonly outputType?: IndexDType;
  /** cumulative: each sum of the elements before (TensorFlow's `exclusive`). */
  readonly exclusive?: boolean;
  /** cumulative: the sums run from the end (TensorFlow's `reverse`). */
  readonly reverse?: boolean;
  /** reduceDtype, scan: the dtype the reduction computes and returns (the Array API's `dtype`). */
  readonly dtype?: DType | DTypeCode;
  /** moment: subtracted from the count (NumPy's `ddof`, the Array API's `correction`); the library's default. */
  readonly correction?: number;
  /** scan: a leading identity (the Array API's `include_initial`). */
  readonly includeInitial?: boolean;
  /** diff: the order of the differences. */
  readonly n?: number;
  /** diff: joined before / after the tensor along the axis. */
  readonly prepend?: OperandLike;
  readonly append?: OperandLike;
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

/** The dtype argument as a dtype (a code such as `'i16'` allowed; DTypeError for another). */
const dtypeArgument = (d: unknown): DType | undefined => (d === undefined || d === null ? undefined : toDType(d as string));

/** The axis a reduction works along when none is given, by its signature and the library's default. */
function defaultAxis(op: string, signature: string, s: KernelSemantics, rank: number): Axis {
  if (rank === 0) return undefined; // a 0-d operand has none: the whole of it
  switch (signature) {
    case 'arg':
      return s.argDefault === 'axis0' ? 0 : undefined;
    case 'cumulative':
      if (s.scanDefault === 'required') {
        throw new ValueError(`${op} needs an axis under PyTorch's policy (torch.${op}'s dim is required): ${op}(x, 0), or ${op}(reshape(x, [-1]), 0) for the flattened tensor.`);
      }
      return s.scanDefault === 'axis0' ? 0 : undefined;
    case 'scan':
      // the Array API: optional for a 1-D tensor only
      if (rank > 1) throw new ValueError(`${op} of a ${rank}-D tensor needs an axis (the Array API's rule): ${op}(x, 0), or ${op}(reshape(x, [-1]), 0) for the flattened tensor.`);
      return 0;
    default:
      if (op === 'logSumExp' || op === 'reduceLogSumExp') {
        if (s.logSumExpAxis === 'required') throw new ValueError(`${op} needs an axis under PyTorch's policy (torch.logsumexp's dim is required): ${op}(x, 0), or ${op}(x, [0, 1, ...]) for several.`);
      }
      return undefined;
  }
}

/**
 * What a reduction settled before its kernel runs: the operand as the library holds it, the
 * axes, and the result, storage and accumulation dtypes.
 */
export interface ReductionCase {
  readonly op: ArrayOpName;
  readonly entry: ArrayRow;
  readonly nd: NDArray;
  readonly along: Axis;
  readonly out: DType;
  readonly acc: DType;
  /** The `dtype` argument, where given. */
  readonly dtype: DType | undefined;
  readonly args: ReductionArgs;
  readonly semantics: KernelSemantics;
  readonly ctx: OpsContext;
  readonly call: ArrayOpCall;
}

/**
 * The kernel of a family of reductions (reduction-kernels.ts: the folds, the running reductions,
 * the moments, logsumexp, diff), passed to {@link runReduction} so that a bundle keeps the kernels
 * of the reductions its program calls.
 */
export interface ReductionKernel {
  /** Computes the reduction of a settled case. */
  readonly compute: (c: ReductionCase) => NDArray;
  /** diff: the operand with `prepend` and `append` joined along the axis (the kernel then runs on it). */
  readonly joined?: (op: ArrayOpName, x: OperandLike, axis: Axis, args: ReductionArgs, ctx: OpsContext) => Tensor;
}

/** A reduction (`reduceSum`, `argmax`, `cumsum`, `reduceStd`, …) of one operand, computed by `kernel` (its catalogue kernel's). */
export function runReduction(op: ArrayOpName, x: OperandLike, axis: Axis, args: ReductionArgs, ctx: OpsContext, kernel: ReductionKernel): Tensor {
  const e = entry(op);
  checkAxisArg(op, axis, e.signature !== 'arg' && e.signature !== 'cumulative' && e.signature !== 'scan' && e.signature !== 'diff');
  const { keepdims, outputType, exclusive, reverse, includeInitial } = args;
  checkFlag(op, 'keepdims', keepdims);
  checkFlag(op, 'exclusive', exclusive);
  checkFlag(op, 'reverse', reverse);
  checkFlag(op, 'includeInitial', includeInitial);
  checkOutputType(op, outputType, ctx);
  if (args.correction !== undefined && (typeof args.correction !== 'number' || !Number.isFinite(args.correction))) {
    throw new ValueError(`${op}: correction must be a finite number (NumPy's ddof; 1 for the sample ${e.table}); got ${JSON.stringify(args.correction)}.`);
  }
  if (args.n !== undefined && (!Number.isInteger(args.n) || args.n < 0)) throw new ValueError(`${op}: n must be a non-negative integer (the order of the differences); got ${JSON.stringify(args.n)}.`);
  if (kernel.joined !== undefined && (args.prepend !== undefined || args.append !== undefined)) {
    if (!kernelSemantics(ctx.policy).diffJoins) {
      throw new ValueError(`${op}: TensorFlow's diff (tf.experimental.numpy.diff) takes no prepend or append; join them first: ${op}(concat([prepend, x, append], axis), n, axis).`);
    }
    return runReduction(op, kernel.joined(op, x, axis, args, ctx), axis, { n: args.n }, ctx, kernel);
  }
  const dtype = dtypeArgument(args.dtype);
  const { operands, call } = arrayOperands(op, [x]);
  const a = operands[0]!;
  const withDtype: ArrayOpCall = dtype === undefined ? call : { ...call, dtype };
  const result = arrayResult(ctx.promoter, op, [a.promotes], withDtype);
  const out = storageOf(ctx, a.promotes, result);
  const nd = canonicalInput(ctx, a, call);
  const s = kernelSemantics(ctx.policy);
  const along = axis ?? defaultAxis(op, e.signature, s, nd.shape.length);
  const acc = accumulation(s, e.table, nd.dtype, out);
  const r = withOpName(op, (): NDArray => kernel.compute({ op, entry: e, nd, along, out, acc, dtype, args, semantics: s, ctx, call }));
  emitArray(op, operands, result, ctx);
  return resultTensor(r, r.dtype, e.table === 'argmax' || e.table === 'argmin' ? r.dtype : result);
}

/** A join: concat or stack along `axis`, or addN; concat's axis `null` flattens first where the library does. */
export function runJoin(op: ArrayOpName, values: readonly OperandLike[], axis: number | null | undefined, ctx: OpsContext): Tensor {
  const e = entry(op);
  if (!Array.isArray(values) || values.length === 0) {
    throw new ValueError(`${op} takes a non-empty list of tensors: ${op}([a, b]${e.signature === 'join' ? ', axis' : ''}); got ${Array.isArray(values) ? 'an empty list' : String(values)}.`);
  }
  const flatten = axis === null && e.kernel === 'concat';
  if (flatten && !indexSemantics(ctx.policy, ctx.mode).concatFlat) {
    throw new ValueError(`${op}: this library's concat takes an integer axis, not null (NumPy and JAX flatten the tensors first); reshape each to [-1] and concat along 0.`);
  }
  if (axis !== undefined && !flatten && !Number.isInteger(axis)) throw new ValueError(`${op}: axis must be an integer; got ${JSON.stringify(axis)}.`);
  const { operands, call } = arrayOperands(op, values);
  const result = arrayResult(ctx.promoter, op, operands.map((o) => o.promotes), call);
  const out = storageOf(ctx, operands[0]!.promotes, result, operands[1]?.promotes);
  const nds = operands.map((o) => canonicalInput(ctx, o, call)).map((nd) => (flatten ? cpu.reshape(nd, [-1]) : nd));
  const r = withOpName(op, (): NDArray => {
    if (e.kernel === 'addN') return cpu.addN(nds, { computeDType: out });
    // the result in the kernels' pool (storage-pool.ts says why that is safe here): warm pages, back to the pool on dispose()
    const options = { outDType: out, allocate: cpu.pooledStorage };
    return e.kernel === 'concat' ? cpu.concat(nds, axis ?? 0, options) : cpu.stack(nds, axis ?? 0, options);
  });
  emitArray(op, operands, result, ctx);
  return resultTensor(r, out, result);
}

/** The matrix product `a @ b`. */
export function runMatmul(x: OperandLike, y: OperandLike, ctx: OpsContext): Tensor {
  const { operands, call } = arrayOperands('matmul', [x, y]);
  const [a, b] = [canonicalInput(ctx, operands[0]!, call), canonicalInput(ctx, operands[1]!, call)];
  const result = arrayResult(ctx.promoter, 'matmul', operands.map((o) => o.promotes), call);
  if (!matmulTakesVectors(ctx.policy, ctx.mode) && (a.shape.length < 2 || b.shape.length < 2)) {
    throw new ShapeError(
      `matmul: TensorFlow's tf.matmul (the ${ctx.policy} policy, mode ${ctx.mode}) multiplies matrices of rank 2 or more; got shapes [${a.shape.join(', ')}] and [${b.shape.join(', ')}]. ` +
        `Make a vector a matrix first: expandDims(v, 0) for a row, expandDims(v, -1) for a column` +
        (ctx.policy === 'tf-rfc' ? `, or use the mode safe, all or none, whose matmul takes vectors.` : '.'),
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
  const a = shapeOperand(op, x, ctx);
  const nd = a.nd;
  const r = withOpName(op, (): NDArray => {
    switch (e.signature) {
      case 'shape':
        return e.kernel === 'reshape' ? cpu.reshape(nd, checkDims(op, 'shape', args[0])) : cpu.broadcastTo(nd, checkDims(op, 'shape', args[0]), cpu.pooledStorage);
      case 'perm':
        return cpu.transpose(nd, args[0] === undefined ? undefined : checkDims(op, 'perm', args[0]), cpu.pooledStorage);
      case 'axis': {
        const many = Array.isArray(args[0]);
        checkAxisArg(op, args[0], many);
        if (args[0] === undefined || args[0] === null) throw new ValueError(`${op}: pass the axis to insert (e.g. ${op}(x, 0)).`);
        if (many && !indexSemantics(ctx.policy, ctx.mode).expandMany) {
          throw new ValueError(`${op}: this library's expand_dims inserts one axis; got [${(args[0] as number[]).join(', ')}]. Insert them one at a time.`);
        }
        return cpu.expandDims(nd, args[0] as number | readonly number[]);
      }
      case 'axes':
        checkAxisArg(op, args[0], true);
        return cpu.squeeze(nd, (args[0] ?? undefined) as number | readonly number[] | undefined);
      default: {
        const begin = checkDims(op, 'begin', args[0]);
        const size = checkDims(op, 'size', args[1]);
        const s = indexSemantics(ctx.policy, ctx.mode);
        if (!s.sliceSizeRest && size.includes(-1)) {
          throw new ValueError(`${op}: this library's slice takes lengths of 0 or more (-1 for the rest of the axis is TensorFlow's); got size [${size.join(', ')}].`);
        }
        // a negative begin counts from the end where the library's slice does (PyTorch's narrow; NumPy's indexing)
        const counted = s.sliceNegativeBegin ? begin.map((b, k) => (b < 0 && k < nd.shape.length ? b + nd.shape[k]! : b)) : begin;
        return cpu.slice(nd, counted, size, cpu.pooledStorage);
      }
    }
  });
  return a.finish(r);
}

