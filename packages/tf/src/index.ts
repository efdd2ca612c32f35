import { runArrayMethod } from './array-fns';
import { globalContext } from './context';
import { TENSOR_RUNTIME } from './op-runner';
import { installTensorRuntime } from './tensor-runtime';
import { runUpdate } from './update-value';

// Tensor's methods reach the ops through this door (Tensor itself imports no op code).
installTensorRuntime({
  ...TENSOR_RUNTIME,
  array: runArrayMethod,
  update: (op, self, index, value) => runUpdate(op as never, self as never, index as never, value as never, globalContext()),
});

export { IndexUpdater, NumpyArray, Tensor } from './tensor';
export type { IndexArg, IndexArrayLike, IndexItem, JsonScalar, Nested, OperandLike, PadModeName, Readable, Slice, SplitSpec, TensorJSON, TensorLike } from './tensor';
export { ellipsis, newaxis } from './index-items';
export { constant, fill, full, ones, zeros, empty } from './create';
export { arange, range } from './arange';
export type { RangeNumber } from './arange';
export { emptyLike, fullLike, onesLike, zerosLike } from './create-like';
export { eye } from './eye';
export { linspace } from './linspace';
export type { LinspaceNumber } from './linspace';
export { meshgrid } from './meshgrid';
export type { MeshgridOptions } from './meshgrid';
export { randomGenerator, randomNormal, randomUniform, randomUniformInt } from './random';
export type { RandomGenerator, RandomSeed } from './random';
export { tril, triu } from './triangle';
export { MAX_RANK, MAX_TENSOR_BYTES } from './shape';
export type { DTypeLike } from './create';
export { weakComplex, weakFloat, weakInt } from './weak';
export { ndarray } from './numpy-array';
export type { TypedArrayOperand } from './typed-array';
export * from './functions';
export { linalg } from './linalg';
export type { Linalg } from './linalg';
export { fft } from './fft';
export type { Fft } from './fft';
export type { ExtensionOptionTypes } from './extension-options';
export type { ExtensionResult } from './extension-runner';
export { cast, createOps } from './ops';
export type { Ops, OpsOptions, TypedOps } from './ops';
export type { WeakTensor } from './typed/weak-tensor';
export type { BinaryFn, BinaryOpName, BinaryOpOptions, BoolBinaryFn } from './op-runner';
export type { OpOptions } from './tensor';
export type { BoolUnaryFn, UnaryFn } from './unary-runner';
export type {
  AddNFn, ArgFn, ArrayFnOf, AxesFn, AxisFn, BroadcastArraysFn, CumulativeFn, GatherFn, GatherNdFn, IndexFn, JoinFn, MatmulFn, MoveaxisFn, PadFn, PermFn,
  ReduceFn, RepeatFn, RollFn, ShapeFn, SliceFn, SplitFn, StridedSliceFn, TakeFn, UnstackFn,
} from './array-fns';
export type { StridedSliceMasks } from '@typelattice/kernels-cpu';
export type { Axis, ReductionArgs } from './array-runner';
export { INDEX_DTYPES } from './index-dtypes';
export type { IndexDType, IndexResult } from './index-dtypes';
export { where } from './where';
export type { WhereFn } from './where';
export { ImplicitPromotion } from './mode';
export type { PromotionMode } from './mode';
export { currentPromotion, getPromotionMode, setPromotionMode, withPromotionMode } from './context';
export type { PolicyName, PromotionInForce } from './context';
export { Variable } from './variable';
export { keep, tidy } from './tidy';
export { countPromotions, onPromotion } from './instrument';
export type { PromotionCategory, PromotionCounts, PromotionEvent, PromotionListener } from './instrument';
export { fastestBackend, getBackend, lastBackend, setBackend } from './backend';
export type { BackendName, BackendTimings, PairTimings } from './backend';
export { SizeError, ValueError } from './errors';
// The CPU kernels' storage pool (tensor storage the WebAssembly kernels compute on in place).
export { configurePool, configureThreads, poolStats, threadsReady, threadStats } from '@typelattice/kernels-cpu';
export type { PoolConfig, PoolStats, ThreadConfig, ThreadStats } from '@typelattice/kernels-cpu';
export { IndexError, ShapeError, KernelError, LinAlgError } from '@typelattice/kernels-core';
export { ARRAY_CATALOGUE, EXTENSION_CATALOGUE, OP_CATALOGUE, POLICIES, PolicyError, PromotionError, UNARY_CATALOGUE } from '@typelattice/promotion';
export type { UpdateOp } from '@typelattice/promotion';
export { enableGpu, GpuPackageMismatchError, GpuPackageMissingError, GPU_PACKAGE } from './gpu';
export type { EnableGpuOptions, GpuBackendChoice, GpuCapabilityMatrix, GpuPackage, GpuRegistration } from './gpu';
export type { Scalar } from './infer';
