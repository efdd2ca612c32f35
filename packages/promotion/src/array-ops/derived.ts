import { DTYPES } from '@typelattice/dtypes';
import { FIRST_WEAK, kindOfIndex, N, operandIndex } from '../operand';
import type { Grid } from '../grid';
import { REFUSED, type ArrayGrid, type ArrayRow, type Join, type Reduction, type Search, type ShapeOp, type Sort } from './tables';

// The op families beyond elementwise for the policies without a recording: the RFC's modes
// (safe, all, none) and its older proposals. The RFC defines promotion for arithmetic only;
// these extend it by its own principles (DECISIONS.md in this directory, tested in
// derived.test.ts). `add` is the mode's add table (the promotion alone), `float` the float a
// true division of an operand by itself gives in the mode (or -1).

const BOOL = DTYPES.indexOf('bool');
const INT64 = DTYPES.indexOf('int64');
const INT32 = DTYPES.indexOf('int32');
const WEAK_FLOAT = operandIndex('f*');
const WEAK_COMPLEX = operandIndex('c*');
/** The real dtype of each complex one's parts. */
const REAL_PART: Readonly<Record<number, number>> = { [DTYPES.indexOf('complex64')]: DTYPES.indexOf('float32'), [DTYPES.indexOf('complex128')]: DTYPES.indexOf('float64'), [WEAK_COMPLEX]: WEAK_FLOAT };

const isComplex = (a: number): boolean => kindOfIndex(a) === 'c';
const isBool = (a: number): boolean => a === BOOL;
const isInteger = (a: number): boolean => a !== BOOL && (kindOfIndex(a) === 'i' || kindOfIndex(a) === 'u');

const row = (cell: (a: number) => number): ArrayRow => {
  const out = new Int8Array(N);
  for (let a = 0; a < N; a++) out[a] = cell(a);
  return out;
};

/**
 * A reduction's row: sums, products and running sums and products keep the dtype (TensorFlow's
 * accumulation, which the RFC's policies compute), and so does diff; the mean, std and var of an
 * integer are the float its true division gives (std and var of a complex dtype its real dtype);
 * logsumexp computes an integer in that float too and refuses complex (its max has no order); max
 * and min keep real dtypes; argmax and argmin give int64 indices, count_nonzero an int64 count;
 * all and any take bool only. Bool is refused by every arithmetic reduction (TensorFlow has no
 * bool reduction kernel: reduce with logical ops, or cast) and by diff (bool - bool is refused in
 * every policy); complex by the ordered ones (no order). A weak operand stays weak.
 */
export function derivedReductionRow(op: Reduction, float: (a: number) => number): ArrayRow {
  switch (op) {
    case 'sum':
    case 'prod':
    case 'cumsum':
    case 'cumprod':
    case 'cumulative_sum':
    case 'cumulative_prod':
    case 'diff':
      return row((a) => (isBool(a) ? REFUSED : a));
    case 'mean':
      return row((a) => (isBool(a) ? REFUSED : isInteger(a) || a === FIRST_WEAK ? float(a) : a));
    case 'std':
    case 'var':
      return row((a) => (isBool(a) ? REFUSED : isInteger(a) || a === FIRST_WEAK ? float(a) : (REAL_PART[a] ?? a)));
    case 'logsumexp':
      return row((a) => (isBool(a) || isComplex(a) ? REFUSED : isInteger(a) || a === FIRST_WEAK ? float(a) : a));
    case 'max':
    case 'min':
      return row((a) => (isBool(a) || isComplex(a) ? REFUSED : a));
    case 'argmax':
    case 'argmin':
      return row((a) => (isComplex(a) ? REFUSED : INT64));
    case 'count_nonzero':
      return row(() => INT64);
    case 'all':
    case 'any':
      return row((a) => (isBool(a) ? BOOL : REFUSED));
  }
}

