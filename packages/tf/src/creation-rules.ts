import { DTypeError } from '@typelattice/dtypes';
import { KernelError } from '@typelattice/kernels-core';
import { creationRulesOf, type CreationRefusal, type CreationRules, type Operand } from '@typelattice/promotion';
import { DEFAULT_POLICY, getPromotionMode, type OpsContext } from './context';
import { ValueError } from './errors';
import { loadedPolicy } from './policies';

// Which policy's creation rules a call follows: the free functions keep TensorFlow's defaults
// (the default policy, `tf-rfc`, in the mode in force); an ops object's methods follow its policy.

/** The rules of the free creation functions: the default policy's (TensorFlow's defaults). */
export const freeRules = (): CreationRules => creationRulesOf(loadedPolicy(DEFAULT_POLICY).promoter(getPromotionMode()));

/** The rules of an ops object's creation methods. */
export const rulesOf = (ctx: OpsContext): CreationRules => creationRulesOf(ctx.promoter);

/** Whether a rules' answer is a refusal. */
export const isRefusal = (r: unknown): r is CreationRefusal => typeof r === 'object' && r !== null && 'refused' in r;

/** The typed error of a refusal: DTypeError for a dtype, KernelError for a missing kernel, ValueError for a call. */
export function refusalError(what: string, r: CreationRefusal, rules: CreationRules, fix: string): Error {
  const message = `${what}: ${r.why} (policy ${rules.policy}, mode ${rules.mode}). ${fix}`;
  return r.refused === 'dtype' ? new DTypeError(message) : r.refused === 'no-kernel' ? new KernelError(message) : new ValueError(message);
}

/** The answer of a rule that is an operand, or the refusal thrown as its typed error. */
export function expectOperand(what: string, r: Operand | CreationRefusal, rules: CreationRules, fix: string): Operand {
  if (isRefusal(r)) throw refusalError(what, r, rules, fix);
  return r;
}
