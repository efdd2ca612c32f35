/**
 * How `left_shift` and `right_shift` treat a count outside `[0, bits - 1]`:
 *
 * - `'numpy'` (NumPy, JAX, PyTorch): a count `>= bits` or negative gives 0 for `left_shift`, and
 *   for `right_shift` 0 for non-negative `x` and -1 for negative signed `x`;
 * - `'clamp'` (TensorFlow): the count is clamped to `[0, bits - 1]` (`int8 1 << 8` is -128,
 *   `127 >> -1` is 127).
 *
 * @example
 * ```ts
 * import type { ShiftSemantics } from '@typelattice/kernels-core';
 * const tf: ShiftSemantics = 'clamp';
 * ```
 */
export type ShiftSemantics = 'numpy' | 'clamp';

/**
 * What `sign` gives for a real NaN: `'numpy'` NaN (NumPy, JAX, TensorFlow), `'nan-zero'` 0
 * (PyTorch). Complex `sign` is NumPy's `z / |z|` either way.
 *
 * @example
 * ```ts
 * import type { SignSemantics } from '@typelattice/kernels-core';
 * const torch: SignSemantics = 'nan-zero';
 * ```
 */
export type SignSemantics = 'numpy' | 'nan-zero';
