import { CLIP_SPEC, opSpec, promoter, type Operand, type UnaryOpName } from '@typelattice/promotion';
import { facadeOp, facadeUnaryOp } from './ops';
import type { Ops, OperandLike, Tensor } from '@typelattice/tf';
import { outcomeOf } from './call';
import { promotionCell } from './promotion-cell';
import { familyOf, familyTableKey, isClipTable, isUnaryTable, type FamiliesFixture, type Family, type UnaryTable } from './families';
import type { OperandForm, RecordedCell, RecordedFixture, RecordedTable } from './fixtures';
import { codeOfDtype, dtypeOfCode, isWeakCode, operandFor, outcomeReader } from './operands';
import { recordedOutcome, sameOutcome, type Outcome } from './outcome';
import { promotionOutcome } from './replay-promotion';
import { opsFor, replayTable, type OpCellResult } from './replay-tables';
import { targetOf, type Target } from './targets';

/** A replayed families cell, with its op family (the report's family lines). */
export type FamilyCellResult = OpCellResult & { family: Family };

/** The column of a unary table's cells: they have none. */
const NO_COL = '-';

const actualCode = (fixture: FamiliesFixture, code: string): string =>
  (fixture.header.operandDtypeActual as Record<string, string> | undefined)?.[code] ?? code;

/** The tables of one family. */
const tablesOf = (fixture: FamiliesFixture, family: Family) => fixture.tables.filter((t) => familyOf(t.op) === family);

/** The canonical operand of a code (`i8` → `int8`; weak kinds as they are), for the promoter. */
const canonical = (code: string): Operand => (isWeakCode(code) ? code : dtypeOfCode(code)) as Operand;

// ---------------------------------------------------------------- the facade

/**
 * Calls a unary op as the facade offers it: a `function` call through the ops object's function
 * (`tf.negative(x)`); an `operator` call (`-x`, `abs(x)`, `~x`) through the operand's Tensor
 * method inside the ops object's scope, which puts its policy and mode in force for methods.
 */
export function callUnary(ops: Ops, op: UnaryOpName, call: string, x: OperandLike): Tensor {
  if (call === 'operator') return ops.scope(() => (x as Tensor)[op]());
  return ops[op](x);
}

/** The recorded `round` with decimals (`round_decimals`: round(x, decimals=1); `round_negative_decimals`: decimals=-1). */
const ROUND_DECIMALS: Readonly<Record<string, number>> = { round_decimals: 1, round_negative_decimals: -1 };

/** One unary table (a unary op, or where's cond with float32 x and y) through the facade. */
function replayUnaryTable(fixture: FamiliesFixture, table: UnaryTable, ops: Ops, family: Family): FamilyCellResult[] {
  const key = familyTableKey(table);
  const out: FamilyCellResult[] = [];
  table.kinds.forEach((kind, i) => {
    const expected = recordedOutcome(table.cells[i]);
    if (expected === 'n/a') return;
    const actual = outcomeOf(() => {
      const x = operandFor(actualCode(fixture, kind), table.operand);
      if (table.op === 'where_cond') {
        const f32 = () => operandFor('f32', table.operand);
        return ops.where(x, f32(), f32());
      }
      const decimals = ROUND_DECIMALS[table.op];
      if (decimals !== undefined) return ops.round(x, { decimals });
      return callUnary(ops, facadeUnaryOp(table.op), table.call, x);
    }, outcomeReader(table.weakDtypes?.[i]));
    out.push({ fixture: `${fixture.id} (facade)`, table: key, op: table.op, family, row: kind, col: NO_COL, expected, actual, pass: sameOutcome(expected, actual) });
  });
  return out;
}

/** One binary `where` table (cond a bool operand of the table's form, x and y the row and column) through the facade. */
function replayWhereTable(fixture: FamiliesFixture, table: RecordedTable, ops: Ops): FamilyCellResult[] {
  const key = familyTableKey(table);
  const out: FamilyCellResult[] = [];
  table.rows.forEach((row, i) => {
    table.cols.forEach((col, j) => {
      const expected = recordedOutcome(table.cells[i][j]);
      if (expected === 'n/a') return;
      const actual = outcomeOf(() => {
        const cond = operandFor('b', table.rowOperand);
        return ops.where(cond, operandFor(actualCode(fixture, row), table.rowOperand), operandFor(actualCode(fixture, col), table.colOperand));
      }, outcomeReader(table.weakDtypes?.[i]?.[j]));
      out.push({ fixture: `${fixture.id} (facade)`, table: key, op: table.op, family: 'where', row, col, expected, actual, pass: sameOutcome(expected, actual) });
    });
  });
  return out;
}

