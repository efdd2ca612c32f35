// Every public package's entry points, read from its package.json `exports` (the
// `@typelattice/source` condition names the source file of each): what the API reference
// documents and whose TSDoc examples the doc tests run.
import { join } from 'node:path';
import { publicPackages } from '../packaging/workspace.mjs';

/** `[{ specifier: '@typelattice/tf/numpy', source: '/abs/packages/tf/src/entries/numpy.ts', pkg }]` for every public package. */
export function publicEntries() {
  return publicPackages().flatMap((pkg) =>
    Object.entries(pkg.manifest.exports ?? {})
      .filter(([, target]) => target && typeof target === 'object' && typeof target['@typelattice/source'] === 'string')
      .map(([subpath, target]) => ({
        specifier: subpath === '.' ? pkg.name : `${pkg.name}/${subpath.replace(/^\.\//, '')}`,
        source: join(pkg.dir, target['@typelattice/source']),
        pkg,
      })),
  );
}
