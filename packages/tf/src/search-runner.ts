import type { DType, WeakKind } from '@typelattice/dtypes';
import { ShapeError, type NDArray } from '@typelattice/kernels-core';
import * as cpu from '@typelattice/kernels-cpu';
import { arrayResult, uniqueResult, type ArrayOpCall, type ArrayOpName } from '@typelattice/promotion';
import { arrayOperands, emitArray, resultTensor, storageOf, withOpName } from './array-operand';
import { canonicalInput } from './array-runner';
import type { OpsContext } from './context';
import { ValueError } from './errors';
import { describe } from './infer';
import { searchSemantics } from './search-semantics';
import { asNDArray, type OperandLike, type Tensor, type UniqueAllResult, type UniqueCountsResult, type UniqueInverseResult } from './tensor';

// searchsorted, nonzero, argwhere and the unique functions: the positions, coordinates, indices
// and counts of the library's index dtypes (the promotion package's recorded tables), computed by
// the CPU kernels (there is no GPU kernel: a GPU tensor's data is read back and the CPU result used);
// each policy's shapes, NaN handling and order from search-semantics.ts.

const allocate = cpu.pooledStorage;

const indexKind = (d: DType): 'int32' | 'int64' => (d === 'int32' ? 'int32' : 'int64');

/** An index result in the dtype the policy stores it in (the kernels give int32 or int64). */
function indexTensor(r: NDArray, result: string, ctx: OpsContext): Tensor {
  const out = storageOf(ctx, result as DType, result);
  return resultTensor(out === r.dtype ? r : cpu.cast(r, out), out, result);
}

function sideArg(v: unknown, op: string): 'left' | 'right' {
  if (v === undefined || v === null) return 'left';
  if (v === 'left' || v === 'right') return v;
  throw new ValueError(`${op}: side must be 'left' or 'right' (default 'left'); got ${describe(v)}.`);
}

/** searchsorted(x1, x2, side?, sorter?). */
function runSearchsorted(op: ArrayOpName, args: readonly unknown[], ctx: OpsContext): Tensor {
  const s = searchSemantics(ctx.policy);
  const side = sideArg(args[2], op);
  const { operands, call } = arrayOperands(op, [args[0] as OperandLike, args[1] as OperandLike]);
  const [a, b] = [operands[0]!, operands[1]!];
  const result = arrayResult(ctx.promoter, op, [a.promotes, b.promotes], call);
  const compare = compareDType(ctx, a.promotes, b.promotes, call);
  const held = storageOf(ctx, a.promotes, compare, b.promotes);
  const as = (t: Tensor): NDArray => (t.dtype === held ? asNDArray(t) : cpu.cast(asNDArray(t), held));
  const x1 = as(a.tensor);
  const x2 = as(b.tensor);
  checkSearchShapes(op, x1.shape, x2.shape, s.searchsortedRows);
  const sorter = args[3] === undefined || args[3] === null ? undefined : sorterArray(op, args[3], x1.shape);
  const r = withOpName(op, () => cpu.searchsorted(x1, x2, { side, sorter, indexDType: indexKind(result as DType), complexOrder: s.lexicographic ? 'lexicographic' : 'numpy' }, allocate));
  emitArray(op, operands, result, ctx);
  return indexTensor(r, result, ctx);
}

/**
 * The dtype x1 and x2 are compared in, as the library's searchsorted meets them: NumPy's
 * result_type of the two arrays (a python scalar an array of its default dtype: concat's rule; for
 * bfloat16 beside another dtype, which has no common dtype with it, float64, measured:
 * np.searchsorted(int16 [0, 1, 2], bfloat16 0.5) is 1 and (bfloat16 [0, 256, 258], int16 257) is 2);
 * elsewhere the pair's promotion, as `x1 < x2` (JAX's promote_dtypes, PyTorch's result_type; the
 * one dtype TensorFlow takes).
 */
function compareDType(ctx: OpsContext, a: DType | WeakKind, b: DType | WeakKind, call: ArrayOpCall): DType | WeakKind {
  if (a === b) return a;
  if (ctx.policy !== 'numpy') return ctx.promoter.result('add', a, b) as DType | WeakKind;
  try {
    return arrayResult(ctx.promoter, 'concat', [a, b], call) as DType | WeakKind;
  } catch {
    return a === 'complex64' || a === 'complex128' || b === 'complex64' || b === 'complex128' ? 'complex128' : 'float64';
  }
}

function checkSearchShapes(op: string, x1: readonly number[], x2: readonly number[], rows: 'one' | 'rows' | 'both'): void {
  const one = x1.length === 1;
  const asRows = x1.length >= 1 && x2.length === x1.length && x1.slice(0, -1).every((d, i) => d === x2[i]);
  const ok = rows === 'one' ? one : rows === 'rows' ? asRows : one || asRows;
  if (ok) return;
  const want =
    rows === 'one'
      ? 'a 1-D sorted x1 (this library searches one sequence)'
      : rows === 'rows'
        ? `x2 of x1's rank with its leading dimensions [${x1.slice(0, -1).join(', ')}] (this library searches row by row; a 1-D x1 takes 1-D values)`
        : 'a 1-D x1, or x2 with the leading dimensions of an N-D x1';
  throw new ShapeError(`${op}: x1 of shape [${x1.join(', ')}] and x2 of shape [${x2.join(', ')}] do not fit: pass ${want}.`);
}

