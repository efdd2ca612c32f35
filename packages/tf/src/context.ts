import type { PolicyName, Promoter } from '@typelattice/promotion';
import { getBackend, type BackendName } from './backend';
import { ImplicitPromotion, toPromotionMode, type PromotionMode } from './mode';
import { createScopeStorage } from './scope-storage';
import { checkFunction } from './describe-value';
import { defaultPolicy, loadedPolicy } from './policies';

export type { PolicyName };

/**
 * The default policy of `@typelattice/tf`: of its free functions, and of the tensor methods
 * outside any `createOps(...).scope` (a program that loads one policy's entry alone,
 * `@typelattice/tf/numpy`, has that policy as its default instead: policies.ts).
 */
export const DEFAULT_POLICY = 'tf-rfc' satisfies PolicyName;

/** What decides an op's promotion and backend: a policy, its mode, the promoter for both, and the backend choice. */
export interface OpsContext {
  readonly policy: PolicyName;
  readonly mode: string;
  /** The promotion rules of `policy` in `mode`, resolved once. */
  readonly promoter: Promoter;
  readonly backend: BackendName;
}

/** Promotion counts a `countPromotions` call collects. */
export interface Counter {
  count(category: string): void;
}

/**
 * What the scopes of the async call chain set. One rule: the innermost scope that sets a policy
 * (an ops object's `scope`, or `withPromotionMode`, which names the default policy) is in force;
 * `countPromotions` only adds a counter.
 */
interface Frame {
  /** The mode of the default policy: the innermost `withPromotionMode`'s, whatever scopes are inside it. */
  readonly mode: PromotionMode | undefined;
  /** The context of the innermost ops `scope`, unless a `withPromotionMode` inside it put the default policy back. */
  readonly ops: (() => OpsContext) | undefined;
  /** The `countPromotions` calls in progress. */
  readonly counters: readonly Counter[];
}

const frames = createScopeStorage<Frame>();
const NO_FRAME: Frame = { mode: undefined, ops: undefined, counters: [] };

let globalMode: PromotionMode = ImplicitPromotion.SAFE;
// Whether a frame was ever entered: until then there is none to look up (every op asks).
let framed = false;

/** Runs `fn` in a frame derived from the current one; the frame follows `fn`'s async work. */
function inFrame<R>(change: Partial<Frame>, fn: () => R): R {
  framed = true;
  return frames.run({ ...(frames.getStore() ?? NO_FRAME), ...change }, fn);
}

/** The frame in force here, if any. */
const currentFrame = (): Frame | undefined => (framed ? frames.getStore() : undefined);

/**
 * The mode of the default policy (`tf-rfc`) here: the innermost {@link withPromotionMode} of this
 * call chain, else the global mode (starts as `safe`). Inside an ops object's `scope` this is
 * still the default policy's mode (the one a `createOps()` without a mode follows), not
 * necessarily the one in force: {@link currentPromotion} says what the free functions use.
 *
 * @example
 * ```ts
 * import { getPromotionMode, withPromotionMode, createOps } from '@typelattice/tf';
 * getPromotionMode(); // -> 'safe'
 * withPromotionMode('none', () => createOps({ policy: 'jax' }).scope(() => getPromotionMode())); // -> 'none'
 * ```
 */
export function getPromotionMode(): PromotionMode {
  return currentFrame()?.mode ?? globalMode;
}

/**
 * Sets the global promotion mode of the default policy; returns the previous global mode.
 * Scopes opened with {@link withPromotionMode} keep their own mode.
 *
 * @example
 * ```ts
 * import { setPromotionMode, ImplicitPromotion } from '@typelattice/tf';
 * const previous = setPromotionMode(ImplicitPromotion.NONE);
 * setPromotionMode(previous);
 * ```
 */
export function setPromotionMode(mode: PromotionMode): PromotionMode {
  const next = toPromotionMode(mode);
  const previous = globalMode;
  globalMode = next;
  return previous;
}

