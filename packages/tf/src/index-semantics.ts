import type { DType } from '@typelattice/dtypes';
import type { GatherMode, PadMode } from '@typelattice/kernels-cpu';
import type { PolicyName } from './context';

// How each library indexes and manipulates arrays beyond NumPy's shape rules, as recorded in
// conformance/fixtures/indexing (tools/record/record_indexing.py). The policy named after a
// library follows it; the RFC's policies (tf-rfc, tf-deprecated-*) follow TensorFlow's functions
// and NumPy's indexing (packages/promotion/src/array-ops/DECISIONS.md, "Indexing").

/** How one index function reads its indices. */
export interface GatherSemantics {
  /** An index out of bounds: an IndexError, JAX's clamp or fill. */
  readonly mode: GatherMode;
  /** A negative index: counts from the end (NumPy), or is out of bounds (TensorFlow's gather, PyTorch's index_select). */
  readonly negative: 'wrap' | 'refuse';
  /** The dtypes its index arrays may have (bool: read as 0 and 1, as NumPy's take does). */
  readonly dtypes: readonly DType[];
  /** The dtypes without an axis (PyTorch's `take` of the flattened tensor takes int64 only), where they differ. */
  readonly flatDTypes?: readonly DType[];
}

/** The indexing and manipulation semantics of a policy. */
export interface IndexSemantics {
  /** `get`: an integer or index array out of bounds (JAX clamps). */
  readonly getOutOfRange: 'raise' | 'clamp';
  /** Integers among index arrays: advanced (NumPy, JAX) or basic (PyTorch, TensorFlow's numpy behaviour). */
  readonly integers: 'advanced' | 'basic';
  /** A uint8 index array: indices, or a mask (PyTorch). */
  readonly uint8: 'index' | 'mask';
  /** Whether a slice may step backwards (PyTorch: no). */
  readonly negativeStep: boolean;
  /** Whether `get` takes index arrays and masks (TensorFlow without numpy behaviour: no; use gather, booleanMask). */
  readonly arrayIndex: boolean;
  /** The dtypes of `get`'s index arrays of one axis or more (0-d ones are integers); bool is a mask. */
  readonly getDTypes: readonly DType[];
  readonly take: GatherSemantics;
  readonly takeAlongAxis: GatherSemantics;
  readonly gather: GatherSemantics;
  readonly gatherNd: GatherSemantics;
  /** Updates: an index out of bounds raises, or the update is dropped (JAX). */
  readonly updateOutOfRange: 'raise' | 'drop';
  /**
   * Updates: `x[i] op v` in the promoted dtype and stored after every update (NumPy's ufunc `at`),
   * in the promoted dtype and stored once (JAX's scatter: `int8 0 + 0.6 + 0.6` is 1), or with `v`
   * converted to x's dtype first (TensorFlow, PyTorch).
   */
  readonly updateCompute: 'promoted' | 'promoted-once' | 'target';
  /** Updates: a negative index counts from the end, or is refused (TensorFlow's scatter ops). */
  readonly updateNegative: 'wrap' | 'refuse';
  /** `get` without numpy behaviour (TensorFlow): the dtypes of a scalar index tensor. */
  readonly scalarIndexDTypes?: readonly DType[];
  /** reverse / roll without an axis: every axis, the flattened tensor (NumPy, JAX; PyTorch's roll), or refused (TensorFlow; PyTorch's flip). */
  readonly flipAll: boolean;
  readonly rollFlat: boolean;
  /** roll: a shift list and an axis list of different lengths broadcast (NumPy, JAX). */
  readonly rollBroadcast: boolean;
  /** tile: multiples of another length than the rank (NumPy, JAX, PyTorch), or refused (TensorFlow). */
  readonly tileAnyLength: boolean;
  /** split into a count that does not divide the axis: refused, or PyTorch's `tensor_split` (the first parts one longer). */
  readonly unevenSplit: 'refuse' | 'tensor-split';
  /** The pad modes the library has. */
  readonly padModes: readonly PadMode[];
  /** Whether `reflect` and `symmetric` pads may be wider than the axis (NumPy repeats the reflection; TensorFlow refuses). */
  readonly padWide: boolean;
  /** The dtype kinds the modes other than `constant` take (PyTorch: floats only). */
  readonly padKinds: string;
  /** Whether `tile` takes one number for its multiples (NumPy), or a list only (TensorFlow). */
  readonly tileNumber: boolean;
  /** slice's size -1: the rest of the axis (TensorFlow), or refused (JAX's lax.slice, PyTorch's narrow). */
  readonly sliceSizeRest: boolean;
  /** concat with axis null flattens the tensors first (NumPy, JAX), or is refused. */
  readonly concatFlat: boolean;
  /** expandDims of several axes at once (NumPy, JAX). */
  readonly expandMany: boolean;
  /** slice's begin: negative counts from the end (PyTorch's narrow; NumPy by its indexing), or is refused (TensorFlow, JAX). */
  readonly sliceNegativeBegin: boolean;
}

const INTS: readonly DType[] = ['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'];
const INTS_BOOL: readonly DType[] = [...INTS, 'bool'];
const TF_GATHER: readonly DType[] = ['int16', 'int32', 'int64'];
const TF_TAKE: readonly DType[] = ['int32', 'int64'];
const TORCH_INDEX: readonly DType[] = ['int32', 'int64'];

