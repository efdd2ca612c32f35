import { ShapeError } from '@typelattice/kernels-core';
import { formatShape } from './shape-text';

/**
 * Thrown when values cannot be converted to a tensor: a ragged nested array, a value that does
 * not fit the requested dtype, a value of an unsupported type.
 *
 * @example
 * ```ts
 * import { constant, ValueError } from '@typelattice/tf';
 * try {
 *   constant([[1, 2], [3]]);
 * } catch (e) {
 *   e instanceof ValueError; // -> true
 * }
 * ```
 */
export class ValueError extends TypeError {
  override readonly name = 'ValueError';
}

/** A ShapeError (the kernels' class, so one `instanceof` check catches both) naming both shapes. */
export function shapeMismatch(what: string, a: readonly number[], b: readonly number[], fix: string): ShapeError {
  return new ShapeError(`${what}: shapes ${formatShape(a)} and ${formatShape(b)} are incompatible. ${fix}`);
}
