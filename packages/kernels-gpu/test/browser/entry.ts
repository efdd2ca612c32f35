// The page's one module: the package, and the CPU kernels' registry functions it registers into.
export * from '../../src/index';
export { binary, cast, selectKernel } from '@typelattice/kernels-cpu';
