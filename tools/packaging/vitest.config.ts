import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared';

// The packaging scripts' own unit tests (the packaging check itself runs as `pnpm check:packages`).
export default mergeConfig(
  shared,
  defineConfig({
    root: fileURLToPath(new URL('..', import.meta.url)),
    test: { include: ['packaging/**/*.test.mjs'], typecheck: { enabled: false } },
  }),
);
