import type { PolicyName } from './context';

// How each library searches and counts beyond the dtypes, as recorded in
// conformance/fixtures/searching and conformance/fixtures/sets (tools/record/record_searching.py).
// The RFC's policies follow TensorFlow's functions (packages/promotion/src/array-ops/DECISIONS.md,
// "Searching and sets").

/** The searching and set semantics of a policy. */
export interface SearchSemantics {
  /**
   * searchsorted's x1: 1-D only, serving values of any shape (NumPy, JAX); N-D searched row by
   * row, the values of the same rank and leading dimensions (TensorFlow); either (PyTorch).
   */
  readonly searchsortedRows: 'one' | 'rows' | 'both';
  /** nonzero of a 0-d tensor: refused (NumPy 2, JAX, TensorFlow) or read as a 1-D tensor of one element (PyTorch's as_tuple form). */
  readonly zeroD: 'refuse' | 'flat';
  /** argwhere of a 0-d tensor where nonzero refuses it: NumPy's and JAX's argwhere give an (n, 0) matrix. */
  readonly argwhereZeroD: 'refuse' | 'take';
  /** The unique values' order: sorted (NumPy, JAX, PyTorch) or of first occurrence (TensorFlow's tf.unique). */
  readonly uniqueOrder: 'sorted' | 'first';
  /** Whether unique takes 1-D tensors only (TensorFlow's tf.unique) or flattens (the others). */
  readonly unique1D: boolean;
  /** Whether complex numbers order lexicographically (JAX) rather than NumPy's way (a NaN part after every number). */
  readonly lexicographic: boolean;
}

const NUMPY: SearchSemantics = { searchsortedRows: 'one', zeroD: 'refuse', argwhereZeroD: 'take', uniqueOrder: 'sorted', unique1D: false, lexicographic: false };
const JAX: SearchSemantics = { ...NUMPY, lexicographic: true };
const TF: SearchSemantics = { searchsortedRows: 'rows', zeroD: 'refuse', argwhereZeroD: 'refuse', uniqueOrder: 'first', unique1D: true, lexicographic: false };
const TORCH: SearchSemantics = { searchsortedRows: 'both', zeroD: 'flat', argwhereZeroD: 'take', uniqueOrder: 'sorted', unique1D: false, lexicographic: false };

/** The searching and set semantics of a policy (the RFC's: TensorFlow's). */
export function searchSemantics(policy: PolicyName): SearchSemantics {
  return policy === 'numpy' ? NUMPY : policy === 'jax' ? JAX : policy === 'torch' ? TORCH : TF;
}