function sorterArray(op: string, v: unknown, x1: readonly number[]): NDArray {
  const t = arrayOperands(op as ArrayOpName, [v as OperandLike]).operands[0]!.tensor;
  if ((t.dtype !== 'int32' && t.dtype !== 'int64') || t.shape.length !== 1 || x1.length !== 1) {
    throw new ValueError(`${op}: sorter must be a 1-D int32 or int64 tensor ordering a 1-D x1 (argsort(x1)); got ${t.dtype} of shape [${t.shape.join(', ')}] for x1 of shape [${x1.join(', ')}].`);
  }
  return asNDArray(t);
}

/** The operand of nonzero, argwhere and unique as the mode holds it (JAX without x64: a uint64 tensor in uint32). */
function searchOperand(op: ArrayOpName, x: unknown, ctx: OpsContext) {
  const { operands, call } = arrayOperands(op, [x as OperandLike]);
  const a = operands[0]!;
  return { a, operands, call, nd: canonicalInput(ctx, a, call) };
}

/** nonzero(x): one index tensor per axis. */
function runNonzero(op: ArrayOpName, args: readonly unknown[], ctx: OpsContext, matrix: boolean): Tensor | Tensor[] {
  const s = searchSemantics(ctx.policy);
  const { a, operands, call, nd } = searchOperand(op, args[0], ctx);
  const result = arrayResult(ctx.promoter, op, [a.promotes], call);
  const zeroD = nd.shape.length !== 0 ? 'take' : matrix ? s.argwhereZeroD : s.zeroD;
  if (zeroD === 'refuse') {
    throw new ShapeError(`${op}: this library's ${matrix ? 'argwhere' : 'nonzero'} refuses a 0-d tensor; reshape it to [1] first (reshape(x, [1]), NumPy's atleast_1d).`);
  }
  emitArray(op, operands, result, ctx);
  const indexDType = indexKind(storageOf(ctx, result as DType, result));
  if (matrix) return indexTensor(cpu.nonzero(nd, { indexDType }, allocate), result, ctx);
  const x = zeroD === 'flat' ? { ...nd, shape: [1] } : nd;
  return cpu.nonzero(x, { indexDType, split: true }, allocate).map((r) => indexTensor(r, result, ctx));
}

type UniqueForm = 'all' | 'counts' | 'inverse' | 'values';

/** The parts of the kernel's result each form returns (the others are not computed). */
const UNIQUE_PARTS: Readonly<Record<UniqueForm, { indices: boolean; inverse: boolean; counts: boolean }>> = {
  all: { indices: true, inverse: true, counts: true },
  counts: { indices: false, inverse: false, counts: true },
  inverse: { indices: false, inverse: true, counts: false },
  values: { indices: false, inverse: false, counts: false },
};

/** The unique functions: the values in the library's order with the parts the form gives. */
function runUnique(op: ArrayOpName, form: UniqueForm, args: readonly unknown[], ctx: OpsContext): Tensor | UniqueAllResult | UniqueCountsResult | UniqueInverseResult {
  const s = searchSemantics(ctx.policy);
  const { a, operands, call, nd } = searchOperand(op, args[0], ctx);
  const types = uniqueResult(ctx.promoter, a.promotes, call);
  if (s.unique1D && nd.shape.length !== 1) {
    throw new ShapeError(`${op}: this library's unique (tf.unique) takes a 1-D tensor; got shape [${nd.shape.join(', ')}]. Flatten it first (reshape(x, [-1])).`);
  }
  const valuesOut = storageOf(ctx, a.promotes, types.values);
  const held = valuesOut === nd.dtype ? nd : cpu.cast(nd, valuesOut);
  const r = withOpName(op, () =>
    cpu.unique(
      held,
      {
        order: s.uniqueOrder,
        equalNaN: false, // every library keeps each NaN apart (recorded: NumPy 2's unique_*, JAX, TensorFlow, PyTorch)
        complexOrder: s.lexicographic ? 'lexicographic' : 'numpy',
        indexDType: indexKind(storageOf(ctx, types.indices as DType, types.indices)),
        countDType: indexKind(storageOf(ctx, types.counts as DType, types.counts)),
        parts: UNIQUE_PARTS[form],
      },
      allocate,
    ),
  );
  emitArray(op, operands, types.values, ctx);
  const values = resultTensor(r.values, valuesOut, types.values);
  if (form === 'values') return values;
  if (form === 'counts') return { values, counts: indexTensor(r.counts, types.counts, ctx) };
  const inverseIndices = indexTensor(r.inverse, types.inverseIndices, ctx);
  if (form === 'inverse') return { values, inverseIndices };
  return { values, indices: indexTensor(r.indices, types.indices, ctx), inverseIndices, counts: indexTensor(r.counts, types.counts, ctx) };
}

/** The catalogue kernels {@link runSearchOp} runs. */
export const SEARCH_KERNELS: ReadonlySet<string> = new Set(['searchsorted', 'nonzero', 'argwhere', 'unique']);

const UNIQUE_FORM: Readonly<Record<string, UniqueForm>> = { uniqueAll: 'all', uniqueCounts: 'counts', uniqueInverse: 'inverse', uniqueValues: 'values' };

/** Runs searchsorted, nonzero, argwhere or a unique function with its arguments in the catalogue's signature order. */
export function runSearchOp(op: ArrayOpName, kernel: string, args: readonly unknown[], ctx: OpsContext): Tensor | Tensor[] | UniqueAllResult | UniqueCountsResult | UniqueInverseResult {
  if (kernel === 'searchsorted') return runSearchsorted(op, args, ctx);
  if (kernel === 'nonzero' || kernel === 'argwhere') return runNonzero(op, args, ctx, kernel === 'argwhere');
  return runUnique(op, UNIQUE_FORM[op]!, args, ctx);
}