/**
 * A reduction with the dtype argument (`reduceSum(x, axis, keepdims, 'int64')`): the result is the
 * dtype asked for, whatever the operand. The argument is an explicit cast of the operand before
 * the reduction (the Array API's rule), and the RFC's modes refuse only implicit conversions.
 */
export function derivedDtypeArgGrid(): ArrayGrid {
  const g = new Int8Array(N * N).fill(REFUSED);
  for (let a = 0; a < N; a++) for (let d = 0; d < FIRST_WEAK; d++) g[a * N + d] = d;
  return g;
}

/**
 * A sorting op's row: `sort` and `top_k` keep the dtype (weak stays weak), `argsort` and
 * `top_k_indices` give int32 indices (TensorFlow's tf.argsort and tf.math.top_k); bool and complex
 * are refused (TensorFlow sorts neither; complex numbers have no order, the comparisons' decision).
 */
export function derivedSortRow(op: Sort): ArrayRow {
  const indices = op === 'argsort' || op === 'top_k_indices';
  return row((a) => (isBool(a) || isComplex(a) ? REFUSED : indices ? INT32 : a));
}

/**
 * A searching or set function's row: nonzero's and argwhere's indices are int64 (TensorFlow's
 * tf.where), unique's values keep the dtype (weak stays weak; complex refused: tf.unique has
 * complex kernels, but the values' sorted order, the Array API's and the other policies', has no
 * order for complex numbers), unique's indices, inverse indices and counts are int32 (tf.unique's
 * and tf.unique_with_counts's `out_idx`).
 */
export function derivedSearchRow(op: Search): ArrayRow {
  if (op === 'nonzero' || op === 'argwhere') return row(() => INT64);
  if (op === 'unique_values') return row((a) => (isComplex(a) ? REFUSED : a));
  return row((a) => (isComplex(a) ? REFUSED : INT32));
}

/**
 * searchsorted(x1, x2): int32 positions (tf.searchsorted's `out_type`), where the mode promotes
 * x1 and x2 as for a comparison (the add table: `x1 < x2` meets the operands as `x1 + x2` does);
 * bool and complex refused (TensorFlow has no kernel for them, and complex numbers have no order).
 */
export function derivedSearchsortedGrid(add: Grid): ArrayGrid {
  return Int8Array.from(add, (r, k) => {
    const a = Math.floor(k / N);
    const b = k % N;
    return r < 0 || isBool(a) || isBool(b) || isComplex(a) || isComplex(b) || isComplex(r) ? REFUSED : INT32;
  });
}

/** A shape op's row: the operand's dtype, weak stays weak. */
export const derivedShapeRow = (_op: ShapeOp): ArrayRow => row((a) => a);

/**
 * A join's table (concat, stack, add_n): the operands meet as in `a + b` (the mode's add table;
 * add_n with the library's missing kernels, since it adds). SAFE and NONE refuse the same pairs
 * for a join as for add: joining is an implicit conversion of every operand to one dtype.
 */
export function derivedJoinGrid(_op: Join, add: Grid): ArrayGrid {
  return Int8Array.from(add, (r) => (r < 0 ? REFUSED : r));
}

/**
 * A functional update (`x.at[i].set(v)`, `.add(v)`, …) where the library was not recorded: allowed
 * only where the mode's `x + v` keeps `x`'s dtype (the rule of `Variable.assign_add`, and of
 * `assign`); the result is `x`'s dtype, weak where `x` is weak.
 */
export function derivedUpdateGrid(add: Grid): ArrayGrid {
  return Int8Array.from(add, (r, k) => (r === Math.floor(k / N) ? r : REFUSED));
}

/** matmul: the operands meet as in `a + b`; a bool result is refused (a matrix product multiplies and adds). */
export function derivedMatmulGrid(add: Grid): ArrayGrid {
  return Int8Array.from(add, (r) => (r < 0 || r === BOOL ? REFUSED : r));
}

