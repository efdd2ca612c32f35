// The no-config browser builds the packaging check makes of an example program: esbuild and vite
// from the root install, run in the example's own folder (its node_modules, or a parent's).
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { run } from './run.mjs';
import { ROOT } from './workspace.mjs';

/**
 * vite's advice that a chunk is over 500 kB after minification (its chunkSizeWarningLimit): the
 * bundle of the README's first example, every policy, is 729 kB (a policy's entry point takes
 * 461–591 kB: entries.mjs); the advice is reported with the size, any other warning fails the
 * build step.
 */
export const VITE_CHUNK_ADVICE = /\(!\) Some chunks are larger than 500 kB after minification\. Consider:\n(?:\s*- .*\n?)+/;

const rootRequire = createRequire(join(ROOT, 'package.json'));
export const binOf = (pkg, bin) => {
  const manifestPath = rootRequire.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return join(manifestPath, '..', typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[bin]);
};
export const versionOf = (pkg) => JSON.parse(readFileSync(rootRequire.resolve(`${pkg}/package.json`), 'utf8')).version;

export const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
export const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;

const HTML = (src, module) => `<!doctype html><html><head><meta charset="utf-8"><script${module ? ' type="module"' : ''} src="${src}"></script></head><body></body></html>\n`;

/**
 * `esbuild <entry> --bundle --platform=browser --minify` (no config) into `<cwd>/esbuild-dist/`
 * with an index.html; throws on a warning or error. Returns the folder and the bundle's sizes.
 */
export function esbuildBundle(cwd, entry, { minify = true, outDir = join(cwd, 'esbuild-dist') } = {}) {
  mkdirSync(outDir, { recursive: true });
  const args = [entry, '--bundle', '--platform=browser', ...(minify ? ['--minify'] : []), `--outfile=${join(outDir, 'main.js')}`];
  const r = run(binOf('esbuild', 'esbuild'), args, { cwd, allowFail: true });
  const out = `${r.stdout}${r.stderr}`;
  if (r.status !== 0 || /\[(WARNING|ERROR)\]/.test(out)) throw new Error(`esbuild exited ${r.status}:\n${out.trim()}`);
  writeFileSync(join(outDir, 'index.html'), HTML('/main.js', false));
  const js = readFileSync(join(outDir, 'main.js'));
  return { dir: outDir, bytes: js.length, gzip: gzipSync(js, { level: 9 }).length, code: js.toString('utf8') };
}

/**
 * `vite build` (no config: an index.html that loads `main.ts`, nothing else) in `cwd`; throws on
 * any warning but vite's advice to split a chunk over 500 kB, which it reports. Returns the
 * folder built, the sizes of its JavaScript and whether vite gave that advice.
 */
export function viteBuild(cwd) {
  writeFileSync(join(cwd, 'index.html'), HTML('/main.ts', true));
  const r = run(process.execPath, [binOf('vite', 'vite'), 'build'], { cwd, allowFail: true, env: { NO_COLOR: '1' } });
  const full = `${r.stdout}${r.stderr}`;
  const advised = VITE_CHUNK_ADVICE.test(full);
  const out = full.replace(VITE_CHUNK_ADVICE, '');
  if (r.status !== 0 || /^\s*\(!\)|\[plugin |\bwarning\b|\berror\b/im.test(out)) throw new Error(`vite build exited ${r.status}:\n${full.trim()}`);
  const assets = join(cwd, 'dist', 'assets');
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const bytes = js.reduce((s, f) => s + statSync(join(assets, f)).size, 0);
  const gzip = js.reduce((s, f) => s + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
  const code = js.map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
  return { dir: join(cwd, 'dist'), chunks: js.length, bytes, gzip, advised, code };
}
