import type { WeakKind } from '@typelattice/dtypes';
import { promoter, resultType, type PromotionOptions } from '@typelattice/promotion';
import { errorOutcome } from './call';
import { tableKey, type OperandForm, type RecordedFixture, type SpecFixture } from './fixtures';
import { codeOfDtype, isWeakCode } from './operands';
import { promotionOp } from './ops';
import { recordedOutcome, sameOutcome } from './outcome';
import type { OpCellResult } from './replay-tables';
import { expectedOfSpecCell, type SpecTarget } from './spec-targets';
import { targetOf, type Target } from './targets';

/** One resultType call, as the tables write its outcome (`weakAsDtype`: a weak result as the dtype holding it). */
export function promotionOutcome(
  target: Target,
  op: string,
  a: string,
  b: string,
  forms: { a: OperandForm; b: OperandForm; call: 'function' | 'operator' | 'method' },
  weakAsDtype = false,
): string {
  const options: PromotionOptions = {
    op: promotionOp(op),
    mode: target.mode,
    ...(forms.a === 'ndarray' || forms.a === 'zero-dim' ? { aRole: forms.a } : {}),
    ...(forms.b === 'ndarray' || forms.b === 'zero-dim' ? { bRole: forms.b } : {}),
    ...(forms.call === 'operator' ? { form: 'operator' as const } : {}),
    // Every recorded operand holds 1; the range rules need the value of a lone Python scalar.
    ...(isWeakCode(a) !== isWeakCode(b) ? { value: 1 } : {}),
  };
  let result: string;
  try {
    result = resultType(target.policy, a, b, options);
  } catch (error) {
    return errorOutcome(error);
  }
  // the TF tables write a weak result as the dtype that holds it: the policy's storage of the kind
  if (isWeakCode(result)) return weakAsDtype ? codeOfDtype(promoter(target.policy, target.mode).weakStorage(result as WeakKind)) : result;
  return codeOfDtype(result);
}

/** One resultType call with a Python scalar's value (range rules), as the tables write its outcome. */
export function promotionOutcomeWithValue(target: Target, op: string, a: string, b: string, value: bigint): string {
  const options: PromotionOptions = { op: promotionOp(op), mode: target.mode, value };
  let result: string;
  try {
    result = resultType(target.policy, a, b, options);
  } catch (error) {
    return errorOutcome(error);
  }
  return isWeakCode(result) ? result : codeOfDtype(result);
}

/** `resultType(policy, 'i*', 'i*', { values })`: two Python ints with their values. */
export function promotionOutcomeWithValues(target: Target, op: string, values: [bigint, bigint]): string {
  try {
    const result = resultType(target.policy, 'i*', 'i*', { op: promotionOp(op), mode: target.mode, values });
    return isWeakCode(result) ? result : codeOfDtype(result);
  } catch (error) {
    return errorOutcome(error);
  }
}

/** Replays every table of a recorded fixture (promotion or assign_add) through `resultType`. */
export function replayRecordedThroughPromotion(fixture: RecordedFixture): { target: Target; cells: OpCellResult[] } {
  const target = targetOf(fixture.header);
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

/** Replays a spec table through `resultType` under its policy and modes (the facade's names too). */
export function replaySpecThroughPromotion(
  fixture: SpecFixture,
  spec: SpecTarget,
  recorded: (row: string, col: string) => string | undefined = () => undefined,
): OpCellResult[] {
  const calls: ('function' | 'operator')[] = spec.marks === 'legacy-call' ? ['function', 'operator'] : ['function'];
  const cells: OpCellResult[] = [];
  for (const mode of spec.modes) {
    const target: Target = { policy: spec.policy, mode };
    for (const call of calls) {
      const table = `${spec.op} ${call} ${spec.rowOperand}*${spec.colOperand} ${mode}`;
      fixture.rows.forEach((row, i) => {
        fixture.cols.forEach((col, j) => {
          const expected = expectedOfSpecCell(spec.marks, fixture.cells[i][j], fixture.marks[i][j], mode, call);
          if (expected === 'n/a') return;
          const actual = promotionOutcome(target, spec.op, row, col, { a: spec.rowOperand, b: spec.colOperand, call }, !spec.weakNotation);
          const rec = recorded(row, col);
          cells.push({ fixture: `${fixture.id} (promotion)`, table, op: spec.op, mode, row, col, expected, actual, pass: sameOutcome(expected, actual), ...(rec ? { recorded: rec } : {}) });
        });
      });
    }
  }
  return cells;
}
