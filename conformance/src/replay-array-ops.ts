import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { ARRAY_CATALOGUE, arrayResult, promoter, type ArrayOpName, type Operand } from '@typelattice/promotion';
import { constant, ones, Tensor, weakComplex, weakFloat, weakInt, type Ops, type OperandLike } from '@typelattice/tf';
import { outcomeOf } from './call';
import { promotionCell } from './promotion-cell';
import { PYTHON_SCALAR, weakArray } from './weak-operands';
import { FIXTURES_DIR, type RecordedCell } from './fixtures';
import { codeOfDtype, dtypeOfCode, isWeakCode, outcomeReader } from './operands';
import { recordedOutcome, sameOutcome, type Outcome } from './outcome';
import type { OpCellResult } from './replay-tables';
import { opsFor } from './replay-tables';
import { targetOf, type Target } from './targets';
import { decodeStorage, encodeElements, encodedElements, sameElement, type EncodedArray } from './value-codec';

// Replays conformance/fixtures/ops (tools/record/record_ops.py): the array op families' dtype
// tables (reductions, concat, stack, add_n, matmul, shape ops) through the facade and the
// promotion package, the reductions' output shapes per axis and keepdims, the shape ops' error
// cases, and the recorded values of reductions and matrix products through the facade.

/** A recorded TABLE1 (reductions, shape ops) or TABLE2 (joins, matmul). */
interface OpsTable {
  op?: string;
  absent?: string;
  call: string;
  weakOperand: 'python' | 'list' | 'weak-array';
  operandShape: number[];
  kinds?: string[];
  rows?: string[];
  cols?: string[];
  cells: RecordedCell[] | RecordedCell[][];
  weakDtypes?: (string | null)[] | (string | null)[][] | null;
  /** The axis the library's call passes (PyTorch's required dim). */
  axis?: number;
}
/** A prepend / append of diff: a Python scalar, or an array of a dtype. */
type DiffOperand = { scalar: number } | { array: number[]; dtype: DType };
interface ValueCase {
  id: string;
  op: string;
  a: EncodedInput;
  b?: EncodedInput;
  orderSensitive?: boolean;
  inputDtypesActual?: string[];
  result?: EncodedInput;
  raises?: string;
  /** The call's arguments: TensorFlow's options of cumsum and argmax (the other libraries record what their users write for them), the statistics' arguments. */
  options?: {
    axis?: number;
    exclusive?: boolean;
    reverse?: boolean;
    output_type?: string;
    correction?: number;
    keepdims?: boolean;
    include_initial?: boolean;
    dtype?: DType;
    n?: number;
    prepend?: DiffOperand;
    append?: DiffOperand;
  };
  /** The library's call without arguments beyond the operand (its default axis, correction). */
  defaultCall?: boolean;
  /** exp and log: the last bits are each library's own. */
  transcendental?: boolean;
  /** The library has no such argument (why): nothing recorded. */
  absent?: string;
}
type EncodedInput = EncodedArray | { dtype: DType; shape: number[]; fill: string | number | boolean | [string, string] };
interface AxesTable {
  op: string;
  /** The input's dtype where it is not the section's (all / any: bool). */
  inputDtype?: DType;
  keepdims: boolean[];
  axes: string[];
  cells: ({ shape: number[] } | { refused: string } | null)[][];
}
/** One recorded library mode of the op families. */
export interface OpsFixture {
  id: string;
  header: { library: string; mode: string; [k: string]: unknown };
  nary: { tables: OpsTable[] };
  reductions: {
    tables: OpsTable[];
    axes: { input: { dtype: DType; shape: number[] }; tables: AxesTable[] };
    values: ValueCase[];
    /** op(x, dtype=D) of the reductions with the dtype argument (rows the operand, columns D). */
    dtypeArgument?: OpsTable[];
  };
  matmul: { tables: OpsTable[]; values: ValueCase[] };
  shapeOps: { tables: OpsTable[]; cases: { case: string; outcome: { shape: number[] } | { refused: string } | null }[] };
}

