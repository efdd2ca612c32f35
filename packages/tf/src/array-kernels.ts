/**
 * Which runner runs each array op, by the catalogue kernel it names: the indexing and manipulation
 * runner (index-runner.ts), the sorting one (sort-runner.ts), the searching one (search-runner.ts),
 * or the array runner's own families (reductions, joins, matmul, shape ops: array-runner.ts). A
 * leaf module, so that the op generator and a policy entry's per-op functions can pick a runner
 * without importing the others (array-kernels.test.ts checks these lists against the runners).
 */

/** The kernels index-runner.ts runs (its `INDEX_KERNELS`). */
export const INDEX_KERNEL_NAMES: readonly string[] = [
  'getitem', 'take', 'gather', 'gatherNd', 'stridedSlice', 'reverse', 'moveaxis', 'repeat', 'roll', 'tile', 'unstack', 'split', 'pad', 'broadcastArrays', 'booleanMask', 'takeAlongAxis',
];
/** The kernels sort-runner.ts runs (its `SORT_KERNELS`). */
export const SORT_KERNEL_NAMES: readonly string[] = ['sort', 'argsort', 'topk'];
/** The kernels search-runner.ts runs (its `SEARCH_KERNELS`). */
export const SEARCH_KERNEL_NAMES: readonly string[] = ['searchsorted', 'nonzero', 'argwhere', 'unique'];

/**
 * The export of reduction-kernels.ts that computes each catalogue kernel of the reductions: what
 * a policy entry's reduction function is bound to (reduction-kernels.ts's `REDUCTION_KERNELS`
 * holds the same, array-kernels.test.ts checks it).
 */
export const REDUCTION_KERNEL_EXPORTS: Readonly<Record<string, string>> = {
  reduce: 'FOLD_REDUCTION',
  cumsum: 'CUMULATIVE_REDUCTION',
  cumprod: 'CUMULATIVE_REDUCTION',
  moment: 'MOMENT_REDUCTION',
  logsumexp: 'LOGSUMEXP_REDUCTION',
  diff: 'DIFF_REDUCTION',
};

/** The runner of an array op's kernel. */
export type ArrayRunnerKind = 'index' | 'sort' | 'search' | 'array';

/** The runner of a catalogue kernel: `index`, `sort`, `search`, else the array runner's (`array`). */
export function arrayRunnerOf(kernel: string): ArrayRunnerKind {
  if (INDEX_KERNEL_NAMES.includes(kernel)) return 'index';
  if (SORT_KERNEL_NAMES.includes(kernel)) return 'sort';
  if (SEARCH_KERNEL_NAMES.includes(kernel)) return 'search';
  return 'array';
}
