import { compactTables, type CompactData } from '../compact-tables';
import { OPERAND_CODES } from '../operand';
import { NO_CALL, NO_KERNEL, REFUSED } from '../array-ops/tables';

// The linalg and fft tables recorded from the real libraries (conformance/fixtures/extensions,
// compacted by scripts/build-extensions.py into data/extensions/<group>.json): each distinct table once, and per library mode the
// index of each function's table (one per output of a multi-output function).

const CODE = new Map(OPERAND_CODES.map((c, i) => [c, i]));
/** A cell's number: an operand index, or REFUSED, NO_KERNEL, NO_CALL. */
export const cellIndex = (c: string): number => CODE.get(c) ?? (c === '!' ? NO_KERNEL : c === '.' ? NO_CALL : REFUSED);


/** The recorded tables of one library mode. */
export interface RecordedExtensions {
  /** The library mode recorded (`jax/x64`). */
  readonly source: string;
  /** Whether the library has the function (a table for it was recorded). */
  has(table: string): boolean;
  /** Output `k`'s row of a one-operand function (weak operands as python lists, or weakly typed arrays). */
  row(table: string, k: number, outputs: number, weakArrays: boolean): Int8Array | undefined;
  /** Output `k`'s grid of a two-operand function. */
  grid(table: string, k: number, outputs: number, weakArrays: boolean): Int8Array | undefined;
  /** fftfreq / rfftfreq: the result without a dtype (an operand index), and the row of the dtype argument. */
  frequencies(table: string): { readonly fallback: number; readonly row: Int8Array } | undefined;
}

/** The linalg and fft tables of one library mode (`jax/x64`) in a group's data file, or undefined where it has none. */
export function recordedExtensions(data: CompactData, source: string): RecordedExtensions | undefined {
  const tables = data.modes[source];
  if (tables === undefined) return undefined;
  const { gridAt, rowAt } = compactTables(data, cellIndex);
  const at = (table: string, k: number, outputs: number, weak: boolean): number | undefined => {
    const key = outputs > 1 ? `${table}#${k}` : table;
    const i = (weak ? tables[`${key}|weak`] : undefined) ?? tables[`${key}|python`];
    return typeof i === 'number' ? i : undefined;
  };
  return {
    source,
    has: (table) => tables[`${table}|python`] !== undefined || tables[`${table}#0|python`] !== undefined || tables[`${table}|default`] !== undefined,
    row: (table, k, outputs, weak) => {
      const i = at(table, k, outputs, weak);
      return i === undefined ? undefined : rowAt(i);
    },
    grid: (table, k, outputs, weak) => {
      const i = at(table, k, outputs, weak);
      return i === undefined ? undefined : gridAt(i);
    },
    frequencies: (table) => {
      const d = tables[`${table}|default`];
      const i = tables[`${table}|dtype`];
      return typeof d === 'string' && typeof i === 'number' ? { fallback: cellIndex(d), row: rowAt(i) } : undefined;
    },
  };
}
