import { PolicyError } from './errors';
import type { ModeOf, PolicyName } from './names';
import type { PromotionOp } from './ops';
import { DEFAULT_VARIANT, type CallForm, type OperandRole } from './policy';
import type { ScalarValue } from './scalar';

/** How one call reaches the op, beyond its operands. Every field is optional. */
export interface PromotionCall {
  /** The python scalar's value, when exactly one operand is a weak kind. */
  readonly value?: ScalarValue | undefined;
  /**
   * The two python scalars' values, when both operands are weak kinds (`add(2n ** 63n, 1n)`): a
   * library computes two python ints in its default integer and refuses one outside it (NumPy,
   * PyTorch and shipped TensorFlow: int64; JAX without x64 and TensorFlow's numpy behaviour: int32).
   */
  readonly values?: readonly [ScalarValue, ScalarValue] | undefined;
  /** How `a` reaches the op (legacy TensorFlow tells NumPy arrays apart, PyTorch 0-dim tensors: `'zero-dim'`); default `'tensor'`. Ignored for a weak operand. */
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

/** The keys of {@link PromotionOptions}. */
export const OPTION_KEYS: readonly string[] = ['mode', 'op', 'value', 'values', 'aRole', 'bRole', 'form'];

/**
 * Options of `resultType` with one operand, or three and more (the library's `result_type`, the
 * promotion itself: no op, no roles or form, and `value` only where exactly one operand is a
 * python scalar). Every field is optional.
 */
export type ResultTypeOptions<P extends PolicyName = PolicyName> = Pick<PromotionOptions<P>, 'mode' | 'value'>;

/** The keys of {@link ResultTypeOptions}. */
export const RESULT_TYPE_KEYS: readonly string[] = ['mode', 'value'];

/** The number of letters to change, insert, delete or swap to turn `x` into `y` (for "did you mean"). */
function editDistance(x: string, y: string): number {
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const row = d[i]!;
      row[j] = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[x.length]![y.length]!;
}

/**
 * Checks the options of a lookup: `undefined`, or an object whose keys are among `keys`
 * (default: those of {@link PromotionOptions}). Throws PolicyError naming the valid keys, the key
 * meant where one is misspelled (`mdoe`: `mode`), and for a string (`'ALL'`) the object to write.
 */
export function checkOptions(options: unknown, keys: readonly string[] = OPTION_KEYS, modesOf: () => readonly string[] = () => []): void {
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    const lower = typeof options === 'string' ? options.toLowerCase() : undefined;
    const modes = modesOf();
    const example = lower !== undefined && modes.includes(lower) ? `{ mode: ${JSON.stringify(lower)} }` : `{ mode: ${JSON.stringify(modes[0] ?? 'safe')} }`;
    throw new PolicyError('option', options, keys, '(the options must be an object)', `Pass an object of options, e.g. ${example}`);
  }
  for (const key in options) {
    if (keys.includes(key)) continue;
    const near = keys.filter((k) => editDistance(k.toLowerCase(), key.toLowerCase()) <= (k.length < 4 ? 1 : 2));
    throw new PolicyError('option', key, keys, '', near.length > 0 ? `Did you mean ${near.map((k) => JSON.stringify(k)).join(' or ')}?` : undefined);
  }
}

/** The operand roles, in the order of their index in a variant. */
export const ROLES: readonly OperandRole[] = ['tensor', 'ndarray', 'zero-dim'];
const FORMS: readonly CallForm[] = ['function', 'operator'];

/** The variant keys by index `(aRole * 3 + bRole) * 2 + form` (roles as in {@link ROLES}, form 1 the operator). */
export const VARIANTS: readonly string[] = ROLES.flatMap((a) => ROLES.flatMap((b) => FORMS.map((f) => `${a}/${b}/${f}`)));
if (VARIANTS[0] !== DEFAULT_VARIANT) throw new TypeError('The default variant must come first.');

const roleIndex = (role: unknown, which: 'aRole' | 'bRole'): number => {
  if (role === undefined || role === 'tensor') return 0;
  const i = ROLES.indexOf(role as OperandRole);
  if (i < 0) throw new PolicyError('option', role, ROLES, `for ${which}`);
  return i;
};

/**
 * The variant index of a call (see {@link VARIANTS}); throws PolicyError for an unknown role or
 * form. A python scalar (weak operand) is never an array: its role is ignored. No allocation.
 */
export function variantIndex(call: PromotionCall | undefined, aWeak: boolean, bWeak: boolean): number {
  if (call === undefined || (call.aRole === undefined && call.bRole === undefined && call.form === undefined)) return 0;
  const a = roleIndex(call.aRole, 'aRole');
  const b = roleIndex(call.bRole, 'bRole');
  const form = call.form;
  let f = 0;
  if (form === 'operator') f = 1;
  else if (form !== undefined && form !== 'function') throw new PolicyError('option', form, FORMS, 'for form');
  return ((aWeak ? 0 : a) * ROLES.length + (bWeak ? 0 : b)) * FORMS.length + f;
}

/** The role of operand `a` or `b` in variant `v`. */
export function variantRole(v: number, side: 'a' | 'b'): OperandRole {
  const ab = (v - (v % FORMS.length)) / FORMS.length;
  return ROLES[side === 'b' ? ab % ROLES.length : (ab - (ab % ROLES.length)) / ROLES.length]!;
}

/** Variant `v` with the role of operand `side` replaced by `role`. */
export function withRole(v: number, side: 'a' | 'b', role: OperandRole): number {
  const f = v % FORMS.length;
  const r = ROLES.indexOf(role);
  const a = side === 'a' ? r : ROLES.indexOf(variantRole(v, 'a'));
  const b = side === 'b' ? r : ROLES.indexOf(variantRole(v, 'b'));
  return (a * ROLES.length + b) * FORMS.length + f;
}

/** Variant `v` with both operands tensors (its form kept). */
export const tensorRolesOf = (v: number): number => v % FORMS.length;

/**
 * The variant a policy's grids take for variant `v`: the default where roles and form do not
 * matter to it, `zero-dim` read as `tensor` where a 0-dim tensor is no tier of its own.
 */
export function policyVariant(v: number, def: { readonly variants?: boolean; readonly zeroDim?: boolean }): number {
  if (!def.variants) return 0;
  if (def.zeroDim) return v;
  const f = v % FORMS.length;
  const ab = (v - f) / FORMS.length;
  const b = ab % ROLES.length;
  const a = (ab - b) / ROLES.length;
  const tensorIfZeroDim = (r: number) => (ROLES[r] === 'zero-dim' ? 0 : r);
  return (tensorIfZeroDim(a) * ROLES.length + tensorIfZeroDim(b)) * FORMS.length + f;
}
