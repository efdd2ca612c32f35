// The page's one module: the package, the kernel core's registry, and the CPU kernels (the
// reference and the fallback), registered as the page loads.
import { registerCpuKernels } from '@typelattice/kernels-cpu';

export * from '../../src/index';
export { selectKernel } from '@typelattice/kernels-core';
export { binary, cast, registerCpuKernels } from '@typelattice/kernels-cpu';

registerCpuKernels();
