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
export { moment } from './moments';
export type { MomentOptions } from './moments';
export { logSumExp } from './logsumexp';
export type { LogSumExpAlgorithm, LogSumExpOptions } from './logsumexp';
export { diff } from './diff';
export type { DiffOptions } from './diff';
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
export { BINARY_OPS, OPS, isBinaryOp, shapeSize, zeros, broadcastShapes, IndexError, KernelError, ShapeError } from '@typelattice/kernels-core';
export type { BinaryOp, Op, NDArray, KernelArgs, KernelConfig } from '@typelattice/kernels-core';
export { resolveIndex, planOffsets, sliceRange } from './index-plan';
export type { IndexItem, IndexOptions, IndexPlan } from './index-plan';
export type { OutOfRange } from './index-values';
export { getitem, materialize, take, takeAlongAxis, gather, gatherNd, booleanMask, stridedSlice } from './indexing';
export type { GatherMode, GatherOptions, StridedSliceMasks, TakeOptions } from './indexing';
export { reverse, roll, tile, repeat, pad, splitSizes, unstack } from './manipulate';
export { argsort, sort, topk } from './sort';
export type { SortOptions } from './sort';
export { nonzero, searchsorted } from './search';
export type { SearchsortedOptions } from './search';
export { unique } from './unique';
export type { UniqueArrays, UniqueOptions } from './unique';
export type { KeyOrder } from './sort-keys';
export type { PadMode } from './manipulate';
export { scatterUpdate } from './scatter';
export type { ScatterOptions, UpdateOp } from './scatter';
export { indexValues } from './index-values';
export {
  cholesky as linalgCholesky,
  cross as linalgCross,
  det as linalgDet,
  diagonal as linalgDiagonal,
  eigh as linalgEigh,
  eigvalsh as linalgEigvalsh,
  epsilonOf,
  inv as linalgInv,
  matrixNorm as linalgMatrixNorm,
  matrixPower as linalgMatrixPower,
  matrixRank as linalgMatrixRank,
  matrixTranspose as linalgMatrixTranspose,
  outer as linalgOuter,
  pinv as linalgPinv,
  qr as linalgQr,
  slogdet as linalgSlogdet,
  solve as linalgSolve,
  svd as linalgSvd,
  svdvals as linalgSvdvals,
  tensordot as linalgTensordot,
  trace as linalgTrace,
  vecdot as linalgVecdot,
  vectorNorm as linalgVectorNorm,
} from './linalg/index';
export type { CholeskyOptions, DetMethod, MatrixOrd, NotPositiveDefiniteRule, QRMode, SingularRule, SolveOptions, TensordotAxes, VectorOrd } from './linalg/index';
export { fft, fftfreq, fftn, fftshift, hfft, ihfft, irfft, irfftn, rfft, rfftfreq, rfftn } from './fft/index';
export type { FftNorm, FftnOptions, FftOptions } from './fft/index';
export { arange, arangeLength } from './arange';
export type { ArangeSpec } from './arange';
export { linspace } from './linspace';
export type { LinspaceBound, LinspaceSpec } from './linspace';
export type { PyNumber, SequenceRule } from './sequence-numbers';
export { triangle } from './triangle';
export { eye } from './eye';
export { philox4x32, philoxStream, skipCounter } from './philox';
export type { PhiloxStream } from './philox';
export { randomFill } from './random-fill';
export type { RandomSpec } from './random-fill';
