import { canCast, dtypeInfo, DTYPES, type DType } from '@typelattice/dtypes';
import type { UnaryCatalogueEntry } from '../catalogue';
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
}

/** The unary op entry of a name; PolicyError for an unknown one. */
export function unaryEntry(op: string): UnaryCatalogueEntry {
  const e = UNARY_BY_NAME.get(op);
  if (e === undefined) throw new PolicyError('op', op, [...UNARY_BY_NAME.keys()], '(a unary op)');
  return e;
}

const roleOf = (a: number, call: UnaryCall | undefined): string => (a >= FIRST_WEAK || call?.role !== 'ndarray' ? 'tensor' : 'ndarray');

/** The row of a unary op in a mode and call. */
export function unaryRow(def: FamilyPolicy, mode: string, e: UnaryCatalogueEntry, a: number, call: UnaryCall | undefined): Row {
  return def.row(mode, e, roleOf(a, call), call?.form ?? 'function');
}

// the explicit cast for a refused operand: an allowed dtype that holds its values (safe cast)
// first, the same kind next, the nearest width last
const STRONG = DTYPES.map((_, i) => i);
export function castFor(row: Row, a: number): number {
  const from: DType = a >= FIRST_WEAK ? ({ 'i*': 'int64', 'f*': 'float64', 'c*': 'complex128' } as const)[OPERANDS[a] as 'i*'] : DTYPES[a]!;
  const bits = dtypeInfo(from).bits;
  const score = (t: number) =>
    (canCast(from, DTYPES[t]!, 'safe') ? 0 : 4) + (kindOfIndex(t) === dtypeInfo(from).kind ? 0 : 2) + Math.abs(dtypeInfo(DTYPES[t]!).bits - bits) / 256;
  let best = -1;
  for (const t of STRONG) if (row[t]! >= 0 && (best < 0 || score(t) < score(best))) best = t;
  return best;
}

const FAMILY_WORDS: Readonly<Record<UnaryCatalogueEntry['family'], string>> = {
  logical: 'takes bool operands only',
  bitwise: 'takes integers and bool only',
  numeric: 'is not defined on this operand',
  'float-function': 'does not compute it for this operand',
  rounding: 'does not round this operand',
  'complex-part': 'does not take this operand',
};

/** The PromotionError of a refused unary call. */
export function unaryError(policy: string, mode: string, def: FamilyPolicy, op: string, e: UnaryCatalogueEntry | 'cond', row: Row, a: number): PromotionError {
  const t = castFor(row, a);
  const name = OPERANDS[a]!;
  const what = e === 'cond' ? "where's cond" : op;
  const reason =
    e === 'cond'
      ? `where's cond must be bool under ${policy} (mode ${mode}), not ${name}`
      : `${def.library ?? policy}'s ${op} ${FAMILY_WORDS[e.family]} (${name})`;
  const cast =
    t < 0
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

/** The operand the kernel computes a unary op in: the result, but the complex operand of abs, real and imag, and bool for logicalNot. */
export function unaryComputeOf(e: UnaryCatalogueEntry, a: number, result: number): number {
  if ('boolResult' in e) return BOOL;
  if ('realResult' in e && kindOfIndex(a) === 'c') return a;
  return result;
}

