// The package's whole test suite with the precompiled loops forced (scripts/force-precompiled-loops.ts):
// every value test then checks the path a Content Security Policy without 'unsafe-eval' takes.
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../../vitest.shared';

export default mergeConfig(
  shared,
  defineConfig({ test: { setupFiles: [fileURLToPath(new URL('./force-precompiled-loops.ts', import.meta.url))], typecheck: { enabled: false } } }),
);
