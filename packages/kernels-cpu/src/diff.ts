import { checkArray, KernelError, ShapeError, type NDArray } from '@typelattice/kernels-core';
import { normalizeAxis } from './axes';
import { binary } from './binary';
import { slice } from './slice';
import { checkDType } from './validate';

/**
 * Options of {@link diff}.
 *
 * @example
 * ```ts
 * import type { DiffOptions } from '@typelattice/kernels-cpu';
 * const second: DiffOptions = { n: 2, axis: 0 };
 * ```
 */
export interface DiffOptions {
  /** How many times to take the differences (default 1; 0 returns the input). */
  readonly n?: number;
  /** The axis (default -1, the last; negative counts from the end). */
  readonly axis?: number;
}

/**
 * NumPy's `diff`: `x[1:] - x[:-1]` along an axis, `n` times, in the input's dtype (integers wrap,
 * floats round as NumPy's `subtract`); bool arrays give bool, by `not_equal` (NumPy's rule: there
 * is no boolean subtraction). The axis shrinks by `n` (to 0 when `n` is longer).
 *
 * @example
 * ```ts
 * import { diff } from '@typelattice/kernels-cpu';
 * diff({ data: new Int8Array([1, 100, -100]), dtype: 'int8', shape: [3] }).data; // Int8Array [99, 56] (wraps)
 * diff({ data: new Uint8Array([1, 0, 0, 1]), dtype: 'bool', shape: [4] }).data; // Uint8Array [1, 0, 1]
 * diff({ data: new Int32Array([1, 4, 9, 16]), dtype: 'int32', shape: [4] }, { n: 2 }).data; // Int32Array [2, 2]
 * ```
 * @throws ShapeError for a 0-d array or an axis out of range; KernelError for a negative or
 * fractional `n`.
 */
export function diff(a: NDArray, options: DiffOptions = {}): NDArray {
  checkArray(a, 'a');
  checkDType(a.dtype, 'a.dtype');
  const n = options.n ?? 1;
  if (!Number.isInteger(n) || n < 0) throw new KernelError(`diff: n must be a non-negative integer (the order of the differences); got ${String(n)}.`);
  if (a.shape.length === 0) throw new ShapeError('diff needs an array of at least one dimension; got a 0-d array. Reshape it to [1] first (its differences are then empty).');
  const axis = normalizeAxis(options.axis ?? -1, a.shape.length, a.shape);
  // a view of the input for n = 0 (as slice makes one: a pooled block stays held)
  let x = slice(a, a.shape.map(() => 0), a.shape);
  for (let k = 0; k < n; k++) {
    const len = x.shape[axis]!;
    if (len === 0) break;
    const begin = x.shape.map(() => 0);
    const size = [...x.shape];
    size[axis] = len - 1;
    const lo = slice(x, begin, size);
    begin[axis] = 1;
    const hi = slice(x, begin, size);
    x = a.dtype === 'bool' ? binary('not_equal', hi, lo, { computeDType: 'bool' }) : binary('subtract', hi, lo, { computeDType: a.dtype });
  }
  return x;
}
