import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { arrayResult, promoter, updateResult, type ArrayOpName, type Operand, type UpdateOp } from '@typelattice/promotion';
import { ones, Tensor, weakComplex, weakFloat, weakInt, type Ops, type OperandLike } from '@typelattice/tf';
import { outcomeOf } from './call';
import { promotionCell } from './promotion-cell';
import { PYTHON_SCALAR, weakArray } from './weak-operands';
import { FIXTURES_DIR, type RecordedCell } from './fixtures';
import { codeOfDtype, dtypeOfCode, isWeakCode, outcomeReader } from './operands';
import { recordedOutcome, sameOutcome, type Outcome } from './outcome';
import { opsFor, type OpCellResult } from './replay-tables';
import { targetOf, type Target } from './targets';
import { decodeStorage, encodeElements, encodedElements, sameElement, type EncodedArray } from './value-codec';

// Replays conformance/fixtures/indexing (tools/record/record_indexing.py) through the facade
// and the promotion package: the index expressions generated from a seed (result shapes and the
// positions picked, or the error), the indexing and manipulation functions' values and errors,
// their dtype tables, the index dtypes each library takes, and the functional updates' tables
// and values.

type Cell = OpCellResult & { family: string };

interface Table1 {
  op: string;
  absent?: string;
  weakOperand: 'python' | 'weak-array';
  kinds?: string[];
  cells: RecordedCell[];
  weakDtypes?: (string | null)[] | null;
}
interface Table2 {
  op: string;
  absent?: string;
  weakOperand: 'python' | 'weak-array';
  rows?: string[];
  cols?: string[];
  cells?: RecordedCell[][];
  weakDtypes?: (string | null)[][] | null;
}
type Encoded = null | number | string | boolean | Encoded[] | { [k: string]: unknown };
interface ValueCase {
  id: string;
  fn?: string;
  op?: string;
  args?: Encoded[];
  kwargs?: Record<string, Encoded>;
  x?: EncodedArray;
  index?: EncodedArray;
  v?: EncodedArray;
  result?: EncodedArray;
  results?: EncodedArray[];
  raises?: string;
  absent?: boolean;
}
interface GetitemCase {
  id: string;
  shape: number[];
  key: Encoded[];
  result?: { shape: number[]; data: number[] };
  raises?: string;
}
/** One library mode of the indexing fixtures. */
export interface IndexingFixture {
  id: string;
  header: { library: string; mode: string; [k: string]: unknown };
  tables: { tables: Table1[] };
  indexDtypes: { kinds: string[]; rows: Record<string, ({ shape: number[] } | { raises: string })[]> };
  functions: ValueCase[];
  manipulation: ValueCase[];
  updates: { tables: Table2[]; values: ValueCase[] };
  getitem?: { cases: GetitemCase[] };
}

const DIR = join(FIXTURES_DIR, 'indexing');

/** Every indexing fixture, by file name. */
export function loadIndexingFixtures(): IndexingFixture[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ id: `indexing/${f.replace(/\.json$/, '')}`, ...(JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Omit<IndexingFixture, 'id'>) }));
}

const actualCode = (fixture: IndexingFixture, code: string): string => (fixture.header.operandDtypeActual as Record<string, string> | undefined)?.[code] ?? code;

// ---- operands ---------------------------------------------------------------------------------

function operand(fixture: IndexingFixture, code: string, form: string, shape: readonly number[]): OperandLike {
  if (!isWeakCode(code)) return ones(shape, dtypeOfCode(actualCode(fixture, code)));
  return form === 'weak-array' ? weakArray(code, shape) : PYTHON_SCALAR[code]!;
}

// ---- the dtype tables of the new ops -----------------------------------------------------------

/** Each table's call on x ([1, 3], or a python scalar): the first result of the list ops. */
const TABLE_CALLS: Readonly<Record<string, readonly [ArrayOpName, (o: Ops, x: OperandLike, scalar: boolean) => Tensor]>> = {
  take: ['take', (o, x) => o.take(x, [0])],
  take_along_axis: ['takeAlongAxis', (o, x) => o.takeAlongAxis(x, [[0]], 1)],
  gather: ['gather', (o, x) => o.gather(x, [0], 1)],
  gather_nd: ['gatherNd', (o, x) => o.gatherNd(x, [[0, 1]])],
  boolean_mask: ['booleanMask', (o, x) => o.booleanMask(x, [true])],
  strided_slice: ['stridedSlice', (o, x) => o.stridedSlice(x, [0, 2], [1, 0], [1, -1])],
  flip: ['reverse', (o, x, s) => (s ? o.reverse(x) : o.reverse(x, 1))],
  moveaxis: ['moveaxis', (o, x) => o.moveaxis(x, 0, 1)],
  repeat: ['repeat', (o, x, s) => (s ? o.repeat(x, 2) : o.repeat(x, 2, 1))],
  roll: ['roll', (o, x, s) => (s ? o.roll(x, 1) : o.roll(x, 1, 1))],
  tile: ['tile', (o, x, s) => o.tile(x, s ? [2] : [2, 1])],
  unstack: ['unstack', (o, x) => o.unstack(x, 1)[0]!],
  split: ['split', (o, x) => o.split(x, 3, 1)[0]!],
  pad: ['pad', (o, x) => o.pad(x, [[0, 0], [1, 1]])],
  broadcast_arrays: ['broadcastArrays', (o, x) => o.broadcastArrays([x, x])[0]!],
};

