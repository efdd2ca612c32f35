import type { DType } from '@typelattice/dtypes';
import { ShapeError, type NDArray } from '@typelattice/kernels-core';
import * as cpu from '@typelattice/kernels-cpu';
import { argIndexDType, arrayResult, type ArrayOpName } from '@typelattice/promotion';
import { arrayOperands } from './array-operand';
import { runJoin, runShapeOp, type Axis, type ReductionArgs, type ReductionCase, type ReductionKernel } from './array-runner';
import type { OpsContext } from './context';
import { Tensor, type OperandLike } from './tensor';

// The kernels of the reductions, one per family of catalogue kernels: a policy entry's reduction
// function takes its own (scripts/generate-ops.ts writes which), so that a bundle of `reduceSum`
// carries no running sums, moments, logsumexp or diff; `createOps()` and the Tensor methods look
// them up in REDUCTION_KERNELS by the catalogue's kernel name.

/** TensorFlow's float16 mean: the sum rounded to float16, divided by the count in float16 (100000 ones: inf / inf = NaN). */
function float16Mean(nd: NDArray, axes: Axis, keepdims: boolean | undefined): NDArray {
  const sum = cpu.reduce('sum', nd, { axes, keepdims, accDType: 'float32', outDType: 'float16' });
  const count = cpu.shapeSize(sum.shape) === 0 ? 0 : cpu.shapeSize(nd.shape) / cpu.shapeSize(sum.shape);
  const divisor = cpu.cast({ data: new Float64Array([count]), dtype: 'float64', shape: [] }, 'float16');
  return cpu.binary('truediv', sum, divisor, { computeDType: 'float16', outDType: 'float16' });
}

/** The folds (`reduceSum`, `reduceMean`, `reduceMax`, …), argmax / argmin and the truth reductions (`all`, `any`, `countNonzero`): kernel `reduce`. */
export const FOLD_REDUCTION: ReductionKernel = {
  compute: ({ entry, nd, along, out, acc, dtype, args, semantics: s, ctx, call }) => {
    const { keepdims, outputType } = args;
    const reduceOp = entry.table as cpu.ReduceOp;
    if (reduceOp === 'argmax' || reduceOp === 'argmin') {
      const index = argIndexDType(ctx.promoter);
      const k = cpu.reduce(reduceOp, nd, { axes: along, keepdims, accDType: nd.dtype, outDType: index, argRule: s.argRule, empty: s.emptyReduction });
      if (outputType === undefined) return k;
      // the index array converted as the library converts it (JAX without x64 holds int64 in int32)
      const held = arrayResult(ctx.promoter, 'reshape', [outputType], call) as DType;
      return held === k.dtype ? k : cpu.cast(k, held);
    }
    if (reduceOp === 'all' || reduceOp === 'any' || reduceOp === 'count_nonzero') return cpu.reduce(reduceOp, nd, { axes: along, keepdims, outDType: out, complexTruth: s.complexTruth });
    if (reduceOp === 'mean' && s.float16Mean === 'float16' && nd.dtype === 'float16' && out === 'float16') return float16Mean(nd, along, keepdims);
    const r = cpu.reduce(reduceOp, nd, { axes: along, keepdims, accDType: dtype === undefined ? acc : out, outDType: out, empty: s.emptyReduction });
    // TensorFlow and XLA skip a sum of one element: the element itself (-0 stays -0)
    if (reduceOp === 'sum' && s.unitSum === 'copy' && cpu.shapeSize(nd.shape) === cpu.shapeSize(r.shape) && cpu.shapeSize(r.shape) > 0) {
      return cpu.cast({ data: nd.data, dtype: nd.dtype, shape: r.shape }, r.dtype);
    }
    return r;
  },
};

/** The running reductions (`cumsum`, `cumprod`, `cumulativeSum`, …): kernels `cumsum` and `cumprod`. */
export const CUMULATIVE_REDUCTION: ReductionKernel = {
  compute: ({ entry, nd, along, out, acc, args, semantics: s }) => {
    const run = entry.kernel === 'cumsum' ? cpu.cumsum : cpu.cumprod;
    const { exclusive, reverse, includeInitial } = args;
    return run(nd, { axis: along as number | undefined, accDType: acc, outDType: out, exclusive, reverse, includeInitial, start: entry.kernel === 'cumsum' ? s.scanStart : undefined });
  },
};