const DIR = join(FIXTURES_DIR, 'ops');

/** Every op-family fixture, by file name. */
export function loadOpsFixtures(): OpsFixture[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ id: `ops/${f.replace(/\.json$/, '')}`, ...(JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Omit<OpsFixture, 'id'>) }));
}

/** The catalogue op of a recorded op name (`sum` → `reduceSum`; `getitem` has none). */
const FACADE: Readonly<Record<string, ArrayOpName>> = Object.fromEntries(ARRAY_CATALOGUE.map((e) => [e.table, e.name]));
export const facadeArrayOp = (op: string): ArrayOpName | undefined => FACADE[op];

/** The report's family of an op. */
export const familyOfArrayOp = (op: string): string => ARRAY_CATALOGUE.find((e) => e.table === op)?.family ?? 'shape';

const actualCode = (fixture: OpsFixture, code: string): string => (fixture.header.operandDtypeActual as Record<string, string> | undefined)?.[code] ?? code;

// ---- operands ---------------------------------------------------------------------------------

/** The operand a cell stands for: ones of `shape` of the dtype, a python scalar, or a weak tensor. */
function operand(fixture: OpsFixture, code: string, table: OpsTable, shape = table.operandShape): OperandLike {
  if (!isWeakCode(code)) return ones(shape, dtypeOfCode(actualCode(fixture, code)));
  return table.weakOperand === 'weak-array' ? weakArray(code, shape) : PYTHON_SCALAR[code]!;
}

// ---- the dtype tables --------------------------------------------------------------------------

const SHAPE_ARGS: Readonly<Record<string, { array: readonly unknown[]; scalar: readonly unknown[] }>> = {
  reshape: { array: [[3, 1]], scalar: [[1]] },
  transpose: { array: [], scalar: [] },
  expand_dims: { array: [0], scalar: [0] },
  squeeze: { array: [0], scalar: [] },
  broadcast_to: { array: [[2, 3]], scalar: [[2, 3]] },
  slice: { array: [[0, 1], [1, 2]], scalar: [[], []] },
};

function callTable(ops: Ops, op: string, operands: readonly OperandLike[], python: boolean, axis?: number): Tensor {
  const name = facadeArrayOp(op)!;
  const f = ops[name] as (...args: unknown[]) => Tensor;
  // the library's call passed an axis (PyTorch's required dim): so does the facade's
  if (axis !== undefined) return f(operands[0], axis);
  switch (op) {
    case 'concat':
    case 'stack':
    case 'add_n':
      return f(operands);
    case 'matmul':
      return f(operands[0], operands[1]);
    default:
      if (op in SHAPE_ARGS) return f(operands[0], ...(python ? SHAPE_ARGS[op]!.scalar : SHAPE_ARGS[op]!.array));
      return f(operands[0]);
  }
}

