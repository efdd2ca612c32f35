import { PolicyError } from './errors';
import type { ModeOf, PolicyName } from './names';
import type { PromotionOp } from './ops';
import { DEFAULT_VARIANT, type CallForm, type OperandRole } from './policy';
import type { ScalarValue } from './scalar';

/** How one call reaches the op, beyond its operands. Every field is optional. */
export interface PromotionCall {
  /** The python scalar's value, when exactly one operand is a weak kind. */
  readonly value?: ScalarValue | undefined;
  /** How `a` reaches the op (legacy TensorFlow tells NumPy arrays apart); default `'tensor'`. Ignored for a weak operand. */
  readonly aRole?: OperandRole | undefined;
  /** How `b` reaches the op; default `'tensor'`. Ignored for a weak operand. */
  readonly bRole?: OperandRole | undefined;
  /** Legacy and shipped TensorFlow: `tf.add(a, b)` (`'function'`, default) or `a + b` (`'operator'`). */
  readonly form?: CallForm | undefined;
}

/** Options of {@link resultType} and the other lookups: the mode, the op, and the call. Every field is optional. */
export interface PromotionOptions<P extends PolicyName = PolicyName> extends PromotionCall {
  /** One of `policyModes(policy)` (lower case); default: the first. */
  readonly mode?: ModeOf<P> | undefined;
  /** The op; default `'add'`. `div` is true division; `assign_add`/`assign_sub` take the Variable first. */
  readonly op?: PromotionOp | undefined;
}

const ROLES: readonly OperandRole[] = ['tensor', 'ndarray'];
const FORMS: readonly CallForm[] = ['function', 'operator'];

/** The variant keys by index: bit 2 `a` is an array, bit 1 `b` is an array, bit 0 the operator form. */
export const VARIANTS: readonly string[] = ROLES.flatMap((a) => ROLES.flatMap((b) => FORMS.map((f) => `${a}/${b}/${f}`)));
if (VARIANTS[0] !== DEFAULT_VARIANT) throw new TypeError('The default variant must come first.');

const roleBit = (role: unknown, which: 'aRole' | 'bRole'): number => {
  if (role === undefined || role === 'tensor') return 0;
  if (role === 'ndarray') return 1;
  throw new PolicyError('option', role, ROLES, `for ${which}`);
};

/**
 * The variant index of a call (see {@link VARIANTS}); throws PolicyError for an unknown role or
 * form. A python scalar (weak operand) is never an array: its role is ignored. No allocation.
 */
export function variantIndex(call: PromotionCall | undefined, aWeak: boolean, bWeak: boolean): number {
  if (call === undefined || (call.aRole === undefined && call.bRole === undefined && call.form === undefined)) return 0;
  const a = roleBit(call.aRole, 'aRole');
  const b = roleBit(call.bRole, 'bRole');
  const form = call.form;
  let f = 0;
  if (form === 'operator') f = 1;
  else if (form !== undefined && form !== 'function') throw new PolicyError('option', form, FORMS, 'for form');
  return (aWeak ? 0 : a << 2) | (bWeak ? 0 : b << 1) | f;
}
