import { dtypeInfo, type DType, type DTypeInfo, type Storage } from '@typelattice/dtypes';
import {
  broadcastShapes,
  broadcastStrides,
  checkArray,
  isBinaryOp,
  KernelError,
  sameShape,
  shapeSize,
  type BinaryOp,
  type NDArray,
} from '@typelattice/kernels-core';
import { walkRows } from './broadcast-walk';
import { heldResult, loopOpFor, refusal, type LoopOp, type LoopSemantics } from './loop-ops';
import { binaryLoop, firstNegative, unaryLoop, type BinaryLoop, type Layout } from './loops';
import { allocFor, outputFor, type Allocate } from './output';
import { readableWhileWriting } from './overlap';
import { powFastPath } from './pow-fast-paths';
import { REPS } from './reps';
import { checkData, checkDType } from './validate';
import { wasmRowBroadcast } from './wasm-loops';

/**
 * What one (op, compute, input, output dtypes) case needs on every call, built once after the
 * dtypes and the op have been validated: later calls of the case skip those checks.
 */
interface Plan {
  readonly op: LoopOp;
  readonly c: DType;
  readonly da: DType;
  readonly db: DType;
  readonly out: DType;
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

// The plan of the last call, in front of `plans`: a loop of calls on one case compares five strings.
let last: Plan | undefined;

/**
 * The cached plan of a case, or undefined. Looked up by string keys only: anything else (a String
 * object) is validated by planFor, as on a first call.
 */
function cachedPlan(op: LoopOp, c: unknown, da: unknown, db: unknown, outDType: unknown): Plan | undefined {
  const p = last;
  if (p !== undefined && p.op === op && p.c === c && p.da === da && p.db === db && p.out === outDType) return p;
  if (typeof c !== 'string' || typeof outDType !== 'string' || typeof da !== 'string' || typeof db !== 'string') return undefined;
  const found = plans[op]?.[c]?.[da]?.[db]?.[outDType];
  if (found !== undefined) last = found;
  return found;
}

function planFor(primitive: BinaryOp, op: LoopOp, c: DType, a: NDArray, b: NDArray, outDType: DType): Plan {
  if (!isBinaryOp(primitive)) throw new KernelError(`Unknown binary op ${String(primitive)}.`);
  checkDType(c, 'computeDType');
  checkDType(outDType, 'outDType');
  checkArray(a, 'a');
  checkArray(b, 'b');
  const reason = refusal(op, c);
  if (reason) throw new KernelError(`Cannot compute ${primitive} in ${c}: ${reason}.`);
  const cls = REPS[c].cls;
  const plan: Plan = {
    op,
    c,
    da: a.dtype,
    db: b.dtype,
    out: outDType,
    outInfo: dtypeInfo(outDType),
    aInfo: dtypeInfo(a.dtype),
    bInfo: dtypeInfo(b.dtype),
    checkNegative: op === 'pow' && REPS[c].signed && (cls === 'int' || cls === 'bigint'),
    contiguous: undefined,
  };
  return (last = level(level(level(level(plans, op), c), a.dtype), b.dtype)[outDType] = plan);
}

/**
 * Runs `op` on the CPU: validates everything first (so that a refused case writes nothing),
 * then drives the generated loops over the broadcast shape. A case seen before skips the dtype
 * checks (its plan is cached); same-shape operands skip the broadcast. `semantics` picks a
 * variant (clamped shifts, exact integer comparisons, NumPy's pow fast paths); `outDType`
 * defaults to the op's result (bool for comparisons and logical ops, else `computeDType`).
 */
export function runBinaryCpu(
  primitive: BinaryOp,
  a: NDArray,
  b: NDArray,
  computeDType: DType,
  outDType?: DType,
  out?: NDArray,
  semantics?: LoopSemantics,
  allocate?: Allocate,
): NDArray {
  const op = semantics === undefined ? primitive : loopOpFor(primitive, semantics, a?.dtype, b?.dtype);
  outDType ??= heldResult(op, computeDType);
  const plan = cachedPlan(op, computeDType, a?.dtype, b?.dtype, outDType) ?? planFor(primitive, op, computeDType, a, b, outDType);
  const na = checkData(a, plan.aInfo, 'a');
  const nb = checkData(b, plan.bInfo, 'b');
  const same = a.shape === b.shape || sameShape(a.shape, b.shape);
  const shape = same ? a.shape : broadcastShapes(a.shape, b.shape);
  const n = same ? na : shapeSize(shape);
  let result: NDArray;
  if (out === undefined) {
    // a spread copy: slice() of a frozen array (the facade's shapes) takes V8's slow path, ~0.25 us
    result = { data: allocFor(plan.outInfo, shape, n, allocate), dtype: outDType, shape: [...shape] };
  } else {
    // outputFor's checks, with the plan's storage layout when out has the result's dtype (the
    // common call); outputFor itself throws its messages (and reads a malformed out first)
    result = (out as NDArray | null)?.dtype === outDType && checkData(out, plan.outInfo, 'out') === n && sameShape(out.shape, shape) ? out : outputFor(out, outDType, shape);
    // an input overlapping `out` other than element for element is read from a copy (only
    // storage in out's buffer can overlap it)
    const buffer = result.data.buffer;
    if (a.data.buffer === buffer) a = readableWhileWriting(a, result, shape);
    if (b.data.buffer === buffer) b = readableWhileWriting(b, result, shape);
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
  const fast = op === 'pow' ? powFastPath(semantics?.pow, a, b, computeDType, nb, n) : undefined;
  if (fast !== undefined) {
    // one exponent value: a unary ufunc over `a`, which has the result's size
    unaryLoop(fast, computeDType, a.dtype, outDType)(a.data, result.data, n, 0);
    return result;
  }
  if (na === n && nb === n) {
    (plan.contiguous ??= binaryLoop(op, computeDType, a.dtype, b.dtype, outDType, 'contiguous'))(a.data, b.data, result.data, 0, 0, 0, n, 1, 1);
  } else {
    drive(op, computeDType, a, b, result, shape, n, na, nb);
  }
  return result;
}

function drive(
  op: LoopOp,
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
  walkRows(shape, [sa, sb], (offsets, oo) => run(A, B, O, offsets[0]!, offsets[1]!, oo, inner, isa, isb));
}
