import { ShapeError } from './errors';

/**
 * The shape two or more shapes broadcast to, by NumPy's rules (align right; a dimension of 1
 * stretches), as NumPy's `broadcast_shapes`.
 *
 * @example
 * ```ts
 * import { broadcastShapes } from '@typelattice/kernels-core';
 * broadcastShapes([1000, 1000], [1000]); // [1000, 1000]
 * broadcastShapes([2, 1], [1, 3]); // [2, 3]
 * broadcastShapes([2, 1, 1], [3, 1], [4]); // [2, 3, 4]
 * broadcastShapes([2, 3], [4]); // throws ShapeError naming [2, 3] and [4]
 * ```
 */
export function broadcastShapes(a: readonly number[], b: readonly number[], ...more: readonly (readonly number[])[]): number[] {
  if (more.length === 0) return broadcastTwo(a, b, [a, b]);
  const all = [a, b, ...more];
  return all.reduce<number[]>((shape, next) => broadcastTwo(shape, next, all), [...a]);
}

// `shapes` are all the shapes of the call, for the message.
function broadcastTwo(a: readonly number[], b: readonly number[], shapes: readonly (readonly number[])[]): number[] {
  if (sameShape(a, b)) return [...a];
  const n = Math.max(a.length, b.length);
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const da = a[a.length - n + i] ?? 1;
    const db = b[b.length - n + i] ?? 1;
    if (da !== db && da !== 1 && db !== 1) {
      const named = shapes.map((s) => `[${s.join(', ')}]`);
      throw new ShapeError(
        `Shapes ${named.slice(0, -1).join(', ')} and ${named[named.length - 1]} do not broadcast: dimension ${i - n} is ` +
          `${da} in one and ${db} in ${shapes.length > 2 ? 'another' : 'the other'}. Each aligned dimension must be equal or 1; reshape ` +
          `one operand (e.g. add a length-1 axis).`,
      );
    }
    out[i] = da === 1 ? db : da;
  }
  return out;
}

/**
 * True when two shapes are equal.
 *
 * @example
 * ```ts
 * import { sameShape } from '@typelattice/kernels-core';
 * sameShape([2, 3], [2, 3]); // true
 * sameShape([3], [1, 3]); // false
 * ```
 */
export function sameShape(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Element strides of a C-contiguous array of `shape` read as if it had the broadcast shape
 * `outShape` (0 on stretched and missing axes).
 *
 * @example
 * ```ts
 * import { broadcastStrides } from '@typelattice/kernels-core';
 * broadcastStrides([3, 1], [2, 3, 4]); // [0, 1, 0]
 * ```
 */
export function broadcastStrides(shape: readonly number[], outShape: readonly number[]): number[] {
  const n = outShape.length;
  const strides = new Array<number>(n).fill(0);
  let s = 1;
  for (let i = shape.length - 1; i >= 0; i--) {
    const axis = n - shape.length + i;
    strides[axis] = shape[i] === 1 ? 0 : s;
    s *= shape[i]!;
  }
  return strides;
}
