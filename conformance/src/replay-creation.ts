import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DType, Storage } from '@typelattice/dtypes';
import { promoter } from '@typelattice/promotion';
import { finfo, iinfo, isdtype, Tensor, weakComplex, weakFloat, type DTypeLike, type Ops, type OperandLike } from '@typelattice/tf';
import { outcomeOf } from './call';
import { FIXTURES_DIR, type KindCode } from './fixtures';
import { codeOfDtype, dtypeOfCode, isWeakCode, operandFor, outcomeOfTensor } from './operands';
import { sameOutcome, type Outcome } from './outcome';
import { opsFor, type OpCellResult } from './replay-tables';
import { targetOf, type Target } from './targets';
import { decodeStorage, encodeElements, encodedElements, sameElement, type EncodedArray } from './value-codec';

// The creation functions recorded from the real libraries (fixtures/creation/<library>-<mode>.json,
// tools/record/record_creation.py; the format in fixtures/creation/README.md), replayed through
// the creation methods of `createOps` of each library's policy: the dtype a call gives without a
// dtype (the library's defaults), with each of the fifteen dtypes, over each operand kind
// (`zerosLike`, `tril`), meshgrid's outputs, and the values (bit for bit) and refusals of the
// edge calls. Random numbers are compared by dtype and shape only: each library has its own
// generator (TensorFlow's Philox stream is checked by the kernels' own tests).

/** A Python argument as recorded: `{i}` an int, `{f}` a float (`float.hex`), `{c}` a complex, an array, a list, or as itself. */
type Arg = { i: string } | { f: string } | { c: [string, string] } | EncodedArray | Arg[] | boolean | string | null;

/** What one recorded call gave: a tensor, several (meshgrid), a refusal, or nothing (no such call). */
type RecordedOutcome = { dtype: string; shape: number[]; weak?: boolean; data?: EncodedArray['data'] } | { arrays: RecordedOutcome[] } | { refused: string; cause?: string } | null;

interface CreationCase {
  id: string;
  fn: string;
  args: Record<string, Arg>;
  outcome: RecordedOutcome;
}

interface DTypeTable {
  fn: string;
  args: Record<string, Arg>;
  dtypes: KindCode[];
  cells: (string | { refused: string; cause?: string })[];
}

interface KindTable {
  fn: string;
  args: Record<string, Arg>;
  weakOperand: 'python' | 'weak-array';
  operandShape: number[];
  kinds: KindCode[];
  cells: (string | { refused: string; cause?: string } | null)[];
}

/** A creation fixture: one library mode. */
export interface CreationFixture {
  id: string;
  header: { library: string; version: string; mode: string; weakArrays: boolean } & Record<string, unknown>;
  defaults: CreationCase[];
  dtypeTables: DTypeTable[];
  kindTables: KindTable[];
  meshgrid: { rows: KindCode[]; cols: KindCode[]; cells: (string | { refused: string } | null)[][] };
  values: CreationCase[];
  dtypeFunctions: {
    canCast?: { rows: KindCode[]; cols: KindCode[]; cells: (boolean | null | { refused: string })[][] };
    isdtype?: { rows: KindCode[]; kinds: string[]; cells: (boolean | null | { refused: string })[][] };
    finfo?: { cells: Record<string, Record<string, string | number> | { refused: string }> };
    iinfo?: { cells: Record<string, Record<string, string | number> | { refused: string }> };
  };
}

/** Every creation fixture, id `creation/<library>-<mode>`, in file name order. */
export function loadCreation(): CreationFixture[] {
  const dir = join(FIXTURES_DIR, 'creation');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ id: `creation/${f.replace(/\.json$/, '')}`, ...(JSON.parse(readFileSync(join(dir, f), 'utf8')) as Omit<CreationFixture, 'id'>) }));
}

/** A Python `float.hex` string (or `nan`, `inf`, `-inf`) as a number. */
export function parseFloatHex(text: string): number {
  const t = text.trim().toLowerCase();
  if (t === 'nan' || t === '-nan') return Number.NaN;
  if (t === 'inf' || t === '+inf') return Number.POSITIVE_INFINITY;
  if (t === '-inf') return Number.NEGATIVE_INFINITY;
  const m = /^([+-]?)0x([0-9a-f]+)(?:\.([0-9a-f]*))?p([+-]?\d+)$/.exec(t);
  if (m === null) throw new RangeError(`"${text}" is no float.hex text`);
  const [, sign, int, frac = '', exp] = m;
  const mantissa = Number.parseInt(int! + frac, 16) / 16 ** frac.length;
  const v = mantissa * 2 ** Number(exp);
  return sign === '-' ? -v : v;
}

