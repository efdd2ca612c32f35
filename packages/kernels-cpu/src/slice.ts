import { checkArray, ShapeError, shapeSize, type NDArray } from '@typelattice/kernels-core';
import { dtypeInfo, type Storage } from '@typelattice/dtypes';
import { shapeText } from './axes';
import { contiguousStrides, gather } from './strided-copy';
import { pooledSubarray } from './pool';
import type { Allocate } from './output';

/**
 * TensorFlow's `slice`: the block of `size[i]` elements from `begin[i]` along each axis (`-1`: to
 * the end). A block that is one contiguous run of the array (only the first axis sliced, or single
 * indices before the first sliced axis) is a view sharing `a`'s memory; any other is a copy.
 *
 * @example
 * ```ts
 * import { slice } from '@typelattice/kernels-cpu';
 * const x = { data: new Int32Array([1, 2, 3, 4, 5, 6]), dtype: 'int32', shape: [3, 2] } as const;
 * slice(x, [1, 0], [-1, 2]).data; // Int32Array [3, 4, 5, 6] (a view of x's memory)
 * slice(x, [0, 1], [3, 1]).data; // Int32Array [2, 4, 6] (a copy)
 * ```
 * `allocate`: the caller's allocator for a copy (`KernelArgs.allocate`).
 *
 * @throws ShapeError when `begin` or `size` do not have one entry per axis or reach outside the
 * array (naming the shape and the offending axis).
 */
export function slice(a: NDArray, begin: readonly number[], size: readonly number[], allocate?: Allocate): NDArray {
  checkArray(a, 'a');
  const rank = a.shape.length;
  if (!Array.isArray(begin) || !Array.isArray(size) || begin.length !== rank || size.length !== rank) {
    throw new ShapeError(
      `slice: begin [${String(begin)}] and size [${String(size)}] need one entry per axis of shape ${shapeText(a.shape)} (${rank}).`,
    );
  }
  const sizes = a.shape.map((d, i) => {
    const b = begin[i]!;
    const s = size[i] === -1 ? d - b : size[i]!;
    if (!Number.isInteger(b) || !Number.isInteger(s) || b < 0 || s < 0 || b + s > d) {
      throw new ShapeError(
        `slice: axis ${i} of shape ${shapeText(a.shape)} has length ${d}, but begin ${b} and size ${size[i]} reach outside it; ` +
          `pass 0 <= begin <= ${d} and a size from 0 to ${d} - begin (or -1 for the rest).`,
      );
    }
    return s;
  });
  const strides = contiguousStrides(a.shape);
  const offset = begin.reduce((o, b, i) => o + b * strides[i]!, 0);
  // Contiguous when the axes after the last partial one are whole and those before it single.
  let q = rank - 1;
  while (q >= 0 && sizes[q] === a.shape[q]) q--;
  if (sizes.slice(0, Math.max(q, 0)).every((s) => s === 1) || shapeSize(sizes) === 0) {
    const lanes = dtypeInfo(a.dtype).lanes;
    const n = shapeSize(sizes);
    // a view of pooled storage carries its block, at any depth and size
    const data = pooledSubarray(a.data, offset * lanes, (offset + n) * lanes);
    return { data, dtype: a.dtype, shape: sizes };
  }
  return gather(a, sizes, strides, offset, allocate);
}
