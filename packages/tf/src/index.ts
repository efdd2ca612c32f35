import { POLICIES, policy } from '@typelattice/promotion';
import { installRuntime } from './install';
import { loadPolicies } from './policies';

// Every policy, and tf-rfc as the default one (the free functions, tensor methods and Variable
// updates outside a scope follow it). A program that needs one policy imports its entry instead
// (`@typelattice/tf/numpy`, …): then the bundle keeps none of the other policies' tables.
installRuntime();
loadPolicies(POLICIES.map((name) => policy(name)), 'tf-rfc');

export * from './shared-exports';
export * from './creation-exports';
export * from './functions';
export { linalg } from './linalg';
export { fft } from './fft';
export { cast, createOps } from './ops';
export { astype, canCast, resultType } from './dtype-functions';
export { where } from './where';
export { ImplicitPromotion } from './mode';
export type { PromotionMode } from './mode';
export { getPromotionMode, setPromotionMode, withPromotionMode } from './context';