const isArray = (a: Arg): a is EncodedArray => typeof a === 'object' && a !== null && !Array.isArray(a) && 'dtype' in a && 'data' in a;

/** A recorded argument as the facade takes it: ints as numbers (bigint past 2^53), floats as weak floats, arrays as tensors. */
function argument(a: Arg): unknown {
  if (a === null || typeof a === 'boolean' || typeof a === 'string') return a;
  if (Array.isArray(a)) return a.map(argument);
  if ('i' in a) {
    const n = BigInt(a.i);
    return n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n;
  }
  if ('f' in a) return weakFloat(parseFloatHex(a.f));
  if ('c' in a) return weakComplex(parseFloatHex(a.c[0]), parseFloatHex(a.c[1]));
  if (isArray(a)) return new Tensor(decodeStorage(a) as never, a.dtype, a.shape);
  throw new RangeError(`unknown recorded argument ${JSON.stringify(a)}`);
}

/** A shape or count argument as plain numbers. */
const shapeOf = (a: Arg | undefined): number[] => (a === undefined ? [] : (argument(a) as unknown[]).map((v) => Number(v)));
const num = (a: Arg | undefined): number | undefined => (a === undefined || a === null ? undefined : Number(argument(a) as number));

/** Calls one recorded creation function through an ops object's creation methods. */
function callCreation(ops: Ops, fn: string, args: Record<string, Arg>, dtype?: DType, x?: OperandLike): Tensor | Tensor[] {
  const arg = (k: string) => (k === 'x' && x !== undefined ? x : args[k] === undefined ? undefined : argument(args[k]!));
  const d: DTypeLike | undefined = dtype ?? (typeof args.dtype === 'string' ? (args.dtype as DTypeLike) : undefined);
  switch (fn) {
    case 'zeros':
    case 'ones':
    case 'empty':
      return ops[fn](shapeOf(args.shape), d);
    case 'full':
      return ops.fill(shapeOf(args.shape), arg('value') as never, d);
    case 'arange':
      return ops.arange(arg('start') as never, arg('stop') as never, arg('step') as never, d);
    case 'linspace':
      return ops.linspace(arg('start') as never, arg('stop') as never, num(args.num)!, d, (args.endpoint ?? true) as boolean);
    case 'eye':
      return ops.eye(num(args.n)!, num(args.m), undefined, d, num(args.k) ?? 0);
    case 'zeros_like':
      return ops.zerosLike(arg('x') as OperandLike, d);
    case 'ones_like':
      return ops.onesLike(arg('x') as OperandLike, d);
    case 'empty_like':
      return ops.emptyLike(arg('x') as OperandLike, d);
    case 'full_like':
      return ops.fullLike(arg('x') as OperandLike, arg('value') as never, d);
    case 'tril':
    case 'triu':
      return ops[fn](arg('x') as OperandLike, num(args.k) ?? 0);
    case 'meshgrid':
      return ops.meshgrid(...(arg('arrays') as OperandLike[]), { indexing: (args.indexing ?? 'xy') as 'xy' | 'ij' });
    case 'random_uniform':
      return ops.randomUniform(shapeOf(args.shape), 0, 1, d, 0);
    case 'random_normal':
      return ops.randomNormal(shapeOf(args.shape), 0, 1, d, 0);
    case 'random_integers':
      return ops.randomUniformInt(shapeOf(args.shape), arg('low') as number, arg('high') as number, 0, d);
    default:
      throw new RangeError(`recorded creation function "${fn}" has no facade call here: add it to callCreation`);
  }
}

/** A tensor's dtype (its weak kind where weak, with the dtype it is stored in) and shape. */
const described = (t: Tensor): string => `${t.weak ? `${outcomeOfTensor(t)}(${codeOfDtype(t.dtype)})` : codeOfDtype(t.dtype)} [${t.shape.join(',')}]`;

/** The outcome of a recorded case: its dtype and shape, or several (meshgrid), or the refusal. */
function expectedOf(o: RecordedOutcome): Outcome {
  if (o === null) return 'n/a';
  if ('refused' in o) return `refused:${o.refused}${o.cause ? `(${o.cause})` : ''}`;
  if ('arrays' in o) return o.arrays.map(expectedOf).join(' ; ');
  const weak = o.weak === true ? `${dtypeOfCode(o.dtype).startsWith('complex') ? 'c*' : /^(bf|f)/.test(o.dtype) ? 'f*' : 'i*'}(${o.dtype})` : o.dtype;
  return `${weak} [${o.shape.join(',')}]`;
}

