import { DTYPES, isWeakKind, type DType } from '@typelattice/dtypes';
import { OPERANDS, toOperand, type Operand } from '../operand';
import { asResolved, promoterOf, type Promoter } from '../promoter';
import { naryResultOf } from '../result-type-nary';

// The Array API's data type functions that depend on the policy: can_cast (recorded from each
// library, data/dtype-functions/) and result_type (the policy's n-ary rule, result-type-nary.ts).

/** The mode whose lattice answers can_cast in a policy without a recording (tf-rfc: its safe lattice). */
const LATTICE_MODE = 'safe';

/**
 * Whether `from` casts to `to` as the policy's library's `can_cast` answers (NumPy's default
 * casting 'safe'; `torch.can_cast`, which allows a cast within a kind; TensorFlow's
 * `result_type(from, to) == to`, as it has no can_cast), from the recorded table of the
 * promoter's mode. A policy mode without a recording (the RFC's safe, all, none) answers from
 * the RFC's lattice: the n-ary promotion of `from` and `to` in the safe mode is `to`.
 *
 * @example
 * ```ts
 * import { canCastIn, promoter } from '@typelattice/promotion';
 * canCastIn(promoter('numpy'), 'int8', 'float16'); // -> true
 * canCastIn(promoter('torch'), 'float64', 'float32'); // -> true
 * ```
 */
export function canCastIn(p: Promoter, from: DType, to: DType): boolean {
  const a = DTYPES.indexOf(from);
  const b = DTYPES.indexOf(to);
  const { def } = asResolved(p);
  const recorded = def.recording(p.mode)?.canCast;
  if (recorded !== undefined) return recorded[a * DTYPES.length + b] === 1;
  return naryResultOf(promoterOf(def, LATTICE_MODE), [a, b], undefined) === b;
}

/**
 * The library's `result_type` of the operands (dtypes and the weak kinds `i*`, `f*`, `c*`) under
 * the promoter's policy and mode, as a dtype: the policy's n-ary rule for any number of operands
 * (two included, unlike `resultType(policy, a, b)`, which is an op's promotion), a weak result
 * given as the dtype the library stores it in (`jnp.result_type(1.5)` is float64 with x64,
 * TensorFlow's `result_type(int8, 1.5)` float64 and `result_type(True, 1.5)` float32), as the
 * libraries' result_type functions answer: with a dtype, never a weak flag.
 *
 * @example
 * ```ts
 * import { libraryResultType, promoter } from '@typelattice/promotion';
 * libraryResultType(promoter('jax'), ['int8', 'uint8', 'float16']); // -> 'float16'
 * libraryResultType(promoter('jax'), ['int8', 'i*']); // -> 'int8'
 * libraryResultType(promoter('jax', 'x32'), ['i*', 'f*']); // -> 'float32'
 * ```
 * @throws PromotionError where the policy refuses the operands, with the cast that makes it work.
 */
export function libraryResultType(p: Promoter, operands: readonly (Operand | string)[], value?: unknown): DType {
  const ops = operands.map((x) => toOperand(x));
  const r = naryResultOf(asResolved(p), ops.map((x) => OPERANDS.indexOf(x)), value);
  if (typeof r !== 'number') throw r;
  const result = OPERANDS[r]!;
  if (r < DTYPES.length) return result as DType;
  // the weak result's storage: the operands that decide it are a tensor among them, if any
  const tensor = ops.find((x) => x !== 'bool' && !isWeakKind(x)) ?? ops[0]!;
  return p.storage('resultType', tensor, ops[ops.length - 1]!, result);
}
