import type { FunctionOpName } from '@typelattice/promotion';
import { createOps, type OperandLike, type Ops, type Tensor } from '@typelattice/tf';
import { outcomeOf } from './call';
import { tableKey, type RecordedFixture, type RecordedTable } from './fixtures';
import { operandFor, outcomeReader } from './operands';
import { recordedOutcome, sameOutcome, type CellResult } from './outcome';
import { facadeOp } from './ops';
import { targetOf, type Target } from './targets';

/** A replayed cell with its op, for the report's per-op lines. */
export type OpCellResult = CellResult & { op: string; mode?: string };

/**
 * The operand code a recording really used: JAX without x64 makes 32-bit arrays when asked for
 * 64-bit ones, and the fixture header says so (`operandDtypeActual`).
 */
function actualCode(fixture: RecordedFixture, code: string): string {
  const actual = fixture.header.operandDtypeActual as Record<string, string> | undefined;
  return actual?.[code] ?? code;
}

/**
 * Calls `op` as the facade offers it: a `function` call through the ops object's free function
 * (`tf.add`); an `operator` call through the method of the left operand (`x + y`, a weak scalar on
 * the left being a weak tensor) inside the ops object's `scope`, which puts its policy and mode in
 * force for tensor methods. Methods are the operator form under every policy (shipped
 * TensorFlow's `*` on a bool tensor differs from `tf.multiply`, the legacy mode's reflected
 * operator from `tf.add`).
 */
export function callOp(ops: Ops, op: FunctionOpName, call: string, a: OperandLike, b: OperandLike): Tensor {
  // (isclose has no Tensor method: a call of it is only ever a function call)
  if (call === 'operator') return ops.scope(() => (a as Tensor)[op as Exclude<FunctionOpName, 'isclose'>](b));
  return ops[op](a, b);
}

/** Replays one recorded table through the facade; cells the library did not compute (null) are left out. */
export function replayTable(fixture: RecordedFixture, table: RecordedTable, ops: Ops): OpCellResult[] {
  const op = facadeOp(table.op);
  const key = tableKey(table);
  const out: OpCellResult[] = [];
  table.rows.forEach((row, i) => {
    table.cols.forEach((col, j) => {
      const expected = recordedOutcome(table.cells[i][j]);
      if (expected === 'n/a') return;
      const actual = outcomeOf(() => {
        const a = operandFor(actualCode(fixture, row), table.rowOperand);
        const b = operandFor(actualCode(fixture, col), table.colOperand);
        return callOp(ops, op, table.call, a, b);
      }, outcomeReader(table.weakDtypes?.[i]?.[j]));
      out.push({ fixture: `${fixture.id} (facade)`, table: key, op: table.op, row, col, expected, actual, pass: sameOutcome(expected, actual) });
    });
  });
  return out;
}

/** The ops object for a target, or the reason it cannot be made (reported on every cell). */
export function opsFor(target: Target): Ops | string {
  try {
    return createOps({ policy: target.policy, mode: target.mode });
  } catch (error) {
    return `unsupported:${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
}

/** Replays every table of a recorded promotion fixture under its target policy and mode. */
export function replayFixture(fixture: RecordedFixture): { target: Target; cells: OpCellResult[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target);
  const cells = fixture.tables.flatMap((table) => {
    if (typeof ops !== 'string') return replayTable(fixture, table, ops);
    return table.rows.flatMap((row, i) =>
      table.cols.flatMap((col, j) => {
        const expected = recordedOutcome(table.cells[i][j]);
        if (expected === 'n/a') return [];
        return [{ fixture: `${fixture.id} (facade)`, table: tableKey(table), op: table.op, row, col, expected, actual: ops, pass: false }];
      }),
    );
  });
  return { target, cells };
}
