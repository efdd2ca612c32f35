import type { UnaryFamily } from '../catalogue';
import { makeGrid, N, type Grid } from '../grid';
import { isComplexIndex, kindOfIndex } from '../operand';
import { BOOL, makeRow, realOf, type Row } from './tables';

// The families for policies that have no recording (the RFC's safe, all and none, and its older
// proposals), derived from the policy's own add and truediv tables by the RFC's principles:
// SAFE refuses what loses information, NONE any implicit conversion, ALL follows the lattice.
// Each decision is written down, with its reasons, in ./DECISIONS.md and tested in
// derived.test.ts.

/** How a derived binary family table answers a cell, given the policy's add cell `r` for the pair. */
const BINARY_RULES = {
  // compare in the promoted dtype; complex numbers have no order (TensorFlow has no ordering
  // kernel for them), so only equal and not_equal take them
  equality: (r: number) => (r < 0 ? -1 : BOOL),
  ordering: (r: number) => (r < 0 || isComplexIndex(r) ? -1 : BOOL),
  // logical ops are defined on booleans: a bool can only come from a bool (the lattice goes up from
  // bool, never down to it), so the pair must promote to bool; the add cell is kept and the op
  // rules refuse anything else with the reason and the cast (op-rules.ts)
  logical: (r: number) => r,
  // bitwise ops of integers and bool, in the promoted dtype; shifts of integers (a bool has no
  // bits to shift). The add cell is kept: the op rules (op-rules.ts) refuse a float, complex or
  // (shift) bool result with the reason and the cast to an integer
  bitwise: (r: number) => r,
  shift: (r: number) => r,
  // where: x and y are promoted together as add promotes them
  select: (r: number) => r,
  // isclose: a comparison within a tolerance, in the add promotion (computed in the float of
  // true division, as the float functions); complex numbers are compared by their distance
  closeness: (r: number) => (r < 0 ? -1 : BOOL),
} as const;

/** The derived rule of each recorded binary table. */
const RULE_OF_TABLE: Readonly<Record<string, keyof typeof BINARY_RULES>> = {
  equal: 'equality',
  not_equal: 'equality',
  less: 'ordering',
  less_equal: 'ordering',
  greater: 'ordering',
  greater_equal: 'ordering',
  logical_and: 'logical',
  logical_or: 'logical',
  logical_xor: 'logical',
  bitwise_and: 'bitwise',
  bitwise_or: 'bitwise',
  bitwise_xor: 'bitwise',
  left_shift: 'shift',
  right_shift: 'shift',
  where: 'select',
  isclose: 'closeness',
};

/** A binary family table (`less`, `where`) derived from the policy's add table. */
export function derivedGrid(table: string, add: Grid): Grid {
  const rule = BINARY_RULES[RULE_OF_TABLE[table]!];
  if (rule === undefined) throw new TypeError(`No derived rule for the family table ${table}.`);
  return makeGrid((a, b) => rule(add[a * N + b]!));
}

/**
 * A unary table derived by family (see {@link UnaryFamily}). `floatOf(a)` is the float the
 * policy divides `a / a` in (its truediv table's diagonal), or -1.
 */
export function derivedRow(family: UnaryFamily | 'cond', floatOf: (a: number) => number): Row {
  const rule = UNARY_RULES[family];
  return makeRow((a) => rule(a, kindOfIndex(a), floatOf));
}

/** How a derived unary table answers an operand `a` of kind `k` (b, u, i, f, c). */
const UNARY_RULES: Readonly<Record<UnaryFamily | 'cond', (a: number, k: string, floatOf: (a: number) => number) => number>> = {
  // logical not and where's cond take bool: the RFC converts nothing implicitly to bool
  logical: (a) => (a === BOOL ? BOOL : -1),
  cond: (a) => (a === BOOL ? BOOL : -1),
  // invert: integers and bool, in their own dtype
  bitwise: (a, k) => ('bui'.includes(k) ? a : -1),
  // neg, abs, sign, square: numbers, not bool (TensorFlow refuses them on bool); abs of complex is real (realRow)
  numeric: (a, k) => (k === 'b' ? -1 : a),
  // sqrt, exp, log, sin, cos, tanh: floats and complex keep their dtype, integers and bool compute
  // in the float `a / a` computes in (the RFC's truediv rule)
  'float-function': (a, k, floatOf) => (k === 'f' || k === 'c' ? a : floatOf(a)),
  // floor, ceil, round: an integer is its own rounding; bool and complex have none
  rounding: (a, k) => (k === 'b' || k === 'c' ? -1 : a),
  // real, imag: complex gives its real dtype (realRow), real dtypes keep theirs
  'complex-part': (a) => a,
  // isNaN, isInf, isFinite: every number, complex included, classifies (an integer is finite);
  // a bool is not a number here (TensorFlow refuses it, as for neg and abs)
  classification: (a, k) => (k === 'b' ? -1 : BOOL),
  // signbit: the sign bit of a real number; bool has none, complex has two
  'sign-bit': (a, k) => (k === 'b' || k === 'c' ? -1 : BOOL),
};

/**
 * A `clip` table derived from the add table: x meets min, then the result meets max, as in
 * `minimum(maximum(x, min), max)` (the arithmetic family's add promotion), refused where either
 * step is refused; bool and complex are refused, as for max and min (complex numbers have no
 * order; TensorFlow has no bool maximum). `x` is the kind of x for the `both` table (a grid of
 * min by max); the one-bound tables are grids of x by the bound.
 */
export function derivedClipGrid(table: 'both' | 'one', add: Grid, x = 0): Grid {
  const meet = (a: number, b: number) => (a < 0 || b < 0 ? -1 : ordered(add[a * N + b]!));
  return table === 'both' ? makeGrid((lo, hi) => meet(meet(x, lo), hi)) : makeGrid((a, b) => meet(ordered(a), b));
}

/** `clip` with neither bound: x as it is, bool and complex refused (as with bounds). */
export const derivedClipRow = (): Row => makeRow((a) => ordered(a));

// a dtype with an order (the comparisons' decision): not bool, not complex
const ordered = (r: number): number => (r < 0 || r === BOOL || isComplexIndex(r) ? -1 : r);

/** The result of a `realResult` op (abs, real, imag): complex gives its real dtype. */
export const realRow = (row: Row): Row => makeRow((a) => (row[a]! < 0 ? -1 : realOf(row[a]!)));