/** The dtype tables of the indexing and manipulation functions through one layer. */
export function replayIndexingTables(fixture: IndexingFixture, layer: 'facade' | 'promotion'): { target: Target; cells: Cell[] } {
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
      const scalar = !weakArrays && isWeakCode(k);
      const actual =
        layer === 'promotion'
          ? promotionCell(() => arrayResult(p, name, [(isWeakCode(k) ? k : dtypeOfCode(actualCode(fixture, k))) as Operand], { weakArrays }))
          : outcomeOf(() => call(ops, operand(fixture, k, t.weakOperand, [1, 3]), scalar), outcomeReader(t.weakDtypes?.[i]));
      cells.push({ fixture: `${fixture.id} (${layer})`, table: `${t.op} ${t.weakOperand}`, op: t.op, row: k, col: '-', expected, actual, pass: sameOutcome(expected, actual), family: 'indexing' });
    });
  }
  return { target, cells };
}

// ---- index dtypes ------------------------------------------------------------------------------

/** Which index dtypes get (an index array), take, gather and takeAlongAxis take, through the facade. */
export function replayIndexDtypes(fixture: IndexingFixture): { target: Target; cells: Cell[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target) as Ops;
  const cells: Cell[] = [];
  const x = () => new Tensor(Int32Array.of(0, 1, 2), 'int32', [3]);
  const CALL: Readonly<Record<string, (idx: Tensor) => Tensor>> = {
    getitem: (i) => ops.get(x(), i),
    take: (i) => ops.take(x(), i),
    gather: (i) => ops.gather(x(), i),
    take_along_axis: (i) => ops.takeAlongAxis(x(), i, 0),
  };
  for (const [op, row] of Object.entries(fixture.indexDtypes.rows)) {
    fixture.indexDtypes.kinds.forEach((k, j) => {
      const c = row[j]!;
      const expected = 'raises' in c ? `refused:${c.raises}` : `shape [${c.shape.join(', ')}]`;
      const dtype = dtypeOfCode(actualCode(fixture, k));
      const actual = outcomeOf(() => CALL[op]!(ops.cast(ones([1], 'bool').logicalNot(), dtype)), (t) => `shape [${t.shape.join(', ')}]`);
      cells.push({ fixture: `${fixture.id} (facade)`, table: 'index dtypes', op: `${op} index dtypes`, row: op, col: k, expected, actual, pass: sameOutcome(expected, actual), family: 'indexing' });
    });
  }
  return { target, cells };
}

// ---- decoding arguments ------------------------------------------------------------------------

/** A recorded array as a tensor of its dtype. */
export const tensorOf = (a: EncodedArray): Tensor => new Tensor(decodeStorage(a) as never, a.dtype, a.shape);

/** A recorded index item or argument as the facade takes it. */
function decodeArg(v: Encoded): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(decodeArg);
  if ('input' in v) return tensorOf(v.input as EncodedArray);
  if ('slice' in v) {
    const [start, stop, step] = v.slice as (number | null)[];
    return { start, stop, step };
  }
  const shape = v.shape as number[];
  if ('mask' in v) {
    const flat = Array.isArray(v.mask) ? (v.mask as unknown[]).flat(Infinity) : [v.mask];
    return new Tensor(Uint8Array.from(flat as boolean[], (b) => (b ? 1 : 0)) as never, 'bool', shape);
  }
  if ('array' in v) {
    const flat = Array.isArray(v.array) ? (v.array as unknown[]).flat(Infinity) : [v.array];
    const dtype = v.dtype as DType;
    const storage = new (dtypeInfo(dtype).storage)(flat.length) as Storage;
    flat.forEach((e, i) => ((storage as unknown as (number | bigint)[])[i] = dtypeInfo(dtype).family === 'bigint' ? BigInt(e as number) : (e as number)));
    return new Tensor(storage as never, dtype, shape);
  }
  return v;
}

