import type { DType } from '@typelattice/dtypes';
import { checkArray, isUnaryUfunc, KernelError, shapeSize, type NDArray, type UnaryUfunc } from '@typelattice/kernels-core';
import { heldResult, loopOpFor, refusal, type LoopSemantics } from './loop-ops';
import { unaryLoop } from './loops';
import { outputFor, type Allocate } from './output';
import { readableWhileWriting } from './overlap';
import { checkDType } from './validate';

/**
 * Runs a unary ufunc on the CPU: validates everything first (so that a refused case writes
 * nothing), then runs the generated loop. `outDType` defaults to the op's result (bool for
 * `logical_not`, the lane float of a complex `absolute`, `real`, `imag`, else `computeDType`).
 */
export function runUnaryCpu(
  primitive: UnaryUfunc,
  a: NDArray,
  computeDType: DType,
  outDType?: DType,
  out?: NDArray,
  semantics?: LoopSemantics,
  allocate?: Allocate,
): NDArray {
  if (!isUnaryUfunc(primitive)) throw new KernelError(`Unknown unary op ${String(primitive)}.`);
  checkDType(computeDType, 'computeDType');
  const op = loopOpFor(primitive, semantics, a?.dtype);
  const to = outDType ?? heldResult(op, computeDType);
  checkDType(to, 'outDType');
  checkArray(a, 'a');
  const reason = refusal(op, computeDType);
  if (reason) throw new KernelError(`Cannot compute ${primitive} in ${computeDType}: ${reason}.`);
  const result = outputFor(out, to, a.shape, allocate);
  const x = out === undefined ? a : readableWhileWriting(a, result, a.shape);
  const n = shapeSize(a.shape);
  if (n > 0) unaryLoop(op, computeDType, x.dtype, to)(x.data, result.data, n, 0);
  return result;
}
