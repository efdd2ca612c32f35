import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import type { Options } from 'tsup';

type TsupPlugin = NonNullable<Options['plugins']>[number];

/**
 * Bundles an imported `.json` file as one `JSON.parse('…')` of its minified text instead of an
 * object literal: a fraction of the bytes on disk and in the source map (a pretty object literal
 * maps every line), and V8 parses JSON text faster than the same object as JavaScript.
 */
const jsonAsParse: Plugin = {
  name: 'json-as-parse',
  setup(build) {
    build.onLoad({ filter: /\.json$/ }, async ({ path }) => {
      const text = JSON.stringify(JSON.parse(await readFile(path, 'utf8')));
      // a single-quoted literal: JSON's own quotes stay unescaped
      const literal = `'${text.replace(/[\\'\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}'`;
      // marked pure: a bundle that never reads the data (another policy's recordings) drops it
      return { contents: `export default /* @__PURE__ */ JSON.parse(${literal});`, loader: 'js' };
    });
  },
};

/**
 * Removes the bare `import './chunk-….js';` lines that code splitting writes into an entry (or
 * chunk) for every chunk it depends on only through other chunks, to keep their evaluation order.
 * Our chunks only define things (each package is `sideEffects: false` but for its entry files),
 * and every chunk a file needs is still imported with its bindings where it is used; but a
 * consumer's esbuild warns about each bare import of a side-effect-free file ("Ignoring this
 * import"), and a policy entry point must bundle without a warning.
 */
const noBareChunkImports: TsupPlugin = {
  name: 'no-bare-chunk-imports',
  renderChunk(code) {
    return { code: code.replace(/^import ['"]\.\/chunk-[A-Za-z0-9_-]+\.js['"];\n/gm, '') };
  },
};

/** The one build configuration every public package extends: ESM, bundled `.d.ts`, Node 20. */
export const sharedTsup: Options = {
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  // The tarballs carry readable, unminified ESM and `.d.ts` with the TSDoc; no source maps and no
  // src/ (maps without their sources make bundlers warn; with them they were 1.3 MB of a 2.2 MB
  // CPU install). Workspace tests run the TypeScript sources themselves (vitest.shared.ts).
  sourcemap: false,
  target: 'es2022',
  platform: 'neutral',
  treeshake: true,
  esbuildPlugins: [jsonAsParse],
  plugins: [noBareChunkImports],
};