/** The cells of one table through one layer. */
function replayOpsTable(fixture: OpsFixture, table: OpsTable, layer: 'facade' | 'promotion', ops: Ops, target: Target): OpCellResult[] {
  const op = table.op ?? 'matmul';
  const name = facadeArrayOp(op);
  if (name === undefined || table.absent) return [];
  const p = promoter(target.policy, target.mode);
  const key = `${op} ${table.weakOperand}`;
  const weakArrays = table.weakOperand === 'weak-array';
  const out: OpCellResult[] = [];
  const push = (row: string, col: string, cell: RecordedCell, weakDtype: string | null | undefined, operands: readonly string[]) => {
    const expected = recordedOutcome(cell);
    if (expected === 'n/a') return;
    // a python list in concat is a nested array in JavaScript, which the facade reads as a
    // tensor: those cells replay through the promotion package only
    if (layer === 'facade' && op === 'concat' && table.weakOperand === 'list' && operands.some(isWeakCode)) return;
    const actual =
      layer === 'promotion'
        ? promotionCell(() => arrayResult(p, name, operands.map((c) => (isWeakCode(c) ? c : dtypeOfCode(actualCode(fixture, c)))) as Operand[], { weakArrays }))
        : outcomeOf(
            () => callTable(ops, op, operands.map((c) => operand(fixture, c, table)), table.weakOperand !== 'weak-array' && isWeakCode(operands[0]!), table.axis),
            outcomeReader(weakDtype),
          );
    out.push({ fixture: `${fixture.id} (${layer})`, table: key, op, row, col, expected, actual, pass: sameOutcome(expected, actual) });
  };
  if (table.kinds) {
    table.kinds.forEach((k, i) => push(k, '-', (table.cells as RecordedCell[])[i]!, (table.weakDtypes as (string | null)[] | null)?.[i], [k]));
  } else {
    table.rows!.forEach((r, i) =>
      table.cols!.forEach((c, j) => push(r, c, (table.cells as RecordedCell[][])[i]![j]!, (table.weakDtypes as (string | null)[][] | null)?.[i]?.[j], [r, c])),
    );
  }
  return out;
}

/** Every dtype table of a fixture through a layer, with each cell's family. */
export function replayOpsTables(fixture: OpsFixture, layer: 'facade' | 'promotion'): { target: Target; cells: (OpCellResult & { family: string })[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target) as Ops;
  const tables = [...fixture.nary.tables, ...fixture.reductions.tables, ...fixture.matmul.tables, ...fixture.shapeOps.tables];
  const cells = tables.flatMap((t) => replayOpsTable(fixture, t, layer, ops, target).map((c) => ({ ...c, family: familyOfArrayOp(c.op) })));
  for (const t of fixture.reductions.dtypeArgument ?? []) cells.push(...replayDtypeArgument(fixture, t, layer, ops, target));
  return { target, cells };
}

/** A reduction's table with the dtype argument: op(x, dtype=D), through `arrayResult(..., { dtype })` or the facade's dtype parameter. */
function replayDtypeArgument(fixture: OpsFixture, table: OpsTable, layer: 'facade' | 'promotion', ops: Ops, target: Target): (OpCellResult & { family: string })[] {
  const name = facadeArrayOp(table.op!);
  if (name === undefined || table.absent) return [];
  const p = promoter(target.policy, target.mode);
  const weakArrays = table.weakOperand === 'weak-array';
  const f = ops[name] as (...args: unknown[]) => Tensor;
  const scan = ARRAY_CATALOGUE.find((e) => e.name === name)?.signature === 'scan';
  const key = `${table.op}(dtype) ${table.weakOperand}`;
  return table.rows!.flatMap((r, i) =>
    table.cols!.flatMap((col, j) => {
      const expected = recordedOutcome((table.cells as RecordedCell[][])[i]![j]!);
      if (expected === 'n/a') return [];
      const dtype = dtypeOfCode(col);
      const x = isWeakCode(r) ? r : dtypeOfCode(actualCode(fixture, r));
      const actual =
        layer === 'promotion'
          ? promotionCell(() => arrayResult(p, name, [x as Operand], { weakArrays, dtype }))
          : outcomeOf(() => {
              const a = operand(fixture, r, table);
              return scan ? f(a, undefined, dtype) : f(a, undefined, undefined, dtype);
            }, outcomeReader((table.weakDtypes as (string | null)[][] | null)?.[i]?.[j]));
      return [{ fixture: `${fixture.id} (${layer})`, table: key, op: `${table.op}(dtype)`, row: r, col, expected, actual, pass: sameOutcome(expected, actual), family: 'reduction' }];
    }),
  );
}

// ---- shapes: axes and keepdims, the shape ops' error cases -------------------------------------

