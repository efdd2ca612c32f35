import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { arrayResult, promoter, topkIndexResult, type ArrayOpName, type Operand } from '@typelattice/promotion';
import { ones, type Ops, type OperandLike, type Tensor, type TopkResult } from '@typelattice/tf';
import { outcomeOf } from './call';
import { FIXTURES_DIR, type RecordedCell } from './fixtures';
import { dtypeOfCode, isWeakCode, outcomeReader } from './operands';
import { recordedOutcome, sameOutcome, type Outcome } from './outcome';
import { promotionCell } from './promotion-cell';
import { compareArray, tensorOf } from './replay-indexing';
import { opsFor, type OpCellResult } from './replay-tables';
import { targetOf, type Target } from './targets';
import type { EncodedArray } from './value-codec';
import { weakArray } from './weak-operands';

// Replays conformance/fixtures/sorting (tools/record/record_sorting.py) through the facade and the
// promotion package: the dtype tables of sort, argsort and top_k (values and indices), and their
// values and errors on the edge cases (NaN, -0, duplicates, empty and 0-d operands, axes, complex).

type Cell = OpCellResult & { family: string };

interface Table1 {
  op: string;
  absent?: string;
  weakOperand: 'python' | 'weak-array';
  kinds?: string[];
  cells: RecordedCell[];
  weakDtypes?: (string | null)[] | null;
}
interface SortCase {
  id: string;
  fn: 'sort' | 'argsort' | 'top_k';
  x: EncodedArray;
  kwargs: { axis?: number; descending?: boolean; k?: number; sorted?: boolean };
  result?: EncodedArray;
  results?: EncodedArray[];
  raises?: string;
  absent?: boolean;
}
/** One library mode of the sorting fixtures. */
export interface SortingFixture {
  id: string;
  header: { library: string; mode: string; [k: string]: unknown };
  tables: { tables: Table1[] };
  values: SortCase[];
}

const DIR = join(FIXTURES_DIR, 'sorting');

/** Every sorting fixture, by file name. */
export function loadSortingFixtures(): SortingFixture[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ id: `sorting/${f.replace(/\.json$/, '')}`, ...(JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Omit<SortingFixture, 'id'>) }));
}

const actualCode = (fixture: SortingFixture, code: string): string => (fixture.header.operandDtypeActual as Record<string, string> | undefined)?.[code] ?? code;

/** Each table's call on ones [1, 3] of the kind (or the weakly typed array). */
const TABLE_CALLS: Readonly<Record<string, readonly [ArrayOpName, (o: Ops, x: OperandLike) => Tensor]>> = {
  sort: ['sort', (o, x) => o.sort(x)],
  argsort: ['argsort', (o, x) => o.argsort(x)],
  top_k: ['topk', (o, x) => o.topk(x).values],
  top_k_indices: ['topk', (o, x) => o.topk(x).indices],
};

/** The dtype tables of sort, argsort and topk through one layer. */
export function replaySortingTables(fixture: SortingFixture, layer: 'facade' | 'promotion'): { target: Target; cells: Cell[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target) as Ops;
  const p = promoter(target.policy, target.mode);
  const cells: Cell[] = [];
  for (const t of fixture.tables.tables) {
    if (t.absent !== undefined) continue;
    const [name, call] = TABLE_CALLS[t.op]!;
    const weakArrays = t.weakOperand === 'weak-array';
    t.kinds!.forEach((k, i) => {
      const expected = recordedOutcome(t.cells[i]!);
      if (expected === 'n/a') return;
      const promotes = (isWeakCode(k) ? k : dtypeOfCode(actualCode(fixture, k))) as Operand;
      const actual =
        layer === 'promotion'
          ? promotionCell(() => (t.op === 'top_k_indices' ? topkIndexResult(p, promotes, { weakArrays }) : arrayResult(p, name, [promotes], { weakArrays })))
          : outcomeOf(() => call(ops, isWeakCode(k) ? weakArray(k, [1, 3]) : ones([1, 3], dtypeOfCode(actualCode(fixture, k)))), outcomeReader(t.weakDtypes?.[i]));
      cells.push({ fixture: `${fixture.id} (${layer})`, table: `${t.op} ${t.weakOperand}`, op: t.op, row: k, col: '-', expected, actual, pass: sameOutcome(expected, actual), family: 'sorting' });
    });
  }
  return { target, cells };
}

function compareCase(c: SortCase, r: Tensor | TopkResult): Outcome {
  if (c.raises !== undefined) return `a result (recorded ${c.raises})`;
  if (c.results !== undefined) {
    const { values, indices } = r as TopkResult;
    const v = compareArray(c.results[0]!, values);
    if (v !== 'values') return `values: ${v}`;
    const i = compareArray(c.results[1]!, indices);
    return i === 'values' ? 'values' : `indices: ${i}`;
  }
  return compareArray(c.result!, r as Tensor);
}

/** The value cases of sort, argsort and topk through the facade. */
export function replaySortingValues(fixture: SortingFixture): { target: Target; cells: Cell[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target) as Ops;
  const cells: Cell[] = [];
  for (const c of fixture.values) {
    if (c.absent) continue;
    const expected = c.raises !== undefined ? `refused:${c.raises}` : 'values';
    const kw = c.kwargs;
    const actual = outcomeOf(() => {
      const x = tensorOf(c.x);
      if (c.fn === 'top_k') return ops.topk(x, kw.k, kw.sorted);
      return (c.fn === 'sort' ? ops.sort : ops.argsort)(x, kw.axis, kw.descending);
    }, (r) => compareCase(c, r as Tensor | TopkResult));
    cells.push({ fixture: `${fixture.id} (facade)`, table: 'sorting values', op: `${c.fn} values`, row: c.id, col: '-', expected, actual, pass: sameOutcome(expected, actual), family: 'sorting' });
  }
  return { target, cells };
}
