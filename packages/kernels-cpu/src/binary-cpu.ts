import { dtypeInfo, isDType, type DType, type Storage } from '@typelattice/dtypes';
import { checkArray, shapeSize, type NDArray } from './array';
import { broadcastShapes, broadcastStrides, sameShape } from './broadcast';
import { KernelError, ShapeError } from './errors';
import { binaryLoop, firstNegative, type Layout } from './loops';
import { OP_TABLE } from './op-table';
import { isBinaryOp, type BinaryOp } from './ops';
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
  return stmt.startsWith('!') ? stmt.slice(1) : undefined;
}

/** Checks an optional output array, or allocates one. */
export function outputFor(out: NDArray | undefined, outDType: DType, shape: readonly number[]): NDArray {
  if (out === undefined) {
    const info = dtypeInfo(outDType);
    return { data: new info.storage(shapeSize(shape) * info.lanes), dtype: outDType, shape: [...shape] };
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
 * Runs `op` on the CPU: validates everything first (so that a refused case writes nothing),
 * then drives the generated loops over the broadcast shape.
 */
export function runBinaryCpu(
  op: BinaryOp,
  a: NDArray,
  b: NDArray,
  computeDType: DType,
  outDType: DType = computeDType,
  out?: NDArray,
): NDArray {
  if (!isBinaryOp(op)) throw new KernelError(`Unknown binary op ${String(op)}.`);
  checkDType(computeDType, 'computeDType');
  checkDType(outDType, 'outDType');
  checkArray(a, 'a');
  checkArray(b, 'b');
  const reason = refusal(op, computeDType);
  if (reason) throw new KernelError(`Cannot compute ${op} in ${computeDType}: ${reason}.`);
  const shape = broadcastShapes(a.shape, b.shape);
  const result = outputFor(out, outDType, shape);
  const n = shapeSize(shape);
  const cls = REPS[computeDType].cls;
  if (op === 'pow' && REPS[computeDType].signed && (cls === 'int' || cls === 'bigint')) {
    const nb = shapeSize(b.shape);
    const bad = firstNegative(b.data, b.dtype, computeDType, nb);
    if (bad >= 0) {
      throw new KernelError(
        `Integers to negative integer powers are not allowed (as in NumPy): exponent element ${bad} of b ` +
          `is negative in ${computeDType}. Compute in a float dtype for negative powers.`,
      );
    }
  }
  if (n === 0) return result;
  drive(op, computeDType, a, b, result, shape, n);
  return result;
}

function drive(op: BinaryOp, c: DType, a: NDArray, b: NDArray, o: NDArray, shape: number[], n: number): void {
  const na = shapeSize(a.shape);
  const nb = shapeSize(b.shape);
  const loop = (layout: Layout) => binaryLoop(op, c, a.dtype, b.dtype, o.dtype, layout);
  const A = a.data;
  const B = b.data;
  const O: Storage = o.data;
  if (na === n && nb === n) return loop('vv')(A, B, O, 0, 0, 0, n, 1, 1);
  if (na === 1 && nb === n) {
    if (n > 1 && wasmRowBroadcast(op, c, a, b, o, n, 1, false)) return;
    return loop('sv')(A, B, O, 0, 0, 0, n, 0, 1);
  }
  if (nb === 1 && na === n) {
    if (n > 1 && wasmRowBroadcast(op, c, a, b, o, n, 1, true)) return;
    return loop('vs')(A, B, O, 0, 0, 0, n, 1, 0);
  }
  if (na === 1 && nb === 1) return loop('vv')(A, B, O, 0, 0, 0, n, 0, 0);
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
  const layout: Layout = isa === 1 && isb === 1 ? 'vv' : isa === 0 && isb === 1 ? 'sv' : isa === 1 && isb === 0 ? 'vs' : 'gg';
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