const AXIS: Readonly<Record<string, number | number[] | undefined>> = { None: undefined, '0': 0, '-1': -1, '(0,2)': [0, 2], '3': 3, '-4': -4 };
const shapeOutcome = (t: Tensor): Outcome => `shape [${t.shape.join(', ')}]`;
const recordedShape = (c: { shape: number[] } | { refused: string } | null): Outcome =>
  c === null ? 'n/a' : 'shape' in c ? `shape [${c.shape.join(', ')}]` : `refused:${c.refused}`;

/** The output shapes of each reduction per axis and keepdims on a float32 [2, 3, 4] array. */
export function replayAxes(fixture: OpsFixture): { target: Target; cells: (OpCellResult & { family: string })[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target) as Ops;
  const { input, tables } = fixture.reductions.axes;
  const cells: (OpCellResult & { family: string })[] = [];
  for (const t of tables) {
    const name = facadeArrayOp(t.op)!;
    const x = ones(input.shape, t.inputDtype ?? input.dtype);
    t.keepdims.forEach((keep, k) =>
      t.axes.forEach((axis, j) => {
        const expected = recordedShape(t.cells[k]![j]!);
        if (expected === 'n/a') return;
        const f = ops[name] as (...args: unknown[]) => Tensor;
        // argmax / argmin take keepdims after TensorFlow's output_type
        const keepArgs = t.op === 'argmax' || t.op === 'argmin' ? [undefined, true] : [true];
        const actual = outcomeOf(() => (keep ? f(x, AXIS[axis], ...keepArgs) : f(x, AXIS[axis])), shapeOutcome);
        cells.push({ fixture: `${fixture.id} (facade)`, table: `${t.op} axes`, op: `${t.op} axes`, row: axis, col: keep ? 'keepdims' : '-', expected, actual, pass: sameOutcome(expected, actual), family: 'reduction' });
      }),
    );
  }
  return { target, cells };
}

/** The facade call of each recorded shape case, on a float32 [1, 3] array of ones. */
const SHAPE_CASES: Readonly<Record<string, ((ops: Ops, x: Tensor) => Tensor) | null>> = {
  'reshape (1,3)->(4,)': (o, x) => o.reshape(x, [4]),
  'reshape (1,3)->(-1,)': (o, x) => o.reshape(x, [-1]),
  'transpose perm (0,0)': (o, x) => o.transpose(x, [0, 0]),
  'expand_dims axis -1': (o, x) => o.expandDims(x, -1),
  'expand_dims axis 3': (o, x) => o.expandDims(x, 3),
  'squeeze all': (o, x) => o.squeeze(x),
  'squeeze axis 1 (size 3)': (o, x) => o.squeeze(x, 1),
  'squeeze axis 2 (out of range)': (o, x) => o.squeeze(x, 2),
  'broadcast_to (2,4)': (o, x) => o.broadcastTo(x, [2, 4]),
  'broadcast_to (3,)': (o, x) => o.broadcastTo(x, [3]),
  'broadcast_to (2,1,3)': (o, x) => o.broadcastTo(x, [2, 1, 3]),
  'slice start (0,1) size (1,4)': (o, x) => o.slice(x, [0, 1], [1, 4]),
  'slice start (0,5) size (1,1)': (o, x) => o.slice(x, [0, 5], [1, 1]),
  'slice start (0,3) size (1,0)': (o, x) => o.slice(x, [0, 3], [1, 0]),
  'getitem [0:1, 1:5]': (o, x) => o.get(x, '0:1, 1:5'),
  'getitem [0:1, 5:7]': (o, x) => o.get(x, '0:1, 5:7'),
  'getitem [0:1, -2:]': (o, x) => o.get(x, '0:1, -2:'),
  'getitem [0, 5]': (o, x) => o.get(x, 0, 5),
  'getitem [0, -4]': (o, x) => o.get(x, 0, -4),
};

