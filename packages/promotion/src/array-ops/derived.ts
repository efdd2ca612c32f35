import { DTYPES } from '@typelattice/dtypes';
import { FIRST_WEAK, kindOfIndex, N } from '../operand';
import type { Grid } from '../grid';
import { REFUSED, type ArrayGrid, type ArrayRow, type Join, type Reduction, type ShapeOp } from './tables';

// The op families beyond elementwise for the policies without a recording: the RFC's modes
// (safe, all, none) and its older proposals. The RFC defines promotion for arithmetic only;
// these extend it by its own principles (DECISIONS.md in this directory, tested in
// derived.test.ts). `add` is the mode's add table (the promotion alone), `float` the float a
// true division of an operand by itself gives in the mode (or -1).

const BOOL = DTYPES.indexOf('bool');
const INT64 = DTYPES.indexOf('int64');

const isComplex = (a: number): boolean => kindOfIndex(a) === 'c';
const isBool = (a: number): boolean => a === BOOL;
const isInteger = (a: number): boolean => a !== BOOL && (kindOfIndex(a) === 'i' || kindOfIndex(a) === 'u');

const row = (cell: (a: number) => number): ArrayRow => {
  const out = new Int8Array(N);
  for (let a = 0; a < N; a++) out[a] = cell(a);
  return out;
};

/**
 * A reduction's row: sums, products and running sums keep the dtype (TensorFlow's accumulation,
 * which the RFC's policies compute); the mean of an integer is the float its true division gives;
 * max and min keep real dtypes; argmax and argmin give int64 indices; bool is refused by every
 * arithmetic reduction (TensorFlow has no bool reduction kernel: reduce with logical ops, or cast
 * to int32) and complex by the ordered ones (no order). A weak operand stays weak.
 */
export function derivedReductionRow(op: Reduction, float: (a: number) => number): ArrayRow {
  switch (op) {
    case 'sum':
    case 'prod':
    case 'cumsum':
      return row((a) => (isBool(a) ? REFUSED : a));
    case 'mean':
      return row((a) => (isBool(a) ? REFUSED : isInteger(a) || a === FIRST_WEAK ? float(a) : a));
    case 'max':
    case 'min':
      return row((a) => (isBool(a) || isComplex(a) ? REFUSED : a));
    case 'argmax':
    case 'argmin':
      return row((a) => (isComplex(a) ? REFUSED : INT64));
  }
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

