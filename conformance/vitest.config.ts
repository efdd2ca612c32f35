import { defineConfig } from 'vitest/config';

// No source condition here: the conformance suite tests the built packages, as users get them.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // In CI the suite also writes a JSON report that tools/ci-summary.mjs adds up.
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.reports/vitest.json' }]] : ['default'],
    testTimeout: 120_000,
  },
});
