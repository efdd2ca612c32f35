/**
 * Thrown when no WebGPU adapter can be had: the message says what was tried, why it failed, and
 * what to install or enable.
 *
 * @example
 * ```ts
 * import { WgslUnavailableError } from '@typelattice/kernels-wgsl';
 * new WgslUnavailableError('no adapter').name; // 'WgslUnavailableError'
 * ```
 */
export class WgslUnavailableError extends Error {
  override readonly name: string = 'WgslUnavailableError';
  constructor(message: string) {
    super(message);
  }
}

/**
 * Thrown when a WGSL kernel is asked for something it does not compute exactly (an op and dtype
 * outside the capability matrix, operands of another dtype than the compute dtype), or gets a
 * tensor it cannot use (disposed, from another device, wrong size). Nothing is computed,
 * allocated or changed when it is thrown.
 *
 * @example
 * ```ts
 * import { WgslKernelError } from '@typelattice/kernels-wgsl';
 * new WgslKernelError('float64 add is not computed on the device').name; // 'WgslKernelError'
 * ```
 */
export class WgslKernelError extends TypeError {
  override readonly name: string = 'WgslKernelError';
  constructor(message: string) {
    super(message);
  }
}
