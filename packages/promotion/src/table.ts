import { checkOptions, OPTION_KEYS, variantIndex, type PromotionOptions } from './call';
import type { JoinTable } from './lattice';
import type { PolicyName } from './names';
import { N, OPERANDS, isWeakIndex } from './operand';
import { opIndexOf } from './promoter';
import { resolvedPromoter } from './registry';
import { policyModes } from './registry';

// a table has no python scalar value; it may leave out the library's missing kernels
const TABLE_KEYS = [...OPTION_KEYS.filter((k) => k !== 'value' && k !== 'values'), 'kernelGaps'];

/** Options of {@link policyTable}: those of a lookup, and whether the library's missing kernels refuse cells. */
export interface TableOptions<P extends PolicyName = PolicyName> extends Omit<PromotionOptions<P>, 'value' | 'values'> {
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
 * policyTable('tf', { mode: 'all' }).cells[0]; // -1: TensorFlow has no bool add kernel
 * policyTable('tf', { mode: 'all', kernelGaps: false }).cells[0]; // 0: its promotion gives bool
 * ```
 */
export function policyTable<P extends PolicyName>(policy: P, options?: TableOptions<P>): JoinTable {
  checkOptions(options, TABLE_KEYS, () => policyModes(policy));
  const p = resolvedPromoter(policy, options?.mode);
  const op = opIndexOf(options?.op ?? 'add');
  const kernels = options?.kernelGaps ?? true;
  // a copy, cell by cell (a python scalar is never an array: its row or column ignores the role)
  const grids = new Map<number, Int8Array>();
  const cells = new Int8Array(N * N);
  for (let a = 0; a < N; a++) {
    for (let b = 0; b < N; b++) {
      const v = variantIndex(options, isWeakIndex(a), isWeakIndex(b));
      let g = grids.get(v);
      if (!g) grids.set(v, (g = p.table(op, v, kernels)));
      cells[a * N + b] = g[a * N + b]!;
    }
  }
  return { nodes: OPERANDS, cells };
}