// ---------------------------------------------------------------- clip

/**
 * The operand codes of one cell of a clip table, as `[x, min, max]` (null: no such bound):
 * `clip` tables are min by max for their one x, `clip_min` x by min, `clip_max` x by max,
 * `clip_none` x alone.
 */
function clipOperands(table: RecordedTable | UnaryTable, row: string, col: string): [string, string | null, string | null] {
  if (isClipTable(table)) return [table.x, row, col];
  if (table.op === CLIP_SPEC.minOnlyTable) return [row, col, null];
  if (table.op === CLIP_SPEC.maxOnlyTable) return [row, null, col];
  if (table.op === CLIP_SPEC.noBoundTable) return [row, null, null];
  throw new RangeError(`"${table.op}" is not a clip table (${CLIP_SPEC.table}, ${CLIP_SPEC.minOnlyTable}, ${CLIP_SPEC.maxOnlyTable}, ${CLIP_SPEC.noBoundTable}).`);
}

/** The operand forms of a clip table: x's, min's and max's. */
function clipForms(table: RecordedTable | UnaryTable): [OperandForm, OperandForm, OperandForm] {
  if (isUnaryTable(table)) return [table.operand, table.operand, table.operand];
  if (isClipTable(table)) return [table.xOperand, table.rowOperand, table.colOperand];
  return [table.rowOperand, table.colOperand, table.colOperand];
}

/** Each recorded cell of a clip table (unary or binary), as its row, column, outcome and weak dtype. */
function clipCells(table: RecordedTable | UnaryTable): { row: string; col: string; cell: RecordedCell; weak: string | null | undefined }[] {
  if (isUnaryTable(table)) return table.kinds.map((row, i) => ({ row, col: NO_COL, cell: table.cells[i], weak: table.weakDtypes?.[i] }));
  return table.rows.flatMap((row, i) => table.cols.map((col, j) => ({ row, col, cell: table.cells[i]![j], weak: table.weakDtypes?.[i]?.[j] })));
}

/** One clip table through the facade's `clipByValue(x, min, max)` (a missing bound `null`). */
function replayClipTable(fixture: FamiliesFixture, table: RecordedTable | UnaryTable, ops: Ops): FamilyCellResult[] {
  const key = familyTableKey(table);
  const forms = clipForms(table);
  return clipCells(table).flatMap(({ row, col, cell, weak }) => {
    const expected = recordedOutcome(cell);
    if (expected === 'n/a') return [];
    const codes = clipOperands(table, row, col);
    const actual = outcomeOf(() => {
      const [x, lo, hi] = codes.map((c, k) => (c === null ? null : operandFor(actualCode(fixture, c), forms[k]!)));
      return ops.clipByValue(x!, lo, hi);
    }, outcomeReader(weak));
    return [{ fixture: `${fixture.id} (facade)`, table: key, op: table.op, family: 'clip' as const, row, col, expected, actual, pass: sameOutcome(expected, actual) }];
  });
}

/** One clip table through the promoter's `clip(x, min, max)`. */
function replayClipPromotion(fixture: FamiliesFixture, table: RecordedTable | UnaryTable, p: ReturnType<typeof promoter>): FamilyCellResult[] {
  const key = familyTableKey(table);
  return clipCells(table).flatMap(({ row, col, cell }) => {
    const expected = recordedOutcome(cell);
    if (expected === 'n/a') return [];
    const [x, lo, hi] = clipOperands(table, row, col).map((c) => (c === null ? null : canonical(actualCode(fixture, c))));
    const actual = promotionCell(() => p.clip(x!, lo ?? null, hi ?? null));
    return [{ fixture: `${fixture.id} (promotion)`, table: key, op: table.op, family: 'clip' as const, row, col, expected, actual, pass: sameOutcome(expected, actual) }];
  });
}

