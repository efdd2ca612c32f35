import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { arrayResult, promoter, uniqueResult, type ArrayOpName, type Operand } from '@typelattice/promotion';
import { ones, type Ops, type OperandLike, type Tensor } from '@typelattice/tf';
import { outcomeOf } from './call';
import { FIXTURES_DIR, type RecordedCell } from './fixtures';
import { dtypeOfCode, isWeakCode, outcomeReader } from './operands';
import { recordedOutcome, sameOutcome, type Outcome } from './outcome';
import { promotionCell } from './promotion-cell';
import { compareArray, tensorOf } from './replay-indexing';
import { opsFor, type OpCellResult } from './replay-tables';
import { targetOf, type Target } from './targets';
import type { EncodedArray } from './value-codec';
import { PYTHON_SCALAR, weakArray } from './weak-operands';

// Replays conformance/fixtures/searching and conformance/fixtures/sets
// (tools/record/record_searching.py) through the facade and the promotion package: searchsorted's
// grid of index dtypes (x1 by x2), the index, value and count dtypes of nonzero, argwhere and the
// unique functions, and their values and errors on the edge cases.

type Cell = OpCellResult & { family: string };

interface Table {
  op: string;
  absent?: string;
  weakOperand: 'python' | 'weak-array';
  kinds?: string[];
  rows?: string[];
  cols?: string[];
  cells: (RecordedCell | RecordedCell[])[];
  weakDtypes?: unknown;
}
type Arg = EncodedArray | { python: number | boolean };
interface SearchCase {
  id: string;
  fn: string;
  args: Arg[];
  kwargs: { side?: 'left' | 'right'; sorter?: EncodedArray };
  result?: EncodedArray;
  results?: EncodedArray[];
  raises?: string;
  absent?: boolean;
}
/** One library mode of the searching or sets fixtures. */
export interface SearchingFixture {
  id: string;
  family: 'searching' | 'sets';
  header: { library: string; mode: string; [k: string]: unknown };
  tables: { tables: Table[] };
  values: SearchCase[];
}

/** Every searching and sets fixture, by family and file name. */
export function loadSearchingFixtures(): SearchingFixture[] {
  return (['searching', 'sets'] as const).flatMap((family) => {
    const dir = join(FIXTURES_DIR, family);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => ({ id: `${family}/${f.replace(/\.json$/, '')}`, family, ...(JSON.parse(readFileSync(join(dir, f), 'utf8')) as Omit<SearchingFixture, 'id' | 'family'>) }));
  });
}

const actualCode = (fixture: SearchingFixture, code: string): string => (fixture.header.operandDtypeActual as Record<string, string> | undefined)?.[code] ?? code;

/** Each unary table's call through the facade and through the promotion package. */
const UNARY: Readonly<Record<string, readonly [(o: Ops, x: OperandLike) => Tensor, (p: ReturnType<typeof promoter>, x: Operand, weakArrays: boolean) => string]>> = {
  nonzero: [(o, x) => o.nonzero(x)[0]!, (p, x, w) => arrayResult(p, 'nonzero', [x], { weakArrays: w })],
  argwhere: [(o, x) => o.argwhere(x), (p, x, w) => arrayResult(p, 'argwhere', [x], { weakArrays: w })],
  unique_values: [(o, x) => o.uniqueValues(x), (p, x, w) => uniqueResult(p, x, { weakArrays: w }).values],
  unique_indices: [(o, x) => o.uniqueAll(x).indices, (p, x, w) => uniqueResult(p, x, { weakArrays: w }).indices],
  unique_inverse_indices: [(o, x) => o.uniqueInverse(x).inverseIndices, (p, x, w) => uniqueResult(p, x, { weakArrays: w }).inverseIndices],
  unique_counts: [(o, x) => o.uniqueCounts(x).counts, (p, x, w) => uniqueResult(p, x, { weakArrays: w }).counts],
};

