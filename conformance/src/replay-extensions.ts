import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dtypeInfo, type DType, type Storage } from '@typelattice/dtypes';
import { EXTENSION_CATALOGUE, extensionResult, frequencyResult, promoter, type ExtensionCatalogueEntry, type Promoter } from '@typelattice/promotion';
import { constant, Tensor, type Ops, type OperandLike } from '@typelattice/tf';
import { errorOutcome, outcomeOf } from './call';
import { withinBound, maxDiff, maxAbs, parts, epsOf } from './extensions-bounds';
import { FIXTURES_DIR, type RecordedCell } from './fixtures';
import { codeOfDtype, dtypeOfCode, isWeakCode, outcomeReader } from './operands';
import { recordedOutcome, sameOutcome, type Outcome } from './outcome';
import type { OpCellResult } from './replay-tables';
import { opsFor } from './replay-tables';
import { targetOf, type Target } from './targets';
import { decodeStorage, type EncodedArray } from './value-codec';

// Replays conformance/fixtures/extensions (tools/record/record_extensions.py): the linalg and fft
// functions' dtype tables through the facade and the promotion package (each output of a
// multi-output function a cell of its own), the recorded cases (shapes, options, edges, errors,
// values) of every library mode through the facade, and NumPy's value cases within the bounds
// of extensions-bounds.ts.

/** A recorded dtype table. */
interface ExtensionTable {
  op: string;
  absent?: string;
  call: string;
  weakOperand?: 'python' | 'weak-array';
  operands?: unknown[];
  options?: Record<string, unknown>;
  kinds?: string[];
  rows?: string[];
  cols?: string[];
  outputs?: string[];
  default?: RecordedCell;
  cells: (RecordedCell | RecordedCell[])[] | (RecordedCell | RecordedCell[])[][];
  weakDtypes?: unknown;
}
type CaseInput = EncodedArray | number;
/** A recorded case (every library mode) or NumPy value case. */
interface ExtensionCase {
  id: string;
  op: string;
  inputs: CaseInput[];
  options: Record<string, unknown>;
  cond2?: number | string;
  inputDtypesActual?: string[];
  outputs?: Record<string, EncodedArray>;
  raises?: string;
  notAnOp?: boolean;
}
/** One recorded library mode of the extensions. */
export interface ExtensionFixture {
  id: string;
  header: { library: string; mode: string; [k: string]: unknown };
  linalg: { tables: ExtensionTable[]; cases: ExtensionCase[] };
  fft: { tables: ExtensionTable[]; cases: ExtensionCase[] };
  values?: { cases: ExtensionCase[] };
}

const DIR = join(FIXTURES_DIR, 'extensions');

/** Every extension fixture, by file name. */
export function loadExtensionFixtures(): ExtensionFixture[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ id: `extensions/${f.replace(/\.json$/, '')}`, ...(JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Omit<ExtensionFixture, 'id'>) }));
}

const BY_TABLE = new Map<string, ExtensionCatalogueEntry>(EXTENSION_CATALOGUE.map((e) => [e.table, e]));
/** The catalogue entry of a recorded function name. */
export const entryOf = (table: string): ExtensionCatalogueEntry => {
  const e = BY_TABLE.get(table);
  if (e === undefined) throw new RangeError(`No catalogue entry for the recorded function "${table}": add it to EXTENSION_CATALOGUE.`);
  return e;
};

/** What a replay calls for a recorded function: its catalogue entry, the facade function and the promotion package's answer. */
export interface ExtensionResolver {
  entry(table: string): ExtensionCatalogueEntry;
  fn(ops: Ops, e: ExtensionCatalogueEntry): (...args: unknown[]) => unknown;
  promote(p: Promoter, e: ExtensionCatalogueEntry, dtypes: readonly string[], call: { weakArrays: boolean }): readonly string[];
}

/** The `linalg` and `fft` namespaces' functions (`ops.linalg.tensordot`). */
export const NAMESPACE_RESOLVER: ExtensionResolver = {
  entry: entryOf,
  fn: (ops, e) => (ops[e.namespace] as unknown as Record<string, (...args: unknown[]) => unknown>)[e.name]!,
  promote: (p, e, dtypes, call) => extensionResult(p, e.name, dtypes as never, call),
};