const NUMPY: IndexSemantics = Object.freeze({
  getOutOfRange: 'raise',
  integers: 'advanced',
  uint8: 'index',
  negativeStep: true,
  arrayIndex: true,
  getDTypes: INTS,
  take: { mode: 'raise', negative: 'wrap', dtypes: INTS_BOOL },
  takeAlongAxis: { mode: 'raise', negative: 'wrap', dtypes: INTS },
  gather: { mode: 'raise', negative: 'wrap', dtypes: INTS_BOOL },
  gatherNd: { mode: 'raise', negative: 'wrap', dtypes: INTS },
  updateOutOfRange: 'raise',
  updateCompute: 'promoted',
  updateNegative: 'wrap',
  flipAll: true,
  rollFlat: true,
  rollBroadcast: true,
  tileAnyLength: true,
  unevenSplit: 'refuse',
  padModes: ['constant', 'reflect', 'symmetric', 'edge'],
  padWide: true,
  padKinds: 'biufc',
  tileNumber: true,
  concatFlat: true,
  expandMany: true,
  sliceNegativeBegin: true,
  sliceSizeRest: true,
} as const);

const JAX: IndexSemantics = Object.freeze({
  ...NUMPY,
  getOutOfRange: 'clamp',
  take: { mode: 'fill', negative: 'wrap', dtypes: INTS_BOOL },
  takeAlongAxis: { mode: 'fill', negative: 'wrap', dtypes: INTS },
  gather: { mode: 'fill', negative: 'wrap', dtypes: INTS_BOOL },
  gatherNd: { mode: 'clamp', negative: 'wrap', dtypes: INTS },
  updateOutOfRange: 'drop',
  updateCompute: 'promoted-once',
  sliceNegativeBegin: false,
  sliceSizeRest: false,
} as const);

const TENSORFLOW: IndexSemantics = Object.freeze({
  ...NUMPY,
  integers: 'basic',
  arrayIndex: false,
  getDTypes: ['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32'],
  take: { mode: 'clamp', negative: 'refuse', dtypes: TF_TAKE },
  takeAlongAxis: { mode: 'raise', negative: 'wrap', dtypes: TF_TAKE },
  gather: { mode: 'raise', negative: 'refuse', dtypes: TF_GATHER },
  gatherNd: { mode: 'raise', negative: 'refuse', dtypes: TF_GATHER },
  updateCompute: 'target',
  updateNegative: 'refuse',
  scalarIndexDTypes: ['int16', 'int32', 'int64'],
  flipAll: false,
  rollFlat: false,
  rollBroadcast: false,
  tileAnyLength: false,
  tileNumber: false,
  padModes: ['constant', 'reflect', 'symmetric'],
  padWide: false,
  concatFlat: false,
  expandMany: false,
  sliceNegativeBegin: false,
} as const);

const TORCH: IndexSemantics = Object.freeze({
  ...NUMPY,
  integers: 'basic',
  uint8: 'mask',
  negativeStep: false,
  getDTypes: TORCH_INDEX,
  take: { mode: 'raise', negative: 'wrap', dtypes: TORCH_INDEX, flatDTypes: ['int64'] },
  takeAlongAxis: { mode: 'raise', negative: 'wrap', dtypes: ['int64'] },
  gather: { mode: 'raise', negative: 'refuse', dtypes: TORCH_INDEX },
  gatherNd: { mode: 'raise', negative: 'wrap', dtypes: TORCH_INDEX },
  updateCompute: 'target',
  flipAll: false,
  rollBroadcast: false,
  unevenSplit: 'tensor-split',
  padModes: ['constant', 'reflect', 'edge'],
  padKinds: 'f',
  concatFlat: false,
  expandMany: false,
  sliceSizeRest: false,
} as const);

/**
 * The RFC's policies: TensorFlow's functions (gather's index dtypes and bounds, reverse and roll
 * with their axes, tile with one multiple per axis) and NumPy's indexing for `get` and `at` (index
 * arrays and masks of any integer dtype, integers advanced, negative indices from the end): the
 * RFC does not cover indexing, and NumPy's rules are the Array API's.
 */
const RFC: IndexSemantics = Object.freeze({ ...TENSORFLOW, integers: 'advanced', arrayIndex: true, getDTypes: INTS, scalarIndexDTypes: undefined, updateNegative: 'wrap' } as const);

/** JAX with strict promotion: take and gather refuse a bool index (its conversion to an integer is a promotion). */
const JAX_STRICT: IndexSemantics = Object.freeze({ ...JAX, take: { ...JAX.take, dtypes: INTS }, gather: { ...JAX.gather, dtypes: INTS } } as const);

/** TensorFlow with numpy behaviour: `get` takes index arrays and masks (tf.experimental.numpy's indexing). */
const TF_NUMPY: IndexSemantics = Object.freeze({ ...TENSORFLOW, arrayIndex: true, scalarIndexDTypes: undefined } as const);

const BY_POLICY: Readonly<Partial<Record<PolicyName, IndexSemantics>>> = { numpy: NUMPY, jax: JAX, torch: TORCH, tf: TENSORFLOW };

/**
 * The indexing semantics of a policy in a mode: TensorFlow's numpy behaviour (modes `all` and
 * `safe` of the `tf` policy) takes index arrays and masks in `get`.
 */
export function indexSemantics(policy: PolicyName, mode: string): IndexSemantics {
  const s = BY_POLICY[policy];
  if (s === undefined) return RFC;
  if (policy === 'jax' && mode === 'strict') return JAX_STRICT;
  return policy === 'tf' && mode !== 'legacy' ? TF_NUMPY : s;
}

