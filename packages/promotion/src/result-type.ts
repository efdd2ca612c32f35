import { DTYPES, type DType, type WeakKind } from '@typelattice/dtypes';
import { checkOptions, OPTION_KEYS, variantIndex, type PromotionOptions } from './call';
import { PolicyError } from './errors';
import type { PolicyName } from './names';
import { FIRST_WEAK, N, OPERAND_CODES, OPERANDS, operandIndex, type Operand, type OperandLike } from './operand';
import { opIndexOf, resolvedPromoter } from './promoter';
import { policyModes } from './registry';

// The lookups by name: each resolves its policy and mode to the memoised promoter, then asks it.

const INDEX = new Map<string, number>();
OPERANDS.forEach((x, i) => INDEX.set(x, i));
OPERAND_CODES.forEach((x, i) => INDEX.set(x, i));

const indexOf = (x: string): number => INDEX.get(x) ?? operandIndex(x);
const ADD = opIndexOf('add');
// promoteTypes takes concrete dtypes: no python scalar value
const PROMOTE_TYPES_KEYS = OPTION_KEYS.filter((k) => k !== 'value' && k !== 'values');

/**
 * The result of promoting `a` and `b` under `policy`: a dtype name, or a weak kind where the
 * policy keeps a weak result. Operands are dtype names, short codes or weak kinds.
 *
 * @example
 * ```ts
 * resultType('jax', 'int8', 'uint8'); // 'int16'
 * resultType('jax', 'i*', 'i*'); // 'i*'
 * resultType('tf-rfc', 'uint8', 'int8', { mode: 'all' }); // 'int16'
 * resultType('tf-rfc', 'uint8', 'i*', { value: 256 }); // throws PromotionError
 * resultType('tf-rfc', 'bool', 'bool', { op: 'sub' }); // throws PromotionError: booleans have no subtraction
 * ```
 * @throws PromotionError when the policy refuses; PolicyError for unknown names.
 */
export function resultType<P extends PolicyName>(policy: P, a: OperandLike | string, b: OperandLike | string, options?: PromotionOptions<P>): Operand {
  if (options !== undefined) checkOptions(options, undefined, () => policyModes(policy));
  const p = resolvedPromoter(policy, options?.mode);
  const i = indexOf(a);
  const j = indexOf(b);
  if (options === undefined) {
    // add, tensors, no value: one grid read
    const r = p.add[i * N + j]!;
    if (r >= 0) return OPERANDS[r]!;
  }
  const r = p.decideIndex(options?.op === undefined ? ADD : opIndexOf(options.op), i, j, options);
  if (typeof r === 'number') return OPERANDS[r]!;
  throw r;
}

/**
 * The promoted dtype of two concrete dtypes: {@link resultType} restricted to strong operands,
 * with a weak result (JAX's `uint64 + int8` is `f*`) turned into the dtype the policy stores a
 * weak value of that kind in for these operands (see `Promoter.storage`: `i*` → int64, `f*` →
 * float64, `c*` → complex128, as the mode canonicalises them; shipped TensorFlow's own rule).
 *
 * @example
 * ```ts
 * promoteTypes('jax', 'uint64', 'int8'); // 'float64'
 * promoteTypes('numpy', 'int8', 'uint8'); // 'int16'
 * ```
 */
export function promoteTypes<P extends PolicyName>(policy: P, a: DType | string, b: DType | string, options?: Omit<PromotionOptions<P>, 'value'>): DType {
  if (options !== undefined) checkOptions(options, PROMOTE_TYPES_KEYS, () => policyModes(policy));
  for (const x of [a, b]) {
    if (indexOf(x) >= FIRST_WEAK) throw new PolicyError('operand', x, DTYPES, '(promoteTypes takes concrete dtypes only)');
  }
  const r = resultType(policy, a, b, options);
  return resolvedPromoter(policy, options?.mode).storage(options?.op ?? 'add', OPERANDS[indexOf(a)]!, OPERANDS[indexOf(b)]!, r);
}

/**
 * Whether the policy allows promoting `a` and `b` (and, with `value`, that python scalar).
 *
 * @example
 * ```ts
 * isAllowed('tf-rfc', 'uint8', 'int8', { mode: 'safe' }); // false
 * isAllowed('tf-rfc', 'uint8', 'int8', { mode: 'all' }); // true
 * ```
 */
export function isAllowed<P extends PolicyName>(policy: P, a: OperandLike | string, b: OperandLike | string, options?: PromotionOptions<P>): boolean {
  if (options !== undefined) checkOptions(options, undefined, () => policyModes(policy));
  const p = resolvedPromoter(policy, options?.mode);
  const op = options?.op === undefined ? ADD : opIndexOf(options.op);
  const i = indexOf(a);
  const j = indexOf(b);
  const allowed = typeof p.outcome(op, i, j, variantIndex(options, i >= FIRST_WEAK, j >= FIRST_WEAK), options?.value) === 'number';
  // two python ints' values: the library's range for them (the decision builds the refusal)
  return allowed && (options?.values === undefined || typeof p.decideIndex(op, i, j, options) === 'number');
}