/** A result against the recorded array: `values`, or what differs. */
export function compareArray(want: EncodedArray, t: Tensor): Outcome {
  if (t.dtype !== want.dtype) return `dtype ${t.dtype} (recorded ${want.dtype})`;
  if (t.shape.join() !== want.shape.join()) return `shape [${t.shape.join(', ')}] (recorded [${want.shape.join(', ')}])`;
  const got = encodeElements(t.dtype, t.dataSync() as Storage);
  const expected = encodedElements(want);
  for (let i = 0; i < got.length; i++) if (!sameElement(t.dtype, expected[i]!, got[i]!)) return `element ${i}: ${got[i]} (recorded ${expected[i]})`;
  return 'values';
}

function compareResult(c: ValueCase, r: Tensor | Tensor[]): Outcome {
  if (c.raises !== undefined) return `a result (recorded ${c.raises})`;
  if (c.results !== undefined) {
    if (!Array.isArray(r)) return 'one tensor (recorded a list)';
    if (r.length !== c.results.length) return `${r.length} tensors (recorded ${c.results.length})`;
    for (let k = 0; k < r.length; k++) {
      const o = compareArray(c.results[k]!, r[k]!);
      if (o !== 'values') return `part ${k}: ${o}`;
    }
    return 'values';
  }
  if (Array.isArray(r)) return 'a list (recorded one tensor)';
  return compareArray(c.result!, r);
}

type Call = (o: Ops, a: unknown[], kw: Record<string, unknown>) => Tensor | Tensor[];
const I = (v: unknown) => v as never;

/** The facade call of each recorded function, with the recording's keyword arguments. */
const FUNCTIONS: Readonly<Record<string, Call>> = {
  take: (o, a, kw) => o.take(I(a[0]), I(a[1]), I(kw.axis)),
  take_along_axis: (o, a, kw) => o.takeAlongAxis(I(a[0]), I(a[1]), I(kw.axis)),
  gather: (o, a, kw) => o.gather(I(a[0]), I(a[1]), I(kw.axis ?? undefined), I(kw.batch_dims)),
  gather_nd: (o, a, kw) => o.gatherNd(I(a[0]), I(a[1]), I(kw.batch_dims)),
  boolean_mask: (o, a, kw) => o.booleanMask(I(a[0]), I(a[1]), I(kw.axis)),
  strided_slice: (o, a, kw) =>
    o.stridedSlice(I(a[0]), I(a[1]), I(a[2]), I(a[3]), {
      beginMask: I(kw.begin_mask),
      endMask: I(kw.end_mask),
      ellipsisMask: I(kw.ellipsis_mask),
      newAxisMask: I(kw.new_axis_mask),
      shrinkAxisMask: I(kw.shrink_axis_mask),
    }),
  slice: (o, a) => o.slice(I(a[0]), I(a[1]), I(a[2])),
  getitem: (o, a) => o.get(I(a[0]), ...(a.slice(1) as never[])),
  flip: (o, a, kw) => o.reverse(I(a[0]), I(kw.axis)),
  moveaxis: (o, a) => o.moveaxis(I(a[0]), I(a[1]), I(a[2])),
  repeat: (o, a, kw) => o.repeat(I(a[0]), I(a[1]), I(kw.axis)),
  roll: (o, a, kw) => o.roll(I(a[0]), I(a[1]), I(kw.axis)),
  tile: (o, a) => o.tile(I(a[0]), I(a[1])),
  unstack: (o, a, kw) => o.unstack(I(a[0]), I(kw.axis)),
  split: (o, a, kw) => o.split(I(a[0]), I(a[1]), I(kw.axis)),
  pad: (o, a, kw) => o.pad(I(a[0]), I(a[1]), I(kw.mode), I(kw.constant_values)),
  broadcast_arrays: (o, a) => o.broadcastArrays(I(a)),
  concat: (o, a, kw) => o.concat(I(a[0]), I(kw.axis)),
  expand_dims: (o, a) => o.expandDims(I(a[0]), I(a[1])),
  squeeze: (o, a, kw) => o.squeeze(I(a[0]), I(kw.axis)),
};

/** Recorded Python ints among the arguments that are whole-number floats stay floats: the pad value 1.5 and -0.0. */
const keyword = (k: string, v: Encoded): unknown => (k === 'constant_values' && typeof v === 'number' && !Number.isInteger(v) ? weakFloat(v) : decodeArg(v));

