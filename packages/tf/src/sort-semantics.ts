import type { KeyOrder } from '@typelattice/kernels-cpu';
import type { PolicyName } from './context';

// How each library sorts beyond the order of numbers, as recorded in conformance/fixtures/sorting
// (tools/record/record_sorting.py). The RFC's policies follow TensorFlow's functions
// (packages/promotion/src/array-ops/DECISIONS.md, "Sorting").

/** The sorting semantics of a policy. */
export interface SortSemantics {
  /** How complex numbers order (NumPy's: a NaN part after every number; JAX's: lexicographic). */
  readonly order: KeyOrder;
  /** top_k's order of -0 and 0: equal (TensorFlow, PyTorch), or -0 below 0 (JAX's lax.top_k). */
  readonly topkOrder: KeyOrder;
  /** A 0-d operand: refused (an axis out of range) or sorted as itself (PyTorch; NumPy's argsort gives [0]). */
  readonly zeroD: 'refuse' | 'scalar';
  /** argsort of a 0-d operand: refused, `0` (PyTorch), or the flattened array's indices (NumPy: [0], shape [1]). */
  readonly argsortZeroD: 'refuse' | 'scalar' | 'flat';
}

const NUMPY: SortSemantics = { order: {}, topkOrder: {}, zeroD: 'refuse', argsortZeroD: 'flat' };
const JAX: SortSemantics = { order: { complexOrder: 'lexicographic' }, topkOrder: { zerosOrdered: true }, zeroD: 'refuse', argsortZeroD: 'refuse' };
const TF: SortSemantics = { order: {}, topkOrder: {}, zeroD: 'refuse', argsortZeroD: 'refuse' };
const TORCH: SortSemantics = { order: {}, topkOrder: {}, zeroD: 'scalar', argsortZeroD: 'scalar' };

/** The sorting semantics of a policy (the RFC's: TensorFlow's). */
export function sortSemantics(policy: PolicyName): SortSemantics {
  return policy === 'numpy' ? NUMPY : policy === 'jax' ? JAX : policy === 'torch' ? TORCH : TF;
}
