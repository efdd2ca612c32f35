import { resultType } from '@typelattice/promotion';
import { errorOutcome } from './call';
import { tableKey, type OperandForm, type RecordedFixture, type SpecFixture } from './fixtures';
import { codeOfDtype, isWeakCode } from './operands';
import { recordedOutcome, sameOutcome } from './outcome';
import { FACADE_OP, type OpCellResult } from './replay-tables';
import { expectedOfSpecCell, type SpecTarget } from './spec-targets';
import { targetsOf, type Target } from './targets';

/** The promotion package's name for each op of the fixtures: the facade's names, and assign_add. */
const PROMOTION_OP: Readonly<Record<string, string>> = { ...FACADE_OP, assign_add: 'assign_add' };

/**
 * The promotion package's policy for a facade policy and mode: the facade's `tf` is `tf-rfc`
 * (ALL, SAFE, NONE) or `tf-legacy` (LEGACY); the others share their names.
 */
function promotionTarget(policy: string, mode: string | undefined): Target {
  if (policy === 'tf') return mode === 'LEGACY' ? { policy: 'tf-legacy', mode: 'default' } : { policy: 'tf-rfc', mode };
  return { policy, mode: mode ?? 'default' };
}

/** One resultType call, as the tables write its outcome (`weakAsDtype`: a weak result as the dtype holding it). */
export function promotionOutcome(
  target: Target,
  op: string,
  a: string,
  b: string,
  forms: { a: OperandForm; b: OperandForm; call: 'function' | 'operator' | 'method' },
  weakAsDtype = false,
): string {
  const options: Record<string, unknown> = { op: PROMOTION_OP[op] ?? op };
  if (target.mode !== undefined) options.mode = target.mode;
  if (forms.a === 'ndarray') options.aRole = 'ndarray';
  if (forms.b === 'ndarray') options.bRole = 'ndarray';
  if (forms.call === 'operator') options.form = 'operator';
  // Every recorded operand holds 1; the range rules need the value of a lone Python scalar.
  if (isWeakCode(a) !== isWeakCode(b)) options.value = 1;
  let result: string;
  try {
    result = resultType(target.policy as never, a as never, b as never, options as never) as string;
  } catch (error) {
    return errorOutcome(error);
  }
  if (isWeakCode(result)) return weakAsDtype ? ({ 'i*': 'i64', 'f*': 'f64', 'c*': 'c128' } as Record<string, string>)[result]! : result;
  return codeOfDtype(result);
}

/** One resultType call with a Python scalar's value (range rules), as the tables write its outcome. */
export function promotionOutcomeWithValue(target: Target, op: string, a: string, b: string, value: bigint): string {
  const options: Record<string, unknown> = { op: PROMOTION_OP[op] ?? op, value };
  if (target.mode !== undefined) options.mode = target.mode;
  let result: string;
  try {
    result = resultType(target.policy as never, a as never, b as never, options as never) as string;
  } catch (error) {
    return errorOutcome(error);
  }
  return isWeakCode(result) ? result : codeOfDtype(result);
}

/** Replays every table of a recorded fixture (promotion or assign_add) through `resultType`. */
export function replayRecordedThroughPromotion(fixture: RecordedFixture): { target: Target; cells: OpCellResult[] } {
  const target = targetsOf(fixture.header).promotion;
  const actual = fixture.header.operandDtypeActual as Record<string, string> | undefined;
  const cells: OpCellResult[] = [];
  for (const table of fixture.tables) {
    const key = tableKey(table);
    table.rows.forEach((row, i) => {
      table.cols.forEach((col, j) => {
        const expected = recordedOutcome(table.cells[i][j]);
        if (expected === 'n/a') return;
        const got = promotionOutcome(target, table.op, actual?.[row] ?? row, actual?.[col] ?? col, { a: table.rowOperand, b: table.colOperand, call: table.call });
        cells.push({ fixture: `${fixture.id} (promotion)`, table: key, op: table.op, row, col, expected, actual: got, pass: sameOutcome(expected, got) });
      });
    });
  }
  return { target, cells };
}

/** Replays a spec table through `resultType` under the promotion package's name of its policy. */
export function replaySpecThroughPromotion(
  fixture: SpecFixture,
  spec: SpecTarget,
  recorded: (row: string, col: string) => string | undefined = () => undefined,
): OpCellResult[] {
  const calls: ('function' | 'operator')[] = spec.marks === 'legacy-call' ? ['function', 'operator'] : ['function'];
  const cells: OpCellResult[] = [];
  for (const mode of spec.modes) {
    const target = promotionTarget(spec.policy, mode);
    for (const call of calls) {
      const table = `${spec.op} ${call} ${spec.rowOperand}*${spec.colOperand} ${mode ?? 'default'}`;
      fixture.rows.forEach((row, i) => {
        fixture.cols.forEach((col, j) => {
          const expected = expectedOfSpecCell(spec.marks, fixture.cells[i][j], fixture.marks[i][j], mode, call);
          if (expected === 'n/a') return;
          const actual = promotionOutcome(target, spec.op, row, col, { a: spec.rowOperand, b: spec.colOperand, call }, !spec.weakNotation);
          const rec = recorded(row, col);
          cells.push({ fixture: `${fixture.id} (promotion)`, table, op: spec.op, mode: mode ?? 'default', row, col, expected, actual, pass: sameOutcome(expected, actual), ...(rec ? { recorded: rec } : {}) });
        });
      });
    }
  }
  return cells;
}
