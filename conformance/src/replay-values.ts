import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DType } from '@typelattice/dtypes';
import { Tensor, type Ops } from '@typelattice/tf';
import { errorOutcome } from './call';
import { FIXTURES_DIR } from './fixtures';
import { codeOfDtype } from './operands';
import { facadeCall } from './ops';
import { opsFor, type OpCellResult } from './replay-tables';
import { targetOf, type Target } from './targets';
import { decodeStorage, encodedElements, encodeElements, sameElement, type EncodedArray } from './value-codec';
import type { ValueDetail } from './value-predicates';

/**
 * One value case (format: fixtures/values/README.md): a binary op on `a` and `b`, a unary op on
 * `a`, `where(cond, a, b)`, or a cast of `a` to `dtype`; the result or the refusal. Comparisons,
 * logical ops and where also carry NumPy's common dtype of the operands (`compute`, null where
 * NumPy has none).
 */
export interface ValueCase {
  cond?: EncodedArray;
  a: EncodedArray;
  /** The second operand; clip's min (null where the call had none). */
  b?: EncodedArray | null;
  /** clip's max (null where the call had none). */
  c?: EncodedArray | null;
  /** round_decimals: np.round's decimals. */
  decimals?: number;
  /** isclose: np.isclose's keyword arguments. */
  options?: { rtol?: number; atol?: number; equal_nan?: boolean };
  dtype?: DType;
  result?: EncodedArray;
  raises?: string;
  compute?: DType | null;
}

/** A value fixture: one library's results for one op (format: fixtures/values/README.md). */
export interface ValueFixture {
  id: string;
  header: { library: string; version: string; op: string; mode?: string };
  cases: ValueCase[];
}

/** Every value fixture under fixtures/values/<library>/<op>.json, id `values/<library>/<op>`. */
export function loadValueFixtures(): ValueFixture[] {
  const root = join(FIXTURES_DIR, 'values');
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .flatMap((lib) =>
      readdirSync(join(root, lib))
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => {
          const { cases, ...header } = JSON.parse(readFileSync(join(root, lib, f), 'utf8')) as ValueFixture['header'] & { cases: ValueCase[] };
          return { id: `values/${lib}/${f.replace(/\.json$/, '')}`, header, cases };
        }),
    );
}

const tensorOf = (a: EncodedArray): Tensor => new Tensor(decodeStorage(a), a.dtype, a.shape);

/** Runs a case through the facade: `ops.cast`, `ops.clipByValue`, `ops.round` with decimals, or the catalogue's function of the recorded op (binary, unary, where). */
function run(ops: Ops, op: string, c: ValueCase): Tensor {
  if (op === 'cast') return ops.cast(tensorOf(c.a), c.dtype!);
  // clip(x, min, max) with either bound missing, and round with decimals: calls of their own
  if (op === 'clip') return ops.clipByValue(tensorOf(c.a), c.b ? tensorOf(c.b) : null, c.c ? tensorOf(c.c) : null);
  if (op === 'round_decimals') return ops.round(tensorOf(c.a), { decimals: c.decimals! });
  if (op === 'isclose') {
    const o = c.options ?? {};
    return ops.isclose(tensorOf(c.a), tensorOf(c.b!), { ...(o.rtol !== undefined ? { rtol: o.rtol } : {}), ...(o.atol !== undefined ? { atol: o.atol } : {}), ...(o.equal_nan !== undefined ? { equalNan: o.equal_nan } : {}) });
  }
  const call = facadeCall(op);
  if (call.arity === 3) return ops.where(tensorOf(c.cond!), tensorOf(c.a), tensorOf(c.b!));
  if (call.arity === 1) return ops[call.name](tensorOf(c.a));
  return ops[call.name](tensorOf(c.a), tensorOf(c.b!));
}

/**
 * The refusals a value case accepts where the library raised: the facade's typed errors for a
 * refused promotion (PromotionError) and for a dtype or operand value no kernel computes
 * (KernelError: an integer to a negative integer power, where NumPy raises ValueError). Any other
 * error, typed or not, fails the case.
 */
const TYPED_REFUSALS = new Set(['refused:PromotionError', 'refused:KernelError']);

/** The table a case's cells are listed under: `add int8*uint8`, `sqrt int8`, `where bool?int8:float32`, `cast int8->float32`. */
export function valueTableKey(op: string, c: ValueCase): string {
  if (c.cond) return `${op} ${c.cond.dtype}?${c.a.dtype}:${c.b!.dtype}`;
  if (c.b) return `${op} ${c.a.dtype}*${c.b.dtype}`;
  if (c.dtype) return `${op} ${c.a.dtype}->${c.dtype}`;
  return `${op} ${c.a.dtype}`;
}

