import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ones, weakInt } from '@typelattice/tf';
import { outcomeOf } from './call';
import { FIXTURES_DIR, type RecordedCell, type RecordedFixture, type RecordedTable } from './fixtures';
import { dtypeOfCode, outcomeOfTensor } from './operands';
import { recordedOutcome, sameOutcome } from './outcome';
import { promotionOutcomeWithValue } from './replay-promotion';
import { opsFor, type OpCellResult } from './replay-tables';
import { targetOf, type Target } from './targets';

/** A scalar-range table: each row has its own Python ints (`values`, decimal strings). */
export interface ScalarTable extends RecordedTable {
  values: string[][];
}

/** A scalar-range fixture (fixtures/scalars/<library>-<mode>.json). */
export interface ScalarFixture extends RecordedFixture {
  tables: ScalarTable[];
}

/** Every scalar-range fixture, id `scalars/<library>-<mode>`. */
export function loadScalarFixtures(): ScalarFixture[] {
  const dir = join(FIXTURES_DIR, 'scalars');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ id: `scalars/${f.replace(/\.json$/, '')}`, ...(JSON.parse(readFileSync(join(dir, f), 'utf8')) as Omit<ScalarFixture, 'id'>) }));
}

function eachCell(fixture: ScalarFixture, visit: (row: string, col: string, value: bigint, expected: string, cell: RecordedCell, table: ScalarTable) => OpCellResult): OpCellResult[] {
  return fixture.tables.flatMap((table) =>
    table.rows.flatMap((row, i) => table.cols.map((col, j) => visit(row, col, BigInt(table.values[i][j]), recordedOutcome(table.cells[i][j]), table.cells[i][j], table))),
  );
}

const actualCode = (fixture: ScalarFixture, code: string): string =>
  (fixture.header.operandDtypeActual as Record<string, string> | undefined)?.[code] ?? code;

/**
 * Replays a scalar-range fixture through the facade: `add(ones([1], dtype), weakInt(value))`
 * (a value beyond 64 bits cannot be a weak int: `weakInt` refuses it, as the libraries raise).
 */
export function replayScalarsThroughFacade(fixture: ScalarFixture): { target: Target; cells: OpCellResult[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target);
  const cells = eachCell(fixture, (row, col, value, expected) => {
    const actual =
      typeof ops === 'string' ? ops : outcomeOf(() => ops.add(ones([1], dtypeOfCode(actualCode(fixture, row))), weakInt(value)), outcomeOfTensor);
    return { fixture: `${fixture.id} (facade)`, table: 'add tensor*python-int', op: 'add', row, col: `${col} (${value})`, expected, actual, pass: sameOutcome(expected, actual) };
  });
  return { target, cells };
}

/** Replays a scalar-range fixture through `resultType` with the Python int's value. */
export function replayScalarsThroughPromotion(fixture: ScalarFixture): { target: Target; cells: OpCellResult[] } {
  const target = targetOf(fixture.header);
  const cells = eachCell(fixture, (row, col, value, expected) => {
    const actual = promotionOutcomeWithValue(target, 'add', actualCode(fixture, row), 'i*', value);
    return { fixture: `${fixture.id} (promotion)`, table: 'add tensor*python-int', op: 'add', row, col: `${col} (${value})`, expected, actual, pass: sameOutcome(expected, actual) };
  });
  return { target, cells };
}
