import { constant, type DTypeLike } from './create';
import { NumpyArray, type TensorLike } from './tensor';

/**
 * Makes a {@link NumpyArray} operand from values, as `np.array(values, dtype)` would.
 *
 * @example
 * ```ts
 * import { ndarray } from '@typelattice/tf';
 * ndarray([[1, 2]], 'float16').dtype; // -> 'float16'
 * ```
 */
export function ndarray(values: TensorLike, dtype?: DTypeLike, shape?: readonly number[]): NumpyArray {
  return new NumpyArray(constant(values, dtype, shape));
}