/** The complex dtype whose parts are the float `d` (the mean of a complex operand is complex). */
const COMPLEX_OF: Partial<Record<DType, DType>> = { float32: 'complex64', float64: 'complex128', float16: 'complex64', bfloat16: 'complex64' };

/** The moments (`reduceVariance`, `reduceStd`): kernel `moment`. */
export const MOMENT_REDUCTION: ReductionKernel = {
  compute: ({ entry, nd, along, out, acc, args, semantics: s }) => {
    // the mean of a complex operand is complex; its squares are summed in the real dtype (out)
    const momentAcc = nd.dtype.startsWith('complex') ? (COMPLEX_OF[acc] ?? nd.dtype) : acc;
    return cpu.moment(entry.table as 'var' | 'std', nd, { axes: along, keepdims: args.keepdims, correction: args.correction ?? s.correction, accDType: momentAcc, outDType: out, noDegrees: s.noDegrees });
  },
};

/** `logSumExp`: kernel `logsumexp`. */
export const LOGSUMEXP_REDUCTION: ReductionKernel = {
  compute: ({ nd, along, out, acc, args, semantics: s }) => cpu.logSumExp(nd, { axes: along, keepdims: args.keepdims, accDType: acc, outDType: out, algorithm: s.logSumExp }),
};

/**
 * diff's operand with `prepend` and `append` joined along the axis, as NumPy's diff joins them: a
 * 0-d one (a python scalar among them) broadcast to one element along the axis first, then
 * `concat` in the mode (its promotion: NumPy makes a python scalar an int64 or float64 array, JAX
 * keeps it weak).
 */
function joinedForDiff(op: ArrayOpName, x: OperandLike, axis: Axis, args: ReductionArgs, ctx: OpsContext): Tensor {
  const t = arrayOperands(op, [x]).operands[0]!.tensor;
  const rank = t.shape.length;
  if (rank === 0) throw new ShapeError(`${op} needs a tensor of at least one dimension; got a 0-d one. Reshape it first (reshape(x, [1])).`);
  const ax = typeof axis === 'number' ? axis : -1;
  if (!Number.isInteger(ax) || ax < -rank || ax >= rank) throw new ShapeError(`${op}: axis ${String(axis)} is out of range for shape [${t.shape.join(', ')}]; pass an integer in [${-rank}, ${rank - 1}].`);
  const along = ax < 0 ? ax + rank : ax;
  const side = (v: OperandLike): OperandLike => {
    const rankOf = v instanceof Tensor ? v.shape.length : Array.isArray(v) || ArrayBuffer.isView(v) ? 1 : 0;
    if (rankOf !== 0) return v;
    return runShapeOp('broadcastTo', v, [t.shape.map((d, i) => (i === along ? 1 : d))], ctx);
  };
  const parts = [...(args.prepend === undefined ? [] : [side(args.prepend)]), x, ...(args.append === undefined ? [] : [side(args.append)])];
  return runJoin('concat', parts, along, ctx);
}

/** `diff`, with NumPy's `prepend` and `append` (joined first): kernel `diff`. */
export const DIFF_REDUCTION: ReductionKernel = {
  compute: ({ nd, along, out, args }) => cpu.diff(nd.dtype === out ? nd : cpu.cast(nd, out), { n: args.n, axis: (along as number | undefined) ?? -1 }),
  joined: joinedForDiff,
};

/** The kernel of each catalogue kernel name of the reductions. */
export const REDUCTION_KERNELS: Readonly<Record<string, ReductionKernel>> = {
  reduce: FOLD_REDUCTION,
  cumsum: CUMULATIVE_REDUCTION,
  cumprod: CUMULATIVE_REDUCTION,
  moment: MOMENT_REDUCTION,
  logsumexp: LOGSUMEXP_REDUCTION,
  diff: DIFF_REDUCTION,
};
