import type { JoinTable } from './lattice';
import { OPERANDS } from './operand';
import type { PolicyName } from './registry';
import { gridOf, resolve, type PromotionOptions } from './result-type';

/**
 * The full 18×18 table of a policy (mode, op, roles and form from `options`) over
 * {@link OPERANDS}, for the law checkers and for listings. Value rules are not applied.
 *
 * @example
 * ```ts
 * const t = policyTable('jax');
 * t.nodes[t.cells[5 * 18 + 1]!]; // 'int16'  (int8 + uint8)
 * ```
 */
export function policyTable(policy: PolicyName | string, options?: Omit<PromotionOptions, 'value'>): JoinTable {
  // a copy: the policy's own grid stays untouched whatever the caller does with it
  return { nodes: OPERANDS, cells: new Int8Array(gridOf(resolve(policy, 'bool', 'bool', options))) };
}
