import type { GpuRegistration, RegisterGpuOptions } from '@typelattice/kernels-gpu';
import { setBackend } from './backend';

/**
 * Starts a GPU backend (gpu.js, through `@typelattice/kernels-gpu`), registers its kernels as
 * backend `'gpu'` and selects `'auto'`: from then on each op runs on the GPU where the capability
 * matrix marks its (op, dtype) pair exact, on the CPU otherwise (`tensor.backend` says which).
 * gpu.js is loaded only when this is called. Throws the GPU package's `GpuUnavailableError`
 * when no GPU backend starts; nothing changes then.
 *
 * @example
 * ```ts
 * import { enableGpu, constant } from '@typelattice/tf';
 * const gpu = await enableGpu();
 * constant([1.5], 'float32').add(constant([2], 'float32')).backend; // 'gpu' where float32 add is exact
 * gpu.unregister();
 * ```
 */
export async function enableGpu(options: RegisterGpuOptions = {}): Promise<GpuRegistration> {
  const { registerGpuKernels } = await import('@typelattice/kernels-gpu');
  const registration = await registerGpuKernels({ ...options, name: 'gpu' });
  setBackend('auto');
  return registration;
}
