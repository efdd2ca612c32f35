/** A tensor shape: the length of each axis, outermost first. */
export type Shape = readonly number[];

/** Formats a shape the way TensorFlow prints it: `()`, `(3,)`, `(2, 3)`. */
export function formatShape(shape: Shape): string {
  return shape.length === 1 ? `(${shape[0]},)` : `(${shape.join(', ')})`;
}
