import { DTYPES, type DType, type WeakKind } from '@typelattice/dtypes';
import { checkOptions, OPTION_KEYS, variantIndex, type PromotionOptions, type ResultTypeOptions } from './call';
import { PolicyError } from './errors';
import type { PolicyName } from './names';
import { FIRST_WEAK, N, OPERAND_CODES, OPERANDS, operandIndex, type Operand, type OperandLike } from './operand';
import { opIndexOf } from './promoter';
import { resolvedPromoter } from './registry';
import { policyModes } from './registry';
import { naryArguments, naryResult } from './result-type-nary';

// The lookups by name: each resolves its policy and mode to the memoised promoter, then asks it.

const INDEX = new Map<string, number>();
OPERANDS.forEach((x, i) => INDEX.set(x, i));
OPERAND_CODES.forEach((x, i) => INDEX.set(x, i));

const indexOf = (x: string): number => INDEX.get(x) ?? operandIndex(x);
const ADD = opIndexOf('add');
// promoteTypes takes concrete dtypes: no python scalar value
const PROMOTE_TYPES_KEYS = /* @__PURE__ */ OPTION_KEYS.filter((k) => k !== 'value' && k !== 'values');

/**
 * The result type of `operands` under `policy`: a dtype name, or a weak kind where the policy
 * keeps a weak result. Operands are dtype names, short codes (`'u8'`) or weak kinds (`'i*'`,
 * `'f*'`, `'c*'`: python int, float, complex); an options object may follow them.
 *
 * - **Two operands** (`resultType(policy, a, b, options?)`): the promotion of the op
 *   `options.op` (default `add`), as the library computes `op(a, b)`: its missing kernels and the
 *   op rules refuse (TensorFlow has no bool add kernel: `resultType('tf', 'bool', 'bool', { mode:
 *   'all' })` throws). Options: {@link PromotionOptions}.
 * - **One operand, or three and more** (`resultType(policy, a, b, c, ..., options?)`): the
 *   library's `result_type` (`np.result_type`, `jnp.result_type`,
 *   `tf.experimental.numpy.result_type`), which is the type promotion itself, not an op's: no
 *   missing kernels, no op rules (`resultType('tf', 'bool', 'bool', 'bool', { mode: 'all' })` is
 *   `'bool'`). Each library combines the operands its own way: JAX and shipped TensorFlow join
 *   them on their lattice (any order gives the same result); NumPy runs `np.result_type`'s own
 *   reduction, which is no left fold of its pairs (`bool, uint16, bfloat16` is refused where
 *   `(bool + uint16) + bfloat16` is float32); legacy TensorFlow calls NumPy's with the tensors
 *   first; PyTorch, which has no n-ary `result_type`, promotes tensors as `torch.cat` does (a
 *   left fold) and python scalars after them; the RFC's policies fold left, as `a + b + c`
 *   computes (their tables are not associative). Options: {@link ResultTypeOptions} (`mode`, and
 *   `value` where exactly one operand is a python scalar: its value must suit the promotion of
 *   the others).
 *
 * @example
 * ```ts
 * resultType('jax', 'int8', 'uint8'); // 'int16'
 * resultType('jax', 'i*', 'i*'); // 'i*'
 * resultType('tf-rfc', 'uint8', 'int8', { mode: 'all' }); // 'int16'
 * resultType('tf-rfc', 'uint8', 'i*', { value: 256 }); // throws PromotionError
 * resultType('tf-rfc', 'bool', 'bool', { op: 'sub' }); // throws PromotionError: booleans have no subtraction
 * resultType('jax', 'int8', 'uint8', 'float16'); // 'float16'
 * resultType('jax', 'u8', 'i8', 'i*', 'f*', { mode: 'x32' }); // 'f*' (a weak float)
 * resultType('numpy', 'bool', 'uint16', 'bfloat16'); // throws PromotionError, as np.result_type raises
 * resultType('numpy', 'uint8', 'uint8', 'i*', { value: 300 }); // throws PromotionError: 300 is out of bounds for uint8
 * resultType('numpy', 'i*'); // 'int64'
 * ```
 * @throws PromotionError when the policy refuses; PolicyError for unknown names, no operand, a
 * non-operand among the operands, options that are not last or not an object, and options the
 * form does not take (`op` with three operands, `values` with other than two).
 */
export const resultType = function resultType(policy: PolicyName, a?: unknown, b?: unknown, options?: unknown): Operand {
  // Fixed arity, typed by ResultTypeFunction's signatures: a rest parameter would allocate on
  // every call, and TypeScript takes no fixed-arity implementation of the options-last signature.
  // Two operands: the op's promotion, one grid read on the fast path.
  if (arguments.length <= 4 && typeof b === 'string' && typeof options !== 'string') {
    if (options !== undefined) checkOptions(options, undefined, () => policyModes(policy));
    const o = options as PromotionOptions | undefined;
    const p = resolvedPromoter(policy, o?.mode);
    const i = indexOf(a as string);
    const j = indexOf(b);
    if (o === undefined) {
      // add, tensors, no value: one grid read
      const r = p.add[i * N + j]!;
      if (r >= 0) return OPERANDS[r]!;
    }
    const r = p.decideIndex(o?.op === undefined ? ADD : opIndexOf(o.op), i, j, o);
    if (typeof r === 'number') return OPERANDS[r]!;
    throw r;
  }
  // one operand, or three and more: the library's result_type
  const call = naryArguments(policy, Array.prototype.slice.call(arguments, 1));
  if (call.operands.length === 2) return resultType(policy, OPERANDS[call.operands[0]!]!, OPERANDS[call.operands[1]!]!, call.options as PromotionOptions);
  const r = naryResult(policy, call.operands, call.options?.mode, call.options?.value);
  if (typeof r === 'number') return OPERANDS[r]!;
  throw r;
} as ResultTypeFunction;

/** The signatures of {@link resultType}: one operand or three and more (with or without options), or two. */
interface ResultTypeFunction {
  /** The library's `result_type` of the operands, the options last (one operand, or three and more). */
  <P extends PolicyName>(policy: P, ...operands: [OperandLike | string, ...(OperandLike | string)[], ResultTypeOptions<P> | undefined]): Operand;
  /** The library's `result_type` of the operands (one, or three and more). */
  <P extends PolicyName>(policy: P, ...operands: [OperandLike | string, ...(OperandLike | string)[]]): Operand;
  /** The promotion of `a` and `b` for the op `options.op` (default `add`). */
  <P extends PolicyName>(policy: P, a: OperandLike | string, b: OperandLike | string, options?: PromotionOptions<P>): Operand;
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
