import { checkOptions, variantIndex, type PromotionOptions } from './call';
import type { PromotionFix, RefusalCause } from './errors';
import { N } from './grid';
import type { PolicyName } from './names';
import { FIRST_WEAK, OPERAND_CODES, OPERANDS, operandIndex, type Operand, type OperandLike } from './operand';
import { OPS, TABLE_OPS } from './ops';
import { kindOfMode, type PolicyKind } from './policy';
import { opIndexOf } from './promoter';
import { resolvedPromoter } from './registry';
import { policyModes } from './registry';

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
  readonly kind: PolicyKind;
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
  /** For a refusal: the cast that makes the call work, in words (as `PromotionError.cast`). */
  readonly cast?: string;
  /** For a refusal: the cast that makes the call work, for programs (as `PromotionError.fix`), where one exists. */
  readonly fix?: PromotionFix;
  /** For a refusal without a `fix`: the cast that makes the call work while changing values (as `PromotionError.lossyFix`). */
  readonly lossyFix?: PromotionFix;
  /** One line for people. */
  readonly summary: string;
}

/**
 * Explains a promotion: the lattice path or table cell, the mode colour, and for a refusal the
 * narrowest mode that allows it (the promoter decides; this puts its answer in words).
 *
 * @example
 * ```ts
 * const e = explain('tf-rfc', 'uint8', 'int8', { mode: 'safe' });
 * e.allowed; // false
 * e.colour; // 'yellow'
 * e.allowedIn; // 'all'
 * explain('jax', 'int8', 'uint8').path; // { fromA: ['i8', 'i16'], fromB: ['u8', 'i16'] }
 * ```
 */
export function explain<P extends PolicyName>(policy: P, a: OperandLike | string, b: OperandLike | string, options?: PromotionOptions<P>): Explanation {
  checkOptions(options, undefined, () => policyModes(policy));
  const p = resolvedPromoter(policy, options?.mode);
  const opIndex = opIndexOf(options?.op ?? 'add');
  const i = operandIndex(a);
  const j = operandIndex(b);
  const v = variantIndex(options, i >= FIRST_WEAK, j >= FIRST_WEAK);
  const value = options?.value;
  const def = p.def;
  const o = p.outcome(opIndex, i, j, v, value);
  // the policy's table cell (before the op rules): for nested modes, the widest mode's (its
  // colour says which mode allows it)
  const widest = def.widening.at(-1);
  const source = widest !== undefined && def.widening.includes(p.mode) ? resolvedPromoter(policy, widest) : p;
  const cellIndex = def.grid(source.mode, TABLE_OPS[opIndex]!, source.variantKey(v))[i * N + j]!;
  const cell = { row: OPERAND_CODES[i]!, col: OPERAND_CODES[j]!, value: cellIndex < 0 ? '-' : OPERAND_CODES[cellIndex]! };
  const result = typeof o === 'number' ? OPERANDS[o]! : null;
  const lattice = def.lattice?.(p.mode);
  const join = lattice?.join(cell.row, cell.col);
  const path = lattice && join !== undefined ? { fromA: lattice.path(cell.row, join), fromB: lattice.path(cell.col, join) } : undefined;
  const colour = def.colour?.(i, j, TABLE_OPS[opIndex]!, p.mode);
  const wider = result === null ? p.widerMode(opIndex, i, j, v, value) : undefined;
  const refused = typeof o === 'number' ? undefined : p.error({ opIndex, a: i, b: j, v, value }, o);
  const reason = refused?.reason;
  const op = OPS[opIndex]!;
  const head = `${policy} (mode ${p.mode}) ${op}(${OPERANDS[i]}, ${OPERANDS[j]})`;
  const how = path ? `lattice join ${join} (${path.fromA.join(' -> ')}; ${path.fromB.join(' -> ')})` : `table cell [${cell.row}, ${cell.col}] = ${cell.value}`;
  const summary =
    result !== null
      ? `${head} = ${result}: ${how}${colour ? `, colour ${colour}` : ''}.`
      : `${head} is refused: ${reason}; ${how}${wider ? `; mode ${wider.mode} allows it (${OPERANDS[wider.result]})` : ''}.`;
  return {
    policy,
    mode: p.mode,
    op,
    a: OPERANDS[i]!,
    b: OPERANDS[j]!,
    allowed: result !== null,
    result,
    kind: kindOfMode(def, p.mode),
    cell,
    summary,
    ...(path ? { path } : {}),
    ...(colour ? { colour } : {}),
    ...(wider ? { allowedIn: wider.mode, widerResult: OPERANDS[wider.result]! } : {}),
    ...(reason !== undefined ? { reason } : {}),
    ...(refused?.refusedBy !== undefined ? { refusedBy: refused.refusedBy } : {}),
    ...(refused !== undefined ? { cast: refused.cast } : {}),
    ...(refused?.fix !== undefined ? { fix: refused.fix } : {}),
    ...(refused?.lossyFix !== undefined ? { lossyFix: refused.lossyFix } : {}),
  };
}
