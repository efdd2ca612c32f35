import { mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CellResult } from './outcome';
import { verdictOf, type DeviationClass, type Verdict } from './expectations';

/** Where the suite leaves its per-fixture results; `src/report.mjs` adds them up (gitignored). */
export const REPORT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'report');

/** A judged cell as stored in the report. */
export interface JudgedCell extends CellResult {
  verdict: Verdict;
  deviation?: string;
}

/** The counts for one (fixture, op) line of the report. */
export interface ReportLine {
  fixture: string;
  policy: string;
  mode: string;
  op: string;
  total: number;
  passed: number;
  expectedDeviations: number;
  failed: number;
  deviationsByClass: Record<string, number>;
  /** The op family of a families fixture's line (comparison, logical, bitwise, unary, where). */
  family?: string;
}

/** The results of one fixture: its report lines and the cells that did not simply pass. */
export interface ReportPart {
  fixture: string;
  lines: ReportLine[];
  notPassing: JudgedCell[];
}

/** Judges every cell of a fixture against the expectations and groups the counts by op (and mode). */
export function judgeFixture(
  fixture: string,
  policy: string,
  mode: string,
  cells: readonly (CellResult & { op: string; mode?: string; family?: string })[],
  classes: readonly DeviationClass[],
): { part: ReportPart; judged: JudgedCell[] } {
  const lines = new Map<string, ReportLine>();
  const judged: JudgedCell[] = [];
  for (const cell of cells) {
    const { verdict, deviation } = verdictOf(classes, cell);
    const j: JudgedCell = deviation ? { ...cell, verdict, deviation } : { ...cell, verdict };
    judged.push(j);
    const lineMode = cell.mode ?? mode;
    let line = lines.get(`${cell.op}|${lineMode}`);
    if (!line) {
      line = { fixture, policy, mode: lineMode, op: cell.op, total: 0, passed: 0, expectedDeviations: 0, failed: 0, deviationsByClass: {} };
      if (cell.family !== undefined) line.family = cell.family;
      lines.set(`${cell.op}|${lineMode}`, line);
    }
    line.total++;
    if (verdict === 'pass') line.passed++;
    else if (verdict === 'expected-deviation') {
      line.expectedDeviations++;
      line.deviationsByClass[deviation!] = (line.deviationsByClass[deviation!] ?? 0) + 1;
    } else line.failed++;
  }
  const part: ReportPart = { fixture, lines: [...lines.values()], notPassing: judged.filter((c) => c.verdict !== 'pass') };
  return { part, judged };
}

/**
 * Writes one fixture's results under `report/parts/` for `src/report.mjs`, in a file named after
 * the fixture, or after `name` where one fixture is judged in parts (a families fixture per op family).
 */
export function writePart(part: ReportPart | { fixture: string; [k: string]: unknown }, kind = 'cells', name = part.fixture): void {
  const dir = join(REPORT_DIR, 'parts', kind);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name.replace(/[^\w.-]+/g, '__')}.json`), JSON.stringify(part, null, 1) + '\n');
}