/**
 * Runs `fn` with the default policy (`tf-rfc`) in `mode` in force for the free functions, tensor
 * methods and Variable updates. Scopes nest by one rule: the innermost scope that sets a policy
 * is in force, so inside an ops object's `scope` this puts the default policy back (policy, mode
 * and backend: the global backend choice) until `fn` returns, and an ops `scope` inside it puts
 * that object's policy in force. An ops object's own methods (`jnp.add`) always use its policy.
 * The scope follows `fn`'s async work (AsyncLocalStorage in Node), so overlapping async scopes
 * each see their own mode, and the global mode is never changed.
 *
 * @example
 * ```ts
 * import { withPromotionMode, ImplicitPromotion, constant, add, createOps } from '@typelattice/tf';
 * const u8 = constant([1], 'uint8');
 * const i8 = constant([1], 'int8');
 * withPromotionMode(ImplicitPromotion.ALL, () => add(u8, i8)).dtype; // -> 'int16'
 * const jnp = createOps({ policy: 'jax' });
 * const i64 = constant([1], 'int64');
 * const f16 = constant([1], 'float16');
 * // the innermost scope that sets a policy is in force
 * withPromotionMode(ImplicitPromotion.ALL, () => jnp.scope(() => add(i64, f16))).dtype; // -> 'float16'
 * jnp.scope(() => withPromotionMode(ImplicitPromotion.ALL, () => add(i64, f16))).dtype; // -> 'float64'
 * // an ops object's own methods keep its policy
 * withPromotionMode(ImplicitPromotion.NONE, () => jnp.add(u8, i8)).dtype; // -> 'int16'
 * ```
 */
export function withPromotionMode<R>(mode: PromotionMode, fn: () => R): R {
  const m = toPromotionMode(mode);
  checkFunction(fn, "withPromotionMode(mode, fn) takes the function to run in the scope, as in withPromotionMode('all', () => add(a, b))");
  return inFrame({ mode: m, ops: undefined }, fn);
}

/** Runs `fn` with `ctx` as the context of the free functions, tensor methods and Variable updates (the default policy's mode stays as it was). */
export function withOpsContext<R>(ctx: () => OpsContext, fn: () => R): R {
  return inFrame({ ops: ctx }, fn);
}

/** Runs `fn` with `counter` receiving every promotion of its (async) work; what is in force does not change. */
export function withCounter<R>(counter: Counter, fn: () => R): R {
  const parent = currentFrame() ?? NO_FRAME;
  return inFrame({ counters: [...parent.counters, counter] }, fn);
}

/** The `countPromotions` counters in force here. */
export function activeCounters(): readonly Counter[] {
  return currentFrame()?.counters ?? NO_FRAME.counters;
}

// The default context, rebuilt only when its policy, mode or backend changes: no allocation per call.
let cached: OpsContext | undefined;

/**
 * The context of the default policy with the global backend: tf-rfc in `mode`, or the policy of
 * the one policy entry loaded (`@typelattice/tf/jax`) in its default mode.
 */
export function defaultContext(mode: PromotionMode = getPromotionMode()): OpsContext {
  const backend = getBackend();
  const policy = defaultPolicy();
  const c = cached;
  if (c !== undefined && c.policy === policy && (policy !== DEFAULT_POLICY || c.mode === mode) && c.backend === backend) return c;
  const p = loadedPolicy(policy).promoter(policy === DEFAULT_POLICY ? mode : undefined);
  return (cached = { policy, mode: p.mode, promoter: p, backend });
}

/**
 * The context of the free functions, tensor methods and Variable updates here: the innermost
 * scope's that sets a policy (an ops object's `scope`, or `withPromotionMode`: the default
 * policy in its mode), else the default policy in the global mode; no allocation per call.
 */
export function globalContext(): OpsContext {
  const frame = currentFrame();
  if (frame === undefined) return defaultContext(globalMode);
  return frame.ops?.() ?? defaultContext(frame.mode ?? globalMode);
}

/**
 * The policy and mode in force (what {@link currentPromotion} answers).
 *
 * @example
 * ```ts
 * import { currentPromotion, type PromotionInForce } from '@typelattice/tf';
 * const p: PromotionInForce = currentPromotion(); // { policy: 'tf-rfc', mode: 'safe' }
 * ```
 */
export interface PromotionInForce {
  readonly policy: PolicyName;
  readonly mode: string;
}

/**
 * The policy and mode the free functions, tensor methods and Variable updates use here: those
 * of the innermost `createOps(...).scope` or {@link withPromotionMode} of this call chain (the
 * innermost of either kind is in force; `countPromotions` changes nothing), else the default
 * policy `tf-rfc` in the global mode.
 *
 * @example
 * ```ts
 * import { currentPromotion, createOps, withPromotionMode } from '@typelattice/tf';
 * currentPromotion(); // -> { policy: 'tf-rfc', mode: 'safe' }
 * const jnp = createOps({ policy: 'jax' });
 * withPromotionMode('all', () => jnp.scope(() => currentPromotion())); // -> { policy: 'jax', mode: 'x64' }
 * jnp.scope(() => withPromotionMode('none', () => currentPromotion())); // -> { policy: 'tf-rfc', mode: 'none' }
 * ```
 */
export function currentPromotion(): PromotionInForce {
  const { policy, mode } = globalContext();
  return { policy, mode };
}
