import { isWeakKind } from '@typelattice/dtypes';
import {
  CREATION_CALLS,
  OP_CATALOGUE,
  creationData,
  OPERANDS,
  POLICIES,
  describePolicy,
  policyTable,
  promoter,
  type JoinTable,
  type ModeOf,
  type PolicyName,
  type PromotionFamily,
  type PromotionOp,
} from '@typelattice/promotion';
import { createRequire } from 'node:module';
import { CLASS_LETTERS, cellClass } from './classes';
import { OPERAND_CODES, promotionGraph } from './graph';
import { layoutGraph } from './layout';
import type { CreationRow, ExplorerData, ModeData, OpInfo, PolicyData, TableData } from './model';

/** The letter of operand `i` in an embedded table's `results` string (`-`: refused). */
export const resultLetter = (i: number): string => (i < 0 ? '-' : String.fromCharCode(97 + i));

/** The ops of the op catalogue, by the key policies answer them under (aliases are the same table). */
export const EXPLORER_OPS: readonly OpInfo[] = OP_CATALOGUE.map((e) => ({ key: e.promotion, name: e.name, family: e.family, aliases: e.aliases }));

/** A table's cells as an embedded `results` string (see {@link TableData}). */
export const resultsString = (t: JoinTable): string => Array.from(t.cells, resultLetter).join('');

/**
 * The table of one policy mode and op: what `policyTable` answers (the cells `resultType` answers
 * for tensors, the library's missing kernels included), and each cell's {@link cellClass}.
 */
export function tableData<P extends PolicyName>(policy: P, mode: ModeOf<P>, op: OpInfo): TableData {
  const t = policyTable(policy, { mode, op: op.key as PromotionOp } as never);
  const p = promoter(policy, mode);
  const n = OPERANDS.length;
  const classes = Array.from(t.cells, (r, k) =>
    CLASS_LETTERS[cellClass(p, op.key as PromotionOp, op.family as PromotionFamily, OPERANDS[Math.floor(k / n)]!, OPERANDS[k % n]!, r < 0 ? undefined : OPERANDS[r])],
  );
  return { results: resultsString(t), classes: classes.join('') };
}

/**
 * Extracts everything the explorer page shows from the promotion package: for every policy and
 * mode, the table of every op of the op catalogue with its cells' classes, the add promotion
 * without the library's missing kernels (the joins the graph shows), the promotion graph laid out
 * by dagre, and the default dtypes of the creation functions (`creationData`).
 * Equal tables are stored once.
 *
 * @example
 * ```ts
 * const data = explorerData();
 * const jax = data.policies.find((p) => p.name === 'jax')!.modes[0]!;
 * const add = data.tables[jax.tables.add!]!;
 * add.results[5 * 18 + 1]; // 'g': int8 + uint8 is operand 6, int16
 * ```
 */
export function explorerData(): ExplorerData {
  const tables: TableData[] = [];
  const index = new Map<string, number>();
  const store = (t: TableData): number => {
    const key = `${t.results}${t.classes}`;
    let i = index.get(key);
    if (i === undefined) {
      i = tables.push(t) - 1;
      index.set(key, i);
    }
    return i;
  };
  const policies = POLICIES.map((policy): PolicyData => {
    const info = describePolicy(policy);
    const modes = info.modes.map(
      (mode): ModeData => ({
        name: mode,
        kind: info.kinds[mode],
        tables: Object.fromEntries(EXPLORER_OPS.map((op) => [op.key, store(tableData(policy, mode, op))])),
        joins: resultsString(policyTable(policy, { mode, kernelGaps: false } as never)),
        graph: layoutGraph(promotionGraph(policy, mode), OPERAND_CODES),
        creation: creationRow(policy, mode),
      }),
    );
    return { name: policy, source: info.source, widening: info.widening, modes };
  });
  return {
    promotionVersion: promotionVersion(),
    operands: OPERANDS.map((name, i) => ({ name, code: OPERAND_CODES[i]!, weak: isWeakKind(name) })),
    ops: EXPLORER_OPS,
    policies,
    creationCalls: CREATION_CALLS.map((c) => c.call),
    tables,
  };
}

/** A policy mode's creation defaults as the page shows them: the dtype, `(weak)` where weak, or `refused`. */
export function creationRow(policy: PolicyName, mode: string): CreationRow {
  return creationData(policy, mode).answers.map((a) => (a.dtype === null ? 'refused' : a.weak ? `${a.dtype} (weak)` : a.dtype));
}

function promotionVersion(): string {
  const manifest = createRequire(import.meta.url)('@typelattice/promotion/package.json') as { version: string };
  return manifest.version;
}
