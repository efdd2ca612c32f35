// What a bundle of a program is made of: `node tools/packaging/bundle-parts.mjs <program.ts>
// [--source] [--top N]` bundles it with esbuild (`--bundle --minify --platform=browser
// --metafile`, no config) from the workspace packages' built `dist/` (or, with `--source`, from
// their TypeScript sources through the `@typelattice/source` condition, which names the files) and
// prints the minified bytes per package, per part and per largest input (`bytesInOutput`).
import { build } from 'esbuild';
import { dirname, relative } from 'node:path';
import { ROOT } from './workspace.mjs';

/** The parts a source file belongs to, first match wins (the packaging README's breakdown). */
export const PARTS = [
  ['kernels-cpu precompiled loops', /kernels-cpu\/src\/precompiled-loops/],
  ['kernels-cpu WebAssembly emitters', /kernels-cpu\/src\/(wasm|.*-wasm)/],
  ['kernels-cpu linalg and fft', /kernels-cpu\/src\/(linalg|fft)\//],
  ['kernels-cpu, the loops and kernels', /kernels-cpu\//],
  ['promotion data (recordings)', /promotion\/src\/data\//],
  ['promotion catalogue rows', /promotion\/src\/catalogue-rows/],
  ['promotion catalogues', /promotion\/src\/(array-|extension-)?catalogue\.ts/],
  ['promotion code', /promotion\//],
  ['tf', /packages\/tf\//],
  ['dtypes, kernels-core', /packages\/(dtypes|kernels-core)\//],
];

const packageOf = (file) => /packages\/([^/]+)\//.exec(file)?.[1] ?? 'other';
const partOf = (file) => PARTS.find(([, re]) => re.test(file))?.[0] ?? 'other';
const k = (n) => (n / 1000).toFixed(1);

/** Bundles `entry` and returns its minified bytes and the bytes per input file. */
export async function bundleParts(entry, { source = false } = {}) {
  const r = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'error',
    absWorkingDir: dirname(entry),
    conditions: source ? ['@typelattice/source'] : [],
    outfile: 'out.js',
  });
  const out = Object.values(r.metafile.outputs)[0];
  const inputs = Object.entries(out.inputs).map(([file, v]) => ({ file: relative(ROOT, file).replace(/^(\.\.\/)+/, ''), bytes: v.bytesInOutput }));
  return { bytes: r.outputFiles[0].contents.length, inputs };
}

/** Sums `inputs` by `key`, largest first. */
const sumBy = (inputs, key) => {
  const m = new Map();
  for (const i of inputs) m.set(key(i.file), (m.get(key(i.file)) ?? 0) + i.bytes);
  return [...m].sort((a, b) => b[1] - a[1]);
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const entry = args.find((a) => !a.startsWith('--'));
  const top = Number(args[args.indexOf('--top') + 1]) || 12;
  const source = args.includes('--source');
  const { bytes, inputs } = await bundleParts(entry, { source });
  console.log(`${entry} (${source ? 'sources' : 'dist'}): ${k(bytes)} kB`);
  console.log(`by package: ${sumBy(inputs, packageOf).map(([p, b]) => `${p} ${k(b)}`).join(', ')}`);
  if (source) {
    console.log('| part | kB | largest files (kB) |\n| --- | --- | --- |');
    for (const [part, b] of sumBy(inputs, partOf)) {
      const files = inputs.filter((i) => partOf(i.file) === part).sort((a, c) => c.bytes - a.bytes).slice(0, 6);
      console.log(`| ${part} | ${k(b)} | ${files.map((f) => `${f.file.replace(/^.*\/src\//, '')} ${k(f.bytes)}`).join(', ')} |`);
    }
  }
  console.log(`largest inputs: ${inputs.sort((a, b) => b.bytes - a.bytes).slice(0, top).map((i) => `${i.file.replace(/^.*packages\//, '')} ${k(i.bytes)}`).join(', ')}`);
}