/** Every table of one family of a families fixture through the facade (`createOps` of its target). */
export function replayFamilyThroughFacade(fixture: FamiliesFixture, family: Family): { target: Target; cells: FamilyCellResult[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target);
  const cells = tablesOf(fixture, family).flatMap((table): FamilyCellResult[] => {
    if (typeof ops === 'string') return unsupported(fixture, table, family, 'facade', ops);
    if (family === 'clip') return replayClipTable(fixture, table, ops);
    if (isUnaryTable(table)) return replayUnaryTable(fixture, table, ops, family);
    if (table.op === 'where') return replayWhereTable(fixture, table, ops);
    // an op without a Python operator in the catalogue (TensorFlow tensors have no `<<`): its
    // method is the function form, so the recorded operator table has no facade form to replay
    if (table.call === 'operator' && !('operator' in (opSpec(facadeOp(table.op)) ?? {}))) return [];
    // comparisons, logical, bitwise: as the arithmetic tables (the catalogue's function or method)
    return replayTable(fixture as RecordedFixture, table, ops).map((c) => ({ ...c, family }));
  });
  return { target, cells };
}

/** Every recorded cell of a table, failed with the reason the ops object could not be made. */
function unsupported(fixture: FamiliesFixture, table: RecordedTable | UnaryTable, family: Family, layer: string, reason: string): FamilyCellResult[] {
  const key = familyTableKey(table);
  const base = { fixture: `${fixture.id} (${layer})`, table: key, op: table.op, family, actual: reason, pass: false };
  if (isUnaryTable(table)) {
    return table.kinds.flatMap((row, i) => {
      const expected = recordedOutcome(table.cells[i]);
      return expected === 'n/a' ? [] : [{ ...base, row, col: NO_COL, expected }];
    });
  }
  return table.rows.flatMap((row, i) =>
    table.cols.flatMap((col, j) => {
      const expected = recordedOutcome(table.cells[i][j]);
      return expected === 'n/a' ? [] : [{ ...base, row, col, expected }];
    }),
  );
}

// ---------------------------------------------------------------- the promotion package

/**
 * Every table of one family of a families fixture through the promotion package: binary ops
 * through `resultType` (as the arithmetic tables), unary ops through `promoter(...).unary(op, a,
 * { role, form })`, where through `promoter(...).where(cond, x, y)`.
 */
export function replayFamilyThroughPromotion(fixture: FamiliesFixture, family: Family): { target: Target; cells: FamilyCellResult[] } {
  const target = targetOf(fixture.header);
  const p = promoter(target.policy, target.mode);
  const label = `${fixture.id} (promotion)`;
  const cells: FamilyCellResult[] = [];
  for (const table of tablesOf(fixture, family)) {
    const key = familyTableKey(table);
    if (family === 'clip') {
      cells.push(...replayClipPromotion(fixture, table, p));
      continue;
    }
    if (isUnaryTable(table)) {
      // a NumPy array is the `ndarray` role; JAX's and PyTorch's arrays are their tensors
      const role = table.operand === 'ndarray' ? 'ndarray' : 'tensor';
      table.kinds.forEach((kind, i) => {
        const expected = recordedOutcome(table.cells[i]);
        if (expected === 'n/a') return;
        const a = canonical(actualCode(fixture, kind));
        const actual =
          table.op === 'where_cond'
            ? promotionCell(() => p.where(a, 'float32', 'float32', { aRole: role, bRole: role }))
            : ROUND_DECIMALS[table.op] !== undefined
              ? promotionCell(() => p.unary('round', a, { role, form: table.call, decimals: ROUND_DECIMALS[table.op]! }))
              : promotionCell(() => p.unary(facadeUnaryOp(table.op), a, { role, form: table.call }));
        cells.push({ fixture: label, table: key, op: table.op, family, row: kind, col: NO_COL, expected, actual, pass: sameOutcome(expected, actual) });
      });
      continue;
    }
    table.rows.forEach((row, i) => {
      table.cols.forEach((col, j) => {
        const expected = recordedOutcome(table.cells[i][j]);
        if (expected === 'n/a') return;
        const a = actualCode(fixture, row);
        const b = actualCode(fixture, col);
        const forms = { a: table.rowOperand, b: table.colOperand, call: table.call } as const;
        const actual =
          table.op === 'where'
            ? promotionCell(() => p.where('bool', canonical(a), canonical(b), whereCall(table)))
            : promotionOutcome(target, table.op, a, b, forms);
        cells.push({ fixture: label, table: key, op: table.op, family, row, col, expected, actual, pass: sameOutcome(expected, actual) });
      });
    });
  }
  return { target, cells };
}

/** The call of a recorded `where` table: its operands' roles (NumPy arrays as `ndarray`). */
function whereCall(table: RecordedTable) {
  const role = (form: string) => (form === 'ndarray' ? ('ndarray' as const) : ('tensor' as const));
  return { aRole: role(table.rowOperand), bRole: role(table.colOperand) };
}
