import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// No source condition here: the explorer's tests check the page as `typelattice explore` builds it
// (its script bundled in dist/page/ from the built promotion package) against the built packages'
// answers. turbo.json beside this file builds the package before its tests.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // In CI each package also writes a JSON report that tools/ci-summary.mjs adds up.
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.reports/vitest.json' }]] : ['default'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // a macrotask between tests, so that long files do not starve the worker's messages
    setupFiles: [fileURLToPath(new URL('../../vitest.setup.ts', import.meta.url))],
  },
});
