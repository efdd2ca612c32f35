import { compactTables, type CompactData } from '../compact-tables';
import { OPERAND_CODES } from '../operand';
import type { Grid } from '../grid';
import type { Row } from './tables';

// The family tables recorded from the real libraries (conformance/fixtures/families, compacted by
// scripts/build-families.py into data/families/<group>.json): each distinct table once, and per
// library mode the index of each op's table. '-' and '!' (the library has no kernel) are
// refusals; '.' is no operation.

const CODE = new Map(OPERAND_CODES.map((c, i) => [c, i]));
const cellIndex = (c: string): number => CODE.get(c) ?? -1;

/** The tables of one library mode, or undefined where the policy mode has no recording. */
export interface RecordedFamilies {
  /** The library mode recorded (`tensorflow/legacy`). */
  readonly source: string;
  /** A binary table (`less`, `where`) in a variant `aRole/bRole/form`; the operator form falls back to the function's. */
  grid(table: string, variant: string): Grid | undefined;
  /** A unary table (`sqrt`, `where_cond`) for a role and form. */
  row(table: string, role: string, form: string): Row | undefined;
}

/** The family tables of one library mode (`tensorflow/legacy`) in a group's data file, or undefined where it has none. */
export function recordedFamilies(data: CompactData, source: string): RecordedFamilies | undefined {
  const tables = data.modes[source];
  if (tables === undefined) return undefined;
  const { gridAt, rowAt } = compactTables(data, cellIndex);
  const find = (keys: readonly string[]): number | undefined => {
    for (const k of keys) if (typeof tables[k] === 'number') return tables[k];
    return undefined;
  };
  return {
    source,
    grid(table, variant) {
      const [aRole, bRole, form] = variant.split('/');
      const i = find([`${table}|${form}|${aRole}|${bRole}`, `${table}|function|${aRole}|${bRole}`, `${table}|function|tensor|tensor`]);
      return i === undefined ? undefined : gridAt(i);
    },
    row(table, role, form) {
      const i = find([`${table}|${form}|${role}`, `${table}|function|${role}`, `${table}|function|tensor`]);
      return i === undefined ? undefined : rowAt(i);
    },
  };
}
