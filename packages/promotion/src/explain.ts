import type { RefusalCause } from './errors';
import { N } from './grid';
import { OPERAND_CODES, OPERANDS, type Operand, type OperandLike } from './operand';
import type { PolicyName } from './registry';
import { gridOf, outcome, refusal, resolve, widerMode, type PromotionOptions } from './result-type';

/** Why a policy gives what it gives for one pair. */
export interface Explanation {
  readonly policy: string;
  readonly mode: string;
  readonly op: string;
  readonly a: Operand;
  readonly b: Operand;
  readonly allowed: boolean;
  /** The result, or `null` when refused. */
  readonly result: Operand | null;
  /** How the policy decides: a lattice join, a table cell, or a rule over a table. */
  readonly kind: 'lattice' | 'table' | 'rule';
  /** Lattice policies: the edge chains from `a` and from `b` up to the join. */
  readonly path?: { readonly fromA: readonly string[]; readonly fromB: readonly string[] };
  /** Table policies: the cell read, as `row`/`col` codes and its content (`-` when refused). */
  readonly cell: { readonly row: string; readonly col: string; readonly value: string };
  /** The cell's highlight colour in the source (tf-rfc: none / green / yellow). */
  readonly colour?: string;
  /** For a refusal: the narrowest wider mode that allows the call, and what it gives. */
  readonly allowedIn?: string;
  readonly widerResult?: Operand;
  /** For a refusal: why, in words. */
  readonly reason?: string;
  /** For a refusal: what refused it (as `PromotionError.refusedBy`: `'no-kernel'` when the library has no kernel). */
  readonly refusedBy?: RefusalCause;
  /** One line for people. */
  readonly summary: string;
}

/**
 * Explains a promotion: the lattice path or table cell, the mode colour, and for a refusal the
 * narrowest mode that allows it.
 *
 * @example
 * ```ts
 * const e = explain('tf-rfc', 'uint8', 'int8', { mode: 'SAFE' });
 * e.allowed; // false
 * e.colour; // 'yellow'
 * e.allowedIn; // 'ALL'
 * explain('jax', 'int8', 'uint8').path; // { fromA: ['i8', 'i16'], fromB: ['u8', 'i16'] }
 * ```
 */
export function explain(policy: PolicyName | string, a: OperandLike | string, b: OperandLike | string, options?: PromotionOptions): Explanation {
  const r = resolve(policy, a, b, options);
  const o = outcome(r, options?.value);
  // the source table's cell: for nested modes, the widest mode's (its colour says which mode allows it)
  const widest = r.def.widening.at(-1);
  const cellIndex = gridOf(widest && r.def.widening.includes(r.mode) ? { ...r, mode: widest } : r)[r.a * N + r.b]!;
  const cell = { row: OPERAND_CODES[r.a]!, col: OPERAND_CODES[r.b]!, value: cellIndex < 0 ? '-' : OPERAND_CODES[cellIndex]! };
  const result = 'result' in o ? OPERANDS[o.result]! : null;
  const lattice = r.def.lattice?.(r.mode);
  const join = lattice?.join(cell.row, cell.col);
  const path = lattice && join !== undefined ? { fromA: lattice.path(cell.row, join), fromB: lattice.path(cell.col, join) } : undefined;
  const colour = r.def.colour?.(r.a, r.b, r.top);
  const wider = result === null ? widerMode(r, options?.value) : undefined;
  const refused = 'refuse' in o ? refusal(r, o, options?.value) : undefined;
  const reason = refused?.reason;
  const head = `${r.def.name} (mode ${r.mode}) ${r.op}(${OPERANDS[r.a]}, ${OPERANDS[r.b]})`;
  const how = path ? `lattice join ${join} (${path.fromA.join(' -> ')}; ${path.fromB.join(' -> ')})` : `table cell [${cell.row}, ${cell.col}] = ${cell.value}`;
  const summary =
    result !== null
      ? `${head} = ${result}: ${how}${colour ? `, colour ${colour}` : ''}.`
      : `${head} is refused: ${reason}; ${how}${wider ? `; mode ${wider.mode} allows it (${OPERANDS[wider.result]})` : ''}.`;
  return {
    policy: r.def.name,
    mode: r.mode,
    op: r.op,
    a: OPERANDS[r.a]!,
    b: OPERANDS[r.b]!,
    allowed: result !== null,
    result,
    kind: r.def.kind,
    cell,
    summary,
    ...(path ? { path } : {}),
    ...(colour ? { colour } : {}),
    ...(wider ? { allowedIn: wider.mode, widerResult: OPERANDS[wider.result]! } : {}),
    ...(reason !== undefined ? { reason } : {}),
    ...(refused?.refusedBy !== undefined ? { refusedBy: refused.refusedBy } : {}),
  };
}
