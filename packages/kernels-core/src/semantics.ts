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

/**
 * Which shortcuts `pow` takes for a single exponent value (every other exponent goes through the
 * C library's `pow`, complex ones through NumPy's `npy_cpow`, whatever the choice):
 *
 * - `'c'` (JAX, TensorFlow; the default): none, so `pow(-0, 0.5)` is +0 and `pow(-inf, 0.5)` +inf;
 * - `'numpy-ufunc'` (NumPy's `np.power`): its float32/float64 loop computes `1/x`, `1`, `sqrt(x)`,
 *   `x`, `x*x` for an exponent of -1, 0, 0.5, 1, 2 that is one value for the whole call (a 0-d
 *   exponent, or one element broadcast to more);
 * - `'numpy-operator'` (NumPy's `x ** y`): that, and before it `ndarray.__pow__`'s
 *   `fast_scalar_power` for a 0-d exponent: an integer-typed -1 or 2 (a Python int) becomes
 *   `reciprocal` / `square`, a float-typed 0.5 (a Python float) `sqrt`, also for float16 and
 *   complex arrays (square for any), so `-0 ** 0.5` is -0 and `(-inf) ** 0.5` NaN.
 *
 * @example
 * ```ts
 * import type { PowSemantics } from '@typelattice/kernels-core';
 * const numpy: PowSemantics = 'numpy-operator';
 * ```
 */
export type PowSemantics = 'c' | 'numpy-ufunc' | 'numpy-operator';
