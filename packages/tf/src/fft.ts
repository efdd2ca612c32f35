// Generated from the extension catalogue (packages/promotion/src/extension-catalogue.ts) by
// packages/tf/scripts/generate-extensions.ts. Do not edit: run `pnpm --filter @typelattice/tf generate`.
import { globalContext } from './context';
import { extensionNamespace } from './extension-fns';
import type { ExtensionOptionTypes } from './extension-options';
import type { OperandLike, Tensor } from './tensor';

/**
 * The Array API's `fft` extension: each transform promoted by the policy and mode in force (NumPy 2 and JAX give float32
 * complex64, TensorFlow takes complex input only), of any length (mixed radix 2, 3, 4, 5 and small primes; Bluestein's
 * algorithm for large primes), in float64 and rounded once. `createOps(...).fft` has the same functions under that object's policy.
 *
 * Each function's options are the Array API's keyword arguments, camelCased.
 */
export interface Fft {
  /**
   * The discrete Fourier transform along `axis` (default -1) of length `n` (the input cropped or zero-padded), `norm` 'backward' (the default), 'ortho' or 'forward'; any length (mixed radix, Bluestein for large primes). As `tf.signal.fft, np.fft.fft`.
   *
   * @example
   * ```ts
   * import { constant, fft } from '@typelattice/tf';
   * fft.fft(constant([1, 0, 0, 0], 'complex64')).toArray(); // -> [{ re: 1, im: 0 }, { re: 1, im: 0 }, { re: 1, im: 0 }, { re: 1, im: 0 }]
   * ```
   */
  fft(x: OperandLike, options?: Pick<ExtensionOptionTypes, 'n' | 'axis' | 'norm'>): Tensor;

  /**
   * The inverse discrete Fourier transform along `axis` (default -1), scaled by 1/n under the default `norm`. As `tf.signal.ifft, np.fft.ifft`.
   *
   * @example
   * ```ts
   * import { constant, fft } from '@typelattice/tf';
   * fft.ifft(constant([4, 0, 0, 0], 'complex128')).toArray(); // -> [{ re: 1, im: 0 }, { re: 1, im: 0 }, { re: 1, im: 0 }, { re: 1, im: 0 }]
   * ```
   */
  ifft(x: OperandLike, options?: Pick<ExtensionOptionTypes, 'n' | 'axis' | 'norm'>): Tensor;

  /**
   * The n-dimensional discrete Fourier transform over `axes` (default every axis, or the last `s.length`) with lengths `s`. As `tf.signal.fft2d / fft3d, np.fft.fftn`.
   *
   * @example
   * ```ts
   * import { constant, fft } from '@typelattice/tf';
   * fft.fftn(constant([[1, 2], [3, 4]], 'complex128')).shape; // -> [2, 2]
   * ```
   */
  fftn(x: OperandLike, options?: Pick<ExtensionOptionTypes, 's' | 'axes' | 'norm'>): Tensor;

  /**
   * The n-dimensional inverse discrete Fourier transform over `axes` with lengths `s`. As `tf.signal.ifft2d / ifft3d, np.fft.ifftn`.
   *
   * @example
   * ```ts
   * import { constant, fft } from '@typelattice/tf';
   * fft.ifftn(constant([[4, 0], [0, 0]], 'complex128')).toArray()[0]; // -> [{ re: 1, im: 0 }, { re: 1, im: 0 }]
   * ```
   */
  ifftn(x: OperandLike, options?: Pick<ExtensionOptionTypes, 's' | 'axes' | 'norm'>): Tensor;

  /**
   * The transform of a real signal along `axis`: its bins 0 … n/2 (complex of the input's precision). As `tf.signal.rfft, np.fft.rfft`.
   *
   * @example
   * ```ts
   * import { constant, fft } from '@typelattice/tf';
   * fft.rfft(constant([1, 2, 3, 4], 'float64')).toArray(); // -> [{ re: 10, im: 0 }, { re: -2, im: 2 }, { re: -2, im: 0 }]
   * ```
   */
  rfft(x: OperandLike, options?: Pick<ExtensionOptionTypes, 'n' | 'axis' | 'norm'>): Tensor;

  /**
   * The real signal of length `n` (default 2 (m - 1) for m bins) whose bins 0 … n/2 are given along `axis`; the imaginary parts of bin 0 (and n/2) are ignored. As `tf.signal.irfft, np.fft.irfft`.
   *
   * @example
   * ```ts
   * import { constant, fft } from '@typelattice/tf';
   * fft.irfft(fft.rfft(constant([1, 2, 3, 4], 'float64'))).toArray(); // -> [1, 2, 3, 4]
   * ```
   */
  irfft(x: OperandLike, options?: Pick<ExtensionOptionTypes, 'n' | 'axis' | 'norm'>): Tensor;

