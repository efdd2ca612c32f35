import { isDType, type Complex, type DType, type WeakKind } from '@typelattice/dtypes';
import {
  describePromotion,
  PolicyError,
  POLICIES,
  policyModes,
  PromotionError,
  resultType,
  type PromotionOp,
} from '@typelattice/promotion';
import type { CallForm } from './binary-op';
import type { OpsContext } from './context';
import type { PromotionCategory } from './instrument';
import { ImplicitPromotion } from './mode';

/** How an operand reaches an op: a tensor, a weak (JS) scalar, or a NumPy array (a TypedArray). */
export type OperandKind = 'tensor' | 'weak' | 'ndarray';

/** An operand as promotion sees it: a dtype or weak kind, its role, and a weak scalar's value. */
export interface PromotionOperand {
  readonly dtype: DType | WeakKind;
  readonly kind: OperandKind;
  readonly value?: number | bigint | boolean | Complex;
}

/**
 * The facade's policy names. `'tf'` is TensorFlow per the RFC: its modes are the
 * {@link ImplicitPromotion} values, `ALL`/`SAFE`/`NONE` answered by the promotion package's
 * `tf-rfc` policy and `LEGACY` by `tf-legacy`. `'tensorflow'` is TensorFlow as shipped (the
 * promotion package's `tf`, modes `all`/`safe`). Every other name is a promotion package policy.
 */
const ALIASES: Readonly<Record<string, string>> = { tensorflow: 'tf' };

/** The promotion package's policy and mode for a facade context. */
export function resolvePolicy(ctx: OpsContext): { policy: string; mode: string | undefined } {
  if (ctx.policy === 'tf') {
    return ctx.mode === ImplicitPromotion.LEGACY ? { policy: 'tf-legacy', mode: undefined } : { policy: 'tf-rfc', mode: ctx.mode };
  }
  return { policy: ALIASES[ctx.policy] ?? ctx.policy, mode: ctx.mode === '' ? undefined : ctx.mode };
}

/**
 * The policy names `createOps` accepts: `'tf'` (the RFC modes and LEGACY), `'tensorflow'`
 * (TensorFlow as shipped), and the promotion package's other policies.
 */
export const FACADE_POLICIES: readonly string[] = ['tf', 'tensorflow', ...POLICIES.filter((p) => p !== 'tf')];

/** Checks a policy and mode given to `createOps`; throws the promotion package's PolicyError. */
export function checkPolicy(policy: string, mode: string | undefined): void {
  if (!FACADE_POLICIES.includes(policy)) throw new PolicyError('policy', policy, FACADE_POLICIES);
  if (policy === 'tf') return;
  const resolved = resolvePolicy({ policy, mode: mode ?? '', backend: 'cpu' });
  const modes = policyModes(resolved.policy);
  if (resolved.mode !== undefined && !modes.includes(resolved.mode)) {
    throw new PolicyError('mode', resolved.mode, modes, `for policy ${policy}`);
  }
}

/** The scalar value range rules need: the weak operand's, when exactly one operand is weak. */
function scalarValue(a: PromotionOperand, b: PromotionOperand): number | bigint | Complex | undefined {
  const weak = a.kind === 'weak' ? (b.kind === 'weak' ? undefined : a) : b.kind === 'weak' ? b : undefined;
  return weak?.value as number | bigint | Complex | undefined;
}

const role = (o: PromotionOperand) => (o.kind === 'ndarray' ? 'ndarray' : 'tensor');

/**
 * The result dtype (or weak kind) of `op` on two operands under the context's policy and mode.
 * @throws PromotionError when the policy refuses (also for a JS scalar out of range).
 */
export function promote(
  op: PromotionOp,
  a: PromotionOperand,
  b: PromotionOperand,
  ctx: OpsContext,
  form: CallForm = 'function',
): DType | WeakKind {
  const { policy, mode } = resolvePolicy(ctx);
  return resultType(policy, a.dtype, b.dtype, {
    mode,
    op,
    value: scalarValue(a, b),
    aRole: role(a),
    bRole: role(b),
    form,
  }) as DType | WeakKind;
}

/**
 * Admits a Variable update: `assign_add`/`assign_sub` by the policy's assign table (the result
 * must stay the variable's dtype); `assign` follows the same rule as `assign_add`.
 * @throws PromotionError when the update would need another dtype.
 */
export function promoteAssign(
  kind: 'assign' | 'assign_add' | 'assign_sub',
  variable: PromotionOperand,
  delta: PromotionOperand,
  ctx: OpsContext,
): void {
  promote(kind === 'assign_sub' ? 'assign_sub' : 'assign_add', variable, delta, ctx);
}

/** A PromotionError for a call the facade itself refuses (e.g. `bool - bool`). */
export function refuse(op: string, a: PromotionOperand, b: PromotionOperand, ctx: OpsContext, reason: string, cast: string): PromotionError {
  const { policy, mode } = resolvePolicy(ctx);
  return new PromotionError({ policy, mode: mode ?? 'default', op, a: a.dtype, b: b.dtype, reason, cast });
}

/** The instrumentation category of an op's promotion, or `undefined` when nothing was converted. */
export function classifyPromotion(
  a: PromotionOperand,
  b: PromotionOperand,
  result: DType | WeakKind,
): PromotionCategory | undefined {
  const kind = describePromotion(a.dtype, b.dtype, result);
  return kind === 'identity' ? undefined : kind;
}

/** Where a weak value is kept: wide enough for any JS scalar of its kind. */
export const WEAK_STORAGE: Readonly<Record<WeakKind, DType>> = { 'i*': 'int64', 'f*': 'float64', 'c*': 'complex128' };

const weakResultDTypes = new Map<string, DType>();

/**
 * The dtype a weak result is computed and stored in: the kind's widest dtype as the policy's
 * mode canonicalizes it (JAX with x64 off keeps a weak float in float32, as JAX does).
 */
export function weakResultDType(kind: WeakKind, ctx: OpsContext): DType {
  const { policy, mode } = resolvePolicy(ctx);
  const key = `${policy}|${mode}|${kind}`;
  let d = weakResultDTypes.get(key);
  if (d === undefined) {
    const wide = WEAK_STORAGE[kind];
    let r: string = wide;
    try {
      r = resultType(policy, wide, wide, { mode });
    } catch {
      // A policy that refuses its own widest dtype keeps the wide storage.
    }
    d = isDType(r) ? r : wide;
    weakResultDTypes.set(key, d);
  }
  return d;
}
