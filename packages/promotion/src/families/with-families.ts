import type { UnaryRow } from '../catalogue-rows.generated';
import { N, type Grid } from '../grid';
import { ruledResult } from '../op-rules';
import { OP_INDEX } from '../ops';
import { DEFAULT_VARIANT, type PolicyDef } from '../policy';
import { derivedClipGrid, derivedClipRow, derivedGrid, derivedRow, realRow } from './derived';
import type { Recording } from '../recording';
import { BINARY_FAMILY, CLIP_NO_BOUND_TABLE, CLIP_TABLES, WHERE_TABLES, type Row } from './tables';
import { OPERAND_CODES } from '../operand';

// A policy with the family ops: the binary ones (comparisons, logical, bitwise) answered by its
// grid like arithmetic, the unary ones and where's cond by rows. A policy mode with a recording
// answers from it; the others derive theirs from their add and truediv tables (./derived.ts).

const TRUEDIV = OP_INDEX.get('truediv')!;

const OP_OF_TABLE = new Map([...BINARY_FAMILY].map(([op, f]) => [f.table, OP_INDEX.get(op)!]));

/**
 * A recorded grid where a cell the library refuses, for a pair add promotes to a dtype the op is
 * not defined on (bitwise of floats), carries that add cell: the op rules then refuse it with
 * their reason and cast (op-rules.ts), as they do for the derived policies.
 */
function explained(rec: Grid, add: Grid, table: string): Grid {
  const op = OP_OF_TABLE.get(table);
  if (op === undefined) return rec;
  let out: Grid | undefined;
  for (let i = 0; i < N * N; i++) {
    if (rec[i]! < 0 && add[i]! >= 0 && ruledResult(op, add[i]!) < 0) (out ??= new Int8Array(rec))[i] = add[i]!;
  }
  return out ?? rec;
}

/** A policy definition with its family tables. */
export interface FamilyPolicy extends PolicyDef {
  /**
   * The unary table of an op in a mode; `role` and `form` as the recording tells them apart
   * (TensorFlow); `table` another recorded table of the op (`round_decimals`), default its own.
   */
  row(mode: string, op: UnaryRow, role: string, form: string, table?: string): Row;
  /**
   * A `clip` table: `both`, the grid of (min, max) for a kind of x (operand index `x`); `minOnly`
   * and `maxOnly`, the grids of x by its one bound.
   */
  clipGrid(mode: string, table: keyof typeof CLIP_TABLES, x?: number): Grid;
  /** The row of `clip` with neither bound. */
  clipRow(mode: string): Row;
  /** The table of where's cond. */
  condRow(mode: string, role: string): Row;
  /** Where the family tables come from in a mode: the library mode recorded, or `derived`. */
  familySource(mode: string): string;
  /** The tables recorded from the library mode a mode answers from, or undefined where the mode derives them. */
  recording(mode: string): Recording | undefined;
}

/**
 * `def` with the family ops added to its grids, and its unary rows; `recordings[mode]` is what a
 * mode answers from where the library mode was recorded (tf-rfc's `legacy`: today's TensorFlow).
 */
export function withFamilies(def: PolicyDef, recordings: Readonly<Record<string, Recording>> = {}): FamilyPolicy {
  const grids = new Map<string, Grid>();
  const rows = new Map<string, Row>();
  const recording = (mode: string) => (Object.prototype.hasOwnProperty.call(recordings, mode) ? recordings[mode] : undefined)?.families;
  const familyGrid = (mode: string, table: string, variant: string): Grid => {
    const key = `${mode}|${table}|${variant}`;
    let g = grids.get(key);
    if (!g) {
      const add = def.grid(mode, 'add', variant);
      const rec = recording(mode)?.grid(table, variant);
      g = rec === undefined ? derivedGrid(table, add) : explained(rec, add, table);
      grids.set(key, g);
    }
    return g;
  };
  const memoRow = (key: string, make: () => Row): Row => {
    let r = rows.get(key);
    if (!r) rows.set(key, (r = make()));
    return r;
  };
  // the float `a / a` divides in: the policy's truediv diagonal with the op rules
  const floatOf = (mode: string) => {
    const t = def.grid(mode, 'truediv', DEFAULT_VARIANT);
    return (a: number) => {
      const r = t[a * N + a]!;
      return r < 0 ? -1 : ruledResult(TRUEDIV, r);
    };
  };
  return {
    ...def,
    grid(mode, op, variant, kernels) {
      const f = BINARY_FAMILY.get(op);
      if (f !== undefined) return familyGrid(mode, f.table, variant);
      if (op === WHERE_TABLES.xy) return familyGrid(mode, op, variant);
      return def.grid(mode, op, variant, kernels);
    },
    ...(def.kernelGap
      ? { kernelGap: (mode, op, variant, a, b) => (BINARY_FAMILY.has(op) ? -1 : def.kernelGap!(mode, op, variant, a, b)) }
      : {}),
    row(mode, op, role, form, table = op.table) {
      return memoRow(`${mode}|${table}|${role}|${form}`, () => {
        const r = recording(mode)?.row(table, role, form);
        if (r) return r;
        const derived = derivedRow(op.family, floatOf(mode));
        return 'realResult' in op ? realRow(derived) : derived;
      });
    },
    clipGrid(mode, table, x = 0) {
      const name = table === 'both' ? `${CLIP_TABLES.both}@${OPERAND_CODES[x]}` : CLIP_TABLES[table];
      const key = `${mode}|${name}`;
      let g = grids.get(key);
      if (!g) {
        const rec = recording(mode)?.grid(name, DEFAULT_VARIANT);
        g = rec ?? derivedClipGrid(table === 'both' ? 'both' : 'one', def.grid(mode, 'add', DEFAULT_VARIANT), x);
        grids.set(key, g);
      }
      return g;
    },
    clipRow(mode) {
      return memoRow(`${mode}|${CLIP_NO_BOUND_TABLE}`, () => recording(mode)?.row(CLIP_NO_BOUND_TABLE, 'tensor', 'function') ?? derivedClipRow());
    },
    condRow(mode, role) {
      return memoRow(`${mode}|cond|${role}`, () => recording(mode)?.row(WHERE_TABLES.cond, role, 'function') ?? derivedRow('cond', () => -1));
    },
    familySource(mode) {
      return recording(mode)?.source ?? 'derived';
    },
    recording(mode) {
      return Object.prototype.hasOwnProperty.call(recordings, mode) ? recordings[mode] : undefined;
    },
  };
}

