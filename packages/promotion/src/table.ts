import type { JoinTable } from './lattice';
import { OPERANDS } from './operand';
import type { PolicyName } from './registry';
import { resolve, type PromotionOptions } from './result-type';

/** Options of {@link policyTable}: those of a lookup, and whether the library's missing kernels refuse cells. */
export interface TableOptions extends Omit<PromotionOptions, 'value'> {
  /**
   * `true` (default): the cells {@link resultType} answers, where a library's missing kernel
   * refuses a cell (TensorFlow's `bool + bool`). `false`: the promotion alone (for the laws of a
   * lattice policy).
   */
  readonly kernelGaps?: boolean;
}

/**
 * The full 18×18 table of a policy (mode, op, roles and form from `options`) over
 * {@link OPERANDS}, for the law checkers and for listings. Value rules are not applied.
 *
 * @example
 * ```ts
 * const t = policyTable('jax');
 * t.nodes[t.cells[5 * 18 + 1]!]; // 'int16'  (int8 + uint8)
 * policyTable('tf').cells[0]; // -1: TensorFlow has no bool add kernel
 * policyTable('tf', { kernelGaps: false }).cells[0]; // 0: its promotion gives bool
 * ```
 */
export function policyTable(policy: PolicyName | string, options?: TableOptions): JoinTable {
  const r = resolve(policy, 'bool', 'bool', options);
  // a copy: the policy's own grid stays untouched whatever the caller does with it
  return { nodes: OPERANDS, cells: new Int8Array(r.def.grid(r.mode, r.top, r.variant, options?.kernelGaps ?? true)) };
}
