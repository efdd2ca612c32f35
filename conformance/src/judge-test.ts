import { expect } from 'vitest';
import { cellMatches, type DeviationClass } from './expectations';
import { judgeFixture, writePart, type JudgedCell } from './report-part';
import type { OpCellResult } from './replay-tables';

/** Cell-match patterns that listed at least one cell, shared by the suite's final staleness check. */
export const usedPatterns = new Set<string>();

/**
 * Judges a fixture's replayed cells, writes its report part, and asserts that every cell passed
 * or is an expected deviation (a listed cell that passes fails: the list must not go stale).
 * `partName` names the report part where one fixture is judged in several parts (default: the fixture).
 */
export function expectConformant(
  fixture: string,
  policy: string,
  mode: string | undefined,
  cells: readonly (OpCellResult & { family?: string })[],
  classes: readonly DeviationClass[],
  partName = fixture,
): void {
  const { part, judged } = judgeFixture(fixture, policy, mode ?? '-', cells, classes);
  writePart(part, 'cells', partName);
  for (const c of judged) if (c.deviation) usedPatterns.add(c.deviation);
  const bad = judged.filter((c) => c.verdict === 'fail' || c.verdict === 'listed-but-passes');
  const show = (c: JudgedCell) => `${c.table} [${c.row}, ${c.col}]: expected ${c.expected}, got ${c.actual}${c.verdict === 'listed-but-passes' ? ` (listed as ${c.deviation} but passes)` : ''}`;
  expect(cells.length, `${fixture}: no cells replayed`).toBeGreaterThan(0);
  expect(bad.map(show).slice(0, 25), `${fixture}: ${bad.length} of ${cells.length} cells neither pass nor are listed`).toEqual([]);
}

/**
 * Asserts that every deviation class aimed at these fixtures listed at least one cell: a class
 * whose cells all pass (or that matches nothing) is stale and must be removed.
 */
export function expectNoStaleClasses(classes: readonly DeviationClass[], fixtureIds: readonly string[]): void {
  const aimed = classes.filter((c) => c.match.some((m) => fixtureIds.some((id) => cellMatches({ fixture: m.fixture }, { fixture: id, table: '', row: '', col: '', expected: '' }))));
  const stale = aimed.filter((c) => !usedPatterns.has(c.id)).map((c) => c.id);
  expect(stale, 'deviation classes that list no failing cell (remove them)').toEqual([]);
}
