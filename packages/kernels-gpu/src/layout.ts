import { broadcastStrides, shapeSize } from '@typelattice/kernels-core';
import type { OperandLayout } from './kernel-source';

/**
 * How an operand of `shape` is read for an output of `outShape` (NumPy broadcasting: shapes
 * aligned right, a length-1 axis repeats).
 *
 * @example
 * ```ts
 * operandLayout([3], [2, 3]); // { kind: 'strided', strides: [0, 1] }
 * operandLayout([], [2, 3]); // { kind: 'scalar' }
 * ```
 */
export function operandLayout(shape: readonly number[], outShape: readonly number[]): OperandLayout {
  const size = shapeSize(shape);
  if (size === shapeSize(outShape)) return { kind: 'same' };
  if (size === 1) return { kind: 'scalar' };
  return { kind: 'strided', strides: broadcastStrides(shape, outShape) };
}
