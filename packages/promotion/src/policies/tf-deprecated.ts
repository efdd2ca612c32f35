import { DTYPES } from '@typelattice/dtypes';
import data from '../data/tf-rfc.json';
import { N, assignGrid, makeGrid, parseRows, type Grid, type TableOp } from '../grid';
import { isWeakIndex } from '../operand';
import { FLOAT_FUNCTION_TABLES } from '../ops';
import type { PolicyDef } from '../policy';
import { fitsDType, smallestFitting } from '../scalar';
import { truedivGrid, truedivOf } from '../truediv';

// The four deprecated RFC modes share the proposal's result table (mode 1 is that table with
// every cell allowed); float64 off caps results at float32 / complex64; implicit promotion off
// refuses two different tensor dtypes. Python scalars widen by value in every mode.
const CAP = DTYPES.map((d, i) => (d === 'float64' ? DTYPES.indexOf('float32') : d === 'complex128' ? DTYPES.indexOf('complex64') : i));
const cap = (r: number): number => (r >= 0 && r < CAP.length ? CAP[r]! : r);

interface Flags {
  readonly implicit: boolean;
  readonly float64: boolean;
}

const MODES: readonly Flags[] = [
  { implicit: true, float64: true },
  { implicit: true, float64: false },
  { implicit: false, float64: true },
  { implicit: false, float64: false },
];

function deprecated(n: number, flags: Flags, RFC: Grid): PolicyDef {
  const base = flags.float64 ? RFC : makeGrid((a, b) => cap(RFC[a * N + b]!));
  const add = flags.implicit
    ? base
    : makeGrid((a, b) => (isWeakIndex(a) || isWeakIndex(b) ? base[a * N + b]! : a === b ? a : -1));
  const grids: Partial<Record<TableOp, Grid>> = {
    truediv: truedivGrid(add, flags.float64 ? undefined : cap),
    assign_add: assignGrid(add),
  };
  // a float function (atan2) follows the truediv rule, as in tf-rfc
  for (const op of FLOAT_FUNCTION_TABLES) grids[op] = grids.truediv;
  return {
    name: `tf-deprecated-${n}`,
    modes: ['default'],
    widening: [],
    source: `TensorFlow RFC, deprecated mode ${n}: implicit promotion ${flags.implicit ? 'on' : 'off'}, float64 ${flags.float64 ? 'on' : 'off'}`,
    kind: 'rule',
    grid: (_mode, op) => grids[op] ?? add,
    scalar(c) {
      if (fitsDType(c.value, c.promoted)) return c.result;
      // value-dependent widening: the scalar takes the smallest dtype of its kind that holds it
      const wide = smallestFitting(c.value, c.weak, c.tensor);
      const r = wide < 0 ? -1 : base[c.tensor * N + wide]!;
      if (r < 0 || !fitsDType(c.value, r)) return { refuse: `the python scalar ${String(c.value)} fits no dtype`, suggest: -1 };
      if (c.op === 'assign_add' && r !== c.tensor) return { refuse: `the python scalar ${String(c.value)} would widen the variable to ${DTYPES[r]}`, suggest: -1 };
      return c.op === 'truediv' || FLOAT_FUNCTION_TABLES.has(c.op) ? (flags.float64 ? truedivOf(r) : cap(truedivOf(r))) : r;
    },
  };
}

/** The four deprecated modes as policies, built when first asked for (a bundle that never looks them up keeps none of their tables). */
export function tfDeprecated(): readonly PolicyDef[] {
  const { grid: RFC } = parseRows(data.rows);
  return MODES.map((f, i) => deprecated(i + 1, f, RFC));
}
