import { defineConfig } from 'tsup';
import { sharedTsup } from '../../tsup.shared';

// One entry per policy besides the main one (`@typelattice/tf/numpy`, …): the code all of them
// share lands in chunks, each policy's tables stay with the entries that import them.
export const POLICY_ENTRIES = ['numpy', 'jax', 'tf', 'tf-rfc', 'torch'] as const;

export default defineConfig({
  ...sharedTsup,
  // `methods`: every Tensor method, for a program of one policy's entry that calls them.
  entry: { index: 'src/index.ts', methods: 'src/entries/methods.ts', ...Object.fromEntries(POLICY_ENTRIES.map((p) => [p, `src/entries/${p}.ts`])) },
  splitting: true,
});
