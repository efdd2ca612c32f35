import { getKernel, KernelError, type KernelConfig, type Op } from '@typelattice/kernels-core';
import { cpuKernel } from './cpu-kernels';

/**
 * The kernel that runs `op` on `backend`: this package's own for `'cpu'` (registered or not),
 * otherwise the one registered in the kernel registry of `@typelattice/kernels-core`.
 */
export function kernelFor(op: Op, backend: string): KernelConfig {
  const k = backend === 'cpu' ? cpuKernel(op) : getKernel(op, backend);
  if (!k) {
    throw new KernelError(`No ${op} kernel is registered for backend ${JSON.stringify(backend)}; use 'cpu' or register one.`);
  }
  return k;
}
