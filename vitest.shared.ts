import { defaultClientConditions, defaultServerConditions } from 'vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { quietKnownNotices } from './test-env.shared.mjs';

// Notices nobody can act on (Dawn's limit lines, vitest's typecheck notice) are dropped from stderr.
quietKnownNotices();

/**
 * The shared test configuration. Unit tests resolve workspace packages to their TypeScript
 * sources through the `@typelattice/source` export condition, so they run without a build.
 * (The conformance suite does not use it: it tests the built output.)
 */
const SOURCE = '@typelattice/source';

export default defineConfig({
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions], externalConditions: [SOURCE] } },
  test: {
    // In CI each package also writes a JSON report that tools/ci-summary.mjs adds up.
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.reports/vitest.json' }]] : ['default'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.ts', 'test/**/*.test-d.ts'],
    },
    testTimeout: 60_000,
  },
});
