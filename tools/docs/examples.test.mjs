import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicEntries } from './entries.mjs';
import { examplesIn, runExample } from './examples.mjs';

// Every @example of every public package but tf (packages/tf/test/doc-examples.test.ts runs
// tf's, resetting its global mode and backend after each) runs against the sources, its checked
// lines holding. The modules are the entries' sources, imported by path; tools depends on every
// package whose examples need a build (the explorer's page script), so turbo builds it first.
const entries = publicEntries();
const modules = Object.fromEntries(await Promise.all(entries.map(async (e) => [e.specifier, await import(/* @vite-ignore */ e.source)])));
const packages = [...new Map(entries.map((e) => [e.pkg.name, e.pkg])).values()].filter((p) => p.name !== '@typelattice/tf');

for (const pkg of packages) {
  const examples = examplesIn(join(pkg.dir, 'src'));
  // the names an example may use unimported: its package's main entry's exports, and its file's
  const own = modules[pkg.name];
  describe(`${pkg.name} TSDoc examples`, () => {
    it('exist', () => {
      expect(examples.length).toBeGreaterThan(5);
    });
    it.each(examples.map((e) => [e.name, e.code, e.file]))('%s runs', async (_, code, file) => {
      // an example of an internal helper uses its file's exports
      const { checks, failures } = await runExample(code, modules, { ...own, ...(await import(/* @vite-ignore */ file)) });
      expect(failures).toEqual([]);
      for (const c of checks) expect({ line: c.line, value: c.actual }).toEqual({ line: c.line, value: c.expected });
      // the GPU packages' examples compile shaders on a software device: minutes on a loaded 2-core machine
    }, 300_000);
  });
}