/** The function and manipulation value cases through the facade. */
export function replayFunctionCases(fixture: IndexingFixture, part: 'functions' | 'manipulation'): { target: Target; cells: Cell[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target) as Ops;
  const cells: Cell[] = [];
  for (const c of fixture[part]) {
    if (c.absent) continue;
    const call = FUNCTIONS[c.fn!];
    if (call === undefined) throw new RangeError(`No facade call for the recorded function "${c.fn}": add it to FUNCTIONS.`);
    const expected = c.raises !== undefined ? `refused:${c.raises}` : 'values';
    const kw = Object.fromEntries(Object.entries(c.kwargs ?? {}).map(([k, v]) => [k, keyword(k, v)]));
    const actual = outcomeOf(() => call(ops, c.args!.map(decodeArg), kw), (r) => compareResult(c, r));
    cells.push({ fixture: `${fixture.id} (facade)`, table: part, op: `${c.fn} values`, row: c.id, col: '-', expected, actual, pass: sameOutcome(expected, actual), family: part === 'functions' ? 'indexing' : 'manipulation' });
  }
  return { target, cells };
}

// ---- the generated index expressions -----------------------------------------------------------

/** The index expressions generated from the seed: `get` of an int32 arange, shape and positions. */
export function replayGetitem(fixture: IndexingFixture): { target: Target; cells: Cell[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target) as Ops;
  const cells: Cell[] = [];
  for (const c of fixture.getitem?.cases ?? []) {
    const n = c.shape.reduce((p, d) => p * d, 1);
    const x = new Tensor(Int32Array.from({ length: n }, (_, i) => i), 'int32', c.shape);
    const expected = c.raises !== undefined ? `refused:${c.raises}` : JSON.stringify(c.result);
    const actual = outcomeOf(
      () => ops.get(x, ...(c.key.map(decodeArg) as never[])),
      (t) => JSON.stringify({ shape: t.shape, data: [...(t.dataSync() as Int32Array)] }),
    );
    cells.push({ fixture: `${fixture.id} (facade)`, table: 'getitem', op: 'getitem', row: c.id, col: JSON.stringify(c.key), expected, actual, pass: sameOutcome(expected, actual), family: 'indexing' });
  }
  return { target, cells };
}

// ---- updates ------------------------------------------------------------------------------------

const UPDATE_CALL: Readonly<Record<string, UpdateOp>> = { set: 'set', add: 'add', multiply: 'multiply', min: 'min', max: 'max' };

/** The update tables (x's kind by v's) through one layer. */
export function replayUpdateTables(fixture: IndexingFixture, layer: 'facade' | 'promotion'): { target: Target; cells: Cell[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target) as Ops;
  const p = promoter(target.policy, target.mode);
  const cells: Cell[] = [];
  for (const t of fixture.updates.tables) {
    if (t.absent !== undefined) continue;
    const op = UPDATE_CALL[t.op]!;
    const weakArrays = t.weakOperand === 'weak-array';
    t.rows!.forEach((r, i) =>
      t.cols!.forEach((c, j) => {
        const expected = recordedOutcome(t.cells![i]![j]!);
        if (expected === 'n/a') return;
        const promotes = (k: string): Operand => (isWeakCode(k) ? k : dtypeOfCode(actualCode(fixture, k))) as Operand;
        const actual =
          layer === 'promotion'
            ? promotionCell(() => updateResult(p, op, promotes(r), promotes(c), { weakArrays }))
            : outcomeOf(() => {
                const x = operand(fixture, r, 'weak-array', [3]) as Tensor;
                const v = operand(fixture, c, t.weakOperand, [1]);
                return ops.scope(() => x.at([0])[op](v));
              }, outcomeReader(t.weakDtypes?.[i]?.[j]));
        cells.push({ fixture: `${fixture.id} (${layer})`, table: `at ${t.op} ${t.weakOperand}`, op: `at ${t.op}`, row: r, col: c, expected, actual, pass: sameOutcome(expected, actual), family: 'update' });
      }),
    );
  }
  return { target, cells };
}

/** The update value cases (duplicates, bounds, where the arithmetic happens) through the facade. */
export function replayUpdateValues(fixture: IndexingFixture): { target: Target; cells: Cell[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target) as Ops;
  const cells: Cell[] = [];
  for (const c of fixture.updates.values) {
    if (c.absent) continue;
    const expected = c.raises !== undefined ? `refused:${c.raises}` : 'values';
    const actual = outcomeOf(
      () => ops.scope(() => tensorOf(c.x!).at(tensorOf(c.index!))[UPDATE_CALL[c.op!]!](tensorOf(c.v!))),
      (t) => (c.result === undefined ? `a result (recorded ${c.raises})` : compareArray(c.result, t)),
    );
    cells.push({ fixture: `${fixture.id} (facade)`, table: 'update values', op: `at ${c.op} values`, row: c.id, col: '-', expected, actual, pass: sameOutcome(expected, actual), family: 'update' });
  }
  return { target, cells };
}

