import type { CatalogueEntry } from './catalogue';
import { OP_ROWS, type OpRow } from './catalogue-rows.generated';

// The ops promotion answers, derived from the op catalogue: each entry's promotion key and its
// aliases (`div` is truediv). The facade's and CLI's op names come from the same catalogue.

type KeysOf<E> = E extends { readonly promotion: infer P extends string; readonly aliases: readonly (infer A extends string)[] } ? P | A : never;

/** An op whose promotion a policy answers: a catalogue entry's promotion key or alias (`div` is true division; `assign_*` are Variable updates). */
export type PromotionOp = KeysOf<CatalogueEntry>;

type TableOpOf<E> = E extends { readonly family: 'truediv' }
  ? 'truediv'
  : E extends { readonly family: 'assign' }
    ? 'assign_add'
    : E extends { readonly promotion: infer P }
      ? P
      : never;

/** The table an op is answered from: its family's (`div` → `truediv`; every Variable update → `assign_add`); `where` for where's x and y. */
export type TableOp = TableOpOf<CatalogueEntry> | 'where';

const tableOpOf = (e: OpRow): TableOp =>
  (e.family === 'truediv' ? 'truediv' : e.family === 'assign' ? 'assign_add' : e.promotion) as TableOp;

/**
 * The ops a policy answers, in catalogue order; they share the add table unless a policy's data
 * says otherwise.
 *
 * @example
 * ```ts
 * OPS.includes('truediv'); // true
 * OPS.includes('div'); // true: an alias of truediv
 * resultType('numpy', 'int8', 'int8', { op: 'truediv' }); // 'float64'
 * ```
 */
export const OPS: readonly PromotionOp[] = Object.freeze(
  OP_ROWS.flatMap((e): PromotionOp[] => [e.promotion, ...(e.aliases as readonly PromotionOp[])]),
);

const ENTRY = new Map<string, OpRow>();
for (const e of OP_ROWS) for (const k of [e.promotion, ...e.aliases]) ENTRY.set(k, e);

/** The position of each op in {@link OPS}. */
export const OP_INDEX: ReadonlyMap<string, number> = new Map(OPS.map((op, i) => [op, i]));

/** The table of each op of {@link OPS}, by index. */
export const TABLE_OPS: readonly TableOp[] = OPS.map((op) => tableOpOf(ENTRY.get(op)!));

/** The table an op is answered from (`div` → `truediv`, `assign_sub` → `assign_add`). */
export const tableOp = (op: PromotionOp): TableOp => TABLE_OPS[OP_INDEX.get(op)!]!;

/** The tables of the float functions (family `float-function`: `atan2`), which the RFC's policies derive from add. */
export const FLOAT_FUNCTION_TABLES: ReadonlySet<TableOp> = new Set(
  OP_ROWS.filter((e) => e.family === 'float-function').map((e) => tableOpOf(e)),
);

/** The catalogue family of an op of {@link OPS}, by index. */
export const OP_FAMILIES: readonly CatalogueEntry['family'][] = OPS.map((op) => ENTRY.get(op)!.family);

/** The kernel primitive of an op of {@link OPS}, by index (`sub` and `assign_sub` run `subtract`). */
export const OP_KERNELS: readonly string[] = OPS.map((op) => ENTRY.get(op)!.kernel);
