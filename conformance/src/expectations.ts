import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sameOutcome, type CellResult } from './outcome';
import { VALUE_PREDICATES } from './value-predicates';

/** A field pattern: a string where `*` matches any run of characters (`\*` is a literal star: a weak kind), or a list of such strings. */
export type Pattern = string | string[];

/** Which cells a deviation class covers; a missing field matches everything. */
export interface CellMatch {
  fixture?: Pattern;
  table?: Pattern;
  row?: Pattern;
  col?: Pattern;
  expected?: Pattern;
  /** What the product gave (dtype code, weak kind, `refused:<ErrorClass>`). */
  actual?: Pattern;
  /** Spec cells: what the real library recorded for the same cell. */
  recorded?: Pattern;
  /** A value class from VALUE_PREDICATES (value fixtures only). */
  when?: string;
  /**
   * Spec cells only: the product gives what the real library recorded for the same cell (the
   * real library wins for the policy named after it), and the spec says otherwise.
   */
  actualIsRecorded?: boolean;
}

/** A class of cells where the product deliberately differs from a fixture, with the reason. */
export interface DeviationClass {
  id: string;
  reason: string;
  match: CellMatch[];
}

/** The path of the expectations file. */
export const EXPECTATIONS_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', 'expectations.json');

/** The deviation classes listed in `conformance/expectations.json`. */
export function loadExpectations(path = EXPECTATIONS_PATH): DeviationClass[] {
  const doc = JSON.parse(readFileSync(path, 'utf8')) as { classes: DeviationClass[] };
  return doc.classes;
}

function globToRegExp(glob: string): RegExp {
  // `\*` is a literal star (a weak kind such as `i*` in a row), any other `*` a wildcard
  const body = glob
    .split(/(?<!\\)\*/)
    .map((s) => s.replace(/\\\*/g, '\u0000').replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\u0000/g, '\\*'))
    .join('.*');
  return new RegExp(`^${body}$`);
}

const compiled = new Map<string, RegExp>();

function fieldMatches(pattern: Pattern | undefined, value: string): boolean {
  if (pattern === undefined) return true;
  const list = Array.isArray(pattern) ? pattern : [pattern];
  return list.some((p) => {
    let re = compiled.get(p);
    if (!re) compiled.set(p, (re = globToRegExp(p)));
    return re.test(value);
  });
}

/** True when `cell` falls under `m`. */
export function cellMatches(
  m: CellMatch,
  cell: Pick<CellResult, 'fixture' | 'table' | 'row' | 'col' | 'expected' | 'detail' | 'recorded'> & { pass?: boolean; actual?: string },
): boolean {
  if (m.actualIsRecorded) {
    if (cell.pass || cell.recorded === undefined || cell.actual === undefined || !sameOutcome(cell.recorded, cell.actual)) return false;
  }
  if (m.when !== undefined) {
    const predicate = VALUE_PREDICATES[m.when];
    if (!predicate) throw new RangeError(`expectations.json: unknown "when": "${m.when}"; use one of ${Object.keys(VALUE_PREDICATES).join(', ')}.`);
    // A value class names a kind of difference: it never lists a cell that passes.
    if (cell.pass || !cell.detail || !predicate(cell.detail)) return false;
  }
  return (
    fieldMatches(m.fixture, cell.fixture) &&
    fieldMatches(m.table, cell.table) &&
    fieldMatches(m.row, cell.row) &&
    fieldMatches(m.col, cell.col) &&
    fieldMatches(m.expected, cell.expected) &&
    (m.actual === undefined || (cell.actual !== undefined && fieldMatches(m.actual, cell.actual))) &&
    (m.recorded === undefined || (cell.recorded !== undefined && fieldMatches(m.recorded, cell.recorded)))
  );
}

/** The deviation class listing `cell`, if any. */
export function deviationOf(classes: readonly DeviationClass[], cell: CellResult): DeviationClass | undefined {
  return classes.find((c) => c.match.some((m) => cellMatches(m, cell)));
}

/** A cell judged against the expectations: passed, expected deviation, or a failure. */
export type Verdict = 'pass' | 'expected-deviation' | 'fail' | 'listed-but-passes';

/**
 * Judges a cell. Strict: a listed cell that passes is itself a failure (`listed-but-passes`), so
 * the list cannot go stale.
 */
export function verdictOf(classes: readonly DeviationClass[], cell: CellResult): { verdict: Verdict; deviation?: string } {
  const deviation = deviationOf(classes, cell);
  if (deviation) return { verdict: cell.pass ? 'listed-but-passes' : 'expected-deviation', deviation: deviation.id };
  return { verdict: cell.pass ? 'pass' : 'fail' };
}
