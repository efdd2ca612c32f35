import { OPERANDS, describePolicy, explain, isAllowed, promoter, type ModeOf, type PolicyName, type PromotionOp } from '@typelattice/promotion';
import { COLOURS, paint } from './colour';
import { codeOf } from './operands';

/**
 * A policy's full table for one mode and op, with each cell's source colour where it has one
 * (what `typelattice table --json` prints).
 *
 * @example
 * ```ts
 * import { tableData, type TableData } from '@typelattice/cli';
 * const t: TableData = tableData('numpy', undefined, 'add');
 * t.operands.length; // 18
 * ```
 */
export interface TableData {
  readonly policy: string;
  readonly mode: string;
  readonly op: string;
  /** The 18 operands, rows and columns alike (row = first operand). */
  readonly operands: readonly string[];
  /** `results[row][col]`: the result, or `null` where the mode refuses the pair. */
  readonly results: ReadonlyArray<ReadonlyArray<string | null>>;
  /** `colours[row][col]`: the cell's highlight in the source table (tf-rfc: none/green/yellow), or `null`. */
  readonly colours: ReadonlyArray<ReadonlyArray<string | null>>;
  /** For each colour in the table: the modes of the policy that allow its cells. */
  readonly legend: Readonly<Record<string, readonly string[]>>;
}

/**
 * Computes the 18×18 table of `policy` in `mode` for `op` through the promotion package's `explain`.
 *
 * @example
 * ```ts
 * import { tableData } from '@typelattice/cli';
 * const t = tableData('tf-rfc', 'safe', 'add');
 * t.results[1][5]; // null: uint8 + int8 needs mode all
 * t.colours[1][5]; // 'yellow'
 * ```
 */
export function tableData<P extends PolicyName>(policy: P, mode: ModeOf<P> | undefined, op: PromotionOp): TableData {
  const m = promoter(policy, mode).mode;
  const cells = OPERANDS.map((a) => OPERANDS.map((b) => explain(policy, a, b, { mode: m, op: op })));
  const info = describePolicy(policy);
  // Narrowest mode first where the policy's modes nest (tf-rfc: none, safe, all).
  const modes = info.widening.length ? info.widening : info.modes;
  const legend: Record<string, string[]> = {};
  for (const row of cells) {
    for (const e of row) {
      if (e.colour === undefined || legend[e.colour]) continue;
      legend[e.colour] = modes.filter((mm) => isAllowed(policy, e.a, e.b, { mode: mm, op: op }));
    }
  }
  return {
    policy,
    mode: m,
    op,
    operands: OPERANDS,
    results: cells.map((row) => row.map((e) => e.result)),
    colours: cells.map((row) => row.map((e) => e.colour ?? null)),
    legend,
  };
}

const WIDTH = 6;

/**
 * Renders a table as text: short codes, row = first operand; colours as ANSI backgrounds when
 * `useColour`, else as suffix marks explained in the legend.
 *
 * @example
 * ```ts
 * import { renderTable, tableData } from '@typelattice/cli';
 * console.log(renderTable(tableData('jax', 'x64', 'add'), false));
 * ```
 */
export function renderTable(t: TableData, useColour: boolean): string {
  const lines = [`${t.policy} (mode ${t.mode}) ${t.op}: row = first operand, column = second`, ''];
  lines.push(['', ...t.operands.map(codeOf)].map((c) => c.padEnd(WIDTH)).join('').trimEnd());
  t.operands.forEach((a, i) => {
    const cells = t.results[i]!.map((r, j) => paint(codeOf(r), r === null ? undefined : t.colours[i]![j] ?? undefined, WIDTH, useColour));
    lines.push(`${codeOf(a).padEnd(WIDTH)}${cells.join('')}`.trimEnd());
  });
  lines.push('', 'Legend:');
  for (const [colour, modes] of Object.entries(t.legend)) {
    const style = COLOURS[colour];
    if (!style) continue;
    const sample = useColour ? paint(style.label, colour, style.label.length, true) : `${style.label}${style.mark ? ` (code${style.mark})` : ' (plain code)'}`;
    lines.push(`  ${sample}: allowed in ${modes.length ? modes.join(', ') : 'no mode'}`);
  }
  lines.push(`  -: refused in mode ${t.mode}`);
  return `${lines.join('\n')}\n`;
}
