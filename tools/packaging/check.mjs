#!/usr/bin/env node
// Packaging check: packs every public package (packages/*, private ones left out), lints the
// tarballs with publint and attw, and runs the consumer test on each; then installs
// @typelattice/tf alone with npm (size, no GPU package, browser bundles run in headless Chromium).
// Expects a fresh build (`pnpm check:packages` builds first).
// Usage: node tools/packaging/check.mjs [--keep] [--only NAME]
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { binsOf, runConsumer } from './consumer.mjs';
import { attw, publint } from './lint.mjs';
import { packAll, packedFiles, sourceMapProblems } from './pack.mjs';
import { checkTfAlone } from './tf-alone.mjs';
import { ROOT, publicPackages } from './workspace.mjs';
import { useNodeWebGpu } from '../../test-env.shared.mjs';

const { values: opts } = parseArgs({
  options: { keep: { type: 'boolean', default: false }, only: { type: 'string', multiple: true } },
});

const pkgs = publicPackages();
// The GPU package's README snippets start WebGPU in Node: on a machine without Mesa, on SwiftShader.
const webgpu = useNodeWebGpu();
if (!webgpu.startsWith("the machine's")) console.log(`WebGPU in Node: ${webgpu}`);
const results = [];
const record = (pkg, name, ok, detail = '') => {
  results.push({ pkg, name, ok, detail });
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${ok && detail ? ` (${detail})` : ''}`);
  if (!ok) console.log(detail.replace(/^/gm, '       '));
};

const versions = new Set(pkgs.map((p) => p.version));
console.log(`public packages: ${pkgs.map((p) => `${p.name}@${p.version}`).join(', ')}`);
record('workspace', 'one shared version (changesets fixed group)', versions.size === 1, versions.size === 1 ? '' : `versions differ: ${[...versions].join(', ')}`);
const unbuilt = pkgs.filter((p) => !existsSync(join(p.dir, 'dist')));
if (unbuilt.length) {
  console.error(`not built: ${unbuilt.map((p) => p.name).join(', ')}; run \`pnpm check:packages\` (it builds first) or \`pnpm build\``);
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'typelattice-packaging-'));
try {
  const packed = packAll(pkgs, join(work, 'tarballs'));
  const tarballs = new Map(packed.map((e) => [e.pkg.name, e.tarball]));
  for (const entry of packed) {
    const { pkg, tarball, manifest } = entry;
    if (opts.only && !opts.only.some((o) => pkg.name.endsWith(o))) continue;
    console.log(`\n${pkg.name}@${pkg.version}  ${tarball}`);
    const files = packedFiles(tarball);
    record(pkg.name, 'packs (internal deps pinned to ^version)', true, `${files.length} files`);
    const hasReadme = files.includes('README.md');
    record(pkg.name, 'README.md is packed', hasReadme, hasReadme ? '' : 'add README.md to the package (and to "files")');
    const hasLicense = files.some((f) => /^licen[cs]e(\.md|\.txt)?$/i.test(f));
    record(pkg.name, 'LICENSE is packed', hasLicense, hasLicense ? '' : `add a LICENSE file to ${pkg.dir} (npm packs it whatever "files" says)`);
    const hasChangelog = files.includes('CHANGELOG.md');
    record(
      pkg.name,
      'CHANGELOG.md is packed',
      hasChangelog,
      hasChangelog ? '' : `no CHANGELOG.md in ${pkg.dir}: changesets writes it (pnpm version-packages, see .changeset/README.md); list it in "files"`,
    );
    const maps = sourceMapProblems(tarball, files);
    record(pkg.name, 'source maps point at packed sources', maps.length === 0, maps.join('\n'));
    for (const bin of Object.values(typeof manifest.bin === 'string' ? { b: manifest.bin } : manifest.bin ?? {})) {
      const path = bin.replace(/^\.\//, '');
      const packed = files.includes(path);
      record(pkg.name, `bin ${path} is packed`, packed, packed ? '' : `"bin" points at ${bin}, which the tarball lacks`);
    }
    const p = publint(tarball);
    record(pkg.name, 'publint --strict', p.ok, p.ok ? '' : p.output);
    const a = attw(tarball);
    record(pkg.name, 'attw --profile esm-only', a.ok, a.ok ? '' : a.output);
    const alone = { id: pkg.name.split('/').pop(), packages: [pkg.name], docs: [join(pkg.dir, 'README.md')], bins: binsOf(manifest) };
    for (const r of runConsumer(alone, tarballs, join(work, 'consumers'))) record(pkg.name, `consumer: ${r.name}`, r.ok, r.detail);
  }
  // The guides under docs/ run against all public packages installed together.
  const docsDir = join(ROOT, 'docs');
  const docs = existsSync(docsDir) ? readdirSync(docsDir).filter((f) => f.endsWith('.md')).map((f) => join(docsDir, f)) : [];
  if (docs.length && !opts.only) {
    console.log(`
docs: ${docs.map((d) => d.slice(ROOT.length)).join(', ')}`);
    const everything = { id: 'docs', packages: packed.map((e) => e.pkg.name), docs, bins: packed.flatMap((e) => binsOf(e.manifest)) };
    for (const r of runConsumer(everything, tarballs, join(work, 'consumers'))) record('docs', `consumer: ${r.name}`, r.ok, r.detail);
  }
  // The CPU-only user: @typelattice/tf alone, installed with npm, bundled for the browser.
  if (!opts.only || opts.only.some((o) => '@typelattice/tf'.endsWith(o))) {
    console.log('\n@typelattice/tf alone (npm, no GPU package; browser bundles)');
    await checkTfAlone(tarballs, work, (name, ok, detail) => record('tf-alone', name, ok, detail));
  }
} catch (e) {
  record('workspace', 'pack every public package', false, e instanceof Error ? e.message : String(e));
} finally {
  if (opts.keep) console.log(`\nkept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

const failed = results.filter((r) => !r.ok);
console.log(`\nPackaging: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exitCode = failed.length ? 1 : 0;
