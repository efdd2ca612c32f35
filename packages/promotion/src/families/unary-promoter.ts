import { canCast, dtypeInfo, DTYPES, type DType } from '@typelattice/dtypes';
import type { UnaryRow } from '../catalogue-rows.generated';
import { PolicyError, PromotionError } from '../errors';
import { FIRST_WEAK, kindOfIndex, OPERANDS } from '../operand';
import type { OperandRole } from '../policy';
import type { FamilyPolicy } from './with-families';
import { BOOL, UNARY_BY_NAME, type Row } from './tables';

// Unary ops and where's cond: a row per op (recorded, or derived by ./derived.ts), the refusal
// with the cast that makes the call work.

/** How a unary call reaches the op (TensorFlow tells a NumPy array and Python's operator apart). */
export interface UnaryCall {
  /** `'tensor'` (default) or `'ndarray'`; ignored for a python scalar (a 0-dim tensor is a tensor here). */
  readonly role?: OperandRole | undefined;
  /** `'function'` (default) or `'operator'` (`-x`, `abs(x)`, `~x`). */
  readonly form?: 'function' | 'operator' | undefined;
  /** `round`'s decimals (default 0): a nonzero count reads the op's tables of decimals (`UnaryOpSpec.decimals`). */
  readonly decimals?: number | undefined;
}

/** The unary op entry of a name; PolicyError for an unknown one. */
export function unaryEntry(op: string): UnaryRow {
  const e = UNARY_BY_NAME.get(op);
  if (e === undefined) throw new PolicyError('op', op, [...UNARY_BY_NAME.keys()], '(a unary op)');
  return e;
}

const roleOf = (a: number, call: UnaryCall | undefined): string => (a >= FIRST_WEAK || call?.role !== 'ndarray' ? 'tensor' : 'ndarray');

/** The table a unary call reads: the op's, or its table of a positive or negative `decimals`. */
function tableOf(e: UnaryRow, call: UnaryCall | undefined): string {
  const d = call?.decimals;
  if (d === undefined || d === 0 || !('decimals' in e)) return e.table;
  return d > 0 ? e.decimals.positive : e.decimals.negative;
}

/** The row of a unary op in a mode and call. */
export function unaryRow(def: FamilyPolicy, mode: string, e: UnaryRow, a: number, call: UnaryCall | undefined): Row {
  return def.row(mode, e, roleOf(a, call), call?.form ?? 'function', tableOf(e, call));
}

// the explicit cast for a refused operand: an allowed dtype that holds its values (safe cast)
// first, the same kind next (a complex number's nearest is a real float), the nearest width last
const STRONG = DTYPES.map((_, i) => i);
/** The dtype nearest to operand `a` for which `ok` holds, or -1. */
export function nearestAllowed(a: number, ok: (t: number) => boolean): number {
  const from: DType = a >= FIRST_WEAK ? ({ 'i*': 'int64', 'f*': 'float64', 'c*': 'complex128' } as const)[OPERANDS[a] as 'i*'] : DTYPES[a]!;
  const { kind } = dtypeInfo(from);
  // a complex number's nearest real float is its lanes' (complex64: float32)
  const near = kind === 'c' ? 'f' : kind;
  const bits = kind === 'c' ? dtypeInfo(from).bits / 2 : dtypeInfo(from).bits;
  const score = (t: number) =>
    (canCast(from, DTYPES[t]!, 'safe') ? 0 : 4) +
    (kindOfIndex(t) === kind ? 0 : kindOfIndex(t) === near ? 1 : 2) +
    Math.abs(dtypeInfo(DTYPES[t]!).bits - bits) / 256;
  let best = -1;
  for (const t of STRONG) if (ok(t) && (best < 0 || score(t) < score(best))) best = t;
  return best;
}

/** The explicit cast for an operand a unary row refuses: the nearest dtype the row takes, or -1. */
export const castFor = (row: Row, a: number): number => nearestAllowed(a, (t) => row[t]! >= 0);

const FAMILY_WORDS: Readonly<Record<UnaryRow['family'], string>> = {
  logical: 'takes bool operands only',
  bitwise: 'takes integers and bool only',
  numeric: 'is not defined on this operand',
  'float-function': 'does not compute it for this operand',
  rounding: 'does not round this operand',
  'complex-part': 'does not take this operand',
  classification: 'does not classify this operand',
  'sign-bit': 'takes real numbers only',
};

/** The PromotionError of a refused unary call. */
export function unaryError(
  policy: string,
  mode: string,
  def: FamilyPolicy,
  op: string,
  e: UnaryRow | 'cond',
  row: Row,
  a: number,
  call?: UnaryCall,
): PromotionError {
  const t = castFor(row, a);
  const name = OPERANDS[a]!;
  const what = e === 'cond' ? "where's cond" : op;
  const decimals = call?.decimals ?? 0;
  const reason =
    e === 'cond'
      ? `where's cond must be bool under ${policy} (mode ${mode}), not ${name}`
      : `${def.library ?? policy}'s ${op}${decimals !== 0 ? ` with decimals ${decimals}` : ''} ${FAMILY_WORDS[e.family]} (${name})`;
  const cast =
    t < 0 && decimals !== 0
      ? `scale, round and scale back: round(mul(x, ${10 ** decimals})) then truediv by ${10 ** decimals} (the rounding of a float scaled, as NumPy computes it)`
      : t < 0
      ? `no dtype is accepted here: compute ${what} another way`
      : e === 'cond'
        ? `compare the cond with zero first (notEqual(cond, 0)) or cast it (cond.cast('${DTYPES[t]}'))`
        : a >= FIRST_WEAK
          ? `make the python scalar a tensor of a dtype the op takes (constant(x, '${DTYPES[t]}'))`
          : `cast the ${name} operand to ${DTYPES[t]} explicitly (x.cast('${DTYPES[t]}'))`;
  return new PromotionError({
    policy,
    mode,
    op: e === 'cond' ? 'where' : op,
    a: name,
    b: name,
    operands: [name],
    cast,
    ...(t >= 0 ? { fix: { operand: 'a' as const, castTo: DTYPES[t]! } } : {}),
    reason,
    refusedBy: 'op',
  });
}

/**
 * The operand the kernel computes a unary op in: the result, but the complex operand of abs, real
 * and imag, bool for logicalNot, and the operand itself for the predicates (isNaN, signbit, …).
 */
export function unaryComputeOf(e: UnaryRow, a: number, result: number): number {
  if ('boolResult' in e) return e.family === 'logical' ? BOOL : a;
  if ('realResult' in e && kindOfIndex(a) === 'c') return a;
  return result;
}

