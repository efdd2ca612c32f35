import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { familyOfTexts, generatedPath, LOOP_FAMILIES, precompiledSources, renderPrecompiledLoops } from '../scripts/generate-precompiled-loops';

describe('the precompiled loops (precompiled-loops-<family>.generated.ts)', () => {
  it('are up to date with the loop sources (run `pnpm --filter @typelattice/kernels-cpu generate` after changing them)', () => {
    for (const [path, text] of renderPrecompiledLoops()) {
      expect(existsSync(path), path).toBe(true);
      expect(readFileSync(path, 'utf8'), path).toBe(text);
    }
  });

  it('are the generated modules of the families and no other (a removed family leaves no stale module)', () => {
    const dir = dirname(generatedPath('shared'));
    const onDisk = readdirSync(dir).filter((f) => /^precompiled-loops.*\.generated\.ts$/.test(f)).sort();
    expect(onDisk).toEqual([...LOOP_FAMILIES, 'shared' as const].map((f) => basename(generatedPath(f))).sort());
  });

  it('hold each text once: in its family, or in the shared module when two families ask for it', () => {
    const held = [...familyOfTexts().values()].flat();
    expect(new Set(held).size).toBe(held.length);
    expect(new Set(held)).toEqual(precompiledSources());
  });
});
