import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// No source condition here: the conformance suite tests the built packages, as users get them.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // In CI the suite also writes a JSON report that tools/ci-summary.mjs adds up.
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.reports/vitest.json' }]] : ['default'],
    testTimeout: 120_000,
    // a macrotask between tests, so that long files do not starve the worker's messages
    setupFiles: [fileURLToPath(new URL('../vitest.setup.ts', import.meta.url))],
  },
});
