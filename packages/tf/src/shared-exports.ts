// What every entry point exports (the full `@typelattice/tf` and each policy's): the tensors,
// creation, Variable, scopes, instrumentation, backends, errors and catalogues, none of which is
// bound to a policy. The ops themselves, createOps and the default policy's mode are each entry's.
export { IndexUpdater, NumpyArray, Tensor } from './tensor';
export type { IndexArg, IndexArrayLike, IndexItem, JsonScalar, Nested, OperandLike, PadModeName, Readable, Slice, SplitSpec, TensorJSON, TensorLike, TensorOptions, TopkResult, UniqueAllResult, UniqueCountsResult, UniqueInverseResult } from './tensor';
export { ellipsis, newaxis } from './index-items';
export { constant } from './create';
export type { RangeNumber } from './arange';
export type { LinspaceNumber } from './linspace';
export type { MeshgridOptions } from './meshgrid';
export type { RandomGenerator, RandomSeed } from './random';
export type { CreationFns } from './creation-fns';
// The Array API's constants and its data type functions bound to no policy.
export { e, inf, nan, pi } from './dtype-functions';
export type { AstypeFn, AstypeOptions, CanCastFn, ResultTypeArg, ResultTypeFn } from './dtype-functions';
export { finfo, iinfo, isdtype } from '@typelattice/dtypes';
export type { DTypeKindName, FInfo, IInfo, IsDTypeKind } from '@typelattice/dtypes';
export { MAX_RANK, MAX_TENSOR_BYTES } from './shape';
export type { DTypeLike } from './create';
export { weakComplex, weakFloat, weakInt } from './weak';
export { ndarray } from './numpy-array';
export type { TypedArrayOperand } from './typed-array';
export type { Linalg } from './linalg';
export type { Fft } from './fft';
export type { ExtensionOptionTypes } from './extension-options';
export type { ExtensionResult } from './extension-runner';
export type { Ops, OpsOptions, TypedOps } from './ops';
export type { WeakTensor } from './typed/weak-tensor';
export type { BinaryFn, BinaryOpName, BinaryOpOptions, BoolBinaryFn } from './op-runner';
export type { OpOptions, RoundOptions } from './tensor';
export type { BoolUnaryFn, RoundFn, UnaryFn } from './unary-runner';
export type { ClipFn } from './clip';
export type { AllcloseFn, IscloseFn, IscloseOptions } from './isclose';
export type {
  AddNFn, ArgFn, ArrayFnOf, AxesFn, AxisFn, BroadcastArraysFn, CumulativeFn, GatherFn, GatherNdFn, IndexFn, JoinFn, MatmulFn, MoveaxisFn, PadFn, PermFn,
  ReduceFn, RepeatFn, RollFn, ShapeFn, SliceFn, SplitFn, StridedSliceFn, TakeFn, UnstackFn,
} from './array-fns';
export type { StridedSliceMasks } from '@typelattice/kernels-cpu';
export type { Axis, ReductionArgs } from './array-runner';
export { INDEX_DTYPES } from './index-dtypes';
export type { IndexDType, IndexResult } from './index-dtypes';
export type { WhereFn } from './where';
export { currentPromotion } from './context';
export type { PolicyName, PromotionInForce } from './context';
export { Variable } from './variable';
export { keep, tidy } from './tidy';
export { countPromotions, onPromotion } from './instrument';
export type { PromotionCategory, PromotionCounts, PromotionEvent, PromotionListener } from './instrument';
export { fastestBackend, getBackend, lastBackend, setBackend } from './backend';
export type { BackendName, BackendTimings, PairTimings } from './backend';
export { MethodNotLoadedError, SizeError, ValueError } from './errors';
// The CPU kernels' storage pool (tensor storage the WebAssembly kernels compute on in place).
export { configurePool, configureThreads, poolStats, threadsReady, threadStats } from '@typelattice/kernels-cpu';
export type { PoolConfig, PoolStats, ThreadConfig, ThreadStats } from '@typelattice/kernels-cpu';
export { IndexError, ShapeError, KernelError, LinAlgError } from '@typelattice/kernels-core';
export { ARRAY_CATALOGUE, EXTENSION_CATALOGUE, OP_CATALOGUE, POLICIES, PolicyError, PromotionError, UNARY_CATALOGUE } from '@typelattice/promotion';
export type { UpdateOp } from '@typelattice/promotion';
export { enableGpu, GpuPackageMismatchError, GpuPackageMissingError, GPU_PACKAGE } from './gpu';
export type { EnableGpuOptions, GpuBackendChoice, GpuCapabilityMatrix, GpuPackage, GpuRegistration } from './gpu';
export type { Scalar } from './infer';
