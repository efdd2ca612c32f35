import { promoter, type PolicyName, type Promoter } from '@typelattice/promotion';
import { getBackend, type BackendName } from './backend';
import { ImplicitPromotion, toPromotionMode, type PromotionMode } from './mode';
import { createScopeStorage } from './scope-storage';

export type { PolicyName };

/** The policy of the free functions and tensor methods outside any `createOps(...).scope`. */
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

/** What a scope sets; the innermost frame of the async call chain is in force. */
interface Frame {
  /** The mode of the default policy (`withPromotionMode`). */
  readonly mode: PromotionMode | undefined;
  /** The context of an ops object's `scope`. */
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
 * The promotion mode of the default policy in force here: the innermost
 * {@link withPromotionMode} of this call chain, else the global mode (starts as `safe`).
 *
 * @example
 * ```ts
 * import { getPromotionMode } from '@typelattice/tf';
 * getPromotionMode(); // -> 'safe'
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
 * Runs `fn` with the default policy's mode set to `mode`. The mode follows `fn`'s async work
 * (AsyncLocalStorage in Node), so overlapping async scopes each see their own mode, and the
 * global mode is never changed.
 *
 * @example
 * ```ts
 * import { withPromotionMode, ImplicitPromotion, constant, add } from '@typelattice/tf';
 * const r = withPromotionMode(ImplicitPromotion.ALL, () => add(constant(1, 'uint8'), constant(1, 'int8')));
 * r.dtype; // -> 'int16'
 * ```
 */
export function withPromotionMode<R>(mode: PromotionMode, fn: () => R): R {
  return inFrame({ mode: toPromotionMode(mode) }, fn);
}

/** Runs `fn` with `ctx` as the context of the free functions, tensor methods and Variable updates. */
export function withOpsContext<R>(ctx: () => OpsContext, fn: () => R): R {
  return inFrame({ ops: ctx }, fn);
}

/** Runs `fn` with `counter` receiving every promotion of its (async) work. */
export function withCounter<R>(counter: Counter, fn: () => R): R {
  const parent = currentFrame() ?? NO_FRAME;
  return inFrame({ counters: [...parent.counters, counter] }, fn);
}

/** The `countPromotions` counters in force here. */
export function activeCounters(): readonly Counter[] {
  return currentFrame()?.counters ?? NO_FRAME.counters;
}

// The default context, rebuilt only when its mode or backend changes: no allocation per call.
let cached: OpsContext | undefined;

/** The context of the default policy in `mode` with the global backend. */
export function defaultContext(mode: PromotionMode = getPromotionMode()): OpsContext {
  const backend = getBackend();
  const c = cached;
  if (c !== undefined && c.mode === mode && c.backend === backend) return c;
  return (cached = { policy: DEFAULT_POLICY, mode, promoter: promoter(DEFAULT_POLICY, mode), backend });
}

/**
 * The context of the free functions and tensor methods here: inside an ops object's `scope`,
 * that object's; otherwise the default policy with the mode and backend in force.
 */
export function globalContext(): OpsContext {
  const frame = currentFrame();
  if (frame === undefined) return defaultContext(globalMode);
  return frame.ops?.() ?? defaultContext(frame.mode ?? globalMode);
}