/** Where a result's values differ from the recorded ones (bits; any NaN equals any NaN), or ''. */
function valueDiff(t: Tensor, o: RecordedOutcome): string {
  if (o === null || 'refused' in o) return '';
  if ('arrays' in o) return o.arrays.map((a, i) => valueDiff((t as unknown as Tensor[])[i]!, a)).join('');
  if (o.data === undefined) return '';
  const want = encodedElements({ dtype: dtypeOfCode(o.dtype), shape: o.shape, data: o.data });
  const got = encodeElements(t.dtype, t.dataSync() as Storage);
  const i = want.findIndex((w, k) => got[k] === undefined || !sameElement(t.dtype, w, got[k]!));
  return i < 0 && got.length === want.length ? '' : ` values differ at ${i < 0 ? want.length : i}: recorded ${want[i] ?? '-'}, got ${got[i] ?? '-'}`;
}

/** One case through the facade: its outcome (dtype, shape, values) against the recorded one. */
function replayCase(fixture: CreationFixture, ops: Ops, c: CreationCase, section: string): OpCellResult | undefined {
  const expected = expectedOf(c.outcome);
  if (expected === 'n/a') return undefined;
  const actual = outcomeOf(
    () => callCreation(ops, c.fn, c.args),
    (r) => (Array.isArray(r) ? r.map(described).join(' ; ') + valueDiff(r as never, c.outcome) : described(r) + valueDiff(r, c.outcome)),
  );
  return { fixture: `${fixture.id} (facade)`, table: `${c.fn} ${section}`, op: c.fn, row: c.id, col: '-', expected, actual, pass: sameOutcome(expected, actual) };
}

/** A tensor of ones of a dtype (as the policy makes it: JAX x32 makes 32-bit ones for a 64-bit request, as jnp.ones does). */
const onesOf = (ops: Ops, dtype: DType, shape: readonly number[]): Tensor => ops.ones(shape, dtype);

/** A weakly typed array of ones (JAX's weak_type arrays, TensorFlow's WeakTensor), stored where the policy stores its weak kind. */
function weakOnes(target: Target, ops: Ops, code: KindCode, shape: readonly number[]): Tensor {
  const dtype = promoter(target.policy, target.mode).weakStorage(code as 'i*' | 'f*' | 'c*');
  return new Tensor(onesOf(ops, dtype, shape).dataSync() as never, dtype, shape, { weak: true });
}

/** The operand of a kind: ones of its dtype, or for a weak kind a Python scalar (`python`) or the library's weak array. */
function kindOperand(target: Target, ops: Ops, code: KindCode, shape: readonly number[], weakArray: boolean): OperandLike {
  if (!isWeakCode(code)) return onesOf(ops, dtypeOfCode(code), shape);
  return weakArray ? weakOnes(target, ops, code, shape) : operandFor(code, 'tensor');
}

/** Every recorded cell of a creation fixture through `createOps` of its library's policy. */
export function replayCreation(fixture: CreationFixture): { target: Target; cells: OpCellResult[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target);
  const cells: OpCellResult[] = [];
  const label = `${fixture.id} (facade)`;
  if (typeof ops === 'string') throw new Error(`${fixture.id}: ${ops}`);
  for (const c of fixture.defaults) {
    const r = replayCase(fixture, ops, c, 'defaults');
    if (r) cells.push(r);
  }
  for (const c of fixture.values) {
    const r = replayCase(fixture, ops, c, 'values');
    if (r) cells.push(r);
  }
  for (const t of fixture.dtypeTables) {
    const key = `${t.fn} dtype ${JSON.stringify(t.args)}`;
    t.dtypes.forEach((code, i) => {
      const cell = t.cells[i]!;
      const expected = typeof cell === 'string' ? cell : `refused:${cell.refused}${cell.cause ? `(${cell.cause})` : ''}`;
      const actual = outcomeOf(() => callCreation(ops, t.fn, t.args, dtypeOfCode(code)) as Tensor, (x) => outcomeOfTensor(x));
      cells.push({ fixture: label, table: key, op: t.fn, row: code, col: '-', expected, actual, pass: sameOutcome(expected, actual) });
    });
  }
  for (const t of fixture.kindTables) {
    const key = `${t.fn} ${t.weakOperand} ${JSON.stringify(t.args)}`;
    t.kinds.forEach((code, i) => {
      const cell = t.cells[i];
      if (cell === null || cell === undefined) return;
      const expected = typeof cell === 'string' ? cell : `refused:${cell.refused}${cell.cause ? `(${cell.cause})` : ''}`;
      const actual = outcomeOf(
        () => {
          const x = kindOperand(target, ops, code, t.operandShape, t.weakOperand === 'weak-array');
          return callCreation(ops, t.fn, t.args, undefined, x) as Tensor;
        },
        (x) => outcomeOfTensor(x),
      );
      cells.push({ fixture: label, table: key, op: t.fn, row: code, col: '-', expected, actual, pass: sameOutcome(expected, actual) });
    });
  }
  const m = fixture.meshgrid;
  m.rows.forEach((row, i) => {
    m.cols.forEach((col, j) => {
      const cell = m.cells[i]![j];
      if (cell === null || cell === undefined) return;
      const expected = typeof cell === 'string' ? cell : `refused:${cell.refused}`;
      const actual = outcomeOf(
        () => ops.meshgrid(kindOperand(target, ops, row, [2], fixture.header.weakArrays), kindOperand(target, ops, col, [3], fixture.header.weakArrays)),
        (ts) => ts.map((x) => outcomeOfTensor(x)).join(' '),
      );
      cells.push({ fixture: label, table: 'meshgrid kinds', op: 'meshgrid', row, col, expected, actual, pass: sameOutcome(expected, actual) });
    });
  });
  cells.push(...replayDTypeFunctions(fixture, ops));
  return { target, cells };
}

