import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ones, type Tensor } from '@typelattice/tf';
import { outcomeOf } from './call';
import { FIXTURES_DIR, type RecordedCell, type RecordedFixture, type RecordedTable } from './fixtures';
import { dtypeOfCode, outcomeOfTensor } from './operands';
import { recordedOutcome, sameOutcome } from './outcome';
import { promotionOutcomeWithValue, promotionOutcomeWithValues } from './replay-promotion';
import { encodeElements, sameElement } from './value-codec';
import { opsFor, type OpCellResult } from './replay-tables';
import { targetOf, type Target } from './targets';

/**
 * A scalar-range table: each row has its own Python ints (`values`, decimal strings). Rows are
 * dtype codes (`rowOperand: 'tensor'`: `add(array, int)`) or, for two Python ints
 * (`rowOperand: 'python-int'`), each value is `"a b"`. `results` (the huge-int tables) holds the
 * result's element as the value fixtures encode it, `null` for a refusal.
 */
export interface ScalarTable extends RecordedTable {
  values: string[][];
  results?: (string | boolean | [string, string] | null)[][];
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

/** One cell of a scalar table: the operands (a dtype code or a Python int, then the Python int), what was recorded. */
interface ScalarCell {
  row: string;
  col: string;
  /** The first operand: a dtype code's 1-element array, or a Python int. */
  a: { code: string } | { int: bigint };
  b: bigint;
  expected: string;
  /** The result's element, encoded, where recorded. */
  value: string | undefined;
  table: string;
}

const encodedText = (v: string | boolean | [string, string] | null | undefined): string | undefined =>
  v === null || v === undefined ? undefined : Array.isArray(v) ? v.join(',') : String(v);

function cellsOf(fixture: ScalarFixture): ScalarCell[] {
  return fixture.tables.flatMap((table) => {
    const pair = (table.rowOperand as string) === 'python-int';
    const name = pair ? 'add python-int*python-int' : table.results ? 'add tensor*huge-python-int' : 'add tensor*python-int';
    return table.rows.flatMap((row, i) =>
      table.cols.map((col, j): ScalarCell => {
        const text = table.values[i]![j]!;
        const [x, y] = pair ? text.split(' ') : [undefined, text];
        return {
          row,
          col: `${col} (${text})`,
          a: pair ? { int: BigInt(x!) } : { code: row },
          b: BigInt(y!),
          expected: recordedOutcome(table.cells[i]![j]!),
          value: encodedText(table.results?.[i]?.[j]),
          table: name,
        };
      }),
    );
  });
}

const actualCode = (fixture: ScalarFixture, code: string): string =>
  (fixture.header.operandDtypeActual as Record<string, string> | undefined)?.[code] ?? code;

/** The dtype outcome of a tensor and, where a value was recorded, whether its element is that value. */
function checkValue(t: Tensor, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const got = encodeElements(t.dtype, t.dataSync())[0]!;
  return sameElement(t.dtype, value, got) ? undefined : `value ${got}, recorded ${value}`;
}

/**
 * Replays a scalar-range fixture through the facade: `add(ones([1], dtype), int)` with the Python
 * int as a bigint (a weak int; beyond 64 bits the policy's rule for huge ints decides), and
 * `add(int, int)` for two Python ints; the result's value too where it was recorded.
 */
export function replayScalarsThroughFacade(fixture: ScalarFixture): { target: Target; cells: OpCellResult[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target);
  const cells = cellsOf(fixture).map((c): OpCellResult => {
    let wrongValue: string | undefined;
    const actual =
      typeof ops === 'string'
        ? ops
        : outcomeOf(
            () => ops.add('code' in c.a ? ones([1], dtypeOfCode(actualCode(fixture, c.a.code))) : c.a.int, c.b),
            (t) => {
              wrongValue = checkValue(t, c.value);
              return outcomeOfTensor(t);
            },
          );
    const pass = sameOutcome(c.expected, actual) && wrongValue === undefined;
    return { fixture: `${fixture.id} (facade)`, table: c.table, op: 'add', row: c.row, col: c.col, expected: c.expected, actual: wrongValue ? `${actual} (${wrongValue})` : actual, pass };
  });
  return { target, cells };
}

/** Replays a scalar-range fixture through `resultType` with the Python ints' values. */
export function replayScalarsThroughPromotion(fixture: ScalarFixture): { target: Target; cells: OpCellResult[] } {
  const target = targetOf(fixture.header);
  const cells = cellsOf(fixture).map((c): OpCellResult => {
    const actual =
      'code' in c.a
        ? promotionOutcomeWithValue(target, 'add', actualCode(fixture, c.a.code), 'i*', c.b)
        : promotionOutcomeWithValues(target, 'add', [c.a.int, c.b]);
    return { fixture: `${fixture.id} (promotion)`, table: c.table, op: 'add', row: c.row, col: c.col, expected: c.expected, actual, pass: sameOutcome(c.expected, actual) };
  });
  return { target, cells };
}