/** The facade function of a recorded function under an ops object. */
const facadeFn = (ops: Ops, e: ExtensionCatalogueEntry): ((...args: unknown[]) => unknown) => NAMESPACE_RESOLVER.fn(ops, e);

// ---- operands ---------------------------------------------------------------------------------

/** Nested numbers as a flat list and a shape. */
function flatten(values: unknown): { flat: number[]; shape: number[] } {
  if (!Array.isArray(values)) return { flat: [values as number], shape: [] };
  const inner = values.map(flatten);
  return { flat: inner.flatMap((x) => x.flat), shape: [values.length, ...(inner[0]?.shape ?? [])] };
}

/** A table operand: the recorded values in the kind's dtype (bool: True where the largest value is), or a weakly typed tensor of them. */
function tableOperand(values: unknown, code: string): OperandLike {
  const { flat, shape } = flatten(values);
  if (isWeakCode(code)) {
    const stored: DType = code === 'i*' ? 'int64' : code === 'f*' ? 'float64' : 'complex128';
    const t = constant(flat, stored, shape);
    return new Tensor(t.dataSync() as never, stored, shape, { weak: true });
  }
  const dtype = dtypeOfCode(code);
  if (dtype === 'bool') {
    const max = Math.max(...flat);
    return constant(flat.map((v) => v === max), 'bool', shape);
  }
  return constant(flat, dtype, shape);
}

/** The facade's call of a table's function on its operands. */
function callTable(f: (...args: unknown[]) => unknown, e: ExtensionCatalogueEntry, operands: readonly OperandLike[], options: Record<string, unknown> | undefined): unknown {
  if (e.signature === 'power') return f(operands[0], options?.n);
  return f(...operands);
}

// ---- the dtype tables --------------------------------------------------------------------------

/** The outcome of each output of a result (a Tensor, or the named outputs). */
function outputOutcomes(r: unknown, e: ExtensionCatalogueEntry, weakDtypes: readonly (string | null)[]): Outcome[] {
  const fields = 'outputs' in e ? e.outputs : ['result'];
  return fields.map((f, k) => {
    const t = r instanceof Tensor ? r : (r as Record<string, Tensor>)[f]!;
    return outcomeReader(weakDtypes[k] ?? null)(t);
  });
}

