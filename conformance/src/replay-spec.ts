import { outcomeOf } from './call';
import type { SpecFixture } from './fixtures';
import { codeOfDtype, operandFor, outcomeOfTensor } from './operands';
import { sameOutcome } from './outcome';
import { assignAddOutcome } from './replay-assign-add';
import { functionOfKey } from './ops';
import { callOp, opsFor, type OpCellResult } from './replay-tables';
import { expectedOfSpecCell, SPEC_TARGETS, type SpecTarget } from './spec-targets';

/** The replay target of a spec table; throws for a table without one. */
export function specTarget(fixture: SpecFixture): SpecTarget {
  const target = SPEC_TARGETS[fixture.header.id];
  if (!target) throw new RangeError(`Spec table "${fixture.header.id}" has no replay target: add it to SPEC_TARGETS.`);
  return target;
}

/**
 * Replays a spec table through the facade: for every mode of its target (and, for legacy TF
 * add, under both the function and the operator), every cell the table defines. The facade's
 * policy and mode names are the promotion package's (`tf-rfc`, mode `legacy` for the RFC's
 * tables of today's TensorFlow). `recorded`
 * gives the real library's outcome for a cell where one was recorded (see `recording`).
 */
export function replaySpecTable(
  fixture: SpecFixture,
  recorded: (row: string, col: string) => string | undefined = () => undefined,
): { target: SpecTarget; cells: OpCellResult[] } {
  const target = specTarget(fixture);
  const calls: ('function' | 'operator')[] = target.marks === 'legacy-call' ? ['function', 'operator'] : ['function'];
  const cells: OpCellResult[] = [];
  for (const mode of target.modes) {
    const ops = opsFor({ policy: target.policy, mode });
    for (const call of calls) {
      const table = `${target.op} ${call} ${target.rowOperand}*${target.colOperand} ${mode}`;
      fixture.rows.forEach((row, i) => {
        fixture.cols.forEach((col, j) => {
          const expected = expectedOfSpecCell(target.marks, fixture.cells[i][j], fixture.marks[i][j], mode, call);
          if (expected === 'n/a') return;
          let actual: string;
          if (typeof ops === 'string') actual = ops;
          else if (target.op === 'assign_add') actual = assignAddOutcome(ops, row, col, target.colOperand);
          else {
            const op = functionOfKey(target.op);
            actual = outcomeOf(
              () => {
                const a = operandFor(row, target.rowOperand);
                const b = operandFor(col, target.colOperand);
                return callOp(ops, op, call, a, b);
              },
              (t) => (target.weakNotation ? outcomeOfTensor(t) : codeOfDtype(t.dtype)),
            );
          }
          const rec = recorded(row, col);
          cells.push({ fixture: `${fixture.id} (facade)`, table, op: target.op, mode, row, col, expected, actual, pass: sameOutcome(expected, actual), ...(rec ? { recorded: rec } : {}) });
        });
      });
    }
  }
  return { target, cells };
}
