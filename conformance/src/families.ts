import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CLIP_SPEC, OP_CATALOGUE, UNARY_CATALOGUE, WHERE_SPEC } from '@typelattice/promotion';
import { FIXTURES_DIR, type KindCode, type OperandForm, type RecordedCell, type RecordedFixture, type RecordedTable } from './fixtures';

// The recorded op families beyond arithmetic (fixtures/families/<library>-<mode>.json, recorded by
// tools/record/record_families.py): binary tables as in tables/ (comparisons, logical, bitwise and
// shifts, and `where` over x and y with a bool cond), and unary tables, one row of cells over the
// operand kinds (unary ops, and `where_cond` over the cond's kind with float32 x and y).

/** A unary table: `op` called on an operand of each kind (`where_cond`: the cond's kind). */
export interface UnaryTable {
  op: string;
  call: 'function' | 'operator';
  operand: OperandForm;
  kinds: KindCode[];
  cells: RecordedCell[];
  /** Where a cell is weak: the code of the dtype the library stored it in; else null. */
  weakDtypes?: (KindCode | null)[];
}

/**
 * A `clip` table: x of one kind (`x`, in the form `xOperand`), its rows the kind of min and its
 * columns the kind of max. `clip_min` and `clip_max` are plain binary tables (x by the one bound),
 * `clip_none` a unary one (x alone).
 */
export interface ClipTable extends RecordedTable {
  x: KindCode;
  xOperand: OperandForm;
}

/** A families fixture: binary and unary tables of one library mode. */
export interface FamiliesFixture extends Omit<RecordedFixture, 'tables'> {
  tables: (RecordedTable | UnaryTable)[];
}

export const isUnaryTable = (t: RecordedTable | UnaryTable): t is UnaryTable => 'kinds' in t;
export const isClipTable = (t: RecordedTable | UnaryTable): t is ClipTable => 'x' in t && 'xOperand' in t;

/** The op families the report and the tests group the families fixtures by. */
export const FAMILIES = ['comparison', 'logical', 'bitwise', 'closeness', 'unary', 'where', 'clip'] as const;
export type Family = (typeof FAMILIES)[number];

// Every name below comes from the op catalogue of @typelattice/promotion: binary ops by their
// kernel (NumPy's ufunc name, as recorded), unary ops by their recorded table (`round`, whose
// kernel is `rint`), where by WHERE_SPEC; isclose is the closeness family. logicalNot counts with the logical ops and invert with
// the bitwise ones; the other unary ops are the `unary` family.
const FAMILY_OF_TABLE = new Map<string, Family>([
  ...OP_CATALOGUE.flatMap((e) => (e.family === 'comparison' || e.family === 'logical' || e.family === 'bitwise' || e.family === 'closeness' ? [[e.kernel, e.family] as const] : [])),
  ...UNARY_CATALOGUE.map((e) => [e.table, e.family === 'logical' || e.family === 'bitwise' ? e.family : 'unary'] as const),
  // round with decimals: recorded as tables of their own (round(x, decimals=1) and decimals=-1)
  ['round_decimals', 'unary'],
  ['round_negative_decimals', 'unary'],
  [WHERE_SPEC.table, 'where'],
  [WHERE_SPEC.condTable, 'where'],
  // clip(x, min, max): per kind of x over min by max, x by one bound, x alone
  [CLIP_SPEC.table, 'clip'],
  [CLIP_SPEC.minOnlyTable, 'clip'],
  [CLIP_SPEC.maxOnlyTable, 'clip'],
  [CLIP_SPEC.noBoundTable, 'clip'],
]);

/** The family of a recorded table; throws for a table the catalogue does not know. */
export function familyOf(table: string): Family {
  const f = FAMILY_OF_TABLE.get(table);
  if (!f) throw new RangeError(`Recorded family table "${table}" is no op of the catalogue (@typelattice/promotion OP_CATALOGUE, UNARY_CATALOGUE, WHERE_SPEC): add it there.`);
  return f;
}

/** A readable key for a families table: `less function tensor*ndarray`, `sqrt function ndarray`. */
export function familyTableKey(t: RecordedTable | UnaryTable): string {
  if (isClipTable(t)) return `${t.op} ${t.call} ${t.x}:${t.xOperand} ${t.rowOperand}*${t.colOperand}`;
  return isUnaryTable(t) ? `${t.op} ${t.call} ${t.operand}` : `${t.op} ${t.call} ${t.rowOperand}*${t.colOperand}`;
}

/** Every families fixture, id `families/<library>-<mode>`, in file name order. */
export function loadFamilies(): FamiliesFixture[] {
  const dir = join(FIXTURES_DIR, 'families');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const name = f.replace(/\.json$/, '');
      const doc = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Omit<FamiliesFixture, 'id'>;
      return { id: `families/${name}`, header: doc.header, tables: doc.tables };
    });
}
