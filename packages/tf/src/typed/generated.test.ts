import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedTypeFiles } from '../../scripts/generate-types';

describe('the compile-time tables and their type tests, generated from the promotion policies and the facade', () => {
  for (const [path, render] of Object.entries(generatedTypeFiles())) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    it(`${name} is up to date (run \`pnpm --filter @typelattice/tf generate:types\` after changing a policy or the catalogue)`, () => {
      expect(readFileSync(path, 'utf8'), path).toBe(render());
      // rendering a policy's type tests runs the facade for every cell: a minute on a loaded
      // 2-core machine, so the deadline is generous (not a timing assert: it only stops a hang)
    }, 300_000);
  }
});
