import { getBackend, type BackendName } from './backend';
import { getPromotionMode, type PromotionMode } from './mode';
import { runWith } from './scope';

/**
 * The promotion policy an op follows: `'tf'`, `'tensorflow'`, or a promotion package policy.
 *
 * @example
 * ```ts
 * import { createOps, type PolicyName } from '@typelattice/tf';
 * const p: PolicyName = 'numpy';
 * createOps({ policy: p });
 * ```
 */
export type PolicyName = string;

/** What decides an op's promotion and backend: a policy, its mode, and the backend choice. */
export interface OpsContext {
  /** `'tf'` (the RFC modes and LEGACY) or another policy (see `FACADE_POLICIES`). */
  readonly policy: PolicyName;
  /** For `'tf'`: an `ImplicitPromotion` mode; for other policies, that policy's mode (`''`: its default). */
  readonly mode: PromotionMode | string;
  readonly backend: BackendName;
}

let scoped: (() => OpsContext) | undefined;

/**
 * The context of the free functions and tensor methods: inside an ops object's `scope`, that
 * object's; otherwise policy `'tf'` with the global mode and backend.
 */
export function globalContext(): OpsContext {
  return scoped?.() ?? { policy: 'tf', mode: getPromotionMode(), backend: getBackend() };
}

/** Runs `fn` with `ctx` as the context of free functions and tensor methods; restores after (also async). */
export function withContext<R>(ctx: () => OpsContext, fn: () => R): R {
  return runWith(
    () => scoped,
    (c) => {
      scoped = c;
    },
    ctx,
    fn,
  );
}