/** Every dtype table of a fixture through a layer. */
export function replayExtensionTables(fixture: ExtensionFixture, layer: 'facade' | 'promotion', resolver: ExtensionResolver = NAMESPACE_RESOLVER): { target: Target; cells: (OpCellResult & { family: string })[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target) as Ops;
  const p = promoter(target.policy, target.mode);
  const cells: (OpCellResult & { family: string })[] = [];
  for (const t of [...fixture.linalg.tables, ...fixture.fft.tables]) {
    if (t.absent !== undefined) continue;
    const e = resolver.entry(t.op);
    const family = resolver === NAMESPACE_RESOLVER ? e.namespace : 'main';
    const fields = 'outputs' in e ? (e.outputs as readonly string[]) : ['result'];
    const push = (row: string, col: string, cell: RecordedCell | RecordedCell[], weak: unknown, operands: readonly string[], actualOf: () => Outcome[]) => {
      const expected = fields.map((_, k) => recordedOutcome(Array.isArray(cell) ? cell[k]! : cell));
      if (expected.every((x) => x === 'n/a')) return;
      const actual = (() => {
        try {
          return actualOf();
        } catch (err) {
          return fields.map(() => errorOutcome(err));
        }
      })();
      fields.forEach((f, k) => {
        if (expected[k] === 'n/a') return;
        const table = `${t.op}${fields.length > 1 ? `.${f}` : ''} ${t.weakOperand ?? 'dtype'}`;
        cells.push({ fixture: `${fixture.id} (${layer})`, table, op: t.op, row, col, expected: expected[k]!, actual: actual[k]!, pass: sameOutcome(expected[k]!, actual[k]!), family });
      });
      void weak;
    };
    const weakArrays = t.weakOperand === 'weak-array';
    const storage = (w: unknown): (string | null)[] => (Array.isArray(w) ? (w as (string | null)[]) : fields.map(() => (w as string | null) ?? null));
    if (e.signature === 'count') {
      const call = (dtype?: DType): Outcome[] =>
        layer === 'promotion' ? [codeOfDtype(frequencyResult(p, e.table as 'fftfreq', dtype))] : [outcomeReader(null)(facadeFn(ops, e)(4, dtype === undefined ? undefined : { dtype }) as Tensor)];
      push('default', '-', t.default as RecordedCell, null, [], () => call());
      t.kinds!.forEach((k, i) => {
        if (isWeakCode(k)) return;
        push(k, 'dtype', (t.cells as RecordedCell[])[i]!, null, [k], () => call(dtypeOfCode(k)));
      });
      continue;
    }
    const promote = (codes: readonly string[]): Outcome[] =>
      resolver.promote(p, e, codes.map((c) => (isWeakCode(c) ? c : dtypeOfCode(actualCode(fixture, c)))), { weakArrays }).map((r) => (isWeakCode(r) ? r : codeOfDtype(r as DType)));
    const facade = (codes: readonly string[], weak: unknown): Outcome[] => {
      const operands = codes.map((c, i) => tableOperand(t.operands![i], c));
      return outputOutcomes(callTable(resolver.fn(ops, e), e, operands, t.options), e, storage(weak));
    };
    // a python list is a nested array in JavaScript, which the facade reads as a tensor: those cells replay through the promotion package only
    const skip = (codes: readonly string[]) => layer === 'facade' && t.weakOperand === 'python' && codes.some(isWeakCode);
    if (t.kinds) {
      t.kinds.forEach((k, i) => {
        if (skip([k])) return;
        const weak = (t.weakDtypes as unknown[] | undefined)?.[i];
        push(k, '-', (t.cells as (RecordedCell | RecordedCell[])[])[i]!, weak, [k], () => (layer === 'promotion' ? promote([k]) : facade([k], weak)));
      });
    } else {
      t.rows!.forEach((r, i) =>
        t.cols!.forEach((c, j) => {
          if (skip([r, c])) return;
          const weak = (t.weakDtypes as unknown[][] | undefined)?.[i]?.[j];
          push(r, c, (t.cells as (RecordedCell | RecordedCell[])[][])[i]![j]!, weak, [r, c], () => (layer === 'promotion' ? promote([r, c]) : facade([r, c], weak)));
        }),
      );
    }
  }
  return { target, cells };
}

/** The dtype a JAX x32 recording really held a 64-bit kind in (the operand's cell is what JAX gave for it). */
const actualCode = (fixture: ExtensionFixture, code: string): string => {
  if (fixture.header.library !== 'jax' || fixture.header.mode !== 'x32') return code;
  return ({ i64: 'i32', u64: 'u32', f64: 'f32', c128: 'c64' } as Record<string, string>)[code] ?? code;
};

// ---- cases and values --------------------------------------------------------------------------

/** A recorded array input as a tensor (bits kept). */
const inputTensor = (x: EncodedArray): Tensor => new Tensor(decodeStorage(x) as never, x.dtype, x.shape);

const CAMEL: Readonly<Record<string, string>> = { full_matrices: 'fullMatrices' };

/** A recorded option as the facade takes it ("inf" is Infinity; lists stay lists). */
function optionValue(v: unknown): unknown {
  if (v === 'inf') return Infinity;
  if (v === '-inf') return -Infinity;
  return v;
}

/** The facade's call of a recorded case. */
function callCase(ops: Ops, c: ExtensionCase, resolver: ExtensionResolver = NAMESPACE_RESOLVER): unknown {
  const e = resolver.entry(c.op);
  const f = resolver.fn(ops, e);
  const inputs = c.inputs.map((x) => (typeof x === 'number' ? x : inputTensor(x)));
  const options: Record<string, unknown> = {};
  let power: unknown;
  for (const [k, v] of Object.entries(c.options)) {
    if (e.signature === 'power' && k === 'n') power = v;
    else options[CAMEL[k] ?? k] = optionValue(v);
  }
  if (e.signature === 'power') return f(inputs[0], power);
  const opts = Object.keys(options).length ? options : undefined;
  return f(...inputs, ...(opts ? [opts] : []));
}

/** The outputs of a result by field (a single output: `result`). */
const outputsOf = (r: unknown): Record<string, Tensor> => (r instanceof Tensor ? { result: r } : (r as Record<string, Tensor>));