/**
 * The flat index into an operand of `shape` of element `k` of a result of `resultShape`, the
 * operand broadcast to it (NumPy's rules: shapes aligned on the right, size-1 dimensions repeat).
 */
export function broadcastIndex(resultShape: readonly number[], shape: readonly number[], k: number): number {
  let index = 0;
  let stride = 1;
  let rest = k;
  for (let d = resultShape.length - 1, s = shape.length - 1; d >= 0; d--, s--) {
    const size = resultShape[d]!;
    const i = rest % size;
    rest = Math.floor(rest / size);
    if (s < 0) continue;
    if (shape[s]! !== 1) index += i * stride;
    stride *= shape[s]!;
  }
  return index;
}

/**
 * Replays one case: a `(dtype)` cell for the result dtype (or the refusal), then one cell per
 * element, compared bit for bit (NaN equals NaN). A result of another dtype fails its `(dtype)`
 * cell (unless listed), and its elements are compared cast to the recorded dtype.
 */
function replayCase(fixture: ValueFixture, ops: Ops | string, c: ValueCase): OpCellResult[] {
  const op = fixture.header.op;
  const base = { fixture: `${fixture.id} (facade)`, table: valueTableKey(op, c), op };
  let result: Tensor | undefined;
  let actual: string;
  if (typeof ops === 'string') actual = ops;
  else {
    try {
      result = run(ops, op, c);
      actual = codeOfDtype(result.dtype);
    } catch (error) {
      actual = errorOutcome(error);
    }
  }
  if (c.raises !== undefined || !c.result) {
    const expected = `refused:${c.raises}`;
    return [{ ...base, row: '(dtype)', col: '', expected, actual, pass: TYPED_REFUSALS.has(actual) }];
  }
  const expectedDtype = codeOfDtype(c.result.dtype);
  const aEl = encodedElements(c.a);
  const bEl = c.b ? encodedElements(c.b) : undefined;
  const condEl = c.cond ? encodedElements(c.cond) : undefined;
  const operands = {
    op,
    aDtype: c.a.dtype,
    bDtype: c.b?.dtype,
    condDtype: c.cond?.dtype,
    compute: c.compute ?? undefined,
    resultDtype: c.result.dtype,
  } satisfies Partial<ValueDetail>;
  const caseDetail: ValueDetail = { ...operands, bValues: bEl, condValues: condEl };
  const cells: OpCellResult[] = [{ ...base, row: '(dtype)', col: '', expected: expectedDtype, actual, pass: actual === expectedDtype, detail: caseDetail }];
  const expected = encodedElements(c.result);
  // A result of another dtype (a listed deviation, or a failure) still has its values compared:
  // cast to the recorded dtype, as the library's result would be cast.
  const asRecorded = result && actual !== expectedDtype && typeof ops !== 'string' ? ops.cast(result, c.result.dtype) : result;
  const got = asRecorded ? encodeElements(c.result.dtype, asRecorded.dataSync()) : undefined;
  const shape = c.result.shape;
  // A cast maps element k to element k; the others broadcast their operands to the result.
  const at = (x: EncodedArray | undefined, el: string[] | undefined, k: number) => (x && el ? el[broadcastIndex(shape, x.shape, k)] : undefined);
  expected.forEach((e, k) => {
    const a = c.dtype ? aEl[k] : at(c.a, aEl, k);
    const b = at(c.b ?? undefined, bEl, k);
    const cond = at(c.cond, condEl, k);
    const g = got?.[k] ?? `not computed (${actual})`;
    cells.push({
      ...base,
      row: cond === undefined ? `a=${a}` : `cond=${cond}`,
      col: cond === undefined ? (b === undefined ? '' : `b=${b}`) : `a=${a} b=${b}`,
      expected: e,
      actual: g,
      pass: got !== undefined && sameElement(c.result!.dtype, e, g),
      // Elements of a case that did not compute carry the case's detail only: a class that lists
      // the case (by its exponents) lists them too; no class judging element values can.
      detail: got ? { ...operands, a, b, cond, expected: e, actual: g } : caseDetail,
    });
  });
  return cells;
}

/** The facade target replaying a value fixture: the library's policy (JAX values: x64, TensorFlow: legacy). */
export function valueTarget(fixture: ValueFixture): Target {
  return targetOf({ library: fixture.header.library, mode: fixture.header.mode ?? 'default' });
}

/** Replays every case of a value fixture through the facade under the library's policy. */
export function replayValues(fixture: ValueFixture): { target: Target; cells: OpCellResult[] } {
  const target = valueTarget(fixture);
  const ops = opsFor(target);
  return { target, cells: fixture.cases.flatMap((c) => replayCase(fixture, ops, c)) };
}
