import { defineConfig } from 'vitest/config';

// No source condition here: the conformance suite tests the built packages, as users get them.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
