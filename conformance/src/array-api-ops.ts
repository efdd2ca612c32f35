import type { UnaryOpName } from '@typelattice/promotion';
import { FACADE_OP, FACADE_UNARY_OP } from './ops';

// The array API names its functions as the standard does (`floor_divide`, `bitwise_left_shift`);
// the op catalogue of @typelattice/promotion is reached by the names the recordings use (its
// kernels: NumPy's ufuncs, `floordiv`, `left_shift`). Only the names that differ are written here.

/** The array API's function names where they differ from the catalogue's recorded names. */
export const ARRAY_API_RENAMES: Readonly<Record<string, string>> = {
  divide: 'truediv',
  floor_divide: 'floordiv',
  remainder: 'mod',
  bitwise_left_shift: 'left_shift',
  bitwise_right_shift: 'right_shift',
  bitwise_invert: 'invert',
  abs: 'absolute',
};

/** How an upstream function is replayed, or why it is not. */
export type ArrayApiOp =
  /** A binary function of the catalogue, by its recorded name (`replay-tables`' `facadeOp`, `promotionOutcome`). */
  | { kind: 'binary'; recorded: string }
  | { kind: 'unary'; name: UnaryOpName }
  /** `result_type` of dtypes: `promoteTypes` for two, the n-ary `resultType` for more. */
  | { kind: 'result-type' }
  | { kind: 'not-replayed'; reason: string };

/** The result_type name upstream uses. */
export const RESULT_TYPE = 'result_type';

/**
 * How to replay the upstream elementwise function `fn` called on `arity` operands: a catalogue
 * function or unary op, `promoteTypes` / the n-ary `resultType` for `result_type`, or the reason
 * there is none.
 */
export function arrayApiOp(fn: string, arity: number): ArrayApiOp {
  if (fn === RESULT_TYPE) return { kind: 'result-type' };
  const recorded = ARRAY_API_RENAMES[fn] ?? fn;
  if (arity === 2 && FACADE_OP[recorded]) return { kind: 'binary', recorded };
  if (arity === 1 && FACADE_UNARY_OP[recorded]) return { kind: 'unary', name: FACADE_UNARY_OP[recorded] };
  return { kind: 'not-replayed', reason: 'no such op in the op catalogue (@typelattice/promotion OP_CATALOGUE, UNARY_CATALOGUE)' };
}
