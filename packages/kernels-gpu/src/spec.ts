import type { DType } from '@typelattice/dtypes';
import type { Op } from '@typelattice/kernels-core';
import type { CapabilityMatrix } from './capabilities';
import { kernelSource, type KernelSpec } from './kernel-source';
import { operandLayout } from './layout';

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
): KernelSpec | undefined {
  const spec: KernelSpec = {
    op,
    a,
    b: op === 'cast' ? undefined : b,
    compute,
    out,
    outShape: [...outShape],
    aLayout: operandLayout(aShape, outShape),
    bLayout: op === 'cast' || !bShape ? undefined : operandLayout(bShape, outShape),
  };
  return kernelSource(spec) === undefined ? undefined : spec;
}

/**
 * True when a matrix marks (op, computeDType) exact and an exact kernel exists for these input
 * and output dtypes (inputs convert to the compute dtype on the device without loss of meaning).
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
  if (op !== 'cast' && bDType === undefined) return false;
  return makeSpec(op, aDType, bDType, computeDType, outDType, [1], [1], [1]) !== undefined;
}