/** The recorded shape-op cases (results and refusals) through the facade. */
export function replayShapeCases(fixture: OpsFixture): { target: Target; cells: (OpCellResult & { family: string })[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target) as Ops;
  const cells: (OpCellResult & { family: string })[] = [];
  for (const c of fixture.shapeOps.cases) {
    const call = SHAPE_CASES[c.case];
    if (call === undefined) throw new RangeError(`No facade call for the recorded shape case "${c.case}": add it to SHAPE_CASES.`);
    const expected = recordedShape(c.outcome);
    if (call === null || expected === 'n/a') continue;
    const actual = outcomeOf(() => call(ops, ones([1, 3], 'float32')), shapeOutcome);
    const op = c.case.split(' ')[0]!;
    cells.push({ fixture: `${fixture.id} (facade)`, table: 'shape cases', op: `${op} cases`, row: c.case, col: '-', expected, actual, pass: sameOutcome(expected, actual), family: 'shape' });
  }
  return { target, cells };
}

// ---- values ------------------------------------------------------------------------------------

/** A recorded input as a tensor (a `fill` input repeats one element). */
function inputTensor(x: EncodedInput): Tensor {
  if ('fill' in x) {
    const n = x.shape.reduce((p, d) => p * d, 1);
    const one = decodeStorage({ dtype: x.dtype, shape: [1], data: [x.fill] } as EncodedArray);
    const lanes = dtypeInfo(x.dtype).lanes;
    const data = new (dtypeInfo(x.dtype).storage)(n * lanes) as Storage;
    for (let i = 0; i < n; i++) (data as Float64Array).set(one as Float64Array, i * lanes);
    return new Tensor(data as never, x.dtype, x.shape);
  }
  return new Tensor(decodeStorage(x) as never, x.dtype, x.shape);
}

const EPS: Partial<Record<DType, number>> = { bfloat16: 2 ** -8, float16: 2 ** -11, float32: 2 ** -24, float64: 2 ** -53, complex64: 2 ** -24, complex128: 2 ** -53 };

/** The elements of a result against the recorded ones: bit for bit (NaN as NaN), or within n·eps where the sum's order is the library's own. */
function compareValues(c: ValueCase, t: Tensor): Outcome {
  const want = c.result!;
  if (t.dtype !== want.dtype) return `dtype ${t.dtype} (recorded ${want.dtype})`;
  if (t.shape.join() !== want.shape.join()) return `shape [${t.shape.join(', ')}] (recorded [${want.shape.join(', ')}])`;
  const got = encodeElements(t.dtype, t.dataSync() as Storage);
  const expected = 'fill' in want ? new Array<string>(got.length).fill(encodedElements({ ...want, shape: [1], data: [want.fill] } as EncodedArray)[0]!) : encodedElements(want);
  const n = c.a.shape.reduce((p, d) => p * d, 1);
  for (let i = 0; i < got.length; i++) {
    if (sameElement(t.dtype, expected[i]!, got[i]!)) continue;
    if (c.transcendental && EPS[t.dtype] !== undefined) {
      // exp and log are each library's own: within TRANSCENDENTAL_ULPS of the result (a complex one's magnitude)
      const e = decodeLanes(t.dtype, expected[i]!);
      const g = decodeLanes(t.dtype, got[i]!);
      const scale = Math.max(Math.hypot(...e), Number.MIN_VALUE);
      if (e.every((v, k) => sameFloat(v, g[k]!) || Math.abs(v - g[k]!) <= TRANSCENDENTAL_ULPS * EPS[t.dtype]! * 2 * scale)) continue;
    }
    if (c.orderSensitive && EPS[t.dtype] !== undefined) {
      const e = Number(decodeNumber(t.dtype, expected[i]!));
      const g = Number(decodeNumber(t.dtype, got[i]!));
      if (Math.abs(e - g) <= n * EPS[t.dtype]! * Math.max(Math.abs(e), 1)) continue;
    }
    return `element ${i}: ${got[i]} (recorded ${expected[i]})`;
  }
  return 'values';
}

