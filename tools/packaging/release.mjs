#!/usr/bin/env node
// The release: build + packaging checks, then publish every public package with `pnpm publish -r`.
// `--dry-run` publishes nothing and needs neither a registry login nor the network: it packs
// every public package into a temporary folder and prints name@version with the top of its
// CHANGELOG. Pending changesets are previewed in a temporary copy of the workspace (versions
// applied there, nothing changed here); a real release refuses to run while any are pending.
// Usage: pnpm release [--dry-run] [--skip-checks]
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { changelogSection } from './changelog.mjs';
import { packAll, packedFiles } from './pack.mjs';
import { ROOT, publicPackages } from './workspace.mjs';
import { run } from './run.mjs';

const { values: opts } = parseArgs({
  options: { 'dry-run': { type: 'boolean', default: false }, 'skip-checks': { type: 'boolean', default: false } },
});
const dryRun = opts['dry-run'] || process.env.npm_config_dry_run === 'true';

/** The changeset files waiting to be applied. */
function pendingChangesets(root) {
  const dir = join(root, '.changeset');
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md') : [];
}

/**
 * Copies what `changeset version` and `pnpm pack` need (root manifests, .changeset, every
 * workspace package without node_modules) into a temporary folder and applies the changesets there.
 */
function previewWorkspace() {
  const dir = mkdtempSync(join(tmpdir(), 'typelattice-release-'));
  const skip = new Set(['node_modules', '.turbo', '.reports', '.venv', '.git']);
  for (const entry of ['package.json', 'pnpm-workspace.yaml', '.npmrc', '.changeset', 'packages', 'conformance', 'tools']) {
    const from = join(ROOT, entry);
    if (!existsSync(from)) continue;
    cpSync(from, join(dir, entry), {
      recursive: true,
      filter: (src) => !relative(ROOT, src).split('/').some((part) => skip.has(part)),
    });
  }
  // The changelog generator and the changesets CLI are resolved from the real install.
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  run(process.execPath, [join(ROOT, 'node_modules', '@changesets', 'cli', 'bin.js'), 'version'], { cwd: dir });
  // `pnpm pack` reads a `workspace:` dependency's version through its node_modules link.
  for (const pkg of publicPackages(dir)) {
    for (const dep of pkg.internalDeps) {
      const link = join(pkg.dir, 'node_modules', dep);
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(relative(dirname(link), join(dir, 'packages', dep.split('/').pop())), link);
    }
  }
  return dir;
}

const step = (title) => console.log(`\n> ${title}`);

if (!opts['skip-checks']) {
  step('pnpm check:packages (build, publint, attw, consumer test)');
  try {
    run('pnpm', ['check:packages'], { cwd: ROOT, stdio: 'inherit' });
  } catch {
    console.error('\nrelease: the packaging checks failed (see above); nothing published');
    process.exit(1);
  }
}

const pending = pendingChangesets(ROOT);
if (pending.length && !dryRun) {
  console.error(`${pending.length} pending changeset(s): ${pending.join(', ')}.\nRun \`pnpm version-packages\`, commit the versions and changelogs, then \`pnpm release\`.`);
  process.exit(1);
}

const root = pending.length ? previewWorkspace() : ROOT;
if (pending.length) step(`preview: ${pending.length} pending changeset(s) applied in ${root}`);
const pkgs = publicPackages(root);
const out = mkdtempSync(join(tmpdir(), 'typelattice-pack-'));
let problems = 0;
try {
  step(`pnpm pack of ${pkgs.length} public packages into ${out}`);
  const packed = packAll(pkgs, out);
  const versions = new Set(pkgs.map((p) => p.version));
  if (versions.size !== 1) {
    problems++;
    console.error(`public packages do not share one version: ${pkgs.map((p) => `${p.name}@${p.version}`).join(', ')}`);
  }
  for (const { pkg, tarball, manifest } of packed) {
    const deps = Object.entries(manifest.dependencies ?? {}).map(([d, r]) => `${d}@${r}`).join(', ');
    console.log(`\n${pkg.name}@${pkg.version}  (${tarball.split('/').pop()}${deps ? `; dependencies: ${deps}` : ''})`);
    const changelogPath = join(pkg.dir, 'CHANGELOG.md');
    const section = existsSync(changelogPath) ? changelogSection(readFileSync(changelogPath, 'utf8'), pkg.version) : undefined;
    if (!section) {
      problems++;
      console.error(`  no CHANGELOG.md section "## ${pkg.version}" in ${relative(root, changelogPath)}: add a changeset (pnpm changeset) and run pnpm version-packages`);
      continue;
    }
    // Not fatal: the registry shows the README, the changelog lives in the repository too.
    if (!packedFiles(tarball).includes('CHANGELOG.md')) console.log(`  note: CHANGELOG.md is not packed; add it to "files" in ${pkg.name}'s package.json`);
    console.log(section.replace(/^/gm, '  │ '));
  }
  if (!dryRun && problems === 0) {
    step('pnpm publish -r');
    run('pnpm', ['publish', '-r', '--access', 'public'], { cwd: ROOT, stdio: 'inherit' });
  }
} finally {
  rmSync(out, { recursive: true, force: true });
  if (root !== ROOT) rmSync(root, { recursive: true, force: true });
}
console.log(problems ? `\nrelease: ${problems} problem(s), nothing published` : dryRun ? '\nrelease (dry run): nothing published' : '\nrelease: published');
process.exitCode = problems ? 1 : 0;
