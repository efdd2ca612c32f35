/**
 * Thrown when no gpu.js GPU backend can be started: the message names the backend asked for,
 * what failed, and what to install or set to make it work.
 *
 * @example
 * ```ts
 * import { initGpu, GpuUnavailableError } from '@typelattice/kernels-gpu';
 * try { await initGpu({ backend: 'headlessgl' }); } catch (e) { e instanceof GpuUnavailableError; }
 * ```
 */
export class GpuUnavailableError extends Error {
  override readonly name: string = 'GpuUnavailableError';
  constructor(message: string) {
    super(message);
  }
}

/**
 * Thrown when a GPU kernel is asked for something it does not compute exactly (an op and dtype
 * pair outside the backend's capability matrix), or gets a tensor it cannot use. Nothing is
 * computed or changed when it is thrown.
 *
 * @example
 * ```ts
 * import { GpuKernelError } from '@typelattice/kernels-gpu';
 * new GpuKernelError('int32 add is not exact on webgpu').name; // 'GpuKernelError'
 * ```
 */
export class GpuKernelError extends TypeError {
  override readonly name: string = 'GpuKernelError';
  constructor(message: string) {
    super(message);
  }
}
