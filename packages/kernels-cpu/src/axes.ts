import { ShapeError } from '@typelattice/kernels-core';

const show = (shape: readonly number[]): string => `[${shape.join(', ')}]`;

/**
 * An axis of an array of rank `rank` as a non-negative index (negative axes count from the end,
 * as NumPy's `normalize_axis_index`); `shape` and `what` only word the error.
 *
 * @example
 * ```ts
 * normalizeAxis(-1, 3, [2, 3, 4]); // 2
 * normalizeAxis(3, 3, [2, 3, 4]); // throws ShapeError: axis 3 is out of range for shape [2, 3, 4]
 * ```
 * @throws ShapeError naming the axis, the shape and the valid range.
 */
export function normalizeAxis(axis: number, rank: number, shape: readonly number[], what = 'axis'): number {
  if (!Number.isInteger(axis) || axis < -rank || axis >= rank) {
    const range = rank === 0 ? 'a 0-d array has no axes' : `pass an integer in [${-rank}, ${rank - 1}]`;
    const of = shape.length === rank ? `shape ${show(shape)}` : `the result of rank ${rank} (from shape ${show(shape)})`;
    throw new ShapeError(`${what} ${String(axis)} is out of range for ${of} (rank ${rank}); ${range}.`);
  }
  return axis < 0 ? axis + rank : axis;
}

/**
 * The axes an op works on, as sorted non-negative indices: `undefined` or `null` for every axis,
 * one axis, or a list (`[]` for none).
 *
 * @example
 * ```ts
 * normalizeAxes([-1, 0], [2, 3, 4]); // [0, 2]
 * normalizeAxes(undefined, [2, 3]); // [0, 1]
 * normalizeAxes([1, -1], [2, 3]); // throws ShapeError: axis 1 is named twice (-1 is axis 1 of a rank-2 shape)
 * ```
 * @throws ShapeError for an axis out of range or one named twice.
 */
export function normalizeAxes(axes: number | readonly number[] | null | undefined, shape: readonly number[], rank = shape.length): number[] {
  if (axes === undefined || axes === null) return Array.from({ length: rank }, (_, i) => i);
  const list = typeof axes === 'number' ? [axes] : axes;
  if (!Array.isArray(list)) throw new ShapeError(`axes must be an integer or a list of integers; got ${String(axes)}.`);
  const seen = new Set<number>();
  for (const axis of list) {
    const k = normalizeAxis(axis, rank, shape);
    if (seen.has(k)) {
      throw new ShapeError(`axes [${list.join(', ')}] name axis ${k} of shape ${show(shape)} twice; name each axis once.`);
    }
    seen.add(k);
  }
  return [...seen].sort((p, q) => p - q);
}

/** The shape `[a, b]` as text, for messages. */
export const shapeText = show;
