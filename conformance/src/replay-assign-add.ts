import { ones, type Ops } from '@typelattice/tf';
import { errorOutcome } from './call';
import { tableKey, type OperandForm, type RecordedFixture } from './fixtures';
import { codeOfDtype, dtypeOfCode, operandFor } from './operands';
import { recordedOutcome, sameOutcome } from './outcome';
import { opsFor, type OpCellResult } from './replay-tables';
import { targetOf, type Target } from './targets';

function sameBits(a: ArrayLike<unknown>, b: ArrayLike<unknown>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/**
 * One assign_add cell: a 0-d Variable of the row dtype holding 1, `assignAdd` of the 0-d column
 * operand (as recorded: TensorFlow needs equal shapes).
 * The outcome is the Variable's dtype afterwards, or the refusal; a refusal that changed the
 * Variable's value or dtype gets `+changed`, which never matches a recording (the product must
 * leave a Variable untouched when it refuses).
 */
export function assignAddOutcome(ops: Ops, row: string, col: string, colOperand: OperandForm): string {
  let variable;
  try {
    variable = ops.variable(ones([], dtypeOfCode(row)), dtypeOfCode(row));
  } catch (error) {
    return `setup-${errorOutcome(error)}`;
  }
  const before = Array.from(variable.read().dataSync() as ArrayLike<unknown>);
  try {
    variable.assignAdd(operandFor(col, colOperand, []));
  } catch (error) {
    const outcome = errorOutcome(error);
    const after = Array.from(variable.read().dataSync() as ArrayLike<unknown>);
    const unchanged = variable.dtype === dtypeOfCode(row) && sameBits(before, after);
    return unchanged ? outcome : `${outcome}+changed`;
  }
  return codeOfDtype(variable.dtype);
}

/** Replays a recorded assign_add fixture through `Variable.assignAdd` under its target. */
export function replayAssignAdd(fixture: RecordedFixture): { target: Target; cells: OpCellResult[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target);
  const cells: OpCellResult[] = [];
  for (const table of fixture.tables) {
    table.rows.forEach((row, i) => {
      table.cols.forEach((col, j) => {
        const cell = table.cells[i][j];
        const expected = recordedOutcome(cell);
        const actual = typeof ops === 'string' ? ops : assignAddOutcome(ops, row, col, table.colOperand);
        cells.push({ fixture: `${fixture.id} (facade)`, table: tableKey(table), op: table.op, row, col, expected, actual, pass: sameOutcome(expected, actual) && !actual.endsWith('+changed') });
      });
    });
  }
  return { target, cells };
}