/** `canCast` (the policy's, through the ops object), `isdtype`, `finfo` and `iinfo` (the same in every policy) against the recorded tables. */
function replayDTypeFunctions(fixture: CreationFixture, ops: Ops): OpCellResult[] {
  const label = `${fixture.id} (facade)`;
  const out: OpCellResult[] = [];
  const push = (table: string, row: string, col: string, expected: Outcome, actual: Outcome) =>
    out.push({ fixture: label, table, op: table, row, col, expected, actual, pass: sameOutcome(expected, actual) });
  const f = fixture.dtypeFunctions;
  f.canCast?.rows?.forEach((row, i) =>
    f.canCast!.cols.forEach((col, j) => {
      const cell = f.canCast!.cells[i]![j];
      if (cell === null || cell === undefined) return;
      push('canCast', row, col, cellText(cell), outcomeOf(() => ops.canCast(dtypeOfCode(row), dtypeOfCode(col)), String));
    }),
  );
  f.isdtype?.rows?.forEach((row, i) =>
    f.isdtype!.kinds.forEach((kind, j) => {
      const cell = f.isdtype!.cells[i]![j];
      if (cell === null || cell === undefined) return;
      push('isdtype', row, kind, cellText(cell), outcomeOf(() => isdtype(dtypeOfCode(row), kind as never), String));
    }),
  );
  for (const name of ['finfo', 'iinfo'] as const) {
    for (const [code, cell] of Object.entries(f[name]?.cells ?? {})) {
      const expected = 'refused' in cell ? `refused:${cell.refused}` : infoText(cell as Record<string, string | number>);
      const actual = outcomeOf(
        () => (name === 'finfo' ? finfo(dtypeOfCode(code)) : iinfo(dtypeOfCode(code))) as unknown as Record<string, unknown>,
        (info) => infoText(Object.fromEntries(Object.keys(cell).filter((k) => k !== 'dtype').map((k) => [k, info[k === 'smallest_normal' ? 'smallestNormal' : k] as number | bigint]))),
      );
      push(name, code, '-', expected, actual);
    }
  }
  return out;
}

/** A recorded boolean cell, or its refusal. */
const cellText = (cell: boolean | { refused: string }): Outcome => (typeof cell === 'boolean' ? String(cell) : `refused:${cell.refused}`);

/** A finfo/iinfo answer as one comparable text: each field (not the dtype) as a number, floats read from float.hex. */
function infoText(info: Record<string, string | number | bigint>): string {
  return Object.keys(info)
    .filter((k) => k !== 'dtype')
    .sort()
    .map((k) => {
      const v = info[k];
      if (v === undefined) return `${k}=(none)`;
      const n = typeof v === 'string' ? (v.includes('p') || v === 'inf' || v === 'nan' ? parseFloatHex(v) : BigInt(v)) : v;
      return `${k}=${typeof n === 'bigint' ? n.toString() : Number.isInteger(n) && Math.abs(n as number) < 2 ** 53 ? String(n) : (n as number).toExponential()}`;
    })
    .join(' ');
}
