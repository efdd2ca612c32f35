import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../vitest.shared';

// The tools' own tests: the packaging scripts' unit tests (the packaging check itself runs as
// `pnpm check:packages`), the Array API report's tests (the suite itself runs as
// `pnpm test:array-api`) and the layering check (tools/layering: dependency-cruiser over the
// whole repository with .dependency-cruiser.cjs, the same check as `pnpm lint:deps`).
export default mergeConfig(
  shared,
  defineConfig({
    test: { include: ['packaging/**/*.test.mjs', 'array-api/**/*.test.mjs', 'layering/**/*.test.mjs', 'docs/**/*.test.mjs'], typecheck: { enabled: false } },
  }),
);
