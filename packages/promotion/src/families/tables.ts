import { DTYPES } from '@typelattice/dtypes';
import type { BinaryFamily } from '../catalogue';
import { CLIP_ROW, OP_ROWS, UNARY_ROWS, WHERE_ROW, type UnaryRow } from '../catalogue-rows.generated';
import { FIRST_WEAK, kindOfIndex, N, OPERANDS } from '../operand';

// The family ops' tables by name, and the small facts about operands the family rules read.

/** A unary table: `row[a]` is the result operand's index for operand `a`, or -1 (refused). */
export type Row = Int8Array;

/** The binary family ops by promotion key (`less`), with the table each is recorded as (`less`, `not_equal`). */
export const BINARY_FAMILY: ReadonlyMap<string, { readonly family: BinaryFamily; readonly table: string }> = new Map(
  OP_ROWS.flatMap((e) =>
    e.family === 'comparison' || e.family === 'logical' || e.family === 'bitwise' || e.family === 'closeness'
      ? [[e.promotion, { family: e.family, table: e.kernel }] as const]
      : [],
  ),
);

/** The unary ops by name and alias. */
export const UNARY_BY_NAME: ReadonlyMap<string, UnaryRow> = new Map(UNARY_ROWS.flatMap((e) => [e.name, ...e.aliases].map((n) => [n, e] as const)));

/** The tables `where` is answered from. */
export const WHERE_TABLES = { xy: WHERE_ROW.table, cond: WHERE_ROW.condTable } as const;

/**
 * The tables `clip` is answered from: one grid of (min, max) per kind of x (`clip@i8`: the
 * recorded table's `x`), and x by min (no max), x by max (no min).
 */
export const CLIP_TABLES = { both: CLIP_ROW.table, minOnly: CLIP_ROW.minOnlyTable, maxOnly: CLIP_ROW.maxOnlyTable } as const;

/** The row `clip` with no bound is answered from. */
export const CLIP_NO_BOUND_TABLE = CLIP_ROW.noBoundTable;

export const BOOL = DTYPES.indexOf('bool');
export const F_STAR = OPERANDS.indexOf('f*');
export const C_STAR = OPERANDS.indexOf('c*');

/** The real operand of a complex one's width (complex64 → float32, c* → f*); others unchanged. */
export const realOf = (r: number): number => {
  if (r === C_STAR) return F_STAR;
  if (r >= 0 && r < FIRST_WEAK && kindOfIndex(r) === 'c') return DTYPES.indexOf(DTYPES[r] === 'complex64' ? 'float32' : 'float64');
  return r;
};

/** A row computed operand by operand. */
export function makeRow(cell: (a: number) => number): Row {
  const out = new Int8Array(N);
  for (let a = 0; a < N; a++) out[a] = cell(a);
  return out;
}
