import type { Storage } from '@typelattice/dtypes';

/**
 * How a loop walks its operands along the inner axis: both stepping by one element
 * (`contiguous`), the first operand held as a scalar (`scalarA`), the second held as a scalar
 * (`scalarB`), or both stepping by their own element strides (`strided`).
 */
export type Layout = 'contiguous' | 'scalarA' | 'scalarB' | 'strided';

/**
 * A generated loop over `n` output elements starting at element offsets `ao`, `bo`, `oo`;
 * `sa`, `sb` are the operands' element strides (used by the `strided` layout only).
 */
export type BinaryLoop = (
  a: Storage,
  b: Storage,
  o: Storage,
  ao: number,
  bo: number,
  oo: number,
  n: number,
  sa: number,
  sb: number,
) => void;

/** A generated unary loop over `n` elements, both operands contiguous, the output from element `oo`. */
export type UnaryLoop = (a: Storage, o: Storage, n: number, oo: number) => void;

/**
 * A generated `where` loop over `n` output elements: condition `t`, values `a` (where true) and
 * `b` (where false), starting at element offsets `to`, `ao`, `bo`, `oo`, stepping by the element
 * strides `st`, `sa`, `sb` (used by the `strided` layout only).
 */
export type WhereLoop = (
  t: Storage,
  a: Storage,
  b: Storage,
  o: Storage,
  to: number,
  ao: number,
  bo: number,
  oo: number,
  n: number,
  st: number,
  sa: number,
  sb: number,
) => void;

/**
 * A generated `clip` loop over `n` output elements: x `a`, min `b`, max `c`, from element offsets
 * `ao`, `bo`, `co`, `oo`, stepping by the element strides `sa`, `sb`, `sc` (the `strided` layout).
 */
export type ClipLoop = (
  a: Storage,
  b: Storage,
  c: Storage,
  o: Storage,
  ao: number,
  bo: number,
  co: number,
  oo: number,
  n: number,
  sa: number,
  sb: number,
  sc: number,
) => void;

/** A generated cast loop over `n` elements. */
export type CastLoop = (a: Storage, o: Storage, n: number) => void;
