import { DTYPES, DTYPE_CODES, WEAK_KINDS, dtypeInfo, type DType, type DTypeCode, type WeakKind } from '@typelattice/dtypes';
import { PolicyError } from './errors';

/**
 * Every promotion operand: the fifteen dtypes, then the weak kinds `i*`, `f*`, `c*`.
 * The position of an operand in this list is its index in every table of this package.
 *
 * @example
 * ```ts
 * OPERANDS.indexOf('i*'); // 15
 * ```
 */
export const OPERANDS = [...DTYPES, ...WEAK_KINDS] as const;

/** A promotion operand: a concrete dtype or a weak kind. */
export type Operand = DType | WeakKind;

/** What the functions of this package accept as an operand: a name, a short code or a weak kind. */
export type OperandLike = Operand | DTypeCode;

/** Number of operands (18): the side of every table. */
export const N = OPERANDS.length;

/** Index of the first weak kind in {@link OPERANDS}. */
export const FIRST_WEAK = DTYPES.length;

/** Short codes in {@link OPERANDS} order, as the spec tables write them. */
export const OPERAND_CODES: readonly string[] = [...DTYPE_CODES, ...WEAK_KINDS];

const INDEX = new Map<string, number>();
OPERANDS.forEach((o, i) => INDEX.set(o, i));
OPERAND_CODES.forEach((c, i) => INDEX.set(c, i));

/** Every string an operand may be given as: the canonical names, then the dtypes' short codes (for messages). */
export const OPERAND_SPELLINGS: readonly string[] = [...OPERANDS, ...DTYPE_CODES];

/**
 * The table index of an operand given by name, short code or weak kind.
 *
 * @example
 * ```ts
 * operandIndex('f16'); // 10
 * operandIndex('float16'); // 10
 * ```
 * @throws PolicyError naming the bad operand and the valid ones.
 */
export function operandIndex(x: string): number {
  const i = INDEX.get(x);
  if (i === undefined) {
    throw new PolicyError('operand', x, OPERAND_SPELLINGS);
  }
  return i;
}

/**
 * Resolves a dtype name, short code or weak kind to its canonical operand.
 *
 * @example
 * ```ts
 * toOperand('bf16'); // 'bfloat16'
 * toOperand('i*'); // 'i*'
 * ```
 */
export function toOperand(x: OperandLike | string): Operand {
  return OPERANDS[operandIndex(x)]!;
}

/** True for the index of a weak kind. */
export const isWeakIndex = (i: number): boolean => i >= FIRST_WEAK;

/** Short code of the operand at index `i` (`'u8'`, `'i*'`). */
export const codeOf = (i: number): string => OPERAND_CODES[i]!;

/** The kind of an operand index: b, u, i, f, c (a weak kind: i, f, c). */
export const kindOfIndex = (r: number): string => (r >= FIRST_WEAK ? OPERANDS[r]![0]! : dtypeInfo(DTYPES[r]!).kind);

/** An integer dtype or a python int (not bool), by index. */
export const isIntegerIndex = (r: number): boolean => 'ui'.includes(kindOfIndex(r));

/** A complex dtype or a python complex, by index. */
export const isComplexIndex = (r: number): boolean => kindOfIndex(r) === 'c';
