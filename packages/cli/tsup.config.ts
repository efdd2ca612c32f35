import { defineConfig } from 'tsup';
import { sharedTsup } from '../../tsup.shared';

// The library entry plus the `typelattice` executable (kept apart so importing the library runs nothing).
export default defineConfig({
  ...sharedTsup,
  entry: ['src/index.ts', 'src/bin.ts'],
  platform: 'node',
});
