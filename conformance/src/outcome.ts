import type { RecordedCell } from './fixtures';
import type { ValueDetail } from './value-predicates';

/**
 * What one cell did, written the way the tables write it: a dtype code (`f32`), a weak kind
 * (`f*`), `refused:<ErrorClass>` for a call that raised (`refused:<ErrorClass>(no-kernel)` where
 * the library has no kernel for the op and dtype), or `n/a` where the reference did not
 * call the library at all (Python computed it).
 */
export type Outcome = string;

/** The outcome string of a recorded cell. */
export function recordedOutcome(cell: RecordedCell): Outcome {
  if (cell === null) return 'n/a';
  if (typeof cell === 'string') return cell;
  return `refused:${cell.refused}${cell.cause ? `(${cell.cause})` : ''}`;
}

/** True when `actual` matches `expected`: refusals match whatever error class each side raised. */
export function sameOutcome(expected: Outcome, actual: Outcome): boolean {
  if (expected.startsWith('refused')) return actual.startsWith('refused');
  return expected === actual;
}

/** The outcome of a call that threw: `refused:` and the error's class name. */
export function refusedOutcome(error: unknown): Outcome {
  const name = error instanceof Error ? error.constructor.name : typeof error;
  return `refused:${name}`;
}

/** One replayed cell, as the report lists it. */
export interface CellResult {
  fixture: string;
  table: string;
  row: string;
  col: string;
  expected: Outcome;
  actual: Outcome;
  pass: boolean;
  /** For spec cells: what the real library recorded for the same cell, where a recording exists. */
  recorded?: Outcome;
  /** For value cells: the operands and results, for the expectations' `when` predicates. */
  detail?: ValueDetail;
}
