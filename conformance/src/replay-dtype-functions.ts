import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DTYPE_CODES, DTYPES, type DType } from '@typelattice/dtypes';
import { canCastIn, libraryResultType, promoter } from '@typelattice/promotion';
import { ones, type Ops, type ResultTypeArg } from '@typelattice/tf';
import { outcomeOf } from './call';
import { FIXTURES_DIR, type RecordedCell } from './fixtures';
import { dtypeOfCode } from './operands';
import { recordedOutcome, sameOutcome } from './outcome';
import { opsFor, type OpCellResult } from './replay-tables';
import { targetOf, type Target } from './targets';

// Replays conformance/fixtures/dtype-functions (tools/record/record_dtype_functions.py) through the
// facade and the promotion package: can_cast over 15 x 15 dtypes, result_type over every pair of
// the 18 operand kinds (tensors of the dtypes, JavaScript scalars for Python's) and the triples.

type Cell = OpCellResult & { family: string };
type RecordedBool = boolean | { refused: string };

/** One library mode of the data type function fixtures. */
export interface DTypeFunctionFixture {
  id: string;
  header: { library: string; mode: string; [k: string]: unknown };
  kinds: string[];
  dtypes: string[];
  canCast: Record<string, RecordedBool[]>;
  resultType: Record<string, RecordedCell[]>;
  triples?: [string[], RecordedCell][];
}

const DIR = join(FIXTURES_DIR, 'dtype-functions');

/** Every data type function fixture, by file name. */
export function loadDTypeFunctionFixtures(): DTypeFunctionFixture[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ id: `dtype-functions/${f.replace(/\.json$/, '')}`, ...(JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Omit<DTypeFunctionFixture, 'id'>) }));
}

const SCALAR: Readonly<Record<string, ResultTypeArg>> = { 'i*': 1, 'f*': 1.5, 'c*': { re: 1, im: 0 } };
const codeOf = (d: DType): string => DTYPE_CODES[DTYPES.indexOf(d)]!;
/** A recorded can_cast cell: a refused call (TensorFlow's result_type of the pair raised) is no cast. */
const castOutcome = (c: RecordedBool): string => String(c === true);

/** can_cast and result_type through one layer. */
export function replayDTypeFunctions(fixture: DTypeFunctionFixture, layer: 'facade' | 'promotion'): { target: Target; cells: Cell[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target) as Ops;
  const p = promoter(target.policy, target.mode);
  const id = `${fixture.id} (${layer})`;
  const cells: Cell[] = [];
  const push = (table: string, row: string, col: string, expected: string, actual: string) =>
    cells.push({ fixture: id, table, op: table, row, col, expected, actual, pass: sameOutcome(expected, actual), family: 'dtype functions' });
  for (const a of fixture.dtypes) {
    fixture.dtypes.forEach((b, j) => {
      const [from, to] = [dtypeOfCode(a), dtypeOfCode(b)];
      const actual = outcomeOf(() => (layer === 'facade' ? ops.canCast(from, to) : canCastIn(p, from, to)), String);
      push('can_cast', a, b, castOutcome(fixture.canCast[a]![j]!), actual);
    });
  }
  const resultOf = (kinds: readonly string[]): string =>
    outcomeOf(() => (layer === 'facade' ? ops.resultType(...kinds.map((k) => SCALAR[k] ?? ones([1], dtypeOfCode(k)))) : libraryResultType(p, kinds.map((k) => SCALAR[k] === undefined ? dtypeOfCode(k) : k))), codeOf);
  for (const a of fixture.kinds) {
    fixture.kinds.forEach((b, j) => push('result_type', a, b, recordedOutcome(fixture.resultType[a]![j]!), resultOf([a, b])));
  }
  for (const [kinds, cell] of fixture.triples ?? []) push('result_type triples', kinds.join(','), '-', recordedOutcome(cell), resultOf(kinds));
  return { target, cells };
}
