import { getBackend, type BackendName } from './backend';
import { getPromotionMode, ImplicitPromotion, type PromotionMode } from './mode';

/** The promotion policy an op follows, as the promotion package names it. */
export type PolicyName = string;

/** What decides an op's promotion and backend: a policy, its mode, and the backend choice. */
export interface OpsContext {
  /** `'tf'` (the RFC modes and LEGACY) or another policy of the promotion package. */
  readonly policy: PolicyName;
  /** For `'tf'`: an {@link ImplicitPromotion} mode; for other policies, that policy's mode. */
  readonly mode: PromotionMode | string;
  readonly backend: BackendName;
}

/** The context of the free functions and tensor methods: policy `'tf'`, the global mode and backend. */
export function globalContext(): OpsContext {
  return { policy: 'tf', mode: getPromotionMode(), backend: getBackend() };
}

/** Whether a context is TensorFlow's LEGACY behaviour (NumPy-array quirks, legacy assign_add). */
export function isLegacy(ctx: OpsContext): boolean {
  return ctx.policy === 'tf' && ctx.mode === ImplicitPromotion.LEGACY;
}
