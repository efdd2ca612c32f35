/**
 * Thrown when a kernel refuses a case (bool subtract, complex floordiv/mod, an integer raised to a
 * negative integer power, an unknown op or backend, an output of the wrong dtype or size), and
 * when no registered kernel computes a case. It is thrown before anything is written to a given
 * output.
 *
 * @example
 * ```ts
 * import { KernelError, selectKernel } from '@typelattice/kernels-core';
 * try { selectKernel('add', ['nowhere'], 'float32', 'float32', 'float32'); } catch (e) { e instanceof KernelError; } // true
 * ```
 */
export class KernelError extends TypeError {
  override readonly name: string = 'KernelError';
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }
}

/**
 * Thrown when shapes do not broadcast together (NumPy's rules) or an array's data length does not
 * match its shape; the message names both shapes.
 *
 * @example
 * ```ts
 * import { broadcastShapes, ShapeError } from '@typelattice/kernels-core';
 * try { broadcastShapes([2, 3], [4]); } catch (e) { e instanceof ShapeError; } // true
 * ```
 */
export class ShapeError extends RangeError {
  override readonly name: string = 'ShapeError';
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }
}

/**
 * Thrown for a bad index, as NumPy's `IndexError`: an integer or index array out of bounds of its
 * axis, more indices than the array has axes, two ellipses, a boolean mask of the wrong shape,
 * index arrays that do not broadcast together, an index array of a non-integer dtype. The message
 * names the axis, the index and the axis's length. A {@link ShapeError} (and so a `RangeError`).
 *
 * @example
 * ```ts
 * import { IndexError, ShapeError } from '@typelattice/kernels-core';
 * const e = new IndexError('index 3 is out of bounds for axis 0 with size 3');
 * e instanceof ShapeError; // true
 * ```
 */
export class IndexError extends ShapeError {
  override readonly name: string = 'IndexError';
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }
}
