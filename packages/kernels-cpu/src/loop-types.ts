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

/** A generated cast loop over `n` elements. */
export type CastLoop = (a: Storage, o: Storage, n: number) => void;
