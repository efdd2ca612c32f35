import { DTYPES, DTYPE_CODES, WEAK_KINDS } from '@typelattice/dtypes';

/** The 18 promotion operands' short codes, keyed by name (the weak kinds are their own code). */
const CODE = new Map<string, string>([
  ...DTYPES.map((d, i): [string, string] => [d, DTYPE_CODES[i]!]),
  ...WEAK_KINDS.map((w): [string, string] => [w, w]),
]);

/** The short code of an operand name (`int16` -> `i16`); `-` for a refusal (`null`). */
export function codeOf(operand: string | null): string {
  return operand === null ? '-' : CODE.get(operand) ?? operand;
}
