import { checkArray, ShapeError, shapeSize, type NDArray } from '@typelattice/kernels-core';
import { normalizeAxes, shapeText } from './axes';

/**
 * NumPy's `reshape` of a C-contiguous array: the same elements in a new shape, one entry of which
 * may be `-1` (inferred). A view: the result shares `a`'s `data` (no copy).
 *
 * @example
 * ```ts
 * import { reshape } from '@typelattice/kernels-cpu';
 * const x = { data: new Float32Array(6), dtype: 'float32', shape: [2, 3] } as const;
 * reshape(x, [3, -1]).shape; // [3, 2]
 * reshape(x, [3, -1]).data === x.data; // true
 * ```
 * @throws ShapeError when the sizes differ (naming both shapes), for more than one `-1`, or for a
 * `-1` that a zero-length axis leaves undetermined.
 */
export function reshape(a: NDArray, shape: readonly number[]): NDArray {
  checkArray(a, 'a');
  const size = shapeSize(a.shape);
  const what = `reshape: cannot reshape an array of shape ${shapeText(a.shape)} (${size} elements) into shape ${shapeText(shape)}`;
  if (!Array.isArray(shape) || shape.some((d) => !Number.isInteger(d) || d < -1) || shape.filter((d) => d === -1).length > 1) {
    throw new ShapeError(`${what}: give non-negative integer lengths and at most one -1 (inferred).`);
  }
  const known = shape.reduce((p, d) => (d === -1 ? p : p * d), 1);
  let out = [...shape];
  if (shape.includes(-1)) {
    if (known === 0 || size % known !== 0) {
      throw new ShapeError(`${what}: no length for -1 makes ${size} elements; make the other lengths divide ${size} (and none 0).`);
    }
    out = shape.map((d) => (d === -1 ? size / known : d));
  }
  if (shapeSize(out) !== size) throw new ShapeError(`${what}: the sizes differ (${shapeSize(out)}); keep the product of the lengths ${size}.`);
  return { data: a.data, dtype: a.dtype, shape: out };
}

/**
 * NumPy's `expand_dims`: length-1 axes inserted so that they are at `axis` (one or several,
 * negative counting from the end of the result) of the result. A view sharing `a`'s `data`.
 *
 * @example
 * ```ts
 * import { expandDims } from '@typelattice/kernels-cpu';
 * const x = { data: new Int8Array(6), dtype: 'int8', shape: [2, 3] } as const;
 * expandDims(x, 0).shape; // [1, 2, 3]
 * expandDims(x, [-1, 1]).shape; // [2, 1, 3, 1]
 * ```
 * @throws ShapeError for an axis out of range of the result or named twice.
 */
export function expandDims(a: NDArray, axis: number | readonly number[]): NDArray {
  checkArray(a, 'a');
  const count = typeof axis === 'number' ? 1 : Array.isArray(axis) ? axis.length : 0;
  const rank = a.shape.length + count;
  const added = normalizeAxes(axis, a.shape, rank);
  const rest = [...a.shape];
  const shape = Array.from({ length: rank }, (_, i) => (added.includes(i) ? 1 : rest.shift()!));
  return { data: a.data, dtype: a.dtype, shape };
}

/**
 * NumPy's `squeeze`: the length-1 axes removed (all of them, or those named). A view sharing
 * `a`'s `data`.
 *
 * @example
 * ```ts
 * import { squeeze } from '@typelattice/kernels-cpu';
 * const x = { data: new Int8Array(3), dtype: 'int8', shape: [1, 3, 1] } as const;
 * squeeze(x).shape; // [3]
 * squeeze(x, [0]).shape; // [3, 1]
 * squeeze(x, 1); // throws ShapeError: axis 1 has length 3
 * ```
 * @throws ShapeError for an axis out of range, named twice, or whose length is not 1.
 */
export function squeeze(a: NDArray, axes?: number | readonly number[]): NDArray {
  checkArray(a, 'a');
  const named = axes === undefined ? a.shape.flatMap((d, i) => (d === 1 ? [i] : [])) : normalizeAxes(axes, a.shape);
  for (const ax of named) {
    if (a.shape[ax] !== 1) {
      throw new ShapeError(
        `squeeze: axis ${ax} of shape ${shapeText(a.shape)} has length ${a.shape[ax]}, not 1; squeeze only length-1 axes (or reshape).`,
      );
    }
  }
  return { data: a.data, dtype: a.dtype, shape: a.shape.filter((_, i) => !named.includes(i)) };
}
