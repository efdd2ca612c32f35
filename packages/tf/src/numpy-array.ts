import type { DType } from '@typelattice/dtypes';
import { constant, type DTypeLike, type TensorLike } from './create';
import type { Tensor } from './tensor';

/**
 * An operand that plays a NumPy array. TypedArrays are NumPy arrays already (a `Float64Array` is
 * a float64 array); `ndarray()` covers the dtypes that have no TypedArray (bool, float16,
 * bfloat16, complex) and shapes beyond 1-D. In the RFC modes a NumPy array is treated like a
 * tensor; in `LEGACY` it triggers TensorFlow's NumPy-array quirks (cast to the tensor's dtype
 * when it comes second).
 *
 * @example
 * ```ts
 * import { constant, ndarray, withPromotionMode, ImplicitPromotion } from '@typelattice/tf';
 * const a = ndarray([3.1], 'float64');
 * withPromotionMode(ImplicitPromotion.LEGACY, () => constant([1]).add(a).toArray()); // -> [4]
 * ```
 */
export class NumpyArray<D extends DType = DType> {
  /** The array's values, as a tensor. */
  readonly tensor: Tensor<D>;

  /** Wraps a tensor's values as a NumPy-array operand. */
  constructor(tensor: Tensor<D>) {
    this.tensor = tensor;
  }

  /** The array's dtype. */
  get dtype(): D {
    return this.tensor.dtype;
  }
}

/**
 * Makes a NumPy-array operand from values (as {@link constant} does; TypedArrays keep their dtype).
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