/** The dtype tables through one layer. */
export function replaySearchingTables(fixture: SearchingFixture, layer: 'facade' | 'promotion'): { target: Target; cells: Cell[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target) as Ops;
  const p = promoter(target.policy, target.mode);
  const cells: Cell[] = [];
  const operand = (k: string): Operand => (isWeakCode(k) ? k : dtypeOfCode(actualCode(fixture, k))) as Operand;
  for (const t of fixture.tables.tables) {
    if (t.absent !== undefined) continue;
    const weakArrays = t.weakOperand === 'weak-array';
    const push = (row: string, col: string, expected: Outcome, actual: Outcome): void => {
      cells.push({ fixture: `${fixture.id} (${layer})`, table: `${t.op} ${t.weakOperand}`, op: t.op, row, col, expected, actual, pass: sameOutcome(expected, actual), family: fixture.family });
    };
    if (t.rows !== undefined) {
      // searchsorted: x1 ones [3] of the row's kind, x2 ones [2] of the column's (or a python scalar)
      t.rows.forEach((a, i) =>
        t.cols!.forEach((b, j) => {
          const expected = recordedOutcome((t.cells[i] as RecordedCell[])[j]!);
          if (expected === 'n/a') return;
          const x1 = (): OperandLike => (isWeakCode(a) ? weakArray(a, [3]) : ones([3], dtypeOfCode(actualCode(fixture, a))));
          const x2 = (): OperandLike => (isWeakCode(b) ? (weakArrays ? weakArray(b, [2]) : PYTHON_SCALAR[b]!) : ones([2], dtypeOfCode(actualCode(fixture, b))));
          const actual =
            layer === 'promotion'
              ? promotionCell(() => arrayResult(p, 'searchSorted', [operand(a), operand(b)], { weakArrays }))
              : outcomeOf(() => ops.searchSorted(x1(), x2()), outcomeReader(undefined));
          push(a, b, expected, actual);
        }),
      );
      continue;
    }
    const [call, result] = UNARY[t.op]!;
    const shape = t.op === 'nonzero' || t.op === 'argwhere' ? [1, 3] : [3];
    t.kinds!.forEach((k, i) => {
      const expected = recordedOutcome(t.cells[i] as RecordedCell);
      if (expected === 'n/a') return;
      const actual =
        layer === 'promotion'
          ? promotionCell(() => result(p, operand(k), weakArrays))
          : outcomeOf(() => call(ops, isWeakCode(k) ? weakArray(k, shape) : ones(shape, dtypeOfCode(actualCode(fixture, k)))), outcomeReader(undefined));
      push(k, '-', expected, actual);
    });
  }
  return { target, cells };
}

const argOf = (a: Arg): OperandLike => ('python' in a ? (a.python as OperandLike) : tensorOf(a));

type Result = Tensor | Tensor[] | Record<string, Tensor>;

/** The parts of each function's result in the recorded order. */
function partsOf(fn: string, r: Result): Tensor[] {
  if (Array.isArray(r)) return r;
  if (!('values' in r) || r.values === undefined) return [r as Tensor];
  const o = r as Record<string, Tensor>;
  if (fn === 'unique_all') return [o.values!, o.indices!, o.inverseIndices!, o.counts!];
  if (fn === 'unique_counts') return [o.values!, o.counts!];
  if (fn === 'unique_inverse') return [o.values!, o.inverseIndices!];
  return [r as Tensor];
}

function compareCase(c: SearchCase, r: Result): Outcome {
  if (c.raises !== undefined) return `a result (recorded ${c.raises})`;
  const want = c.results ?? [c.result!];
  const got = partsOf(c.fn, r);
  if (got.length !== want.length) return `${got.length} tensors (recorded ${want.length})`;
  for (let k = 0; k < want.length; k++) {
    const o = compareArray(want[k]!, got[k]!);
    if (o !== 'values') return want.length > 1 ? `part ${k}: ${o}` : o;
  }
  return 'values';
}

const CALL: Readonly<Record<string, (o: Ops, args: OperandLike[], kw: SearchCase['kwargs']) => Result>> = {
  searchsorted: (o, [x1, x2], kw) => o.searchSorted(x1!, x2!, kw.side, kw.sorter === undefined ? undefined : tensorOf(kw.sorter)),
  nonzero: (o, [x]) => o.nonzero(x!),
  argwhere: (o, [x]) => o.argwhere(x!),
  unique_all: (o, [x]) => o.uniqueAll(x!) as unknown as Result,
  unique_counts: (o, [x]) => o.uniqueCounts(x!) as unknown as Result,
  unique_inverse: (o, [x]) => o.uniqueInverse(x!) as unknown as Result,
  unique_values: (o, [x]) => o.uniqueValues(x!),
};

/** The value cases through the facade. */
export function replaySearchingValues(fixture: SearchingFixture): { target: Target; cells: Cell[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target) as Ops;
  const cells: Cell[] = [];
  for (const c of fixture.values) {
    if (c.absent) continue;
    const expected = c.raises !== undefined ? `refused:${c.raises}` : 'values';
    const actual = outcomeOf(() => CALL[c.fn]!(ops, c.args.map(argOf), c.kwargs as SearchCase['kwargs']), (r) => compareCase(c, r));
    cells.push({ fixture: `${fixture.id} (facade)`, table: `${fixture.family} values`, op: `${c.fn} values`, row: c.id, col: '-', expected, actual, pass: sameOutcome(expected, actual), family: fixture.family });
  }
  return { target, cells };
}

export type { ArrayOpName };
