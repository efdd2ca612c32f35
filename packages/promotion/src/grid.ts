import { FIRST_WEAK, N, OPERAND_CODES, codeOf, isWeakIndex } from './operand';
import type { TableOp } from './ops';

export type { TableOp };

/** An 18×18 promotion table: `grid[a * 18 + b]` is the result operand's index, or -1 (refused). */
export type Grid = Int8Array;

const CODE_INDEX = new Map(OPERAND_CODES.map((c, i) => [c, i]));

/** Index of a short code as the data files write it (`'u8'`, `'i*'`); -1 for `'-'`. */
export function codeIndex(code: string): number {
  if (code === '-' || code === '.') return -1;
  const i = CODE_INDEX.get(code);
  if (i === undefined) throw new TypeError(`Unknown operand code ${JSON.stringify(code)} in promotion data.`);
  return i;
}

/** Parses rows of space-separated cells (`u8`, `u8.g`, `-`); the suffix after `.` is returned as marks. */
export function parseRows(rows: readonly string[]): { grid: Grid; marks: string[] } {
  const grid = new Int8Array(N * N);
  const marks: string[] = new Array<string>(N * N).fill('');
  if (rows.length !== N) throw new TypeError(`A promotion table needs ${N} rows; got ${rows.length}.`);
  rows.forEach((row, a) => {
    const cells = row.split(' ');
    if (cells.length !== N) throw new TypeError(`Row ${codeOf(a)} needs ${N} cells; got ${cells.length}.`);
    cells.forEach((cell, b) => {
      const [code, mark] = cell.split(/(?<=.)\.(?=[a-z]+$)/);
      grid[a * N + b] = codeIndex(code!);
      marks[a * N + b] = mark ?? '';
    });
  });
  return { grid, marks };
}

/** A copy of `grid` with the cells named `"a b"` (codes) set to the given codes. */
export function withCells(grid: Grid, cells: Readonly<Record<string, string>> | undefined): Grid {
  const out = new Int8Array(grid);
  for (const [pair, code] of Object.entries(cells ?? {})) {
    const [a, b] = pair.split(' ');
    out[codeIndex(a!) * N + codeIndex(b!)] = codeIndex(code);
  }
  return out;
}

/** A grid computed cell by cell. */
export function makeGrid(cell: (a: number, b: number) => number): Grid {
  const out = new Int8Array(N * N);
  for (let a = 0; a < N; a++) for (let b = 0; b < N; b++) out[a * N + b] = cell(a, b);
  return out;
}

/** assign_add / assign_sub: allowed only where promotion keeps the (strong) variable's dtype. */
export const assignGrid = (add: Grid): Grid =>
  makeGrid((a, b) => (!isWeakIndex(a) && add[a * N + b] === a ? a : -1));

export { FIRST_WEAK, N };
