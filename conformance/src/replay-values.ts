import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DType } from '@typelattice/dtypes';
import { Tensor, type Ops } from '@typelattice/tf';
import { errorOutcome } from './call';
import { FIXTURES_DIR } from './fixtures';
import { codeOfDtype } from './operands';
import { sameOutcome } from './outcome';
import { facadeOp } from './ops';
import { opsFor, type OpCellResult } from './replay-tables';
import { targetOf, type Target } from './targets';
import { decodeStorage, encodedElements, encodeElements, sameElement, type EncodedArray } from './value-codec';

/** One value case: a binary op on `a` and `b`, or a cast of `a` to `dtype`; the result or the refusal. */
export interface ValueCase {
  a: EncodedArray;
  b?: EncodedArray;
  dtype?: DType;
  result?: EncodedArray;
  raises?: string;
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

function run(ops: Ops, op: string, c: ValueCase): Tensor {
  if (op === 'cast') return ops.cast(tensorOf(c.a), c.dtype!);
  return (ops[facadeOp(op)] as (x: Tensor, y: Tensor) => Tensor)(tensorOf(c.a), tensorOf(c.b!));
}

/**
 * Replays one case: a `(dtype)` cell for the result dtype (or the refusal), then one cell per
 * element, compared bit for bit (NaN equals NaN). Elements of a case whose dtype is wrong fail.
 */
function replayCase(fixture: ValueFixture, ops: Ops | string, c: ValueCase): OpCellResult[] {
  const op = fixture.header.op;
  const table = `${op} ${c.a.dtype}${c.b ? `*${c.b.dtype}` : `->${c.dtype}`}`;
  const base = { fixture: `${fixture.id} (facade)`, table, op };
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
    return [{ ...base, row: '(dtype)', col: '', expected, actual, pass: sameOutcome(expected, actual) }];
  }
  const expectedDtype = codeOfDtype(c.result.dtype);
  const aEl = encodedElements(c.a);
  const bEl = c.b ? encodedElements(c.b) : undefined;
  const caseDetail = { op, aDtype: c.a.dtype, bDtype: c.b?.dtype, resultDtype: c.result.dtype, bValues: bEl };
  const cells: OpCellResult[] = [{ ...base, row: '(dtype)', col: '', expected: expectedDtype, actual, pass: actual === expectedDtype, detail: caseDetail }];
  const expected = encodedElements(c.result);
  const got = result && actual === expectedDtype ? encodeElements(c.result.dtype, result.dataSync()) : undefined;
  const n = c.result.shape.at(-1) ?? 1;
  expected.forEach((e, k) => {
    // Binary cases are outer products a[m,1] x b[1,n]; a cast maps element k to element k.
    const a = bEl ? aEl[Math.floor(k / n)] : aEl[k];
    const b = bEl ? bEl[k % n] : undefined;
    const g = got?.[k] ?? `not computed (${actual})`;
    cells.push({
      ...base,
      row: `a=${a}`,
      col: b === undefined ? '' : `b=${b}`,
      expected: e,
      actual: g,
      pass: got !== undefined && sameElement(c.result!.dtype, e, g),
      // Elements of a case that did not compute carry the case's detail only: a class that lists
      // the case (by its exponents) lists them too; no class judging element values can.
      detail: got ? { op, aDtype: c.a.dtype, bDtype: c.b?.dtype, resultDtype: c.result!.dtype, a, b, expected: e, actual: g } : caseDetail,
    });
  });
  return cells;
}

/** The facade target replaying a value fixture: the library's policy (JAX values: x64). */
export function valueTarget(fixture: ValueFixture): Target {
  return targetOf({ library: fixture.header.library, mode: fixture.header.mode ?? 'default' });
}

/** Replays every case of a value fixture through the facade under the library's policy. */
export function replayValues(fixture: ValueFixture): { target: Target; cells: OpCellResult[] } {
  const target = valueTarget(fixture);
  const ops = opsFor(target);
  return { target, cells: fixture.cases.flatMap((c) => replayCase(fixture, ops, c)) };
}
