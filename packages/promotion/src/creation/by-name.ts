import { resolvedPromoter } from '../registry';
import type { PolicyName } from '../names';
import { creationRulesOf, type CreationRules } from './rules';

/**
 * The creation rules of a policy in a mode, by name (every policy's tables: the main entry's
 * lookup). A policy's own entry point uses {@link creationRulesOf} with its promoter instead.
 *
 * @example
 * ```ts
 * import { creationRules } from '@typelattice/promotion';
 * creationRules('numpy', 'default').defaultResult('arange', 'int'); // 'int64'
 * creationRules('torch', 'default').defaultResult('zeros'); // 'float32'
 * ```
 * @throws PolicyError for an unknown policy or mode.
 */
export function creationRules(policy: PolicyName, mode: string): CreationRules {
  return creationRulesOf(resolvedPromoter(policy, mode));
}
