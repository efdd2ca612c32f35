import { defineConfig } from 'tsup';
import { sharedTsup } from '../../tsup.shared';

// One entry per policy besides the main one: a bundle that imports `@typelattice/promotion/numpy`
// and no lookup by name keeps no other policy's tables (their code and data land in chunks).
export const POLICY_ENTRIES = ['numpy', 'jax', 'tf', 'tf-rfc', 'torch'] as const;

export default defineConfig({
  ...sharedTsup,
  entry: { index: 'src/index.ts', ...Object.fromEntries(POLICY_ENTRIES.map((p) => [p, `src/entries/${p}.ts`])) },
  splitting: true,
});
