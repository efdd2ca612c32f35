// The public packages of the workspace, found from packages/*/package.json (private ones left
// out), in dependency order so that a package comes after the workspace packages it depends on.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * @typedef {{ name: string, version: string, dir: string, manifest: Record<string, any>, internalDeps: string[] }} PublicPackage
 */

/** Reads every non-private package under `<root>/packages`, sorted so dependencies come first. */
export function publicPackages(root = ROOT) {
  const base = join(root, 'packages');
  const found = readdirSync(base)
    .map((d) => join(base, d))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => manifest.private !== true);
  const names = new Set(found.map(({ manifest }) => manifest.name));
  const pkgs = found.map(({ dir, manifest }) => ({
    name: manifest.name,
    version: manifest.version,
    dir,
    manifest,
    internalDeps: Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter((d) => names.has(d)),
  }));
  return topoSort(pkgs);
}

/** Orders packages so each follows its internal dependencies; throws on a cycle. */
function topoSort(pkgs) {
  const byName = new Map(pkgs.map((p) => [p.name, p]));
  const out = [];
  const state = new Map();
  const visit = (p, path) => {
    if (state.get(p.name) === 'done') return;
    if (state.get(p.name) === 'visiting') throw new Error(`dependency cycle: ${[...path, p.name].join(' -> ')}`);
    state.set(p.name, 'visiting');
    for (const d of p.internalDeps) visit(byName.get(d), [...path, p.name]);
    state.set(p.name, 'done');
    out.push(p);
  };
  for (const p of [...pkgs].sort((a, b) => a.name.localeCompare(b.name))) visit(p, []);
  return out;
}
