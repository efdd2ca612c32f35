import { ValueError } from './errors';
import { formatShape, type Shape } from './shape-text';

export { formatShape, type Shape };

/** The number of elements of a shape (1 for a scalar). */
export function shapeSize(shape: Shape): number {
  let n = 1;
  for (const d of shape) n *= d;
  return n;
}

/** Whether two shapes are equal. */
export function sameShape(a: Shape, b: Shape): boolean {
  return a.length === b.length && a.every((d, i) => d === b[i]);
}

/** Checks a user-given shape: every axis a non-negative integer. */
export function checkShape(shape: readonly number[], what: string): Shape {
  if (!Array.isArray(shape) || !shape.every((d) => Number.isSafeInteger(d) && d >= 0)) {
    throw new ValueError(
      `${what}: shape ${JSON.stringify(shape)} is not a list of non-negative integers. Pass e.g. [2, 3].`,
    );
  }
  return Object.freeze([...shape]);
}

/** Whether `x` is an array-like level of a nested value (an Array or a TypedArray). */
export function isListLike(x: unknown): x is ArrayLike<unknown> {
  return Array.isArray(x) || (ArrayBuffer.isView(x) && !(x instanceof DataView));
}

/**
 * Reads the shape of a nested array and flattens it (row-major), refusing ragged input.
 * The shape is taken from the first element at each depth, then every element is checked.
 */
export function flattenNested(values: unknown): { shape: Shape; flat: unknown[] } {
  const shape: number[] = [];
  for (let level: unknown = values; isListLike(level); level = level[0]) {
    shape.push(level.length);
    if (level.length === 0) break;
  }
  const flat: unknown[] = [];
  const walk = (x: unknown, depth: number, path: number[]): void => {
    if (depth === shape.length) {
      if (isListLike(x)) throw ragged(path, shape, 'a list', 'a scalar');
      flat.push(x);
      return;
    }
    if (!isListLike(x)) throw ragged(path, shape, 'a scalar', `a list of length ${shape[depth]}`);
    if (x.length !== shape[depth]) throw ragged(path, shape, `length ${x.length}`, `length ${shape[depth]}`);
    for (let i = 0; i < x.length; i++) walk(x[i], depth + 1, [...path, i]);
  };
  walk(values, 0, []);
  return { shape: Object.freeze(shape), flat };
}

function ragged(path: number[], shape: number[], got: string, want: string): ValueError {
  const at = path.length === 0 ? 'the top level' : `index [${path.join('][')}]`;
  return new ValueError(
    `Cannot convert a non-rectangular nested array to a tensor: at ${at} found ${got}, expected ${want} ` +
      `(shape read from the first elements: ${formatShape(shape)}). Make every row the same length.`,
  );
}
