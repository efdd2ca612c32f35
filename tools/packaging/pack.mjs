// Packs public packages with `pnpm pack` (which rewrites `workspace:^` to `^<version>`) and
// checks what the tarball's package.json says.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { run } from './run.mjs';

/** Reads `package/package.json` out of a packed tarball. */
export function packedManifest(tarball) {
  return JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }));
}

/** Lists the files of a packed tarball (paths inside `package/`). */
export function packedFiles(tarball) {
  return execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((f) => f.replace(/^package\//, ''));
}

/**
 * Packs every package into `dest` and returns `{ pkg, tarball, manifest }` for each. Throws when a
 * packed manifest still holds a `workspace:` range or an internal dependency's range does not
 * accept the version packed beside it.
 */
export function packAll(pkgs, dest) {
  mkdirSync(dest, { recursive: true });
  const versions = new Map(pkgs.map((p) => [p.name, p.version]));
  return pkgs.map((pkg) => {
    const before = new Set(readdirSync(dest));
    run('pnpm', ['pack', '--pack-destination', dest], { cwd: pkg.dir });
    const made = readdirSync(dest).filter((f) => f.endsWith('.tgz') && !before.has(f));
    const expected = `${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.version}.tgz`;
    const file = made.includes(expected) ? expected : made[0] ?? expected;
    const tarball = join(dest, file);
    const manifest = packedManifest(tarball);
    for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
        if (String(range).startsWith('workspace:')) {
          throw new Error(`${pkg.name}: packed ${field}.${dep} is still "${range}"; pack with pnpm, which rewrites workspace ranges`);
        }
        if (!versions.has(dep)) continue;
        const version = versions.get(dep);
        // An internal peer may span its major line ("workspace:^0" packs as "^0"): with changesets'
        // onlyUpdatePeerDependentsWhenOutOfRange, a peer whose next version leaves the range would
        // turn every 0.x minor release of the fixed group into a major one (.changeset/README.md).
        const ok = range === `^${version}` || (field === 'peerDependencies' && range === `^${version.split('.')[0]}`);
        if (!ok) {
          const want = field === 'peerDependencies' ? `"^${version}" or "^${version.split('.')[0]}"` : `"^${version}"`;
          throw new Error(`${pkg.name}: packed ${field}.${dep} is "${range}", expected ${want} (declare it as "workspace:^")`);
        }
      }
    }
    return { pkg, tarball, manifest };
  });
}

/**
 * Problems with a tarball's source maps: each `dist/*.map` must either embed its sources or name
 * sources that are packed beside it (today's builds write no maps: tsup.shared.ts).
 */
export function sourceMapProblems(tarball, files = packedFiles(tarball)) {
  const problems = [];
  const packed = new Set(files);
  for (const map of files.filter((f) => f.endsWith('.map'))) {
    const json = JSON.parse(execFileSync('tar', ['-xzOf', tarball, `package/${map}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
    if (Array.isArray(json.sourcesContent) && json.sourcesContent.every((c) => typeof c === 'string')) continue;
    const base = posix.dirname(map);
    const missing = (json.sources ?? []).map((s) => posix.normalize(posix.join(base, s))).filter((s) => !packed.has(s));
    if (missing.length) problems.push(`${map} names sources that are not packed: ${missing.join(', ')}`);
  }
  return problems;
}
