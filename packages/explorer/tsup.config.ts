import { build } from 'esbuild';
import { defineConfig } from 'tsup';
import { sharedTsup } from '../../tsup.shared';

// The library (Node: it writes files), then the page: its script bundled by esbuild for the
// browser with the promotion package inside (a classic script, so that it runs from file://),
// and its styles, into dist/page/, which buildExplorer copies into every page it builds.
export default defineConfig({
  ...sharedTsup,
  platform: 'node',
  async onSuccess() {
    await build({
      entryPoints: [
        { in: 'src/page/main.ts', out: 'explorer' },
        { in: 'src/page/styles.css', out: 'explorer' },
      ],
      outdir: 'dist/page',
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: ['es2022'],
      minify: true,
      legalComments: 'none',
      logLevel: 'warning',
    });
  },
});