/** exp and log of logsumexp: a library's own last bits (documented in conformance/README.md). */
const TRANSCENDENTAL_ULPS = 4;
const sameFloat = (x: number, y: number): boolean => Object.is(x, y) || (Number.isNaN(x) && Number.isNaN(y)) || x === y;

/** The lanes of an encoded float element as numbers (`[re, im]` for a complex one). */
const decodeLanes = (dtype: DType, element: string): number[] => {
  const s = decodeStorage({ dtype, shape: [1], data: [element.includes(',') ? (element.split(',') as [string, string]) : element] } as EncodedArray);
  const v = new Tensor(s as never, dtype, []).toArray() as number | { re: number; im: number };
  return typeof v === 'number' ? [v] : [v.re, v.im];
};

/** The (real part's) value of an encoded float element. */
const decodeNumber = (dtype: DType, element: string): number => {
  const s = decodeStorage({ dtype, shape: [1], data: [element.includes(',') ? (element.split(',') as [string, string]) : element] } as EncodedArray);
  const v = new Tensor(s as never, dtype, []).toArray() as number | { re: number };
  return typeof v === 'number' ? v : v.re;
};

/** The ops whose recorded 1-D cases without options pass axis 0 (PyTorch requires it; on a 1-D input it is every library's default too). */
const AXIS_ZERO = new Set(['cumsum', 'cumprod', 'cumulative_sum', 'cumulative_prod', 'logsumexp']);

/** A recorded reduction case through the facade, its arguments in the facade's order (the catalogue's signature). */
function callValueCase(ops: Ops, c: ValueCase, a: Tensor): Tensor {
  const name = facadeArrayOp(c.op)!;
  const f = ops[name] as (...args: unknown[]) => Tensor;
  const o = c.options;
  if (o === undefined) return c.defaultCall === true || !AXIS_ZERO.has(c.op) ? f(a) : f(a, 0);
  const joined = (d: DiffOperand | undefined) => (d === undefined ? undefined : 'scalar' in d ? d.scalar : constant(d.array, d.dtype));
  switch (ARRAY_CATALOGUE.find((e) => e.name === name)!.signature) {
    case 'cumulative':
      return f(a, o.axis, o.exclusive, o.reverse);
    case 'arg':
      return f(a, o.axis, o.output_type);
    case 'moment':
      return f(a, o.axis, o.keepdims ?? false, o.correction);
    case 'scan':
      return f(a, o.axis, o.dtype, o.include_initial);
    case 'diff':
      return f(a, o.n, o.axis, joined(o.prepend), joined(o.append));
    default:
      return f(a, o.axis, o.keepdims ?? false);
  }
}

/** The recorded reduction and matmul values through the facade. */
export function replayValues(fixture: OpsFixture): { target: Target; cells: (OpCellResult & { family: string })[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target) as Ops;
  const cases = [...fixture.reductions.values.map((c) => ({ c, matmul: false })), ...fixture.matmul.values.map((c) => ({ c, matmul: true }))];
  const cells = cases.filter(({ c }) => c.absent === undefined).map(({ c, matmul }) => {
    const expected = c.raises !== undefined ? `refused:${c.raises}` : 'values';
    const actual = outcomeOf(
      () => {
        const a = inputTensor(c.a);
        if (matmul) return ops.matmul(a, inputTensor(c.b!));
        return callValueCase(ops, c, a);
      },
      (t) => (c.result === undefined ? `values ${t.dtype}` : compareValues(c, t)),
    );
    const op = matmul ? 'matmul values' : `${c.op} values`;
    return { fixture: `${fixture.id} (facade)`, table: 'values', op, row: c.id, col: '-', expected, actual, pass: sameOutcome(expected, actual), family: matmul ? 'matmul' : 'reduction' };
  });
  return { target, cells };
}