/** The outputs whose columns are defined up to a unit factor. */
const VECTORS = new Set(['U', 'Vh', 'eigenvectors']);
const magnitudes = (s: ReturnType<typeof parts>): ReturnType<typeof parts> => ({ ...s, re: s.re.map((r, i) => Math.hypot(r, s.im[i]!)), im: new Float64Array(s.im.length) });

/** A case's outputs against the recorded ones: dtypes and shapes exactly, integers and bools exactly, floats within a relative 256 eps of the largest magnitude (non-finite values exactly; singular vectors and eigenvectors by magnitude). */
function compareCase(recorded: Record<string, EncodedArray>, got: Record<string, Tensor>): Outcome {
  for (const [k, want] of Object.entries(recorded)) {
    const t = got[k];
    if (t === undefined) return `no output ${k}`;
    if (t.dtype !== want.dtype) return `${k}: dtype ${t.dtype} (recorded ${want.dtype})`;
    if (t.shape.join() !== want.shape.join()) return `${k}: shape [${t.shape.join(', ')}] (recorded [${want.shape.join(', ')}])`;
    const expected = inputTensor(want);
    const kind = dtypeInfo(want.dtype).kind;
    if (kind !== 'f' && kind !== 'c') {
      if ((t.dataSync() as Storage).some((v, i) => v !== (expected.dataSync() as Storage)[i])) return `${k}: values differ`;
      continue;
    }
    // singular vectors and eigenvectors are unique up to a unit factor per column: compare magnitudes
    const e = VECTORS.has(k) ? magnitudes(parts(expected)) : parts(expected);
    const g = VECTORS.has(k) ? magnitudes(parts(t)) : parts(t);
    const scale = Math.max(maxAbs({ ...e, re: e.re.map((v) => (Number.isFinite(v) ? v : 0)), im: e.im.map((v) => (Number.isFinite(v) ? v : 0)) }), Number.MIN_VALUE);
    const err = maxDiff(e, g);
    if (!(err <= 256 * epsOf(want.dtype) * scale)) return `${k}: values differ by ${err} (scale ${scale})`;
  }
  return 'values';
}

/** Every recorded case of a fixture through the facade: the outcome is the refusal, `notAnOp`, or `values` after the comparison. */
export function replayExtensionCases(fixture: ExtensionFixture, resolver: ExtensionResolver = NAMESPACE_RESOLVER): { target: Target; cells: (OpCellResult & { family: string })[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target) as Ops;
  const cells: (OpCellResult & { family: string })[] = [];
  for (const [family, section] of [[resolver === NAMESPACE_RESOLVER ? 'linalg' : 'main', fixture.linalg], ['fft', fixture.fft]] as const) {
    for (const c of section.cases) {
      if (c.notAnOp) continue;
      const expected = c.raises !== undefined ? `refused:${c.raises}` : 'values';
      const actual = outcomeOf(() => callCase(ops, c, resolver), (r) => (c.outputs === undefined ? 'values' : compareCase(c.outputs, outputsOf(r))));
      cells.push({ fixture: `${fixture.id} (facade)`, table: 'cases', op: `${c.op} cases`, row: c.id, col: '-', expected, actual, pass: sameOutcome(expected, actual), family });
    }
  }
  return { target, cells };
}

/** NumPy's value cases through the facade (numpy policy), each within its stated bound. */
export function replayExtensionValues(fixture: ExtensionFixture): { target: Target; cells: (OpCellResult & { family: string })[] } {
  const target = targetOf(fixture.header);
  const ops = opsFor(target) as Ops;
  const cells = (fixture.values?.cases ?? []).map((c) => {
    const inputs = c.inputs.map((x) => inputTensor(x as EncodedArray));
    const expected = Object.fromEntries(Object.entries(c.outputs!).map(([k, v]) => [k, inputTensor(v)]));
    const actual = outcomeOf(() => outputsOf(callCase(ops, c)), (got) => withinBound(c, inputs, expected, got));
    return { fixture: `${fixture.id} (facade)`, table: 'values', op: `${c.op} values`, row: c.id, col: '-', expected: 'values', actual, pass: actual === 'values', family: entryOf(c.op).namespace };
  });
  return { target, cells };
}
