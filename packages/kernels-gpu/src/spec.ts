import type { DType } from '@typelattice/dtypes';
import { isBinaryOp, type Op } from '@typelattice/kernels-core';
import type { CapabilityMatrix } from './capability-types';
import { kernelSource, type KernelSpec } from './kernel-source';
import { operandLayout } from './layout';

/** The operands a primitive takes besides `a`: `b` for binary ops and `where`, `cond` for `where`. */
export const takesB = (op: Op): boolean => isBinaryOp(op) || op === 'where';

/** The kernel spec of a call, or undefined where no exact kernel is written for it. */
export function makeSpec(
  op: Op,
  a: DType,
  b: DType | undefined,
  compute: DType,
  out: DType,
  outShape: readonly number[],
  aShape: readonly number[],
  bShape?: readonly number[],
  cond?: { readonly dtype: DType; readonly shape: readonly number[] },
): KernelSpec | undefined {
  const withB = takesB(op);
  const withCond = op === 'where';
  const spec: KernelSpec = {
    op,
    a,
    b: withB ? b : undefined,
    compute,
    out,
    outShape: [...outShape],
    aLayout: operandLayout(aShape, outShape),
    bLayout: !withB || !bShape ? undefined : operandLayout(bShape, outShape),
    ...(withCond && cond ? { cond: cond.dtype, condLayout: operandLayout(cond.shape, outShape) } : {}),
  };
  return kernelSource(spec) === undefined ? undefined : spec;
}

/**
 * True when a matrix marks (op, computeDType) exact and an exact kernel exists for these input
 * and output dtypes (inputs convert to the compute dtype on the device without loss of meaning).
 * For `where`, whose condition the registry's `supports` does not see, the kernel takes a
 * condition of any dtype (one the device cannot hold is made a bool on the host first).
 */
export function supportsPair(
  matrix: CapabilityMatrix,
  op: Op,
  computeDType: DType,
  aDType: DType,
  bDType?: DType,
  outDType: DType = computeDType,
): boolean {
  if (matrix[op]?.[computeDType] !== 'exact') return false;
  if (takesB(op) !== (bDType !== undefined)) return false;
  const cond = op === 'where' ? { dtype: 'bool' as const, shape: [1] } : undefined;
  return makeSpec(op, aDType, bDType, computeDType, outDType, [1], [1], [1], cond) !== undefined;
}
