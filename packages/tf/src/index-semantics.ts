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
  /** The dtypes its index arrays may have. */
  readonly dtypes: readonly DType[];
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
  /** Updates: `x[i] op v` in the promoted dtype then stored (NumPy's ufunc `at`), or `v` converted to x's dtype first. */
  readonly updateCompute: 'promoted' | 'target';
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
  /** concat with axis null flattens the tensors first (NumPy, JAX), or is refused. */
  readonly concatFlat: boolean;
  /** expandDims of several axes at once (NumPy, JAX). */
  readonly expandMany: boolean;
  /** slice's begin: negative counts from the end (PyTorch's narrow; NumPy by its indexing), or is refused (TensorFlow, JAX). */
  readonly sliceNegativeBegin: boolean;
}

const INTS: readonly DType[] = ['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'];
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
  take: { mode: 'raise', negative: 'wrap', dtypes: INTS },
  takeAlongAxis: { mode: 'raise', negative: 'wrap', dtypes: INTS },
  gather: { mode: 'raise', negative: 'wrap', dtypes: INTS },
  gatherNd: { mode: 'raise', negative: 'wrap', dtypes: INTS },
  updateOutOfRange: 'raise',
  updateCompute: 'promoted',
  flipAll: true,
  rollFlat: true,
  rollBroadcast: true,
  tileAnyLength: true,
  unevenSplit: 'refuse',
  padModes: ['constant', 'reflect', 'symmetric', 'edge'],
  concatFlat: true,
  expandMany: true,
  sliceNegativeBegin: true,
} as const);

const JAX: IndexSemantics = Object.freeze({
  ...NUMPY,
  getOutOfRange: 'clamp',
  take: { mode: 'fill', negative: 'wrap', dtypes: INTS },
  takeAlongAxis: { mode: 'fill', negative: 'wrap', dtypes: INTS },
  gather: { mode: 'fill', negative: 'wrap', dtypes: INTS },
  gatherNd: { mode: 'clamp', negative: 'wrap', dtypes: INTS },
  updateOutOfRange: 'drop',
  updateCompute: 'target',
  sliceNegativeBegin: false,
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
  flipAll: false,
  rollFlat: false,
  rollBroadcast: false,
  tileAnyLength: false,
  padModes: ['constant', 'reflect', 'symmetric'],
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
  take: { mode: 'raise', negative: 'wrap', dtypes: ['int64'] },
  takeAlongAxis: { mode: 'raise', negative: 'wrap', dtypes: ['int64'] },
  gather: { mode: 'raise', negative: 'refuse', dtypes: TORCH_INDEX },
  gatherNd: { mode: 'raise', negative: 'wrap', dtypes: TORCH_INDEX },
  updateCompute: 'target',
  flipAll: false,
  rollBroadcast: false,
  unevenSplit: 'tensor-split',
  padModes: ['constant', 'reflect', 'edge'],
  concatFlat: false,
  expandMany: false,
} as const);

/**
 * The RFC's policies: TensorFlow's functions (gather's index dtypes and bounds, reverse and roll
 * with their axes, tile with one multiple per axis) and NumPy's indexing for `get` (index arrays
 * and masks of any integer dtype, integers advanced): the RFC does not cover indexing, and NumPy's
 * rules are the Array API's.
 */
const RFC: IndexSemantics = Object.freeze({ ...TENSORFLOW, integers: 'advanced', arrayIndex: true, getDTypes: INTS } as const);

const BY_POLICY: Readonly<Partial<Record<PolicyName, IndexSemantics>>> = { numpy: NUMPY, jax: JAX, torch: TORCH, tf: TENSORFLOW };

/**
 * The indexing semantics of a policy in a mode: TensorFlow's numpy behaviour (modes `all` and
 * `safe` of the `tf` policy) takes index arrays and masks in `get`.
 */
export function indexSemantics(policy: PolicyName, mode: string): IndexSemantics {
  const s = BY_POLICY[policy];
  if (s === undefined) return RFC;
  return policy === 'tf' && mode !== 'legacy' ? TF_NUMPY : s;
}

const TF_NUMPY: IndexSemantics = Object.freeze({ ...TENSORFLOW, arrayIndex: true } as const);
