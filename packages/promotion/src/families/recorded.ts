import data from '../data/families.json';
import { compactTables } from '../compact-tables';
import { OPERAND_CODES } from '../operand';
import type { Grid } from '../grid';
import type { Row } from './tables';

// The family tables recorded from the real libraries (conformance/fixtures/families, compacted by
// scripts/build-families.py): each distinct table once, and per library mode the index of each
// op's table. '-' and '!' (the library has no kernel) are refusals; '.' is no operation.

const CODE = new Map(OPERAND_CODES.map((c, i) => [c, i]));
const cellIndex = (c: string): number => CODE.get(c) ?? -1;

const { gridAt, rowAt } = compactTables(data, cellIndex);

/** The recording each policy mode answers from (`library/mode`); policies without one derive their tables. */
const RECORDED: Readonly<Record<string, string>> = {
  'numpy/default': 'numpy/default',
  'torch/default': 'torch/default',
  'jax/x64': 'jax/x64',
  'jax/x32': 'jax/x32',
  'jax/strict': 'jax/strict',
  'tf/legacy': 'tensorflow/legacy',
  'tf/all': 'tensorflow/all',
  'tf/safe': 'tensorflow/safe',
  // the RFC's legacy mode is today's TensorFlow (policies/legacy.ts)
  'tf-rfc/legacy': 'tensorflow/legacy',
};

const MODES = data.modes as Readonly<Record<string, Readonly<Record<string, number>>>>;

/** The library mode a policy mode's recordings come from (`tensorflow/legacy`), or undefined (derived). */
export const recordingSource = (policy: string, mode: string): string | undefined => RECORDED[`${policy}/${mode}`];

/** The tables of one library mode, or undefined where the policy mode has no recording. */
export interface RecordedFamilies {
  /** The library mode recorded (`tensorflow/legacy`). */
  readonly source: string;
  /** A binary table (`less`, `where`) in a variant `aRole/bRole/form`; the operator form falls back to the function's. */
  grid(table: string, variant: string): Grid | undefined;
  /** A unary table (`sqrt`, `where_cond`) for a role and form. */
  row(table: string, role: string, form: string): Row | undefined;
}

/** The recorded tables of a policy mode, or undefined. */
export function recordedFamilies(policy: string, mode: string): RecordedFamilies | undefined {
  const source = RECORDED[`${policy}/${mode}`];
  const tables = source === undefined ? undefined : MODES[source];
  if (source === undefined || tables === undefined) return undefined;
  const find = (keys: readonly string[]): number | undefined => {
    for (const k of keys) if (tables[k] !== undefined) return tables[k];
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
