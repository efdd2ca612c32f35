import type { Options } from 'tsup';

/** The one build configuration every public package extends: ESM, bundled `.d.ts`, Node 20. */
export const sharedTsup: Options = {
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  treeshake: true,
};
