export { binary, cast } from './binary';
export type { BinaryOptions } from './binary';
export { unary } from './unary';
export type { UnaryOptions } from './unary';
export { where } from './where';
export type { WhereOptions } from './where';
export { clip } from './clip';
export type { ClipOptions } from './clip';
export { reduce, REDUCE_OPS } from './reduce';
export type { ReduceOp, ReduceOptions } from './reduce';
export { cumprod, cumsum } from './cumulative';
export type { CumulativeOptions } from './cumulative';
export { matmul } from './matmul';
export type { MatmulOptions } from './matmul';
export { concat, stack } from './concat';
export type { JoinOptions } from './concat';
export { addN } from './add-n';
export type { AddNOptions } from './add-n';
export { expandDims, reshape, squeeze } from './reshape';
export { broadcastTo } from './broadcast-to';
export { transpose } from './transpose';
export { slice } from './slice';
export { cpuKernels, registerCpuKernels } from './cpu-kernels';
export { configurePool, dropPooled, holdPooled, poolAddress, poolBlock, pooledStorage, pooledSubarray, poolStats, POOL_MIN_BYTES, releasePooled, sharePooled } from './pool';
export { configureThreads, threadsReady, threadStats, type ThreadConfig, type ThreadStats } from './parallel';
export type { PoolBlock, PoolConfig, PoolStats } from './pool';
// The registry functions, with the CPU kernels registered first (compatibility: they used to
// live here; new code imports them from @typelattice/kernels-core).
export { getKernel, listKernels, registerKernel, selectKernel } from './registry';
// Re-exported from @typelattice/kernels-core, where they live now (the same classes and values).
export { BINARY_OPS, OPS, isBinaryOp, shapeSize, zeros, broadcastShapes, KernelError, ShapeError } from '@typelattice/kernels-core';
export type { BinaryOp, Op, NDArray, KernelArgs, KernelConfig } from '@typelattice/kernels-core';
