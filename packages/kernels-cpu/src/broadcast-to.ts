import { broadcastStrides, checkArray, checkShape, ShapeError, type NDArray } from '@typelattice/kernels-core';
import { shapeText } from './axes';
import type { Allocate } from './output';
import { gather } from './strided-copy';

/**
 * NumPy's `broadcast_to`, as a copy: `a` repeated along its length-1 axes and new leading axes to
 * exactly `shape`.
 *
 * @example
 * ```ts
 * import { broadcastTo } from '@typelattice/kernels-cpu';
 * const row = { data: new Float32Array([1, 2, 3]), dtype: 'float32', shape: [3] } as const;
 * broadcastTo(row, [2, 3]).data; // Float32Array [1, 2, 3, 1, 2, 3]
 * ```
 * `allocate`: the caller's allocator for the result (`KernelArgs.allocate`).
 *
 * @throws ShapeError when `a` does not broadcast to `shape` (naming both).
 */
export function broadcastTo(a: NDArray, shape: readonly number[], allocate?: Allocate): NDArray {
  checkArray(a, 'a');
  checkShape(shape);
  const lead = shape.length - a.shape.length;
  if (lead < 0 || a.shape.some((d, i) => d !== 1 && d !== shape[lead + i])) {
    throw new ShapeError(
      `broadcastTo: shape ${shapeText(a.shape)} does not broadcast to ${shapeText(shape)}: align the shapes at the right; ` +
        'each axis of the array must equal the target axis or be 1, and the target needs at least as many axes.',
    );
  }
  return gather(a, shape, broadcastStrides(a.shape, shape), 0, allocate);
}
