import { dtypeInfo, isDType, type DType, type DTypeInfo, type Storage } from '@typelattice/dtypes';
import {
  broadcastShapes,
  broadcastStrides,
  checkArray,
  isBinaryOp,
  KernelError,
  sameShape,
  shapeSize,
  ShapeError,
  type BinaryOp,
  type NDArray,
} from '@typelattice/kernels-core';
import { allocOutput } from './alloc';
import { readableWhileWriting } from './overlap';
import { binaryLoop, firstNegative, type BinaryLoop, type Layout } from './loops';
import { OP_TABLE } from './op-table';
import { REPS } from './reps';
import { wasmRowBroadcast } from './wasm-loops';

/** Throws a KernelError unless `d` is a dtype name; `what` says which argument. */
export function checkDType(d: unknown, what: string): asserts d is DType {
  if (!isDType(d)) {
    throw new KernelError(`${what} must be one of the fifteen dtype names (e.g. 'float32'); got ${String(d)}.`);
  }
}

/** The refusal message for computing `op` in `c`, or undefined when the CPU kernels compute it. */
export function refusal(op: BinaryOp, c: DType): string | undefined {
  const stmt = OP_TABLE[op][REPS[c].cls];
  return typeof stmt === 'string' ? undefined : stmt.refuse;
}

/**
 * The storage of a result of `shape` (`n` elements), or a ShapeError naming the shape and its
 * size when the engine cannot allocate it (a huge broadcast), never a bare RangeError.
 */
function allocFor(info: DTypeInfo, shape: readonly number[], n: number): Storage {
  try {
    return allocOutput(info, n * info.lanes);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    throw new ShapeError(
      `The result of shape [${shape.join(', ')}] has ${n} elements of ${info.name} (${n * info.itemSize} bytes), ` +
        'more than can be allocated here. Compute it in smaller pieces (slice the operands), or check the shapes broadcast as you meant.',
      { cause: e },
    );
  }
}

/** Checks an optional output array, or allocates one (uninitialised: the caller writes every element). */
export function outputFor(out: NDArray | undefined, outDType: DType, shape: readonly number[]): NDArray {
  if (out === undefined) {
    const info = dtypeInfo(outDType);
    return { data: allocFor(info, shape, shapeSize(shape)), dtype: outDType, shape: [...shape] };
  }
  checkArray(out, 'out');
  if (out.dtype !== outDType) {
    throw new KernelError(`out has dtype ${out.dtype} but the result is ${outDType}; pass an out of dtype ${outDType}.`);
  }
  if (!sameShape(out.shape, shape)) {
    throw new ShapeError(
      `out has shape [${out.shape.join(', ')}] but the result has shape [${shape.join(', ')}]; pass an out of that shape.`,
    );
  }
  return out;
}

/**
 * What one (op, compute, input, output dtypes) case needs on every call, built once after the
 * dtypes and the op have been validated: later calls of the case skip those checks.
 */
interface Plan {
  readonly op: BinaryOp;
  readonly c: DType;
  readonly da: DType;
  readonly db: DType;
  readonly outInfo: DTypeInfo;
  readonly aInfo: DTypeInfo;
  readonly bInfo: DTypeInfo;
  /** Integer pow in a signed dtype: negative exponents must be refused first. */
  readonly checkNegative: boolean;
  /** The `contiguous` loop of the case, once used (same-shape operands, the common call). */
  contiguous: BinaryLoop | undefined;
}

// op -> compute -> a -> b -> out, in prototype-free objects: any string reads as undefined
// unless a validated plan was stored under it.
type Level<T> = Record<string, T | undefined>;
const plans: Level<Level<Level<Level<Level<Plan>>>>> = Object.create(null);
const level = <T>(parent: Level<Level<T>>, key: string): Level<T> => (parent[key] ??= Object.create(null) as Level<T>);

function planFor(op: BinaryOp, c: DType, a: NDArray, b: NDArray, outDType: DType): Plan {
  if (!isBinaryOp(op)) throw new KernelError(`Unknown binary op ${String(op)}.`);
  checkDType(c, 'computeDType');
  checkDType(outDType, 'outDType');
  checkArray(a, 'a');
  checkArray(b, 'b');
  const reason = refusal(op, c);
  if (reason) throw new KernelError(`Cannot compute ${op} in ${c}: ${reason}.`);
  const cls = REPS[c].cls;
  const plan: Plan = {
    op,
    c,
    da: a.dtype,
    db: b.dtype,
    outInfo: dtypeInfo(outDType),
    aInfo: dtypeInfo(a.dtype),
    bInfo: dtypeInfo(b.dtype),
    checkNegative: op === 'pow' && REPS[c].signed && (cls === 'int' || cls === 'bigint'),
    contiguous: undefined,
  };
  return (level(level(level(level(plans, op), c), a.dtype), b.dtype)[outDType] = plan);
}

/** Throws a ShapeError unless `x` (of a validated dtype) has integer dimensions and matching data. */
function checkData(x: NDArray, info: DTypeInfo, what: string): number {
  const shape = x.shape;
  let n = 1;
  for (let i = 0; i < shape.length; i++) {
    const d = shape[i]!;
    if (!Number.isInteger(d) || d < 0) checkArray(x, what); // throws the full message
    n *= d;
  }
  if (!(x.data instanceof info.storage) || x.data.length !== n * info.lanes) checkArray(x, what);
  return n;
}