  /**
   * The n-dimensional transform of a real array: rfft over the last of `axes`, then fft over the others. As `tf.signal.rfft2d / rfft3d, np.fft.rfftn`.
   *
   * @example
   * ```ts
   * import { constant, fft } from '@typelattice/tf';
   * fft.rfftn(constant([[1, 2, 3, 4]], 'float64')).shape; // -> [1, 3]
   * ```
   */
  rfftn(x: OperandLike, options?: Pick<ExtensionOptionTypes, 's' | 'axes' | 'norm'>): Tensor;

  /**
   * The inverse of rfftn: ifft over all but the last of `axes`, then irfft over the last (length 2 (m - 1) by default). As `tf.signal.irfft2d / irfft3d, np.fft.irfftn`.
   *
   * @example
   * ```ts
   * import { constant, fft } from '@typelattice/tf';
   * fft.irfftn(fft.rfftn(constant([[1, 2], [3, 4]], 'float64'))).toArray(); // -> [[1, 2], [3, 4]]
   * ```
   */
  irfftn(x: OperandLike, options?: Pick<ExtensionOptionTypes, 's' | 'axes' | 'norm'>): Tensor;

  /**
   * The transform of a signal with Hermitian symmetry given by its first half: a real result of length `n`. As `np.fft.hfft (TensorFlow has none)`.
   *
   * @example
   * ```ts
   * import { constant, fft } from '@typelattice/tf';
   * fft.hfft(constant([1, 1], 'complex128')).toArray(); // -> [2, 0]
   * ```
   */
  hfft(x: OperandLike, options?: Pick<ExtensionOptionTypes, 'n' | 'axis' | 'norm'>): Tensor;

  /**
   * The inverse of hfft: the bins 0 … n/2 of a real signal, conjugated and scaled by 1/n. As `np.fft.ihfft (TensorFlow has none)`.
   *
   * @example
   * ```ts
   * import { constant, fft } from '@typelattice/tf';
   * fft.ihfft(constant([2, 0], 'float64')).toArray(); // -> [{ re: 1, im: -0 }, { re: 1, im: -0 }]
   * ```
   */
  ihfft(x: OperandLike, options?: Pick<ExtensionOptionTypes, 'n' | 'axis' | 'norm'>): Tensor;

  /**
   * The sample frequencies of an n-point transform with sample spacing `d` (default 1): `[0, 1, …, -⌊n/2⌋, …, -1] / (n d)`, of the library's default float or `dtype`. As `np.fft.fftfreq (TensorFlow has none)`.
   *
   * @example
   * ```ts
   * import { fft } from '@typelattice/tf';
   * fft.fftfreq(4).toArray(); // -> [0, 0.25, -0.5, -0.25]
   * ```
   */
  fftfreq(n: number, options?: Pick<ExtensionOptionTypes, 'd' | 'dtype'>): Tensor;

  /**
   * The sample frequencies of rfft's bins: `[0, 1, …, ⌊n/2⌋] / (n d)`. As `np.fft.rfftfreq (TensorFlow has none)`.
   *
   * @example
   * ```ts
   * import { fft } from '@typelattice/tf';
   * fft.rfftfreq(5, { d: 0.1 }).toArray(); // -> [0, 2, 4]
   * ```
   */
  rfftfreq(n: number, options?: Pick<ExtensionOptionTypes, 'd' | 'dtype'>): Tensor;

  /**
   * The zero frequency moved to the centre: a roll by ⌊len/2⌋ along each of `axes` (default every axis); the dtype is kept. As `tf.signal.fftshift, np.fft.fftshift`.
   *
   * @example
   * ```ts
   * import { constant, fft } from '@typelattice/tf';
   * fft.fftshift(constant([0, 1, 2, -2, -1], 'int32')).toArray(); // -> [-2, -1, 0, 1, 2]
   * ```
   */
  fftshift(x: OperandLike, options?: Pick<ExtensionOptionTypes, 'axes'>): Tensor;

  /**
   * The inverse of fftshift: a roll by -⌊len/2⌋ along each of `axes`. As `tf.signal.ifftshift, np.fft.ifftshift`.
   *
   * @example
   * ```ts
   * import { constant, fft } from '@typelattice/tf';
   * fft.ifftshift(constant([-2, -1, 0, 1, 2], 'int32')).toArray(); // -> [0, 1, 2, -2, -1]
   * ```
   */
  ifftshift(x: OperandLike, options?: Pick<ExtensionOptionTypes, 'axes'>): Tensor;
}

/**
 * The `fft` namespace: its functions follow the policy and mode in force at each call.
 *
 * @example
 * ```ts
 * import { constant, fft } from '@typelattice/tf';
 * fft.fft(constant([1, 0, 0, 0], 'complex64')).toArray(); // -> [{ re: 1, im: 0 }, { re: 1, im: 0 }, { re: 1, im: 0 }, { re: 1, im: 0 }]
 * ```
 */
export const fft: Fft = /* @__PURE__ */ extensionNamespace('fft', globalContext) as unknown as Fft;
