import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname, basename } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The directory holding every committed fixture. */
export const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/** A dtype code (`b`, `u8` … `c128`) or a weak kind (`i*`, `f*`, `c*`), as the tables spell them. */
export type KindCode = string;

/**
 * A recorded cell: a result dtype code or weak kind, a refusal (with `cause: 'no-kernel'` where the
 * library has no kernel for the op and dtype), or null (not a library operation).
 */
export type RecordedCell = KindCode | { refused: string; cause?: 'no-kernel'; unchanged?: boolean } | null;

/** How an operand is passed: a tensor/array of the dtype, a 0-dim tensor (PyTorch's tier), a NumPy array, or a Variable (assign_add). */
export type OperandForm = 'tensor' | 'zero-dim' | 'ndarray' | 'array' | 'variable';

/** One recorded table: `op` called as `call` on (row operand, column operand) for every pair. */
export interface RecordedTable {
  op: string;
  call: 'function' | 'operator' | 'method';
  rowOperand: OperandForm;
  colOperand: OperandForm;
  rows: KindCode[];
  cols: KindCode[];
  cells: RecordedCell[][];
  /** Where a cell is weak: the code of the dtype the library stored it in (TensorFlow, JAX); else null. */
  weakDtypes?: (KindCode | null)[][];
}

/** A fixture recorded from a library (promotion tables or assign_add tables). */
export interface RecordedFixture {
  id: string;
  header: { library: string; version: string; mode: string; ops: string[]; recordedWith: string } & Record<string, unknown>;
  tables: RecordedTable[];
}

/** A table transcribed from the spec documents, with its per-cell highlight marks. */
export interface SpecFixture {
  id: string;
  header: { id: string; source: string; op: string; title: string; legend: Record<string, string> };
  rows: KindCode[];
  cols: KindCode[];
  cells: string[][];
  marks: (string | null)[][];
}

/** The JAX lattice as transcribed from the JEP (edges a -> b: a promotes to b). */
export interface LatticeFixture {
  id: string;
  edges: Record<KindCode, KindCode[]>;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function jsonFiles(dir: string): string[] {
  const full = join(FIXTURES_DIR, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(full, f));
}

/** Every recorded fixture in `fixtures/<dir>/` (`tables` or `assign_add`), id = `<dir>/<file name>`. */
export function loadRecorded(dir: 'tables' | 'assign_add'): RecordedFixture[] {
  return jsonFiles(dir).map((path) => ({ id: `${dir}/${basename(path, '.json')}`, ...readJson<Omit<RecordedFixture, 'id'>>(path) }));
}

/** Every spec table in `fixtures/spec/` (the lattice file apart). */
export function loadSpecTables(): SpecFixture[] {
  return jsonFiles('spec')
    .map((path) => ({ id: `spec/${basename(path, '.json')}`, ...readJson<Omit<SpecFixture, 'id'>>(path) }))
    .filter((f) => Array.isArray(f.cells));
}

/** The JAX lattice transcribed from the JEP. */
export function loadLattice(): LatticeFixture {
  const doc = readJson<{ header: { id: string }; edges: Record<string, string[]> }>(join(FIXTURES_DIR, 'spec', 'jax-lattice.json'));
  return { id: `spec/${doc.header.id}`, edges: doc.edges };
}

/** A readable key for one table of a recorded fixture, e.g. `add function tensor*ndarray`. */
export function tableKey(t: RecordedTable): string {
  return `${t.op} ${t.call} ${t.rowOperand}*${t.colOperand}`;
}