/**
 * Runs `op` on the CPU: validates everything first (so that a refused case writes nothing),
 * then drives the generated loops over the broadcast shape. A case seen before skips the dtype
 * checks (its plan is cached); same-shape operands skip the broadcast.
 */
export function runBinaryCpu(
  op: BinaryOp,
  a: NDArray,
  b: NDArray,
  computeDType: DType,
  outDType: DType = computeDType,
  out?: NDArray,
): NDArray {
  // A cached plan is looked up by string keys only: anything else (a String object) is validated
  // by planFor, as on a first call.
  const cached =
    typeof computeDType === 'string' && typeof outDType === 'string' && typeof a?.dtype === 'string' && typeof b?.dtype === 'string'
      ? plans[op]?.[computeDType]?.[a.dtype]?.[b.dtype]?.[outDType]
      : undefined;
  const plan = cached ?? planFor(op, computeDType, a, b, outDType);
  const na = checkData(a, plan.aInfo, 'a');
  const nb = checkData(b, plan.bInfo, 'b');
  const same = a.shape === b.shape || sameShape(a.shape, b.shape);
  const shape = same ? a.shape : broadcastShapes(a.shape, b.shape);
  const n = same ? na : shapeSize(shape);
  const result =
    out === undefined
      ? { data: allocFor(plan.outInfo, shape, n), dtype: outDType, shape: shape.slice() }
      : outputFor(out, outDType, shape);
  if (out !== undefined) {
    // an input overlapping `out` other than element for element is read from a copy
    a = readableWhileWriting(a, result, shape);
    b = readableWhileWriting(b, result, shape);
  }
  if (plan.checkNegative) {
    const bad = firstNegative(b.data, b.dtype, computeDType, nb);
    if (bad >= 0) {
      throw new KernelError(
        `Integers to negative integer powers are not allowed (as in NumPy): exponent element ${bad} of b ` +
          `is negative in ${computeDType}. Compute in a float dtype for negative powers.`,
      );
    }
  }
  if (n === 0) return result;
  if (na === n && nb === n) {
    (plan.contiguous ??= binaryLoop(op, computeDType, a.dtype, b.dtype, outDType, 'contiguous'))(a.data, b.data, result.data, 0, 0, 0, n, 1, 1);
  } else {
    drive(op, computeDType, a, b, result, shape, n, na, nb);
  }
  return result;
}

function drive(
  op: BinaryOp,
  c: DType,
  a: NDArray,
  b: NDArray,
  o: NDArray,
  shape: readonly number[],
  n: number,
  na: number,
  nb: number,
): void {
  const loop = (layout: Layout) => binaryLoop(op, c, a.dtype, b.dtype, o.dtype, layout);
  const A = a.data;
  const B = b.data;
  const O: Storage = o.data;
  if (na === 1 && nb === n) {
    if (n > 1 && wasmRowBroadcast(op, c, a, b, o, n, 1, false)) return;
    return loop('scalarA')(A, B, O, 0, 0, 0, n, 0, 1);
  }
  if (nb === 1 && na === n) {
    if (n > 1 && wasmRowBroadcast(op, c, a, b, o, n, 1, true)) return;
    return loop('scalarB')(A, B, O, 0, 0, 0, n, 1, 0);
  }
  if (na === 1 && nb === 1) return loop('contiguous')(A, B, O, 0, 0, 0, n, 0, 0);
  const rank = shape.length;
  const period = shape[rank - 1]!;
  // One operand a single row repeated over the outer axes: WebAssembly tiles it once.
  const isRow = (x: NDArray, size: number) => size === period && x.shape[x.shape.length - 1] === period;
  if (period > 1 && na === n && isRow(b, nb) && wasmRowBroadcast(op, c, a, b, o, n, period, true)) return;
  if (period > 1 && nb === n && isRow(a, na) && wasmRowBroadcast(op, c, a, b, o, n, period, false)) return;
  // General broadcast: the last axis is the inner loop; an odometer walks the outer axes.
  const sa = broadcastStrides(a.shape, shape);
  const sb = broadcastStrides(b.shape, shape);
  const inner = shape[rank - 1]!;
  const isa = sa[rank - 1]!;
  const isb = sb[rank - 1]!;
  const layout: Layout =
    isa === 1 && isb === 1 ? 'contiguous' : isa === 0 && isb === 1 ? 'scalarA' : isa === 1 && isb === 0 ? 'scalarB' : 'strided';
  const run = loop(layout);
  const idx = new Array<number>(rank).fill(0);
  let ao = 0;
  let bo = 0;
  for (let oo = 0; oo < n; oo += inner) {
    run(A, B, O, ao, bo, oo, inner, isa, isb);
    for (let ax = rank - 2; ax >= 0; ax--) {
      if (++idx[ax]! < shape[ax]!) {
        ao += sa[ax]!;
        bo += sb[ax]!;
        break;
      }
      ao -= sa[ax]! * (shape[ax]! - 1);
      bo -= sb[ax]! * (shape[ax]! - 1);
      idx[ax] = 0;
    }
  }
}
